import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { accommodationsBannerIn } from '@/features/stays/stays-text';
import type { Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { pageMetadata } from '@/lib/page-metadata';
import { pageGraph } from '@/lib/structured-data';
import { AvailabilitySection } from './availability-section';
import { BookingTermsSection } from './booking-terms-section';
import { CabinSection } from './cabin-section';
import { ChaletSection } from './chalet-section';

export const staysMetadata = (lang: Lang): Metadata => pageMetadata('stays', lang);

export function StaysPage({ lang }: { readonly lang: Lang }) {
  setPageLanguage(lang);
  return (
    <>
      <JsonLd data={pageGraph('stays', lang)} />
      <PageBanner banner={accommodationsBannerIn(lang)} />
      <ChaletSection />
      <CabinSection />
      <AvailabilitySection />
      <BookingTermsSection />
    </>
  );
}
