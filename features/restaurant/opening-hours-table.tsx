import { PlaceClosureNotices } from '@/features/opening-hours/place-status';
import { Section } from '@/components/section';
import { openingHours } from '@/content/restaurant-week';
import { hoursWords } from './restaurant-words';
import { pageLanguage } from '@/lib/i18n/page-language';

export function OpeningHoursTable() {
  const words = hoursWords[pageLanguage()];
  return (
    <Section id="horaires" title={words.title} tone="lake">
      <div className="mb-6 max-w-2xl">
        <PlaceClosureNotices place="restaurant" />
      </div>
      <table className="w-full max-w-2xl border-collapse overflow-hidden rounded-card bg-white text-left shadow-card">
        <tbody>
          {openingHours.map((entry) => {
            const closed = entry.periods.length === 0;
            return (
              <tr key={entry.id} className="border-b border-lake-100 last:border-0">
                <th scope="row" className="px-5 py-4 font-semibold text-lake-900">
                  {words.days[entry.id]}
                </th>
                <td className={`px-5 py-4 ${closed ? 'text-ink-muted' : 'text-ink'}`}>
                  {closed
                    ? words.closed
                    : entry.periods.map((period, index) => (
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
    </Section>
  );
}
