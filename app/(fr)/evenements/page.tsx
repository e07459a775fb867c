import { EventsPage, eventsMetadata } from '../../../features/events/events-page';

export const metadata = eventsMetadata('fr');

export default function Page() {
  return <EventsPage lang="fr" />;
}
