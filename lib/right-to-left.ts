// Writing that runs from right to left (Arabic, Hebrew and their kin) and the invisible characters
// that turn the reading direction. The printable price list and carte are set in the standard PDF
// fonts, which hold none of these letters and cannot reorder a line: such a text would vanish from
// the PDF without a word. The content check refuses it in the owner's texts (content/schema/common.ts)
// and the PDF builder refuses it in a translation (lib/pdf.ts), in French either way.

/**
 * The right-to-left blocks of Unicode (Hebrew to Arabic Extended-A, their presentation forms, the
 * historic right-to-left scripts and Adlam…), and the direction marks, embeddings, overrides and
 * isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
 */
export const rightToLeftCharacters =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

export const hasRightToLeft = (text: string): boolean => rightToLeftCharacters.test(text);

/** What the owner reads when a text holds such a character, after the quoted text or field. */
export const rightToLeftMessage =
  'contient de l’écriture de droite à gauche (arabe, hébreu…) ou un caractère invisible qui change le sens de lecture : les PDF du site ne savent pas l’écrire et ce texte y disparaîtrait ; écrivez-le en lettres latines, sans ce caractère';
