// Gift voucher codes (issue 50): drawn at random, so that nobody guesses a valid one from another
// (« BC-2027-001 » made the next one « BC-2027-002 »), and easy to read out on the phone. Crockford's
// base 32 (digits and letters without I, L, O, U): 12 characters are 60 random bits, in three groups
// of four after « BC- ». The owner writes the code on the voucher and in the register, and marks it
// used there (docs/guide-proprietaire.md, section 14 ter). Pure, for the owner's page and tests.

/** Crockford's base 32: 32 symbols, so that each random byte gives one without bias (byte & 31). */
export const voucherCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random characters in a code: 60 bits, out of reach of guessing. */
export const voucherCodeLength = 12;
export const voucherCodePrefix = 'BC';

/** A source of random bytes: the browser's (or Node's) Web Crypto, never Math.random. */
export type RandomBytes = Pick<Crypto, 'getRandomValues'>;

const grouped = (symbols: string) => `${voucherCodePrefix}-${symbols.match(/.{4}/g)?.join('-') ?? symbols}`;

/** « BC-7K4M-Q2XP-9RHD ». */
export function newVoucherCode(random: RandomBytes = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(voucherCodeLength));
  return grouped([...bytes].map((byte) => voucherCodeAlphabet[byte & 31]).join(''));
}

/**
 * A code as a guest reads or types it (« bc 7k4m-q2xp 9rhd », an O for a 0, an I or an L for a 1),
 * written as the register holds it; null when it cannot be one.
 */
export function normalizeVoucherCode(typed: string): string | null {
  let symbols = typed
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (symbols.length === voucherCodeLength + voucherCodePrefix.length && symbols.startsWith(voucherCodePrefix))
    symbols = symbols.slice(voucherCodePrefix.length);
  if (symbols.length !== voucherCodeLength || [...symbols].some((symbol) => !voucherCodeAlphabet.includes(symbol))) return null;
  return grouped(symbols);
}
