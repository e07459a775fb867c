import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { Section } from '@/components/section';
import type { PageBodyProps } from '@/config/types';
import { fallbackLang } from '@/lib/i18n/fallback';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { faqPageIn, reviewsData, type FaqGroup } from './faq-content';
import { faqWords, reviewPolicyAnchor, reviewsAnchor } from './faq-words';
import { ReviewsList } from './reviews-list';
import { showsMeals, shownReviews } from './reviews';

/**
 * The questions page: the owner's themes, each a section the other pages link to by its id
 * (#animaux…), each question a disclosure (<details>: native, keyboard and screen reader alike, open
 * without JavaScript when the browser finds a search inside it); then the guests' reviews and how they
 * are published. No FAQPage nor Review markup: Google shows neither for such a site, and reviews of the
 * venue on its own pages count as self-serving.
 */
export function FaqPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  const page = faqPageIn(lang);
  const words = faqWords[lang];
  const reviews = reviewsData();
  const today = new Date().toISOString().slice(0, 10);
  // « Vérifiés » is said of stays alone once a review of a meal is shown (a meal is not always in the bookings).
  const policy = { ...reviews, meals: showsMeals(reviews, today) };
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner banner={page.banner} />
      <nav aria-label={words.themesLabel} className="bg-sand-50 pt-10">
        <ul className="mx-auto flex max-w-content flex-wrap gap-x-6 gap-y-3 px-5 lg:px-8">
          {page.groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                lang={fallbackLang(group.title)}
                className="font-semibold text-lake-700 underline underline-offset-4 hover:text-lake-900"
              >
                {group.title}
              </a>
            </li>
          ))}
          <li>
            <a href={`#${reviewsAnchor}`} className="font-semibold text-lake-700 underline underline-offset-4 hover:text-lake-900">
              {words.reviewsTitle}
            </a>
          </li>
        </ul>
      </nav>
      {page.groups.map((group) => (
        <QuestionGroup key={group.id} group={group} />
      ))}
      <Section id={reviewsAnchor} title={words.reviewsTitle} tone="sand">
        {/* Beside reviews shown: whether they are checked and how they are ordered (L111-7-2); before any, « these reviews are checked » would speak of none. */}
        {shownReviews(reviews, today).length > 0 ? (
          <div className="max-w-prose space-y-2 text-ink-muted">
            {words.nearReviews(policy).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
            <p>
              <a href={`#${reviewPolicyAnchor}`} className="text-lake-700 underline underline-offset-4">
                {words.policyTitle}
              </a>
            </p>
          </div>
        ) : null}
        <ReviewsList lang={lang} data={reviews} today={today} noReviews={words.noReviews} />
        <h3 id={reviewPolicyAnchor} className="mt-12 text-display-md font-semibold text-lake-900">
          {words.policyTitle}
        </h3>
        <ul className="mt-4 max-w-prose list-disc space-y-2 pl-5">
          {words.policy(policy).map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function QuestionGroup({ group }: { readonly group: FaqGroup }) {
  return (
    <Section id={group.id} title={group.title}>
      <div className="max-w-prose divide-y divide-sand-300 border-y border-sand-300">
        {group.questions.map((entry) => (
          <details key={entry.question} className="py-4">
            <summary
              lang={fallbackLang(entry.question)}
              className="cursor-pointer text-lg font-semibold text-lake-900 marker:text-ember-600"
            >
              {entry.question}
            </summary>
            <p lang={fallbackLang(entry.answer)} className="mt-3 text-ink">
              {entry.answer}
            </p>
          </details>
        ))}
      </div>
    </Section>
  );
}
