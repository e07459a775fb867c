// The editor writes "" for an optional text or choice left empty (Sveltia CMS does, Decap CMS too):
// such a field is absent, not an empty text. One rule, read in two places: by the schema's optional()
// (common.ts), and by the content modules when they read a data file (no zod in the pages), so that a
// dish's `description?: string` never holds "".
// zod-free on purpose: the content modules import it, and some reach the browser.

/** "" read as nothing; any other value as it is. */
export const absentWhenEmpty = (value: unknown): unknown => (value === '' ? undefined : value);

/**
 * A data file as the pages read it: every "" of an object left out. Safe on a file that passed its
 * schema (check:content runs before every build): a text that is not optional refuses "", so every ""
 * left in a valid file is an optional field left empty. empty-as-absent.test.ts holds each data file's
 * schema to that.
 */
export function readDataFile<T>(data: unknown): T {
  return withoutEmptyTexts(data) as T;
}

function withoutEmptyTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyTexts);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => absentWhenEmpty(child) !== undefined)
      .map(([key, child]) => [key, withoutEmptyTexts(child)]),
  );
}
