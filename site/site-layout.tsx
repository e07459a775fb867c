import '@/app/globals.css';
import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { ActionBar, bookingLinksIn } from '@/components/action-bar';
import { SiteFooter } from '@/components/site-footer';
import { SiteNav } from '@/components/site-nav';
import { pathOf, routePaths } from '@/config/routes';
import { mainNavigation, navigationWords, routeNames, siteName } from '@/config/site';
import { languageNames, type Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { themeColor } from './seo';

// The frame of every page, in its language: each language's root layout (app/(fr)/layout.tsx,
// app/(en)/layout.tsx…) renders it, so <html lang> is the page's, and going from one language to
// another loads the other language's page whole.

export const siteViewport: Viewport = {
  themeColor,
  // The page reaches under a phone's rounded corners and home bar; the action bar pads itself clear.
  viewportFit: 'cover',
};

export function SiteLayout({ lang, children }: { readonly lang: Lang; readonly children: ReactNode }) {
  setPageLanguage(lang);
  const words = navigationWords[lang];
  return (
    <html lang={lang}>
      <body>
        <a
          href="#contenu"
          className="focus-inset sr-only z-[60] rounded-full bg-white px-5 py-3 font-semibold text-lake-900 shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {words.skipLink}
        </a>
        <SiteNav
          lang={lang}
          siteName={siteName}
          homeHref={pathOf('home', lang)}
          links={mainNavigation.map((id) => ({ label: routeNames[lang][id], href: pathOf(id, lang) }))}
          words={words}
          routes={routePaths}
          languageNames={languageNames}
          booking={bookingLinksIn(lang)}
        />
        <main id="contenu" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <ActionBar />
        {/* No page but the arrival guide stores anything on the visitor's device (its offline copy,
            features/arrival/offline-guide.tsx): a copy kept from a page where nobody asked for the guide
            would need consent (loi Informatique et Libertés, article 82). */}
      </body>
    </html>
  );
}
