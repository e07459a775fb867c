export interface TimePeriod {
  readonly opens: string;
  readonly closes: string;
}

/** "12:00" as the French "12h00". */
export function formatTime(time: string): string {
  return time.replace(':', 'h');
}

/** One opening period as French text, e.g. "12h00–13h30": an en dash between two hours (issue 48). */
export function formatPeriod(period: TimePeriod): string {
  return `${formatTime(period.opens)}–${formatTime(period.closes)}`;
}
