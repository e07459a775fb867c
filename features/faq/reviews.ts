// The reviews the owner copied from Google, Airbnb, Booking or an e-mail, as the page shows them:
// the ones still within the owner's keeping time, the newest review first (the order the page
// states, Code de la consommation D111-17), each with its dates, source, country and language
// written in the page's language. Pure: the build's day comes in as `today`.
import type { Review, ReviewLanguage, ReviewSource, ReviewsData } from '@/content/schema/faq';
import { languageNamesIn } from '@/config/language-names';
import { intlLocales, type Lang, type Translated } from '@/lib/i18n/languages';

/** Whether a review of a meal is among those shown on `today`: the notes beside the reviews then say meals are not verified. */
export const showsMeals = (data: Pick<ReviewsData, 'reviews' | 'keepMonths'>, today: string): boolean =>
  shownReviews(data, today).some((review) => review.subject === 'repas');

/** The reviews to show on `today` ("2026-11-27"): those written less than `keepMonths` months ago, newest first (the stay's month breaks a tie). */
export function shownReviews(data: Pick<ReviewsData, 'reviews' | 'keepMonths'>, today: string): Review[] {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const oldest = new Date(Date.UTC(year, month - 1 - data.keepMonths, day)).toISOString().slice(0, 10);
  return data.reviews
    .filter((review) => review.reviewDate > oldest)
    .toSorted((a, b) => b.reviewDate.localeCompare(a.reviewDate) || b.stayMonth.localeCompare(a.stayMonth));
}

/** The languages a review may be written in, as each of the site's languages names them inside a sentence. */
const reviewLanguageNames: Translated<Readonly<Record<ReviewLanguage, string>>> = {
  fr: { ...languageNamesIn.fr, it: 'italien', es: 'espagnol' },
  en: { ...languageNamesIn.en, it: 'Italian', es: 'Spanish' },
  nl: { ...languageNamesIn.nl, it: 'Italiaans', es: 'Spaans' },
  de: { ...languageNamesIn.de, it: 'Italienisch', es: 'Spanisch' },
};

interface ReviewLineWords {
  readonly written: (language: string) => string;
  readonly source: (source: ReviewSource, date: string) => string;
  /** The stay's month, with what joins it to the source: ", séjour en août 2026", " · Stay: August 2026". */
  readonly stay: (month: string) => string;
  /** A meal's month, the same way: ", repas en août 2026". */
  readonly meal: (month: string) => string;
  /** After a meal's month where the owner's reviews are verified: a meal is not always in the bookings. */
  readonly notVerified: string;
}

const platformNames: Readonly<Record<Exclude<ReviewSource, 'email'>, string>> = {
  google: 'Google',
  airbnb: 'Airbnb',
  booking: 'Booking.com',
};

const lineWords: Translated<ReviewLineWords> = {
  fr: {
    written: (language) => `Écrit en ${language}`,
    source: (source, date) =>
      source === 'email' ? `Avis reçu par e-mail le ${date}` : `Avis laissé sur ${platformNames[source]} le ${date}`,
    stay: (month) => `, séjour en ${month}`,
    meal: (month) => `, repas en ${month}`,
    notVerified: ' (avis non vérifié)',
  },
  en: {
    written: (language) => `Written in ${language}`,
    source: (source, date) =>
      source === 'email' ? `Review sent to us by email on ${date}` : `Review left on ${platformNames[source]} on ${date}`,
    stay: (month) => ` · Stay: ${month}`,
    meal: (month) => ` · Meal: ${month}`,
    notVerified: ' (not verified)',
  },
  nl: {
    written: (language) => `Geschreven in het ${language}`,
    source: (source, date) =>
      source === 'email' ? `Review per e-mail ontvangen op ${date}` : `Review geplaatst op ${platformNames[source]} op ${date}`,
    stay: (month) => `, verblijf in ${month}`,
    meal: (month) => `, maaltijd in ${month}`,
    notVerified: ' (niet gecontroleerd)',
  },
  de: {
    written: (language) => `Auf ${language} geschrieben`,
    source: (source, date) =>
      source === 'email' ? `Bewertung per E-Mail vom ${date}` : `Bewertung auf ${platformNames[source]} vom ${date}`,
    stay: (month) => `, Aufenthalt im ${month}`,
    meal: (month) => `, Restaurantbesuch im ${month}`,
    notVerified: ' (nicht geprüft)',
  },
};

const calendarDate = (lang: Lang, day: string) =>
  new Intl.DateTimeFormat(intlLocales[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const calendarMonth = (lang: Lang, month: string) =>
  new Intl.DateTimeFormat(intlLocales[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** What the page writes around a review, in the page's language (the review's text stays in its own). */
export interface ReviewLines {
  /** "Sanne V., Pays-Bas" */
  readonly who: string;
  /** "Avis laissé sur Google le 20 août 2026, séjour en août 2026" */
  readonly when: string;
  /** "Écrit en néerlandais" */
  readonly written: string;
}

/**
 * What the page writes around a review. `verified`: the owner's reviews are checked against the
 * bookings; a meal's is then marked not verified (a meal is not always in the bookings: « vérifiés »
 * is true of stays only).
 */
export function reviewLinesIn(lang: Lang, review: Review, verified = false): ReviewLines {
  const words = lineWords[lang];
  const country = new Intl.DisplayNames([intlLocales[lang]], { type: 'region', fallback: 'code' }).of(review.country) ?? review.country;
  const month = calendarMonth(lang, review.stayMonth);
  // A review written before the subject was asked is about a stay, as every review then was.
  const about = review.subject === 'repas' ? `${words.meal(month)}${verified ? words.notVerified : ''}` : words.stay(month);
  return {
    who: `${review.author}, ${country}`,
    when: `${words.source(review.source, calendarDate(lang, review.reviewDate))}${about}`,
    written: words.written(reviewLanguageNames[lang][review.language]),
  };
}
