import { eventsIn } from '@/features/events/events';
import { eventPath } from '@/config/routes';
import { languages } from '@/lib/i18n/languages';

/**
 * Next's static export refuses a dynamic page whose generateStaticParams returns no params: with no
 * event announced, this one stands in, its page a 404, and scripts/build/finish-export.ts removes its files.
 */
export const noEventSlug = 'aucun-evenement';

/** The placeholder's folders, one per language, for scripts/build/finish-export.ts to remove. */
export const noEventPaths = (): string[] => languages.map((lang) => eventPath(noEventSlug, lang));

/** The params of a folder's events, or the placeholder's when it holds none. */
export function eventParamsIn(folder?: string): { event: string }[] {
  const slugs = eventsIn('fr', folder).map((event) => event.slug);
  return (slugs.length > 0 ? slugs : [noEventSlug]).map((event) => ({ event }));
}

/**
 * Every event has its page and calendar file, ended ones included: the page then says the event took
 * place. Next calls it with arguments of its own, never to be taken for a folder.
 */
export const eventParams = (): { event: string }[] => eventParamsIn();
