// The language of the page being rendered, for server components: each page and layout names its
// language first thing (setPageLanguage), and every server component below reads it instead of being
// handed it through every level. React's cache() keeps one value per render of a page, so pages built
// side by side never see each other's. Client components get their words as props from the server.
import { cache } from 'react';
import { sourceLanguage, type Lang } from './languages';

const current = cache((): { lang: Lang } => ({ lang: sourceLanguage }));

export function setPageLanguage(lang: Lang): void {
  current().lang = lang;
}

export function pageLanguage(): Lang {
  return current().lang;
}
