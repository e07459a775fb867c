import type { ReactNode } from 'react';
import type { Banner } from '@/config/types';
import { fallbackLang } from '@/lib/i18n/fallback';
import { resolvePhoto } from '@/components/photos';
import { ResponsiveImage } from './responsive-image';

interface PageBannerProps {
  readonly banner: Banner;
  /** The home page gets a taller hero. */
  readonly size?: 'hero' | 'page';
  readonly children?: ReactNode;
}

/** Full-bleed photo with the page's h1; the navigation floats over it, transparent. */
export function PageBanner({ banner, size = 'page', children }: PageBannerProps) {
  const photo = resolvePhoto(banner.photo);
  return (
    // Its ::before shades the photo (app/globals.css): text stays at AA contrast over it.
    <section
      aria-labelledby="page-title"
      className={`focus-on-dark banner-shade relative isolate flex items-end overflow-hidden bg-lake-900 text-white ${
        size === 'hero' ? 'hero-shade min-h-[88svh] sm:min-h-[80vh]' : 'min-h-[52svh] sm:min-h-[26rem]'
      }`}
    >
      <ResponsiveImage
        photo={photo}
        sizes="100vw"
        priority
        captionAt="bottom"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div className="mx-auto w-full max-w-content px-5 pt-32 pb-12 sm:pb-16 lg:px-8">
        <h1
          id="page-title"
          lang={fallbackLang(banner.title)}
          className={size === 'hero' ? 'max-w-3xl text-display-xl font-semibold' : 'text-display-page font-semibold'}
        >
          {banner.title}
        </h1>
        {banner.subtitle ? (
          <p lang={fallbackLang(banner.subtitle)} className="mt-4 max-w-2xl text-lg text-white sm:text-xl">
            {banner.subtitle}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
