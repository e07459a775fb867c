import { EventsPage } from '@/features/events/events-page';
import { pageMetadata } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

export const metadata = pageMetadata('events', 'fr');

export default function Page() {
  return <EventsPage lang="fr" structuredData={pageGraph('events', 'fr')} />;
}
