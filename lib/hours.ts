export interface TimePeriod {
  readonly opens: string;
  readonly closes: string;
}

/** "12:00" as the French "12h00". */
export function formatTime(time: string): string {
  return time.replace(':', 'h');
}

/** Opening periods as French text, e.g. "12h00-13h30 et 19h00-20h30"; `closedText` when there are none. */
export function formatPeriods(periods: readonly TimePeriod[], separator: string, closedText: string): string {
  if (periods.length === 0) return closedText;
  return periods.map((period) => `${formatTime(period.opens)}-${formatTime(period.closes)}`).join(separator);
}
