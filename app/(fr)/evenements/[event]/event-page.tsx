import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { eventIn, eventsIn } from '@/content/events';
import type { Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';

/** Every event has its page, ended ones included: it then says the event took place. */
export const eventParams = () => eventsIn('fr').map((event) => ({ event: event.slug }));

export function eventMetadata(slug: string, lang: Lang): Metadata {
  const event = eventIn(slug, lang);
  return event ? { title: event.title, description: event.description } : {};
}

export function EventPage({ slug, lang }: { readonly slug: string; readonly lang: Lang }) {
  setPageLanguage(lang);
  const event = eventIn(slug, lang);
  if (!event) notFound();
  return (
    <div className="mx-auto max-w-prose space-y-6 px-5 py-section">
      <h1 id="page-title" className="font-display text-4xl">
        {event.title}
      </h1>
      <p>{event.description}</p>
    </div>
  );
}
