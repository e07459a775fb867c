import { PlaceClosureNotices } from '@/features/opening-hours/place-status';
import { Section } from '@/components/section';
import { restaurantHours } from '@/content/restaurant-week';
import { weekdayIds } from '@/content/schema/weekdays';
import { hoursWords, type HoursWords } from './restaurant-words';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { TimePeriod } from '@/lib/hours';
import { capitalize, formatMonthDays } from '@/lib/i18n/format';

/** The week, then each of the owner's periods (lib/restaurant-services.ts) as a table of the days it changes. */
export function OpeningHoursTable() {
  const lang = pageLanguage();
  const words = hoursWords[lang];
  const { week, periods } = restaurantHours;
  return (
    <Section id="horaires" title={words.title} tone="lake">
      <div className="mb-6 max-w-2xl">
        <PlaceClosureNotices place="restaurant" />
      </div>
      <DaysTable words={words} days={week.map((services, weekday) => ({ weekday, services }))} />
      {periods.map((period) => (
        <DaysTable
          key={`${period.from}-${period.through}-${period.weekdays.join()}`}
          words={words}
          caption={words.inPeriod(formatMonthDays(lang, period.from, period.through))}
          days={period.weekdays.map((weekday) => ({ weekday, services: period.openings }))}
        />
      ))}
    </Section>
  );
}

interface DaysTableProps {
  readonly words: HoursWords;
  /** A period's dates, above the days it changes; none for the week. */
  readonly caption?: string;
  readonly days: readonly { readonly weekday: number; readonly services: readonly TimePeriod[] }[];
}

function DaysTable({ words, caption, days }: DaysTableProps) {
  return (
    <table
      className={`w-full max-w-2xl border-collapse overflow-hidden rounded-card bg-white text-left shadow-card ${caption ? 'mt-6' : ''}`}
    >
      {caption ? <caption className="pb-2 text-left font-semibold text-lake-900">{capitalize(caption)}</caption> : null}
      <tbody>
        {days.map(({ weekday, services }) => {
          const closed = services.length === 0;
          const id = weekdayIds[weekday] ?? 'lundi';
          return (
            <tr key={id} className="border-b border-lake-100 last:border-0">
              <th scope="row" className="px-3 py-4 font-semibold text-lake-900 sm:px-5">
                {words.days[id]}
              </th>
              <td className={`px-3 py-4 sm:px-5 ${closed ? 'text-ink-muted' : 'text-ink'}`}>
                {closed
                  ? words.closed
                  : services.map((period, index) => (
                      // A period never breaks across lines on a phone: "19h00-" then "20h30" reads badly.
                      <span key={period.opens}>
                        {index > 0 ? words.separator : null}
                        <span className="whitespace-nowrap">{words.period(period.opens, period.closes)}</span>
                      </span>
                    ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
