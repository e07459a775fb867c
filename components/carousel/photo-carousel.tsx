import { carouselWords } from '@/config/ui';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { ResolvedPhoto } from '@/components/photos';
import { StatefulCarousel } from './stateful-carousel';

interface PhotoCarouselProps {
  readonly label: string;
  readonly slides: readonly ResolvedPhoto[];
  readonly sizes: string;
}

/** A carousel of a single list of photos, with the page's language's words handed to the browser's leaf. */
export function PhotoCarousel({ label, slides, sizes }: PhotoCarouselProps) {
  return <StatefulCarousel label={label} slides={slides} sizes={sizes} words={carouselWords[pageLanguage()]} />;
}
