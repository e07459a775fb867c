'use client';

import { useEffect, useRef, useState } from 'react';
import type { PhotoViewerWords } from '@/config/ui';
import { fill } from '@/lib/i18n/format';
import type { ImageVariant, ResolvedPhoto } from '@/components/photos';
import { useSwipe } from '@/components/carousel/use-swipe';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';

export interface PhotoViewerProps {
  /** The carousel's name, which the dialog's is made from. */
  readonly label: string;
  readonly words: PhotoViewerWords;
  readonly photos: readonly ResolvedPhoto[];
  readonly startIndex: number;
  /** Called once the dialog has closed, by any means (Escape, the close button). */
  readonly onClose: () => void;
}

const largest = (variants: readonly ImageVariant[]) =>
  variants.reduce<ImageVariant | undefined>((big, variant) => (big && big.width >= variant.width ? big : variant), undefined);

/**
 * The full-screen view of a carousel's photos: a native modal dialog (focus stays inside, Escape
 * closes it, the page behind is inert), at the largest size the build made. Its module is imported
 * when a visitor first opens a photo, so it costs nothing until then.
 */
export function PhotoViewer({ label, words, photos, startIndex, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(startIndex);
  const count = photos.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const swipe = useSwipe((outcome) => {
    if (outcome === 'next') go(1);
    if (outcome === 'previous') go(-1);
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Whatever had focus (the button or the photo that opened the viewer) gets it back on close.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const closed = () => {
      // The close event comes a task after the dialog has closed, and the browser has by then put
      // focus back itself. Moving it again then would take it from wherever the visitor has since
      // gone (a fast Tab, a click): only focus left on nothing, or inside the closed dialog, moves.
      const focused = document.activeElement;
      if (!focused || focused === document.body || dialog.contains(focused)) opener?.focus();
      onClose();
    };
    dialog.addEventListener('close', closed);
    if (!dialog.open) dialog.showModal();
    return () => dialog.removeEventListener('close', closed);
  }, [onClose]);

  // On the document: the arrows still work once Tab has taken focus past the dialog's last control.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step !== 0) setIndex((current) => (current + step + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  const photo = photos[index];
  if (!photo) return null;
  const fallback = largest(photo.variants.jpg);
  const avif = largest(photo.variants.avif);
  const webp = largest(photo.variants.webp);
  const controlClass =
    'flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-lake-900 shadow-card hover:bg-sand-100 focus-inset';

  return (
    <dialog
      ref={dialogRef}
      aria-label={fill(words.dialogLabel, { carousel: label })}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-lake-900 p-0 text-white backdrop:bg-lake-900"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <p aria-live="polite" className="font-semibold">
            {fill(words.position, { position: index + 1, count })}
          </p>
          <button type="button" autoFocus onClick={() => dialogRef.current?.close()} className={controlClass}>
            <CloseIcon />
            <span className="sr-only">{words.close}</span>
          </button>
        </div>

        <figure className="flex min-h-0 flex-1 flex-col">
          <div {...swipe} className="relative flex min-h-0 flex-1 touch-pinch-zoom items-center justify-center select-none">
            <picture className="contents">
              {avif ? <source type="image/avif" srcSet={avif.src} /> : null}
              {webp ? <source type="image/webp" srcSet={webp.src} /> : null}
              <img
                key={fallback?.src}
                src={fallback?.src}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                draggable={false}
                className="h-full w-full object-contain"
              />
            </picture>
            {count > 1 ? (
              <>
                <button
                  type="button"
                  aria-label={words.previous}
                  onClick={() => go(-1)}
                  className={`absolute top-1/2 left-3 -translate-y-1/2 ${controlClass}`}
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  aria-label={words.next}
                  onClick={() => go(1)}
                  className={`absolute top-1/2 right-3 -translate-y-1/2 ${controlClass}`}
                >
                  <ChevronRightIcon />
                </button>
              </>
            ) : null}
          </div>
          <figcaption className="focus-on-dark mx-auto max-w-prose px-5 pt-3 pb-6 text-center">
            <span className="block text-lg">{photo.alt}</span>
            {photo.illustration ? <span className="block text-sm font-semibold">{photo.illustration}</span> : null}
            <span className="mt-1 block text-sm text-lake-100">
              {photo.credit ? (
                <>
                  {words.credit} {photo.credit.author},{' '}
                  {photo.credit.licenceUrl ? (
                    <a href={photo.credit.licenceUrl} rel="license noopener noreferrer" className="underline underline-offset-4">
                      {photo.credit.licence}
                    </a>
                  ) : (
                    photo.credit.licence
                  )}
                  , {words.resized}
                </>
              ) : photo.isPlaceholder ? (
                words.placeholderCredit
              ) : null}
            </span>
          </figcaption>
        </figure>
      </div>
    </dialog>
  );
}
