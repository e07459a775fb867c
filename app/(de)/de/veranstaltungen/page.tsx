import { EventsPage, eventsMetadata } from '@/features/events/events-page';

export const metadata = eventsMetadata('de');

export default function Page() {
  return <EventsPage lang="de" />;
}
