import { EventPage, eventParams } from '@/features/events/event-page';
import { eventMetadata } from '@/site/page-metadata';

interface Props {
  readonly params: Promise<{ event: string }>;
}

export const dynamicParams = false;
export const generateStaticParams = eventParams;

export async function generateMetadata({ params }: Props) {
  return eventMetadata((await params).event, 'en');
}

export default async function Page({ params }: Props) {
  return <EventPage slug={(await params).event} lang="en" />;
}
