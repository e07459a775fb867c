// A unit's price for a night in the season under way (issue 49, prices first): which season tonight
// is in, and until when, from the owner's periods. Pure, in no language: the page hands the prices
// per season already written in its language, and the day is the visitor's, in Paris.
import { isoDay } from '@/lib/opening-status';

export interface SeasonPeriod {
  readonly season: string;
  /** First and last night, "YYYY-MM-DD", both included. */
  readonly from: string;
  readonly through: string;
}

/** The season of the night starting on `day`, and its last night before another begins; null where none follows. */
export function seasonOfNight(
  periods: readonly SeasonPeriod[],
  defaultSeason: string,
  day: number,
): { readonly season: string; readonly through: string | null } {
  const night = isoDay(day);
  const period = periods.find((candidate) => candidate.from <= night && night <= candidate.through);
  if (period) return { season: period.season, through: period.through };
  // The default season runs until the next period starts.
  const next = periods
    .filter((candidate) => candidate.from > night)
    .map((candidate) => candidate.from)
    .toSorted()[0];
  return { season: defaultSeason, through: next ? isoDay(Math.round(Date.parse(`${next}T00:00:00Z`) / 86_400_000) - 1) : null };
}
