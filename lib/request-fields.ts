// The checks both request forms (a table, a stay) make on the visitor's contact details.

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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
