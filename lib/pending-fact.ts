// A fact the owner has not given yet stands in the data files as a French placeholder flagged
// provisional: « Prénom à compléter », « RCS à compléter », « Adresse à compléter »
// (content/schema/owner-value.ts). French pages show it as written, so the owner sees what is
// missing; check:content and the publish guard refuse it until the owner writes the real value. A
// page in another language never shows that French: it says the fact is still to come in its own
// words, or leaves the item out. Every reader of such a fact goes through here. Pure and zod-free.
import type { Lang, Translated } from './i18n/languages';

/** What the data files' French placeholders say: « … à compléter ». */
const frenchPlaceholder = /à compléter/i;

/** Whether a fact is still the French placeholder the seed ships, not the owner's value. */
export function isFrenchPlaceholder(text: string): boolean {
  return frenchPlaceholder.test(text);
}

/** A fact still to come, as each language says it where the fact would stand. */
export const pendingWords: Translated<string> = {
  fr: 'à compléter',
  en: 'to be confirmed',
  nl: 'nog in te vullen',
  de: 'noch festzulegen',
};

/** A fact as a page of `lang` shows it: the owner's value, or the language's « to be confirmed » in place of a French placeholder. */
export function factIn(lang: Lang, text: string): string {
  return lang !== 'fr' && isFrenchPlaceholder(text) ? pendingWords[lang] : text;
}

/** A fact a page of `lang` shows only once it is given (a team member's first name): null while it is a French placeholder. */
export function givenFactIn(lang: Lang, text: string): string | null {
  return lang !== 'fr' && isFrenchPlaceholder(text) ? null : text;
}
