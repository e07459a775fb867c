import { readFileSync } from 'node:fs';
import path from 'node:path';
import { illustrationCaption, photoCredits } from '@/content/photo-credits';
import type { Lang } from '@/lib/i18n/languages';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { Photo } from '@/config/types';

export interface ImageVariant {
  readonly width: number;
  readonly src: string;
}

interface ManifestEntry {
  readonly width: number;
  readonly height: number;
  /** A 16 px blurred copy, shown behind the banner while it loads. */
  readonly blurDataUrl: string;
  /** The photo's top, middle and bottom colours as a CSS gradient, behind the photos below the first view. */
  readonly placeholderGradient: string;
  readonly variants: { readonly avif: ImageVariant[]; readonly webp: ImageVariant[]; readonly jpg: ImageVariant[] };
}

/** A photo from content, with the responsive files the build made of it: safe to pass to client components. */
export interface ResolvedPhoto extends ManifestEntry {
  readonly alt: string;
  readonly isPlaceholder: boolean;
  /** Author and licence the photo's licence asks to show with it; null for the site's own pictures. */
  readonly credit: { readonly author: string; readonly licence: string; readonly licenceUrl?: string } | null;
  /** « Photo d’illustration » in the page's language while the owner says the photo does not show the venue; null otherwise. */
  readonly illustration: string | null;
}

let manifest: Record<string, ManifestEntry> | undefined;

function readManifest(): Record<string, ManifestEntry> {
  // Written by scripts/build/build-images.mjs, which runs before every build.
  manifest ??= JSON.parse(readFileSync(path.join(process.cwd(), 'generated/image-manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  return manifest;
}

/** A photo with its files, its credit and its caption in the page being rendered's language. */
export const resolvePhoto = (photo: Photo): ResolvedPhoto => resolvePhotoIn(photo, pageLanguage());

/** A photo with its files, its credit and its caption in `lang`. */
export function resolvePhotoIn(photo: Photo, lang: Lang): ResolvedPhoto {
  const entry = readManifest()[photo.file];
  if (!entry) {
    // check:content, first step of every build, names the data file and field of a photo missing or unreadable.
    throw new Error(
      `content/photos/${photo.file} : photo introuvable ou illisible ; « npm run check:content » dit quel champ la nomme (ou lancez « npm run assets »).`,
    );
  }
  const credit = photoCredits.find((candidate) => candidate.file === photo.file);
  return {
    ...entry,
    alt: photo.alt,
    isPlaceholder: photo.isPlaceholder ?? false,
    credit: credit
      ? { author: credit.author, licence: credit.licence, ...(credit.licenceUrl ? { licenceUrl: credit.licenceUrl } : {}) }
      : null,
    illustration: credit?.illustration === true ? illustrationCaption[lang] : null,
  };
}
