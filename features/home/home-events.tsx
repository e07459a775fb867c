import Link from 'next/link';
import { eventListWords } from '@/features/events/event-lists';
import { eventStatusText, eventWhen } from '@/features/events/event-words';
import { upcomingAtBuildIn } from '@/features/events/events';
import { eventPath, pathOf } from '@/config/routes';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { Lang } from '@/lib/i18n/languages';
import { UpcomingOnly } from '@/features/events/upcoming-only';

/** The home shows this many events. */
const shown = 3;
/** The server renders a few more, so that the browser still shows three when some have ended since the build. */
const rendered = 6;

/**
 * The next events, in as few elements as the home's budget allows (e2e/budgets.ts): per event its
 * item and its link, then when it is and its state in words (room below for the « exemple » badge,
 * which sits in the item's corner); no photo, so nothing weighs on the first screen.
 */
export function HomeEvents({ lang }: { readonly lang: Lang }) {
  const events = upcomingAtBuildIn(lang).slice(0, rendered);
  if (events.length === 0) return null;
  const words = eventListWords[lang];
  return (
    <section aria-labelledby="prochains-evenements-title" className="mx-auto max-w-content px-5 py-section lg:px-8">
      <h2 id="prochains-evenements-title" className="text-display-lg font-semibold text-lake-900">
        {words.homeTitle}
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        <UpcomingOnly endsAt={events.map((event) => event.endsAt)} limit={shown} empty={<li>{words.none}</li>}>
          {events.map((event) => {
            const status = eventStatusText(lang, event.status);
            return (
              // A column, so that the line of when and state, a bare text, goes under the link without an element of its own.
              <li key={event.slug} className="relative flex flex-col gap-1 rounded-card bg-white p-5 text-ink-muted shadow-card">
                <Link
                  prefetch={false}
                  href={eventPath(event.slug, lang)}
                  lang={fallbackLang(event.title)}
                  className="text-xl font-semibold text-lake-900 underline-offset-4 hover:underline"
                >
                  {event.title}
                </Link>
                {status ? `${eventWhen(lang, event)} · ${status}` : eventWhen(lang, event)}
              </li>
            );
          })}
        </UpcomingOnly>
      </ul>
      <Link
        prefetch={false}
        href={pathOf('events', lang)}
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-ember-700 underline-offset-4 hover:underline"
      >
        {words.allEvents}
      </Link>
    </section>
  );
}
