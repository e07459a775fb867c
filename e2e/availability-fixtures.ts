// Fixture feeds for the end-to-end tests, served over HTTP on a free port. Their dates are written
// {M1}: the month after the current Paris month (YYYYMM), so that they always fall in the calendar.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isoDay, parisTime } from '@/lib/opening-status';
import { monthStart } from '../features/stays/availability/calendar';

/** "YYYY-MM" of the month after the current one in Paris. */
export function nextMonth(now = new Date()): string {
  return isoDay(monthStart(parisTime(now).day, 1)).slice(0, 7);
}

/** Written only to the fixture feeds: none may reach out/. */
export const secretsOfTheFeeds = ['HMQZ7XK4PE', 'Reservation URL', 'Phone Number', '4821', 'Margaux', 'Berthier', '06 12 34 56 78', 'airbnb.com/hosting', 'feed-token-'];

export async function startFeedServer() {
  const month = nextMonth().replace('-', '');
  const server = createServer((request, response) => {
    const name = (request.url ?? '').split('?')[0]?.slice(1) ?? '';
    if (!/^[a-z-]+\.ics$/.test(name)) return void response.writeHead(500).end('Internal Server Error');
    const text = readFileSync(path.join(__dirname, 'fixtures', 'availability', name), 'utf8').replaceAll('{M1}', month);
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** The four units' variables; the grande cabane's feed answers 500. */
    env: {
      AVAILABILITY_ICAL_CHALET_1: `${base}/airbnb.ics?t=feed-token-1 ${base}/booking.ics?t=feed-token-2`,
      AVAILABILITY_ICAL_CHALET_2: `${base}/gites-de-france.ics?t=feed-token-3`,
      AVAILABILITY_ICAL_PETITE_CABANE: `${base}/abritel.ics?t=feed-token-4`,
      AVAILABILITY_ICAL_GRANDE_CABANE: `${base}/broken?t=feed-token-5`,
    },
    base,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** What the grande cabane had before this sync: it keeps it when its feed fails. */
export function previousAvailability() {
  const month = nextMonth();
  return { syncedAt: '2026-01-01T00:00:00.000Z', units: [{ unit: 'grande-cabane', booked: [{ arrival: `${month}-20`, departure: `${month}-23` }] }] };
}
