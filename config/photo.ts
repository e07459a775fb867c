import type { Photo } from './types';

/** Illustrations standing in for photos the venue has not supplied yet live in this folder of content/photos. */
export const placeholderFolder = 'placeholders/';

/**
 * A photo of a data file as the pages read it. Whether it is a stand-in is known from its folder, so
 * the owner who uploads a real photo in its place has nothing else to untick.
 */
export const photoOf = (photo: { readonly file: string; readonly alt: string }): Photo =>
  photo.file.startsWith(placeholderFolder)
    ? { file: photo.file, alt: photo.alt, isPlaceholder: true }
    : { file: photo.file, alt: photo.alt };
