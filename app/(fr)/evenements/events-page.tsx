import type { Metadata } from 'next';
import Link from 'next/link';
import { JsonLd } from '@/components/json-ld';
import { PageBanner } from '@/components/page-banner';
import { upcomingAtBuildIn } from '@/content/events';
import { eventsBannerIn } from '@/content/events-page';
import { eventPath } from '@/content/routes';
import type { Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { pageMetadata } from '@/lib/page-metadata';
import { pageGraph } from '@/lib/structured-data';

export const eventsMetadata = (lang: Lang): Metadata => pageMetadata('events', lang);

export function EventsPage({ lang }: { readonly lang: Lang }) {
  setPageLanguage(lang);
  const events = upcomingAtBuildIn(lang);
  return (
    <>
      <JsonLd data={pageGraph('events', lang)} />
      <PageBanner banner={eventsBannerIn(lang)} />
      <div className="mx-auto max-w-prose space-y-6 px-5 py-section">
        <ul className="space-y-4">
          {events.map((event) => (
            <li key={event.slug}>
              <Link href={eventPath(event.slug, lang)} className="font-semibold underline">
                {event.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
