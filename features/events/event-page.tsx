import Link from 'next/link';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { ButtonLink } from '@/components/ui/button-link';
import { phoneDisplayIn, phoneLanguagesText, telHref } from '@/config/contact';
import { eventCalendarPath, eventPhotoIn } from '@/features/events/event-page-content';
import { eventPageWords } from '@/features/events/event-page-words';
import { eventListWords } from '@/features/events/event-lists';
import { eventPrice, eventWhen, eventWords } from '@/features/events/event-words';
import { eventIn, eventTableRequestPath, readAt, takesTableRequestsNow, type SiteEvent } from '@/features/events/events';
import { eventPath, pathOf } from '@/config/routes';
import { shareImagePath } from '@/config/share-image';
import { eventJsonLd } from '@/features/events/event-json-ld';
import { hasEnded } from '@/features/events/has-ended';
import { fallbackLang } from '@/lib/i18n/fallback';
import { fill } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { absoluteUrl } from '@/config/page-metadata';
import { resolvePhoto, type ResolvedPhoto } from '@/components/photos';
import { AlcoholWarning } from './alcohol-warning';
import { EventState } from './event-state';
import { UntilEnded } from './until-ended';

export { eventParams } from './event-params';

/** The pictures search engines may show for the event, largest first: its banner photo, the events page's share image. */
function eventImages(photo: ResolvedPhoto, lang: Lang): string[] {
  const largest = [...photo.variants.jpg].sort((a, b) => b.width - a.width)[0];
  return [...(largest ? [absoluteUrl(largest.src)] : []), absoluteUrl(shareImagePath('events', lang))];
}

/** How to take part, as a call: a table request for a restaurant evening, a phone call, or nothing to do but come. */
function TakePart({ event, lang }: { readonly event: SiteEvent; readonly lang: Lang }) {
  const words = eventPageWords[lang];
  if (event.participation === 'table') {
    // The same question as the restaurant's form asks: a postponed evening's old date must not be booked.
    if (!takesTableRequestsNow(event)) return null;
    return (
      <p>
        <ButtonLink href={eventTableRequestPath(event.slug, lang)}>{words.reserveTable}</ButtonLink>
      </p>
    );
  }
  // A cancelled or full event invites nobody; one open to all has nothing to sign up for.
  if (event.status === 'annule' || event.status === 'complet' || event.participation === 'sur-place') return null;
  // The number is needed to publish (check:publish): only a preview goes without the call.
  const phone = phoneDisplayIn(lang);
  if (!telHref || !phone) return null;
  const languages = phoneLanguagesText(lang);
  return (
    <div>
      <ButtonLink href={telHref} external>
        {fill(words.callToSignUp, { phone })}
      </ButtonLink>
      {languages ? <p className="mt-2 text-sm text-ink-muted">{languages}</p> : null}
    </div>
  );
}

export function EventPage({ slug, lang }: { readonly slug: string; readonly lang: Lang }) {
  setPageLanguage(lang);
  // Read during this render, so that a French text standing in for a translation is marked lang="fr".
  const event = eventIn(slug, lang);
  if (!event) notFound();
  const words = eventWords[lang];
  const pageWords = eventPageWords[lang];
  const photo = eventPhotoIn(event, lang);
  const endedAtBuild = hasEnded(event.endsAt, readAt);
  const structuredData = eventJsonLd(event, lang, eventImages(resolvePhoto(photo), lang), readAt);
  // A cancelled event keeps its when and where (which evening it was), not a price or a way to take
  // part; a full one, not a way to take part (« Complet » beside « Venez librement » said both). How to
  // take part goes, as the button under it does, once the event is over by the visitor's clock.
  const facts: readonly { readonly label: string; readonly value: string; readonly untilEnded?: true }[] = [
    // A postponed event's date is the one given up until the owner enters the new one: said so.
    { label: event.status === 'reporte' ? pageWords.whenPostponed : pageWords.when, value: eventWhen(lang, event, true) },
    { label: pageWords.where, value: words.places[event.place] },
    ...(event.status === 'annule' ? [] : [{ label: pageWords.price, value: eventPrice(lang, event.price) }]),
    ...(event.status === 'annule' || event.status === 'complet'
      ? []
      : [{ label: pageWords.takePart, value: words.participation[event.participation], untilEnded: true as const }]),
  ];
  return (
    <>
      {structuredData ? <JsonLd data={structuredData} /> : null}
      <PageBanner banner={{ title: event.title, photo }}>
        <EventState lang={lang} status={event.status} endsAt={event.endsAt} endedAtBuild={endedAtBuild} />
      </PageBanner>

      <div className="mx-auto max-w-prose space-y-8 px-5 py-section">
        <dl className="grid gap-x-6 gap-y-3 text-lg sm:grid-cols-[auto_1fr]">
          {facts.map(({ label, value, untilEnded }) => {
            const fact = (
              <div key={label} className="contents">
                <dt className="font-semibold text-lake-900">{label}</dt>
                <dd className="text-ink">{value}</dd>
              </div>
            );
            return untilEnded ? (
              <UntilEnded key={label} endsAt={event.endsAt} endedAtBuild={endedAtBuild} ended={null}>
                {fact}
              </UntilEnded>
            ) : (
              fact
            );
          })}
        </dl>

        <p lang={fallbackLang(event.description)} className="text-lg leading-relaxed text-ink-muted">
          {event.description}
        </p>
        <AlcoholWarning event={event} lang={lang} />

        <UntilEnded endsAt={event.endsAt} endedAtBuild={endedAtBuild} ended={null}>
          <div className="space-y-6">
            <TakePart event={event} lang={lang} />
            {/* A cancelled event has no place in a calendar, nor a postponed one at the date it gave up. */}
            {event.status === 'annule' || event.status === 'reporte' ? null : (
              <div>
                <ButtonLink href={eventCalendarPath(eventPath(event.slug, lang))} variant="outline" download={`${event.slug}.ics`}>
                  {pageWords.addToCalendar}
                </ButtonLink>
                <p className="mt-2 text-sm text-ink-muted">{pageWords.calendarFileHint}</p>
              </div>
            )}
          </div>
        </UntilEnded>

        <p>
          <Link
            prefetch={false}
            href={pathOf('events', lang)}
            className="font-semibold text-lake-700 underline underline-offset-4 hover:text-lake-900"
          >
            <span aria-hidden="true">← </span>
            {eventListWords[lang].allEvents}
          </Link>
        </p>
      </div>
    </>
  );
}
