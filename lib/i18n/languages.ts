// The site's four languages. French is the site's own (at its root, and what the owner writes); the
// others live under /en/, /nl/ and /de/. Every table of words or addresses is keyed by these, so a
// language missing from one is a type error.
export const languages = ['fr', 'en', 'nl', 'de'] as const;

export type Lang = (typeof languages)[number];

/** French: the language the owner writes, the site's root, and what any missing translation falls back to. */
export const sourceLanguage = 'fr' satisfies Lang;

/** Something said in each of the four languages. */
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
