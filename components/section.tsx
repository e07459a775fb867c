import type { ReactNode } from 'react';
import { fallbackLang } from '@/lib/i18n/fallback';

interface SectionProps {
  readonly id: string;
  readonly title: string;
  readonly intro?: string;
  readonly tone?: 'paper' | 'sand' | 'lake';
  readonly children: ReactNode;
}

const tones = {
  paper: 'bg-sand-50',
  sand: 'bg-sand-100',
  lake: 'bg-lake-50',
} as const;

/** A page section: a heading tied to the region, on one of the palette's backgrounds. */
export function Section({ id, title, intro, tone = 'paper', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${tones[tone]} py-section`}>
      {/* The content keeps 2.5rem below the heading (or the intro) by their bottom margin, which
          collapses with a larger top margin of its first block as a wrapper's would: no wrapper. */}
      <div className="mx-auto max-w-content px-5 lg:px-8">
        <h2 id={`${id}-title`} lang={fallbackLang(title)} className={`text-display-lg font-semibold text-lake-900 ${intro ? '' : 'mb-10'}`}>
          {title}
        </h2>
        {intro ? (
          <p lang={fallbackLang(intro)} className="mt-4 mb-10 max-w-prose text-lg text-ink-muted">
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
