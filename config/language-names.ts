import type { Translated } from '@/lib/i18n/languages';

/**
 * Each of the site's languages as each language names it inside a sentence: the owner's e-mail says
 * « néerlandais », a Dutch summary "Nederlands", an English one "Dutch". Server-only: a page's scripts
 * get their own language's names only.
 */
export const languageNamesIn: Translated<Translated<string>> = {
  fr: { fr: 'français', en: 'anglais', nl: 'néerlandais', de: 'allemand' },
  en: { fr: 'French', en: 'English', nl: 'Dutch', de: 'German' },
  nl: { fr: 'Frans', en: 'Engels', nl: 'Nederlands', de: 'Duits' },
  de: { fr: 'Französisch', en: 'Englisch', nl: 'Niederländisch', de: 'Deutsch' },
};
