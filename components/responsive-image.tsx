import type { ResolvedPhoto } from '@/components/photos';

interface ResponsiveImageProps {
  readonly photo: ResolvedPhoto;
  /** How wide the image is drawn, as in the HTML `sizes` attribute. */
  readonly sizes: string;
  /** The page's main banner: fetched first instead of lazily. */
  readonly priority?: boolean;
  readonly className?: string;
  /** False where a drag over the photo means a swipe, not picking the image up. */
  readonly draggable?: boolean;
  /** Where the « photo d’illustration » caption sits: a banner's top is under the site's header. */
  readonly captionAt?: 'top' | 'bottom';
}

const toSrcSet = (variants: readonly { width: number; src: string }[]) =>
  variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');

/**
 * The photo at every size the build made, and, while the owner says it does not show the venue, its
 * « Photo d’illustration » caption in a corner of the nearest positioned frame (every caller draws the
 * image in a `relative` or absolutely placed box), on a solid ground that reads over any photo.
 */
export function ResponsiveImage({ photo, sizes, priority = false, className, draggable, captionAt = 'top' }: ResponsiveImageProps) {
  const fallback = photo.variants.jpg[0];
  const picture = (
    <picture>
      <source type="image/avif" srcSet={toSrcSet(photo.variants.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={toSrcSet(photo.variants.webp)} sizes={sizes} />
      <img
        src={fallback?.src}
        srcSet={toSrcSet(photo.variants.jpg)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        draggable={draggable}
        // The banner's blurred copy is an inlined image; below it, a gradient of the photo's colours,
        // which the browser draws without fetching or decoding anything (docs/performance.md, issue 42).
        style={
          priority
            ? { backgroundImage: `url(${photo.blurDataUrl})`, backgroundSize: 'cover', backgroundPosition: 'center' }
            : { backgroundImage: photo.placeholderGradient }
        }
      />
    </picture>
  );
  if (!photo.illustration) return picture;
  return (
    <>
      {picture}
      <span
        className={`pointer-events-none absolute right-2 z-10 rounded bg-ink px-2 py-0.5 text-xs font-medium text-white ${captionAt === 'top' ? 'top-2' : 'bottom-2'}`}
      >
        {photo.illustration}
      </span>
    </>
  );
}
