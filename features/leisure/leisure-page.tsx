import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { leisureHeroIn } from '@/features/leisure/leisure';
import type { PageBodyProps } from '@/config/types';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { FishingSection } from './fishing-section';
import { FitnessTrailSection } from './fitness-trail-section';
import { GlassworksSection } from './glassworks-section';

export function LeisurePage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner banner={leisureHeroIn(lang)} />
      <FishingSection />
      <FitnessTrailSection />
      <GlassworksSection />
    </>
  );
}
