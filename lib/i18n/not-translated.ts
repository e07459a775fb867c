// "Not translated yet" as a value of its own. A dictionary filled for a new language by copying
// another's words would pass every test and ship that other language's words; written
// `notTranslatedYet('…the English text…')`, the entry type-checks as the string it stands for, is
// found by the words tests and by the content check (scripts/checks/words-modules.ts), and the build
// refuses to publish it: a page never ships another language's words.

declare const notTranslatedBrand: unique symbol;

/** A dictionary's entry whose language is not written yet: the source text it stands in for, marked. */
export type NotTranslated = string & { readonly [notTranslatedBrand]: true };

/** The mark such a text starts with: a private-use character, never in a real text, seen wherever the text goes (a template, a page). */
export const notTranslatedMark = '\uE000';

/** Stands in for a text still to translate: `en: { title: notTranslatedYet('Book a table') }`. */
export function notTranslatedYet(sourceText: string): NotTranslated {
  return `${notTranslatedMark}${sourceText}` as NotTranslated;
}

/** Whether a text holds a stand-in not translated yet (alone, or filled into a sentence). */
export const isNotTranslated = (text: string): boolean => text.includes(notTranslatedMark);

/** The source text a stand-in holds, without its mark: what a report quotes. */
export const sourceTextOf = (text: string): string => text.replaceAll(notTranslatedMark, '');
