import type { Metadata } from 'next';
import { PageBanner } from '@/components/page-banner';
import { accommodationsBanner, accommodationsMeta } from '@/content/accommodations';
import { CabinSection } from './cabin-section';
import { ChaletSection } from './chalet-section';

export const metadata: Metadata = accommodationsMeta;

export default function AccommodationsPage() {
  return (
    <>
      <PageBanner banner={accommodationsBanner} />
      <ChaletSection />
      <CabinSection />
    </>
  );
}
