import type { Metadata } from 'next';
import { PageBanner } from '@/components/page-banner';
import { leisureHero, leisureMeta } from '@/content/leisure';
import { FishingSection } from './fishing-section';
import { FitnessTrailSection } from './fitness-trail-section';
import { GlassworksSection } from './glassworks-section';

export const metadata: Metadata = leisureMeta;

export default function LeisurePage() {
  return (
    <>
      <PageBanner banner={leisureHero} />
      <FishingSection />
      <FitnessTrailSection />
      <GlassworksSection />
    </>
  );
}
