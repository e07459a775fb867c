import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { accommodationsBannerIn } from '@/features/stays/units/accommodations-content';
import type { PageBodyProps } from '@/config/types';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { ArrivalGuideLink } from '@/features/stays/units/arrival-guide-link';
import { AvailabilitySection } from '@/features/stays/availability-section';
import { BookingTermsSection } from '@/features/stays/pricing/booking-terms-section';
import { CabinSection } from '@/features/stays/units/cabin-section';
import { ChaletSection } from '@/features/stays/units/chalet-section';
import { ButtonLink } from '@/components/ui/button-link';
import { actionBarAnchors } from '@/config/action-bar-actions';
import { StayFlowSection } from '@/features/stays/request/stay-flow-section';
import { stayFlowWords } from '@/features/stays/request/stay-flow-words';

export function StaysPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  return (
    <>
      <JsonLd data={structuredData} />
      {/* The first screen says what the venue is and lets a family start with its dates (issue 49). */}
      <PageBanner banner={accommodationsBannerIn(lang)}>
        <div className="mt-6">
          <ButtonLink href={`#${actionBarAnchors.requestStay}`} external>
            {stayFlowWords[lang].start}
          </ButtonLink>
        </div>
      </PageBanner>
      <StayFlowSection />
      <ChaletSection />
      <CabinSection />
      <ArrivalGuideLink />
      <AvailabilitySection />
      <BookingTermsSection />
    </>
  );
}
