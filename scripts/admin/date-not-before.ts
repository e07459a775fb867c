// The rule a date field of the editor checks against a sibling date of the same item: a closure's
// last day may not come before its first; and, left empty, it starts as that first day once typed. Sveltia CMS has no option comparing two fields, so the
// field is a custom field type (date-not-before-control.ts) whose check, the Decap-compatible
// isValid(), uses these pure pieces; the configuration (content/schema/editor-config.ts) names the
// sibling and the French message.

/** The field type's name, in admin/config.yml and in CMS.registerFieldType(). */
export const dateNotBeforeWidget = 'date-not-before';

/** Where the message the configuration carries puts the sibling's day. */
export const earliestDayPlaceholder = '{{not_before}}';

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
 * The day an empty field takes when its sibling has just become a day (a one-day closure then needs
 * one date typed, the commonest case), or null: the field holds a day already, or the sibling did
 * not change to one.
 */
export function dayToPrefill(value: unknown, earliest: unknown, earliestBefore: unknown): string | null {
  if ((typeof value === 'string' && value !== '') || typeof earliest !== 'string' || !day.test(earliest)) return null;
  return earliest === earliestBefore ? null : earliest;
}
