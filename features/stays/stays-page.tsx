import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { accommodationsBannerIn } from '@/features/stays/accommodations-content';
import type { PageBodyProps } from '@/config/types';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { ArrivalGuideLink } from './arrival-guide-link';
import { AvailabilitySection } from './availability-section';
import { BookingTermsSection } from './booking-terms-section';
import { CabinSection } from './cabin-section';
import { ChaletSection } from './chalet-section';

export function StaysPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner banner={accommodationsBannerIn(lang)} />
      <ChaletSection />
      <CabinSection />
      <ArrivalGuideLink />
      <AvailabilitySection />
      <BookingTermsSection />
    </>
  );
}
