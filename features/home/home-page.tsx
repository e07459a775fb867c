import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { PlaceStatus } from '@/features/opening-hours/place-status';
import { ButtonLink } from '@/components/ui/button-link';
import { homeHeroIn, homeIntroIn } from '@/features/home/home-content';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { PageBodyProps } from '@/config/types';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { HomeEvents } from './home-events';
import { HomeHighlights } from './home-highlights';
import { TeamSection } from './team-section';

export function HomePage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  const hero = homeHeroIn(lang);
  const { primaryAction, secondaryAction } = hero;
  const homeIntro = homeIntroIn(lang);
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner banner={hero} size="hero">
        <PlaceStatus place="restaurant" named className="mt-6 max-w-md" />
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={primaryAction.href}>{primaryAction.label}</ButtonLink>
          <ButtonLink href={secondaryAction.href} variant="secondary">
            {secondaryAction.label}
          </ButtonLink>
        </div>
      </PageBanner>

      <section aria-labelledby="intro-title" className="py-section">
        <div className="mx-auto grid max-w-content gap-8 px-5 lg:grid-cols-[1fr_1.2fr] lg:px-8">
          <h2 id="intro-title" lang={fallbackLang(homeIntro.title)} className="text-display-lg font-semibold text-lake-900">
            {homeIntro.title}
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-ink-muted">
            {homeIntro.paragraphs.map((paragraph) => (
              <p key={paragraph} lang={fallbackLang(paragraph)}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        <HomeHighlights lang={lang} />
      </section>

      <HomeEvents lang={lang} />
      <TeamSection lang={lang} />
    </>
  );
}
