import { EventsPage } from '@/features/events/events-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('events', 'nl');

export default function Page() {
  return <EventsPage lang="nl" structuredData={pageGraph('events', 'nl')} />;
}
