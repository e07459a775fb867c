// The checks both request forms (a table, a stay) make on the visitor's contact details, and their spam trap.
import type { Lang } from './i18n/languages';

/** The two name fields, by the names the e-mail templates read. */
export type NameField = 'nom' | 'prenom';

/**
 * The name fields in the order a form of `lang` asks for them: French forms ask « Nom, Prénom » (the
 * specification's order, kept), English, Dutch and German forms the first name first.
 */
export function nameFieldsIn(lang: Lang): readonly NameField[] {
  return lang === 'fr' ? ['nom', 'prenom'] : ['prenom', 'nom'];
}

/** The first of `fields` that has an error, in the form's own order (the order its fields are on the page). */
export function firstInOrder<F extends string>(fields: Iterable<F>, errors: Partial<Record<F, unknown>>): F | undefined {
  for (const field of fields) if (errors[field] !== undefined) return field;
  return undefined;
}

// No space, no second @, and none of the characters that would end the address where it is written: in
// the owner's Reply-To (<>()[]\,;:") or in the visitor's copy, a mailto: link (?#%&: « a@b.fr?cc=… »).
const emailPattern = /^[^\s@<>()[\]\\,;:"?#%&]+@[^\s@<>()[\]\\,;:"?#%&]+\.[^\s@<>()[\]\\,;:"?#%&]+$/;
const phonePattern = /^\+?[\d\s().-]+$/;

/** An address a reply can be sent to, as far as its shape tells: name@domain.tld. */
export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Digits, spaces and the usual separators, an optional leading +, and at least six digits. */
export function isPhoneNumber(value: string): boolean {
  const phone = value.trim();
  return phonePattern.test(phone) && phone.replace(/\D/g, '').length >= 6;
}

/**
 * The spam trap's field name: one no browser autofill or password manager recognises, so only a
 * robot that fills every field it finds puts something in it.
 */
export const honeypotField = 'nectar';

/** True when the hidden trap field was filled: a robot's submission, never sent to the provider. */
export function isRobotSubmission(form: FormData): boolean {
  const trap = form.get(honeypotField);
  return typeof trap === 'string' && trap.trim() !== '';
}
