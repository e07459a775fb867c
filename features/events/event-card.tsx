import Link from 'next/link';
import { eventPrice, eventStatusText, eventWhen, eventWords } from '@/features/events/event-words';
import type { SiteEvent } from '@/features/events/events';
import { eventPath } from '@/config/routes';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { Lang } from '@/lib/i18n/languages';

/** One event of the events page's list, in a few lines: when, what (its page), where, how much, and its state when not as scheduled. */
export function EventCard({ event, lang }: { readonly event: SiteEvent; readonly lang: Lang }) {
  const status = eventStatusText(lang, event.status);
  return (
    // Room below the lines for the « exemple » badge, which sits in the card's corner.
    <li className="relative rounded-card bg-white p-5 shadow-card">
      <p className="text-sm font-medium text-ember-700">{eventWhen(lang, event)}</p>
      <h3 className="mt-1 text-xl font-semibold text-lake-900">
        <Link
          prefetch={false}
          href={eventPath(event.slug, lang)}
          lang={fallbackLang(event.title)}
          className="underline-offset-4 hover:underline"
        >
          {event.title}
        </Link>
        {/* A space between the title and its state: « Jazz night Cancelled » to a screen reader, not one word. */}
        {status ? ' ' : null}
        {status ? (
          <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 align-middle text-sm font-semibold text-ink">{status}</span>
        ) : null}
      </h3>
      <p className="mt-1 text-ink-muted">
        {eventWords[lang].places[event.place]} · {eventPrice(lang, event.price)}
      </p>
    </li>
  );
}
