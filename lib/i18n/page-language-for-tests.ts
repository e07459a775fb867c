// For tests that render server components outside a server render: React's cache() keeps the page's
// language (page-language.ts) only inside one, so a plain render would always read French. Used from a
// jest.mock('@/lib/i18n/page-language') factory; the test then calls setPageLanguage as a page does.
import { sourceLanguage, type Lang } from './languages';

let current: Lang = sourceLanguage;

export const plainPageLanguage = {
  setPageLanguage: (lang: Lang): void => {
    current = lang;
  },
  pageLanguage: (): Lang => current,
};
