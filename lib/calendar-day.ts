// Whether a text is a real day of the calendar, written "YYYY-MM-DD". One rule for the dates the owner
// types (content/schema), those a booking platform's feed carries (features/stays/availability/ical.ts) and those
// of the estimate's date fields. Dependency-free: the schema runs in the editor's bundle too.

/** A real calendar day written "YYYY-MM-DD": not 2026-02-30, not 2026-13-01. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  // Month 13 or day 32 is no date at all (and toISOString would throw); 30 February rolls over to
  // 2 March, which the comparison catches.
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}
