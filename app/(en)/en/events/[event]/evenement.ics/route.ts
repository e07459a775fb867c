import { eventCalendarResponse } from '@/features/events/event-calendar';
import { eventParams } from '@/features/events/event-params';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = eventParams;

export function GET(_request: Request, { params }: { params: Promise<{ event: string }> }) {
  return eventCalendarResponse(params, 'en');
}
