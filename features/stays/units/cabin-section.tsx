import { InfoPanel } from '@/components/info-panel';
import { PhotoWhenNear } from '@/components/photo-when-near';
import { ResponsiveImage } from '@/components/responsive-image';
import { cabinSectionIn, cabinsIn, stayInfoItemsIn } from '@/features/stays/units/accommodations-content';
import { carouselWords } from '@/config/ui';
import { fallbackLang } from '@/lib/i18n/fallback';
import { pageLanguage } from '@/lib/i18n/page-language';
import { resolvePhoto } from '@/components/photos';
import { FaqLinks } from '@/features/faq/faq-link';
import { CabinTabs } from '@/features/stays/units/cabin-tabs';
import { unitFactsIn } from '@/features/stays/units/unit-facts';

export function CabinSection() {
  const lang = pageLanguage();
  const section = cabinSectionIn(lang);
  const banner = resolvePhoto(section.banner);
  // The owner's texts in French where their translation is missing: marked so, for a screen reader's voice.
  const cabins = cabinsIn(lang).map((cabin) => ({
    ...cabin,
    photos: cabin.images.map(resolvePhoto),
    carouselLabel: section.carouselLabel(cabin.name),
    nameLang: fallbackLang(cabin.name),
    descriptionLang: fallbackLang(cabin.description),
    equipmentLang: cabin.equipements.map(fallbackLang),
    priceIncludesLang: cabin.priceIncludes && fallbackLang(cabin.priceIncludes.value),
    facts: unitFactsIn(lang, cabin.id),
  }));
  return (
    <section id="cabanes" aria-labelledby="cabanes-title" className="bg-sand-100 pb-section">
      {/* lake-900 behind the photo: the title stays on a dark ground while no photo is drawn yet (slow
          network, images blocked), where the section's sand left white text at 1.2:1. */}
      <div className="cabins-shade relative h-[400px] overflow-hidden bg-lake-900">
        <PhotoWhenNear alt={banner.alt} blurDataUrl={banner.blurDataUrl} className="h-full w-full">
          <ResponsiveImage photo={banner} sizes="100vw" className="h-full w-full object-cover" />
        </PhotoWhenNear>
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-content px-5 pb-10 lg:px-8">
          <h2 id="cabanes-title" lang={fallbackLang(section.title)} className="text-display-lg font-semibold text-white">
            {section.title}
          </h2>
          <p lang={fallbackLang(section.intro)} className="mt-3 max-w-2xl text-lg text-white">
            {section.intro}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-content px-5 pt-12 lg:px-8">
        <CabinTabs
          cabins={cabins}
          words={{ tabsLabel: section.tabsLabel, equipmentTitle: section.equipmentTitle, requestDates: section.requestDates }}
          carouselWords={carouselWords[lang]}
        />
        <div className="mt-12">
          <InfoPanel title={section.infoTitle} items={stayInfoItemsIn(lang)} />
        </div>
        <FaqLinks lang={lang} groups={['cabanes']} className="mt-8" />
      </div>
    </section>
  );
}
