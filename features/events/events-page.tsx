import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { eventListWords, formatMonth } from '@/features/events/event-lists';
import { upcomingAtBuildIn } from '@/features/events/events';
import { eventsBannerIn } from '@/features/events/events-content';
import type { PageBodyProps } from '@/config/types';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { EventCard } from './event-card';
import { byStartMonth } from './upcoming-items';
import { UpcomingOnly } from './upcoming-only';

export function EventsPage({ lang, structuredData }: PageBodyProps) {
  setPageLanguage(lang);
  const events = upcomingAtBuildIn(lang);
  const months = byStartMonth(events);
  return (
    <>
      <JsonLd data={structuredData} />
      <PageBanner banner={eventsBannerIn(lang)} />
      <div className="mx-auto max-w-prose space-y-10 px-5 py-section">
        {/* A month leaves with its last event. */}
        <UpcomingOnly
          endsAt={months.map((month) => Math.max(...month.events.map((event) => event.endsAt)))}
          empty={<p className="text-lg">{eventListWords[lang].none}</p>}
        >
          {months.map(({ month, events: monthEvents }) => (
            <section key={month} aria-labelledby={`month-${month}`}>
              <h2 id={`month-${month}`} className="text-display-md font-semibold text-lake-900">
                {formatMonth(lang, month)}
              </h2>
              <ul className="mt-4 space-y-4">
                <UpcomingOnly endsAt={monthEvents.map((event) => event.endsAt)}>
                  {monthEvents.map((event) => (
                    <EventCard key={event.slug} event={event} lang={lang} />
                  ))}
                </UpcomingOnly>
              </ul>
            </section>
          ))}
        </UpcomingOnly>
      </div>
    </>
  );
}
