// The rule a date field of the editor checks against a sibling date of the same item: a closure's
// last day may not come before its first; and, left empty, it starts as that first day once typed. Sveltia CMS has no option comparing two fields, so the
// field is a custom field type (date-not-before-control.ts) whose check, the Decap-compatible
// isValid(), uses these pure pieces; the configuration (content/schema/editor-config.ts) names the
// sibling and the French message.

import { dateNotBeforeWidget, earliestDayPlaceholder } from '../../content/schema/editor-contract';

export { dateNotBeforeWidget, earliestDayPlaceholder };

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The path, in the entry's data, of a sibling of the field at `keyPath` (the editor's dotted path,
 * list indexes as numbers): "closures.value.3.through" and "from" give closures, value, 3, from.
 */
export function siblingPath(keyPath: string, sibling: string): (string | number)[] {
  const parts = keyPath.split('.').slice(0, -1);
  return [...parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part)), sibling];
}

/**
 * The message when `value` comes before `earliest`, both "YYYY-MM-DD"; null when it does not, or
 * when either is not a day yet (the field's own checks speak for an empty or malformed day).
 */
export function dayBeforeMessage(value: unknown, earliest: unknown, message: string): string | null {
  if (typeof value !== 'string' || typeof earliest !== 'string' || !day.test(value) || !day.test(earliest)) return null;
  return value < earliest ? message.replaceAll(earliestDayPlaceholder, earliest) : null;
}

/**
 * The day the field takes when its sibling has just changed to a day, or null. An empty field takes it
 * (a one-day closure then needs one date typed, the commonest case), and so does a field that still
 * holds the sibling's previous day: a date typed digit by digit on a computer passes through 0002-…,
 * 0020-… before 2026-…, and the field follows it to the end. A day of its own is left alone.
 */
export function dayToPrefill(value: unknown, earliest: unknown, earliestBefore: unknown): string | null {
  if (typeof earliest !== 'string' || !day.test(earliest) || earliest === earliestBefore) return null;
  const empty = value === undefined || value === null || value === '';
  return empty || value === earliestBefore ? earliest : null;
}
