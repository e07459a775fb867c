import type { ReviewsData } from '@/content/schema/faq';
import type { Lang } from '@/lib/i18n/languages';
import { reviewLinesIn, shownReviews } from './reviews';

interface ReviewsListProps {
  readonly lang: Lang;
  readonly data: ReviewsData;
  /** The build's day: a review older than the owner's keeping time is left out. */
  readonly today: string;
  readonly noReviews: string;
}

/**
 * The guests' reviews as they wrote them: the text in its own language (lang on the quote, so a
 * screen reader reads it with the right voice), never translated, and around it, in the page's
 * language, who, where from, where and when it was left, the stay's month and the language it is
 * written in. No rating markup.
 */
export function ReviewsList({ lang, data, today, noReviews }: ReviewsListProps) {
  const reviews = shownReviews(data, today);
  if (reviews.length === 0) return <p className="mt-8 max-w-prose font-semibold">{noReviews}</p>;
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {reviews.map((review) => {
        const lines = reviewLinesIn(lang, review, data.checked === 'verifies');
        return (
          <li key={`${review.author}-${review.reviewDate}`} className="rounded-card bg-white p-6 shadow-card">
            <figure>
              <blockquote lang={review.language} className="text-lg text-ink">
                <p>{review.text}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-ink-muted">
                <span className="block font-semibold text-lake-900">{lines.who}</span>
                <span className="block">{lines.when}</span>
                <span className="block italic">{lines.written}</span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
