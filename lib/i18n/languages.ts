// The site's languages, the one list every other derives from. French is the site's own (at its root,
// and what the owner writes); each other language lives under its own prefix (/en/…). Every table of
// words or addresses is keyed by these (`Translated<…>`), so a language missing from one is a type error.
export const languages = ['fr', 'en', 'nl', 'de'] as const;

export type Lang = (typeof languages)[number];

/** French: the language the owner writes, the site's root, and what any missing translation falls back to. */
export const sourceLanguage = 'fr' satisfies Lang;

/** A language the owner's texts are translated into: every one but French. */
export type TranslationLanguage = Exclude<Lang, typeof sourceLanguage>;

/**
 * The languages a translation is written in, in the order of `languages`: each one's key beside the
 * French in a data file, and its own prefix. Marked pure so that a page's script, which imports this
 * module and never this list, drops it.
 */
export const translationLanguages = /* @__PURE__ */ languages.filter((lang): lang is TranslationLanguage => lang !== sourceLanguage);

/** Something said in each language. */
export type Translated<T> = { readonly [lang in Lang]: T };

/** Each language named in itself, as the switcher shows it. */
export const languageNames: Translated<string> = { fr: 'Français', en: 'English', nl: 'Nederlands', de: 'Deutsch' };

/** The tag Intl formats dates, times and prices with (British English, the Netherlands, Germany). */
export const intlLocales: Translated<string> = { fr: 'fr-FR', en: 'en-GB', nl: 'nl-NL', de: 'de-DE' };

/** Open Graph's form of the same locales. */
export const ogLocales: Translated<string> = { fr: 'fr_FR', en: 'en_GB', nl: 'nl_NL', de: 'de_DE' };

export function isLang(value: string): value is Lang {
  return (languages as readonly string[]).includes(value);
}
