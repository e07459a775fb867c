// The questions page's data in a language: the owner's themes, questions and answers (French with
// the owner's translations, each fact's placeholder filled from the data: content/localized-data.ts),
// and the reviews as written. Read from disk at build (content/owner-data.ts), never in a script.
import { ownerDataFile } from '@/content/owner-data';
import { readLocalizedData } from '@/content/localized-data';
import { readDataFile } from '@/content/schema/editor-values';
import type { FaqGroupId, FaqPageData, ReviewsData } from '@/content/schema/faq';
import { photoOf } from '@/config/photo';
import type { Banner, PageMeta } from '@/config/types';
import type { Lang } from '@/lib/i18n/languages';

const pageData = ownerDataFile('faq');

/** One question as the page shows it: the answer in the page's language, facts written in. */
export interface FaqQuestion {
  readonly question: string;
  readonly answer: string;
}

export interface FaqGroup {
  readonly id: FaqGroupId;
  readonly title: string;
  readonly questions: readonly FaqQuestion[];
}

/** The owner's page in a language; read during the page's render, so that fallbackLang knows the French standing in. */
export function faqPageIn(
  lang: Lang,
  data: unknown = pageData,
): { readonly meta: PageMeta; readonly banner: Banner; readonly groups: readonly FaqGroup[] } {
  const page = readLocalizedData<FaqPageData>('faq', data, lang);
  return {
    meta: page.meta,
    banner: { ...page.banner, photo: photoOf(page.banner.photo) },
    // A question whose answer is not given is left out, and a group left with none goes with it.
    groups: page.groups.flatMap((group) => {
      const questions = group.questions.flatMap(({ question, answer }) => (answer === undefined ? [] : [{ question, answer }]));
      return questions.length === 0 ? [] : [{ id: group.id, title: group.title, questions }];
    }),
  };
}

export const faqMetaIn = (lang: Lang): PageMeta => faqPageIn(lang).meta;
export const faqBannerIn = (lang: Lang): Banner => faqPageIn(lang).banner;

/** The owner's reviews and how they publish them; checked by check:content before every build. */
export const reviewsData = (): ReviewsData => readDataFile<ReviewsData>(ownerDataFile('reviews'));
