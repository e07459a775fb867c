import type { Metadata } from 'next';
import { PageBanner } from '@/components/page-banner';
import { ButtonLink } from '@/components/ui/button-link';
import { notFoundMeta, notFoundPage } from '@/content/not-found';
import { pathOf } from '@/content/routes';
import type { Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';

// The 404 page's body in a language: app/global-not-found.tsx (French, every unknown address) and
// app/(en)/en/404/page.tsx… (written to /en/404.html, an unknown address under /en/).
// Not indexed: an error page, served at any unknown address of its language.
export const notFoundMetadata: Metadata = { ...notFoundMeta, robots: { index: false } };

export function NotFoundPage({ lang }: { readonly lang: Lang }) {
  setPageLanguage(lang);
  return (
    <>
      <PageBanner banner={notFoundPage.banner} />
      <section aria-label={notFoundPage.banner.title} className="mx-auto max-w-content px-5 py-section lg:px-8">
        <p className="max-w-prose text-lg text-ink-muted">{notFoundPage.text}</p>
        <div className="mt-8">
          <ButtonLink href={pathOf('home', lang)} variant="lake">
            {notFoundPage.homeLink.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
