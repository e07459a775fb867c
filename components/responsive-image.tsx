import type { ResolvedPhoto } from '@/lib/photos';

interface ResponsiveImageProps {
  readonly photo: ResolvedPhoto;
  /** How wide the image is drawn, as in the HTML `sizes` attribute. */
  readonly sizes: string;
  /** The page's main banner: fetched first instead of lazily. */
  readonly priority?: boolean;
  readonly className?: string;
  /** False where a drag over the photo means a swipe, not picking the image up. */
  readonly draggable?: boolean;
}

const toSrcSet = (variants: readonly { width: number; src: string }[]) =>
  variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');

export function ResponsiveImage({ photo, sizes, priority = false, className, draggable }: ResponsiveImageProps) {
  const fallback = photo.variants.jpg[0];
  return (
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
        style={{ backgroundImage: `url(${photo.blurDataUrl})`, backgroundSize: 'cover', backgroundPosition: 'center' }}
      />
    </picture>
  );
}
