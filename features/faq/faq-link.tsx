import type { FaqGroupId } from '@/content/schema/faq';
import { pathOf } from '@/config/routes';
import type { Lang } from '@/lib/i18n/languages';
import { faqPageIn } from './faq-content';
import { faqLinkWords } from './faq-words';

/** The address of a theme on the questions page, in a language: "/questions-frequentes/#animaux". */
export const faqGroupHref = (lang: Lang, group: FaqGroupId): string => `${pathOf('faq', lang)}#${group}`;

/**
 * Where a question arises (the cabins, the booking terms, the table request): a link to its theme's
 * answers. One paragraph and a link per theme: the stays page is near its element budget (e2e/budgets.ts).
 */
export function FaqLinks({
  lang,
  groups,
  className = '',
}: {
  readonly lang: Lang;
  readonly groups: readonly FaqGroupId[];
  readonly className?: string;
}) {
  // A theme with no answer given yet is not on the questions page: no link leads there.
  const answered = new Set(faqPageIn(lang).groups.map((group) => group.id));
  const shown = groups.filter((group) => answered.has(group));
  if (shown.length === 0) return null;
  return (
    <p className={`flex flex-wrap gap-x-6 gap-y-2 ${className}`}>
      {shown.map((group) => (
        <a
          key={group}
          href={faqGroupHref(lang, group)}
          className="font-semibold text-lake-700 underline underline-offset-4 hover:text-lake-900"
        >
          {faqLinkWords[lang][group]}
        </a>
      ))}
    </p>
  );
}
