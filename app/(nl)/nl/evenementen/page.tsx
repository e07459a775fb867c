import { EventsPage, eventsMetadata } from '@/features/events/events-page';

export const metadata = eventsMetadata('nl');

export default function Page() {
  return <EventsPage lang="nl" />;
}
