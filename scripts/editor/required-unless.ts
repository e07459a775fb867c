// The rule a field of the editor checks against a sibling choice of the same item: an event's amount
// may be left empty only when its price is « Gratuit ». Sveltia CMS's `required` is all or nothing, so
// the field is a custom field type (required-unless-control.ts) drawn by the editor's own control,
// whose check uses this pure piece; the configuration (content/schema/editor-config.ts) names the
// sibling, the choice that lets the field stay empty, and the French message.

export { requiredUnlessWidget } from '../../content/schema/editor-contract';

/** The message when `value` is empty and the sibling holds another choice than `exempting`; null otherwise. */
export function missingValueMessage(value: unknown, sibling: unknown, exempting: string, message: string): string | null {
  const empty = value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
  return empty && typeof sibling === 'string' && sibling !== '' && sibling !== exempting ? message : null;
}
