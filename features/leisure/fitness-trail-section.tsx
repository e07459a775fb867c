import { ResponsiveImage } from '@/components/responsive-image';
import { Section } from '@/components/section';
import { fitnessTrailIn } from '@/features/leisure/leisure';
import { fallbackLang } from '@/lib/i18n/fallback';
import { pageLanguage } from '@/lib/i18n/page-language';
import { resolvePhoto } from '@/components/photos';

export function FitnessTrailSection() {
  const fitnessTrail = fitnessTrailIn(pageLanguage());
  return (
    <Section id="parcours-sante" title={fitnessTrail.title} tone="sand">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <p lang={fallbackLang(fitnessTrail.text)} className="text-lg leading-relaxed text-ink-muted">
          {fitnessTrail.text}
        </p>
        {/* A positioned frame: the « photo d’illustration » caption sits in its corner. */}
        <div className="relative">
          <ResponsiveImage
            photo={resolvePhoto(fitnessTrail.photo)}
            sizes="(min-width: 72rem) 34rem, (min-width: 1024px) 46vw, 92vw"
            className="aspect-[3/2] h-auto w-full rounded-card object-cover shadow-card"
          />
        </div>
      </div>
    </Section>
  );
}
