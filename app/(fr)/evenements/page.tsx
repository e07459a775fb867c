import { EventsPage, eventsMetadata } from './events-page';

export const metadata = eventsMetadata('fr');

export default function Page() {
  return <EventsPage lang="fr" />;
}
