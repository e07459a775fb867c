import { EventsPage, eventsMetadata } from '@/app/(fr)/evenements/events-page';

export const metadata = eventsMetadata('nl');

export default function Page() {
  return <EventsPage lang="nl" />;
}
