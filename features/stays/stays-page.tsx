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
import { ButtonLink } from '@/components/ui/button-link';
import { actionBarAnchors } from '@/config/action-bar';
import { StayFlowSection } from './stay-flow-section';
import { stayFlowWords } from './stay-flow-words';

export function StaysPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  return (
    <>
      <JsonLd data={structuredData} />
      {/* The first screen says what the venue is and lets a family start with its dates (issue 49). */}
      <PageBanner banner={accommodationsBannerIn(lang)}>
        <div className="mt-6">
          <ButtonLink href={`#${actionBarAnchors.requestStay}`} external>{stayFlowWords[lang].start}</ButtonLink>
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
