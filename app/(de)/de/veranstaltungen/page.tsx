import { EventsPage } from '@/features/events/events-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('events', 'de');

export default function Page() {
  return <EventsPage lang="de" structuredData={pageGraph('events', 'de')} />;
}
