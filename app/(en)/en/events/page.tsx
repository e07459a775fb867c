import { EventsPage, eventsMetadata } from '@/features/events/events-page';

export const metadata = eventsMetadata('en');

export default function Page() {
  return <EventsPage lang="en" />;
}
