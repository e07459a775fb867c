import Link from 'next/link';
import { PlaceholderBadge } from '@/components/placeholder-badge';
import { ResponsiveImage } from '@/components/responsive-image';
import { homeHighlightsIn, localHref } from '@/features/home/home-content';
import { carouselWords } from '@/config/ui';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { Lang } from '@/lib/i18n/languages';
import { resolvePhoto } from '@/components/photos';

export function HomeHighlights({ lang }: { readonly lang: Lang }) {
  return (
    <ul className="mx-auto mt-14 grid max-w-content gap-6 px-5 md:grid-cols-3 lg:px-8">
      {homeHighlightsIn(lang).map((highlight) => (
        <li key={highlight.title} className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card">
          <div className="relative aspect-[3/2] overflow-hidden">
            <ResponsiveImage
              photo={resolvePhoto(highlight.photo)}
              sizes="(min-width: 72rem) 23rem, (min-width: 768px) 31vw, calc(100vw - 2.5rem)"
              className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
            />
            {highlight.photo.isPlaceholder ? <PlaceholderBadge label={carouselWords[lang].placeholderBadge} /> : null}
          </div>
          {/* The words sit on the card itself, padded, with no box of their own. */}
          <h3 lang={fallbackLang(highlight.title)} className="px-6 pt-6 text-2xl font-semibold text-lake-900">
            {highlight.title}
          </h3>
          <p lang={fallbackLang(highlight.text)} className="mt-2 flex-1 px-6 text-ink-muted">
            {highlight.text}
          </p>
          {/* The whole card is the link (its ::before covers it); the arrow after the words is not read aloud. */}
          <Link
            prefetch={false}
            href={localHref(highlight.link.href, lang)}
            lang={fallbackLang(highlight.link.label)}
            className="link-arrow mx-6 mt-4 mb-6 inline-flex min-h-11 items-center font-semibold text-ember-700 underline-offset-4 before:absolute before:inset-0 hover:underline"
          >
            {highlight.link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
