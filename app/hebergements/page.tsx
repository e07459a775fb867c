import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { accommodationsBanner } from '@/content/accommodations';
import { pageMetadata } from '@/lib/page-metadata';
import { pageGraph } from '@/lib/structured-data';
import { AvailabilitySection } from './availability-section';
import { CabinSection } from './cabin-section';
import { ChaletSection } from './chalet-section';

export const metadata: Metadata = pageMetadata('/hebergements/');

export default function AccommodationsPage() {
  return (
    <>
      <JsonLd data={pageGraph('/hebergements/')} />
      <PageBanner banner={accommodationsBanner} />
      <ChaletSection />
      <CabinSection />
      <AvailabilitySection />
    </>
  );
}
