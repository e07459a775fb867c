import { readLocalizedData } from './localized-data';
import type { PhotoCreditsData } from './schema/photo-credits';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { ownerDataFile } from './owner-data';

const creditsData = ownerDataFile('photo-credits');

export type PhotoCredit = PhotoCreditsData['credits'][number];

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
/** Author and licence of each photo whose licence asks to be credited, shown beside it and in the legal notice. */
export const photoCredits: readonly PhotoCredit[] = readLocalizedData<PhotoCreditsData>('photo-credits', creditsData, 'fr').credits;

/** The credits with what each photo shows in a language (the owner's), read during the page's render. */
export const photoCreditsIn = (lang: Lang): readonly PhotoCredit[] =>
  readLocalizedData<PhotoCreditsData>('photo-credits', creditsData, lang).credits;

/**
 * The caption of a photo that does not show the venue (the owner's box in photo-credits.json), so that
 * no visitor takes a stock picture for the place (Code de la consommation L121-2), in each language.
 */
export const illustrationCaption: Translated<string> = {
  fr: 'Photo d’illustration',
  en: 'Photo for illustration only',
  nl: 'Sfeerfoto ter illustratie',
  de: 'Symbolbild',
};

/**
 * The two French words the credits use where no name exists: a licence that is none ("domaine
 * public") and an author nobody knows. Said in each language; names and licence codes stay as written.
 */
export interface CreditWords {
  readonly publicDomain: string;
  readonly unknownAuthor: string;
}

export const creditWords: Translated<CreditWords> = {
  fr: { publicDomain: 'domaine public', unknownAuthor: 'auteur inconnu' },
  en: { publicDomain: 'public domain', unknownAuthor: 'unknown author' },
  nl: { publicDomain: 'publiek domein', unknownAuthor: 'maker onbekend' },
  de: { publicDomain: 'gemeinfrei', unknownAuthor: 'unbekannter Urheber' },
};

/**
 * A credit as a language shows it: "domaine public" and "auteur inconnu" in its words, the rest as the owner
 * wrote it. The author follows a comma (« Perches communes, auteur inconnu, domaine public »): lower case in
 * French, however the owner typed it (the French reader, round D).
 */
export function creditIn(lang: Lang, credit: PhotoCredit): PhotoCredit {
  const french = creditWords.fr;
  const words = creditWords[lang];
  return {
    ...credit,
    author: credit.author.toLocaleLowerCase('fr') === french.unknownAuthor ? words.unknownAuthor : credit.author,
    licence: credit.licence === french.publicDomain ? words.publicDomain : credit.licence,
  };
}
