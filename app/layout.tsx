import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/inter/wght.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site-footer';
import { SiteNav } from '@/components/site-nav';
import { homeMeta } from '@/content/home';
import { navigationText, siteName, siteUrl } from '@/content/site';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${siteName} · ${homeMeta.title}`, template: `%s · ${siteName}` },
  description: homeMeta.description,
};

export const viewport: Viewport = {
  themeColor: '#0f2a33',
};

export default function RootLayout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="fr">
      <body>
        <a
          href="#contenu"
          className="focus-inset sr-only z-[60] rounded-full bg-white px-5 py-3 font-semibold text-lake-900 shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {navigationText.skipLink}
        </a>
        <SiteNav />
        <main id="contenu" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
