import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { leisureHeroIn } from '@/features/leisure/leisure';
import type { Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { pageMetadata } from '@/lib/page-metadata';
import { pageGraph } from '@/lib/structured-data';
import { FishingSection } from './fishing-section';
import { FitnessTrailSection } from './fitness-trail-section';
import { GlassworksSection } from './glassworks-section';

export const leisureMetadata = (lang: Lang): Metadata => pageMetadata('leisure', lang);

export function LeisurePage({ lang }: { readonly lang: Lang }) {
  setPageLanguage(lang);
  return (
    <>
      <JsonLd data={pageGraph('leisure', lang)} />
      <PageBanner banner={leisureHeroIn(lang)} />
      <FishingSection />
      <FitnessTrailSection />
      <GlassworksSection />
    </>
  );
}
