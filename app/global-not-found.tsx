import type { Metadata } from 'next';
import { PageBanner } from '@/components/page-banner';
import { layoutMetadata, SiteLayout, siteViewport } from '@/components/site-layout';
import { ButtonLink } from '@/components/ui/button-link';
import { notFoundMeta, notFoundPage } from '@/content/not-found';

// Every address that matches no page: the site has one root layout per language (app/(fr)/layout.tsx…),
// so this page is a whole document of its own, in French (out/404.html).
export const metadata: Metadata = { ...layoutMetadata('fr'), ...notFoundMeta };
export const viewport = siteViewport;

export default function NotFound() {
  return (
    <SiteLayout lang="fr">
      <PageBanner banner={notFoundPage.banner} />
      <section aria-label={notFoundPage.banner.title} className="mx-auto max-w-content px-5 py-section lg:px-8">
        <p className="max-w-prose text-lg text-ink-muted">{notFoundPage.text}</p>
        <div className="mt-8">
          <ButtonLink href={notFoundPage.homeLink.href} variant="lake">
            {notFoundPage.homeLink.label}
          </ButtonLink>
        </div>
      </section>
    </SiteLayout>
  );
}
