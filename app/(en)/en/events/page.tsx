import { EventsPage } from '@/features/events/events-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('events', 'en');

export default function Page() {
  return <EventsPage lang="en" structuredData={pageGraph('events', 'en')} />;
}
