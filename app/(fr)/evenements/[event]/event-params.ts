import { eventsIn } from '@/content/events';
import { eventPath } from '@/content/routes';
import { languages } from '@/lib/i18n/languages';

/**
 * Next's static export refuses a dynamic page whose generateStaticParams returns no params: with no
 * event announced, this one stands in, its page a 404, and scripts/finish-export.ts removes its files.
 */
export const noEventSlug = 'aucun-evenement';

/** The placeholder's folders, one per language, for scripts/finish-export.ts to remove. */
export const noEventPaths = (): string[] => languages.map((lang) => eventPath(noEventSlug, lang));

/** Every event has its page and calendar file, ended ones included: the page then says the event took place. */
export function eventParams(): { event: string }[] {
  const slugs = eventsIn('fr').map((event) => event.slug);
  return (slugs.length > 0 ? slugs : [noEventSlug]).map((event) => ({ event }));
}
