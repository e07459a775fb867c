// What the site's request forms (a table, a stay) share to hand a request to the visitor's mail
// client when sending fails, and to keep what a visitor types within a field's length: text that
// encodes safely, the strict encoding a browser leaves alone, the length a mail client accepts.

/**
 * Common mail clients and browsers drop or refuse mailto links much longer than 2 000 characters
 * (Outlook and older browsers stop near 2 083), so the link is kept within that.
 */
export const mailtoMaxLength = 2000;

/** A lone half of an emoji (from a broken paste) becomes "�" so that encoding the text never throws. */
export function wellFormed(value: string): string {
  let result = '';
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      result += value[index]! + value[index + 1]!;
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      result += '\uFFFD';
    } else {
      result += value[index]!;
    }
  }
  return result;
}

/**
 * Characters a visitor's text has no use for, which would reach the owner's e-mail as they are: the C0
 * controls but tab and line breaks (a NUL, an escape pasted from another program), DEL, the C1 controls,
 * and the invisible direction controls (U+061C, U+200E/F, U+202A–E, U+2066–9), with which a name can make
 * the rest of the owner's subject line read backwards. Letters of any script stay.
 */
const invisibleControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A visitor's text as a request sends it: well formed, without invisible controls, and on one line
 * unless the field is `multiline` (a message, a postal address), whose line breaks and tabs are kept.
 * A browser's one-line field already drops line breaks: a call made without the page could not.
 */
export function visitorText(value: string, multiline = false): string {
  const visible = wellFormed(value).replace(invisibleControls, '');
  return multiline ? visible : visible.replace(/[\t\r\n]+/g, ' ');
}

/**
 * Keeps a text within `max`, counted like the browser's `maxlength` (UTF-16 units) so that a counter
 * and the field agree, without ever cutting an emoji in half.
 */
export function clampText(value: string, max: number): string {
  const safe = wellFormed(value);
  if (safe.length <= max) return safe;
  const cut = safe.charCodeAt(max - 1);
  return safe.slice(0, cut >= 0xd800 && cut <= 0xdbff ? max - 1 : max);
}

/**
 * Percent-encodes (UTF-8) every character outside the URI's unreserved set (letters, digits, `-`,
 * `.`, `_`, `~`). encodeURIComponent leaves `!'()*` as they are, and a browser re-encodes some of
 * them (Chrome turns `'` into `%27`) before it hands the link to the mail client: encoded here, the
 * length measured is the length that leaves the page.
 */
export function encodeStrictly(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A prepared e-mail: lines end with CRLF as RFC 6068 asks; encoded, the breaks survive as %0D%0A. */
export function mailtoOf(to: string, subject: string, body: string): string {
  const crlf = body.replace(/\r\n?/g, '\n').replace(/\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeStrictly(subject)}&body=${encodeStrictly(crlf)}`;
}

/**
 * The longest start of `text` (in whole characters, never half an emoji) for which `fits` holds, and
 * whether it had to be shortened: the prepared e-mail keeps as much of a message as the link allows.
 */
export function longestFitting(
  text: string,
  fits: (kept: string, shortened: boolean) => boolean,
): { readonly kept: string; readonly shortened: boolean } {
  if (fits(text, false)) return { kept: text, shortened: false };
  // No message has nothing to shorten: never « [Message raccourci…] » after an empty one (the French panel's finding).
  if (text.trim() === '') return { kept: '', shortened: false };
  const characters = Array.from(text);
  const keep = (count: number) => characters.slice(0, count).join('').trimEnd();
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(keep(middle), true)) low = middle;
    else high = middle - 1;
  }
  return { kept: keep(low), shortened: true };
}
