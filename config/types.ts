import type { Graph } from 'schema-dts';
import type { Lang } from '@/lib/i18n/languages';

/** A picture from content/photos: the file name there, and its French description. */
export interface Photo {
  readonly file: string;
  readonly alt: string;
  /** An illustration standing in for a photo the venue has not supplied yet. */
  readonly isPlaceholder?: boolean;
}

export interface Link {
  readonly label: string;
  readonly href: string;
}

export interface Banner {
  readonly title: string;
  readonly subtitle?: string;
  readonly photo: Photo;
}

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export interface InfoItem {
  readonly label: string;
  readonly value: string;
}

/**
 * What a page's route hands its body: the language, and the page's structured data, made by the
 * site's layer (site/structured-data.ts) because it reads every area, which no area may import.
 */
export interface PageBodyProps {
  readonly lang: Lang;
  readonly structuredData: Graph;
}
