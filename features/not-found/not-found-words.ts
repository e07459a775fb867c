// The 404 page's own words in each language; its texts are the owner's (./not-found-content.ts).
import type { Translated } from '@/lib/i18n/languages';

/** The 404 page's link home, in each language (its banner and text are the owner's). */
export const notFoundWords: Translated<{ readonly homeLink: string }> = {
  fr: { homeLink: 'Retour à l’accueil' },
  en: { homeLink: 'Back to the home page' },
  nl: { homeLink: 'Terug naar de homepage' },
  de: { homeLink: 'Zurück zur Startseite' },
};
