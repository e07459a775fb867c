// The calendar file of an event's page (« Ajouter à mon agenda »), one per event and language, written
// by the static export from the route handlers beside each language's page (…/[event]/evenement.ics).
import { eventIn, readAt } from '@/features/events/events';
import type { Lang } from '@/lib/i18n/languages';
import { icsTextLanguage, siteEventIcs } from '@/features/events/ics-of-event';

export async function eventCalendarResponse(params: Promise<{ event: string }>, lang: Lang): Promise<Response> {
  const { event: slug } = await params;
  const event = eventIn(slug, lang);
  const french = eventIn(slug, 'fr');
  if (!event || !french) return new Response('Événement inconnu', { status: 404 });
  return new Response(siteEventIcs(event, lang, readAt, icsTextLanguage(lang, event, french)), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
}
