import { EventsPage, eventsMetadata } from '@/app/(fr)/evenements/events-page';

export const metadata = eventsMetadata('de');

export default function Page() {
  return <EventsPage lang="de" />;
}
