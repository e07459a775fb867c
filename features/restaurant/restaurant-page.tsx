import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { PlaceStatus } from '@/features/opening-hours/place-status';
import { ResponsiveImage } from '@/components/responsive-image';
import { Section } from '@/components/section';
import { ButtonLink } from '@/components/ui/button-link';
import { menuWords } from '@/features/restaurant/menu-words';
import { reservationSectionWords } from './restaurant-words';
import { restaurantBannerIn, restaurantPresentationIn } from './restaurant-content';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { PageBodyProps } from '@/config/types';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { pathOf } from '@/config/routes';
import { accessibilityRegisterAnchor, accessibilityRegisterIn, accessibilityRegisterLinkIn } from '@/features/legal/accessibility-register';
import { restaurantMenu } from './menu';
import { resolvePhoto } from '@/components/photos';
import { FaqLinks } from '@/features/faq/faq-link';
import { MenuSection } from './menu-section';
import { OpeningHoursTable } from './opening-hours-table';
import { ReservationPanel } from './reservation-panel';
import { reservationSetup } from './reservation-setup';

export function RestaurantPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  const reservation = reservationSectionWords[lang];
  // The owner's texts in the page's language, read during this render so that French fallbacks get lang="fr".
  const restaurantPresentation = restaurantPresentationIn(lang);
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner banner={restaurantBannerIn(lang)}>
        <PlaceStatus place="restaurant" className="mt-6 max-w-md" />
      </PageBanner>

      <section aria-labelledby="presentation-title" className="py-section">
        <div className="mx-auto grid max-w-content items-center gap-10 px-5 lg:grid-cols-2 lg:px-8">
          <div>
            <h2
              id="presentation-title"
              lang={fallbackLang(restaurantPresentation.title)}
              className="text-display-lg font-semibold text-lake-900"
            >
              {restaurantPresentation.title}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted">
              {restaurantPresentation.paragraphs.map((paragraph) => (
                <p key={paragraph} lang={fallbackLang(paragraph)}>
                  {paragraph}
                </p>
              ))}
            </div>
            {restaurantMenu ? (
              <p className="mt-8">
                <ButtonLink href="#carte" variant="outline" external>
                  {menuWords[lang].seeMenu}
                </ButtonLink>
              </p>
            ) : null}
            {/* The register a public venue keeps (arrêté du 19 avril 2017), on the legal page once the owner has filled it in. */}
            {accessibilityRegisterIn(lang) ? (
              <p className="mt-4">
                <a
                  href={`${pathOf('legal', lang)}#${accessibilityRegisterAnchor}`}
                  className="font-semibold text-lake-900 underline underline-offset-4 hover:text-lake-700"
                >
                  {accessibilityRegisterLinkIn(lang)}
                </a>
              </p>
            ) : null}
          </div>
          <div className="grid grid-cols-2 gap-4">
            {restaurantPresentation.photos.map((photo, index) => (
              // A positioned frame: the « photo d’illustration » caption sits in its corner.
              <div key={photo.file} className={`relative ${index === 1 ? 'mt-10' : ''}`}>
                <ResponsiveImage
                  photo={resolvePhoto(photo)}
                  sizes="(min-width: 72rem) 17rem, (min-width: 1024px) 24vw, 48vw"
                  className="aspect-[4/5] h-auto w-full rounded-card object-cover shadow-card"
                />
              </div>
            ))}
          </div>
        </div>
      </section>

      <OpeningHoursTable />

      <MenuSection />

      <Section id="reservation" title={reservation.title} intro={reservation.intro}>
        <ReservationPanel setup={reservationSetup(lang)} />
        <FaqLinks lang={lang} groups={['restaurant']} className="mt-8" />
      </Section>
    </>
  );
}
