import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { PlaceStatus } from '@/components/place-status';
import { ButtonLink } from '@/components/ui/button-link';
import { homeHero, homeIntro } from '@/content/home';
import { pageMetadata } from '@/lib/page-metadata';
import { pageGraph } from '@/lib/structured-data';
import { HomeHighlights } from './home-highlights';
import { TeamSection } from './team-section';

// The title is the layout's default, which names the site first.
export const metadata: Metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <>
      <JsonLd data={pageGraph('/')} />
      <PageBanner banner={homeHero} size="hero">
        <PlaceStatus place="restaurant" named className="mt-6 max-w-md" />
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={homeHero.primaryAction.href}>{homeHero.primaryAction.label}</ButtonLink>
          <ButtonLink href={homeHero.secondaryAction.href} variant="secondary">
            {homeHero.secondaryAction.label}
          </ButtonLink>
        </div>
      </PageBanner>

      <section aria-labelledby="intro-title" className="py-section">
        <div className="mx-auto grid max-w-content gap-8 px-5 lg:grid-cols-[1fr_1.2fr] lg:px-8">
          <h2 id="intro-title" className="text-display-lg font-semibold text-lake-900">
            {homeIntro.title}
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-ink-muted">
            {homeIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <HomeHighlights />
      </section>

      <TeamSection />
    </>
  );
}
