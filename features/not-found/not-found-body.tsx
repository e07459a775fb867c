import { PageBanner } from '@/components/page-banner';
import { ButtonLink } from '@/components/ui/button-link';
import { notFoundHomeLink, notFoundPageIn } from '@/features/not-found/not-found-content';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';

// The 404 page's content in a language, apart from app/global-not-found.tsx (French, out/404.html):
// each language's 404 document (/en/404.html…) renders it inside that language's SiteLayout.

/** Banner, text and a link to the home page of `lang`. */
export function NotFoundBody({ lang }: { readonly lang: Lang }) {
  setPageLanguage(lang);
  const homeLink = notFoundHomeLink(lang);
  const notFoundPage = notFoundPageIn(lang);
  return (
    <>
      <PageBanner banner={notFoundPage.banner} />
      {/* Under the banner's region, named by the page's title: not a second region of that name. */}
      <div className="mx-auto max-w-content px-5 py-section lg:px-8">
        <p lang={fallbackLang(notFoundPage.text)} className="max-w-prose text-lg text-ink-muted">
          {notFoundPage.text}
        </p>
        <div className="mt-8">
          <ButtonLink href={homeLink.href} variant="lake">
            {homeLink.label}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
