import { EventsPage, eventsMetadata } from '@/app/(fr)/evenements/events-page';

export const metadata = eventsMetadata('en');

export default function Page() {
  return <EventsPage lang="en" />;
}
