import { readFileSync } from 'node:fs';
import path from 'node:path';
import { photoCredits } from '@/content/photo-credits';
import type { Photo } from '@/config/types';

export interface ImageVariant {
  readonly width: number;
  readonly src: string;
}

interface ManifestEntry {
  readonly width: number;
  readonly height: number;
  readonly blurDataUrl: string;
  readonly variants: { readonly avif: ImageVariant[]; readonly webp: ImageVariant[]; readonly jpg: ImageVariant[] };
}

/** A photo from content, with the responsive files the build made of it: safe to pass to client components. */
export interface ResolvedPhoto extends ManifestEntry {
  readonly alt: string;
  readonly isPlaceholder: boolean;
  /** Author and licence the photo's licence asks to show with it; null for the site's own pictures. */
  readonly credit: { readonly author: string; readonly licence: string; readonly licenceUrl?: string } | null;
}

let manifest: Record<string, ManifestEntry> | undefined;

function readManifest(): Record<string, ManifestEntry> {
  // Written by scripts/build/build-images.mjs, which runs before every build.
  manifest ??= JSON.parse(readFileSync(path.join(process.cwd(), 'generated/image-manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  return manifest;
}

export function resolvePhoto(photo: Photo): ResolvedPhoto {
  const entry = readManifest()[photo.file];
  if (!entry) {
    // check:content, first step of every build, names the data file and field of a photo missing or unreadable.
    throw new Error(`content/photos/${photo.file} : photo introuvable ou illisible ; « npm run check:content » dit quel champ la nomme (ou lancez « npm run assets »).`);
  }
  const credit = photoCredits.find((candidate) => candidate.file === photo.file);
  return {
    ...entry,
    alt: photo.alt,
    isPlaceholder: photo.isPlaceholder ?? false,
    credit: credit ? { author: credit.author, licence: credit.licence, ...(credit.licenceUrl ? { licenceUrl: credit.licenceUrl } : {}) } : null,
  };
}
