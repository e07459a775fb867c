import { InfoPanel } from '@/components/info-panel';
import { ResponsiveImage } from '@/components/responsive-image';
import { cabins, cabinSection, stayInfoItems } from '@/content/accommodations';
import { carouselWords } from '@/content/ui';
import { pageLanguage } from '@/lib/i18n/page-language';
import { resolvePhoto } from '@/lib/photos';
import { CabinTabs } from './cabin-tabs';

export function CabinSection() {
  const cabinsWithPhotos = cabins.map((cabin) => ({ ...cabin, photos: cabin.images.map(resolvePhoto) }));
  return (
    <section id="cabanes" aria-labelledby="cabanes-title" className="bg-sand-100 pb-section">
      <div className="relative h-[400px] overflow-hidden">
        <ResponsiveImage photo={resolvePhoto(cabinSection.banner)} sizes="100vw" className="h-full w-full object-cover" />
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-lake-900/85 via-lake-900/30 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-content px-5 pb-10 lg:px-8">
          <h2 id="cabanes-title" className="text-display-lg font-semibold text-white">
            {cabinSection.title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-white">{cabinSection.intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-content px-5 pt-12 lg:px-8">
        <CabinTabs cabins={cabinsWithPhotos} carouselWords={carouselWords[pageLanguage()]} />
        <div className="mt-12">
          <InfoPanel title={cabinSection.infoTitle} items={stayInfoItems} />
        </div>
      </div>
    </section>
  );
}
