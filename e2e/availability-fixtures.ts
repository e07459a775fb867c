// Fixture feeds for the end-to-end tests, served over HTTPS on a free port with a throwaway certificate
// that the sync trusts through NODE_EXTRA_CA_CERTS (it reads no plain http: feed). Their dates are
// written {M1}: the month after the current Paris month (YYYYMM), so that they always fall in the calendar.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { isoDay, parisTime } from '@/lib/opening-status';
import { monthStart } from '../features/stays/availability/calendar';

/** "YYYY-MM" of the month after the current one in Paris. */
export function nextMonth(now = new Date()): string {
  return isoDay(monthStart(parisTime(now).day, 1)).slice(0, 7);
}

/** Written only to the fixture feeds: none may reach out/. */
export const secretsOfTheFeeds = [
  'HMQZ7XK4PE',
  'Reservation URL',
  'Phone Number',
  '4821',
  'Margaux',
  'Berthier',
  '06 12 34 56 78',
  'airbnb.com/hosting',
  'feed-token-',
];

export async function startFeedServer() {
  const month = nextMonth().replace('-', '');
  const certificate = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const certificateFile = path.join(mkdtempSync(path.join(tmpdir(), 'feeds-')), 'feeds.pem');
  writeFileSync(certificateFile, certificate.cert);
  const server = createServer({ key: certificate.private, cert: certificate.cert }, (request, response) => {
    const name = (request.url ?? '').split('?')[0]?.slice(1) ?? '';
    if (!/^[a-z-]+\.ics$/.test(name)) return void response.writeHead(500).end('Internal Server Error');
    const text = readFileSync(path.join(__dirname, 'fixtures', 'availability', name), 'utf8').replaceAll('{M1}', month);
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** The sync's secret, the four units' feeds (the grande cabane's answers 500), and the certificate it trusts. */
    env: {
      AVAILABILITY_ICAL: JSON.stringify({
        'chalet-1': `${base}/airbnb.ics?t=feed-token-1 ${base}/booking.ics?t=feed-token-2`,
        'chalet-2': `${base}/gites-de-france.ics?t=feed-token-3`,
        'petite-cabane': `${base}/abritel.ics?t=feed-token-4`,
        'grande-cabane': `${base}/broken?t=feed-token-5`,
      }),
      NODE_EXTRA_CA_CERTS: certificateFile,
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
  return {
    syncedAt: '2026-01-01T00:00:00.000Z',
    units: [{ unit: 'grande-cabane', booked: [{ arrival: `${month}-20`, departure: `${month}-23` }] }],
  };
}
