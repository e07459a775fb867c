// The words of the lists of events (the events page, the home's next events) in each language; the
// words every event is told with are features/events/event-words.ts.
import { intlLocales, type Lang, type Translated } from '@/lib/i18n/languages';
import { capitalize } from '@/lib/i18n/format';

export interface EventListWords {
  /** The home's section of next events. */
  readonly homeTitle: string;
  /** The home's link to the events page. */
  readonly allEvents: string;
  /** Said when no event is coming up. */
  readonly none: string;
}

export const eventListWords: Translated<EventListWords> = {
  fr: {
    homeTitle: 'Prochains événements',
    allEvents: 'Tous les événements',
    none: 'Aucun événement n’est annoncé pour le moment. Revenez bientôt\u00a0!',
  },
  en: { homeTitle: 'Coming up', allEvents: 'All events', none: 'Nothing is planned at the moment: do check back soon!' },
  nl: {
    homeTitle: 'Binnenkort',
    allEvents: 'Alle evenementen',
    none: 'Er zijn op dit moment geen evenementen gepland. Kijk binnenkort nog eens!',
  },
  de: {
    homeTitle: 'Demnächst',
    allEvents: 'Alle Veranstaltungen',
    none: 'Im Moment sind keine Veranstaltungen angekündigt. Schauen Sie bald wieder vorbei!',
  },
};

/** A month as its language heads a list with it, a heading's capital first: "Décembre 2026", "December 2026", "Dezember 2026". */
export function formatMonth(lang: Lang, month: string): string {
  return capitalize(
    new Intl.DateTimeFormat(intlLocales[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    ),
  );
}
