import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { leisureHero } from '@/content/leisure';
import { pageMetadata } from '@/lib/page-metadata';
import { pageGraph } from '@/lib/structured-data';
import { FishingSection } from './fishing-section';
import { FitnessTrailSection } from './fitness-trail-section';
import { GlassworksSection } from './glassworks-section';

export const metadata: Metadata = pageMetadata('/loisirs/');

export default function LeisurePage() {
  return (
    <>
      <JsonLd data={pageGraph('/loisirs/')} />
      <PageBanner banner={leisureHero} />
      <FishingSection />
      <FitnessTrailSection />
      <GlassworksSection />
    </>
  );
}
