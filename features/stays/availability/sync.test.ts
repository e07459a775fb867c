/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Availability } from '@/content/schema/stays';
import { FeedError } from './ical';
import {
  allFailedMessage,
  feedAddresses,
  feedKeys,
  fetchFeed,
  maxFeedBytes,
  readFeedSecret,
  syncAvailability,
  workflowAnnotations,
} from './sync';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const emptyCalendar = 'BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//airbnb//EN\nEND:VCALENDAR\n';
const feeds: Record<string, string> = {
  'https://feeds.test/airbnb?t=secret1': fixture('airbnb.ics'),
  'https://feeds.test/booking?t=secret2': fixture('booking.ics'),
  'https://feeds.test/abritel?t=secret3': fixture('abritel.ics'),
  'https://feeds.test/empty?t=secret5': emptyCalendar,
};
const fetchText = async (url: string) => {
  const text = feeds[url];
  if (text === undefined) throw new FeedError('réponse HTTP 404');
  return text;
};
const secret = (entries: Record<string, unknown>) => JSON.stringify(entries);
const previous = {
  syncedAt: '2026-11-01T00:00:00.000Z',
  units: [
    { unit: 'chalet-1', booked: [{ arrival: '2026-11-10', departure: '2026-11-12' }] },
    { unit: 'chalet-2', booked: [{ arrival: '2026-11-20', departure: '2026-11-22' }] },
  ],
};
const now = new Date('2026-11-23T12:00:00Z');
const units = ['chalet-1', 'chalet-2', 'grande-cabane', 'petite-cabane'];
/** The file as the site reads it: each unit's merged nights, without the feeds' own records. */
const shown = (data: Availability) => ({ syncedAt: data.syncedAt, units: data.units.map(({ unit, booked }) => ({ unit, booked })) });

describe('readFeedSecret', () => {
  it('reads each unit’s addresses from one JSON object, spaces around them ignored', () => {
    const read = readFeedSecret(secret({ 'chalet-1': ' https://a.test/1  https://b.test/2 ', 'petite-cabane': 'https://c.test/3' }), units);
    expect(Object.fromEntries(read.feeds)).toEqual({
      'chalet-1': ['https://a.test/1', 'https://b.test/2'],
      'petite-cabane': ['https://c.test/3'],
    });
    expect(read).toMatchObject({ warnings: [], error: null });
    expect(readFeedSecret(undefined, units)).toMatchObject({ warnings: [], error: null });
  });

  it.each([
    [
      '{"chalet-1": https://a.test/ical?t=token1}',
      'n’est pas un JSON valide (accolades, guillemets droits, deux-points, virgules entre les logements)',
    ],
    [
      '{“chalet-1”: “https://a.test/ical?t=token1”}',
      'contient des guillemets typographiques (“ ” ou « ») : seuls les guillemets droits " sont lus',
    ],
    ['["https://a.test/ical?t=token1"]', 'n’est pas un objet entre accolades { }'],
    ['"https://a.test/ical?t=token1"', 'n’est pas un objet entre accolades { }'],
  ])('fails in French on %s, without the address', (text, reason) => {
    const read = readFeedSecret(text, units);
    expect(read.error).toBe(
      `Le secret AVAILABILITY_ICAL ${reason} : aucun calendrier n’est lu. Il doit ressembler à {"chalet-1": "https://… https://…", "chalet-2": "https://…"} (docs/guide-proprietaire.md, section 17).`,
    );
    expect(read.feeds.size).toBe(0);
    expect(read.error).not.toContain('token1');
  });

  it('names an unknown unit with the valid ids, and a value that is not text, and never an address used as a name', () => {
    const read = readFeedSecret(
      secret({
        'chalet-3': 'https://a.test/1',
        'chalet-1': ['https://b.test/2'],
        'https://c.test/ical?t=token3': 'chalet-2',
        'petite-cabane': 'https://d.test/4',
      }),
      units,
    );
    expect(Object.fromEntries(read.feeds)).toEqual({ 'petite-cabane': ['https://d.test/4'] });
    expect(read.warnings).toEqual([
      'Attention : le secret AVAILABILITY_ICAL nomme le logement « chalet-3 », absent de content/data/stays.json ; ses calendriers ne sont pas lus (identifiants valides : chalet-1, chalet-2, grande-cabane, petite-cabane).',
      'Attention : dans le secret AVAILABILITY_ICAL, la valeur de « chalet-1 » n’est pas un texte entre guillemets droits (les adresses séparées par une espace) ; ce logement garde ses dates précédentes.',
      'Attention : le secret AVAILABILITY_ICAL nomme le logement n° 3 (qui n’est pas un identifiant de logement), absent de content/data/stays.json ; ses calendriers ne sont pas lus (identifiants valides : chalet-1, chalet-2, grande-cabane, petite-cabane).',
    ]);
    expect(read.warnings.join()).not.toMatch(/https?:|token3/);
  });

  it('finds every address to mask, in a secret that reads and in one that does not', () => {
    expect(feedAddresses(secret({ 'chalet-1': 'https://a.test/1?t=x https://b.test/2', 'chalet-2': 'https://c.test/3\n' }))).toEqual([
      'https://a.test/1?t=x',
      'https://b.test/2',
      'https://c.test/3',
    ]);
    expect(feedAddresses('{“chalet-1”: “https://a.test/1?t=x https://b.test/2”,}')).toEqual(['https://a.test/1?t=x', 'https://b.test/2']);
    expect(feedAddresses(undefined)).toEqual([]);
  });
});

describe('syncAvailability', () => {
  it('leaves a unit never read out of the file, so the site calls its nights unknown rather than free', async () => {
    const result = await syncAvailability({
      unitIds: ['chalet-1', 'grande-cabane', 'petite-cabane'],
      secret: secret({ 'chalet-1': 'https://feeds.test/airbnb?t=secret1', 'petite-cabane': 'https://feeds.test/gone?t=secret4' }),
      previous: { syncedAt: null, units: [] },
      now,
      fetchText,
    });
    expect(result.data.units.map((entry) => entry.unit)).toEqual(['chalet-1']);
    expect(result.report).toContain('grande-cabane : aucun calendrier (absent du secret AVAILABILITY_ICAL), dates inchangées.');
  });

  it('merges a unit’s feeds, keeps the dates of a unit whose feed fails, and warns without the address', async () => {
    const result = await syncAvailability({
      unitIds: ['chalet-1', 'chalet-2', 'petite-cabane'],
      secret: secret({
        'chalet-1': ' https://feeds.test/airbnb?t=secret1  https://feeds.test/booking?t=secret2 ',
        'chalet-2': 'https://feeds.test/gone?t=secret4',
        'petite-cabane': 'https://feeds.test/abritel?t=secret3',
      }),
      previous,
      now,
      fetchText,
    });
    expect(shown(result.data)).toEqual({
      syncedAt: '2026-11-23T12:00:00.000Z',
      units: [
        {
          unit: 'chalet-1',
          booked: [
            { arrival: '2026-12-24', departure: '2026-12-27' },
            { arrival: '2026-12-30', departure: '2027-01-03' },
            { arrival: '2027-02-10', departure: '2027-02-19' },
            { arrival: '2027-03-26', departure: '2027-03-30' },
          ],
        },
        { unit: 'chalet-2', booked: [{ arrival: '2026-11-20', departure: '2026-11-22' }] },
        { unit: 'petite-cabane', booked: [{ arrival: '2027-03-05', departure: '2027-03-09' }] },
      ],
    });
    expect(result).toMatchObject({ changed: true, marked: false, allFailed: false, error: null });
    expect(result.warnings).toEqual([
      'Attention : le calendrier de « chalet-2 » n’a pas pu être lu (réponse HTTP 404) ; ce logement garde ses dates précédentes.',
    ]);
    // Each feed's own read is kept beside the unit's nights, named by its address's host alone.
    expect(result.data.units[0]?.feeds?.map((feed) => feed.feed)).toEqual(['feeds.test', 'feeds.test (2)']);
    expect(result.data.units[0]?.feeds?.[1]?.booked).toEqual([
      { arrival: '2027-02-12', departure: '2027-02-19' },
      { arrival: '2027-03-26', departure: '2027-03-30' },
    ]);
    expect(JSON.stringify(result)).not.toMatch(/secret\d|feeds\.test\/|Reserved|4821|HMQZ7XK4PE|Margaux/);
  });

  it('reads the units the secret names right and warns of the one it names wrong, by its id alone', async () => {
    const result = await syncAvailability({
      unitIds: ['chalet-1', 'petite-cabane'],
      secret: secret({ 'chalet-1': 'https://feeds.test/airbnb?t=secret1', 'chalet-3': 'https://feeds.test/booking?t=secret2' }),
      previous,
      now,
      fetchText,
    });
    expect(result.warnings).toEqual([
      'Attention : le secret AVAILABILITY_ICAL nomme le logement « chalet-3 », absent de content/data/stays.json ; ses calendriers ne sont pas lus (identifiants valides : chalet-1, petite-cabane).',
    ]);
    expect(result.data.units.find((entry) => entry.unit === 'chalet-1')?.booked).toHaveLength(3);
    expect(result.error).toBeNull();
  });

  it('reads nothing, keeps every date and fails the run when the secret is not JSON', async () => {
    const result = await syncAvailability({
      unitIds: units,
      secret: '{"chalet-1": "https://feeds.test/airbnb?t=secret1",, }',
      previous,
      now,
      fetchText,
    });
    expect(result).toMatchObject({ changed: false, marked: false, data: previous });
    expect(result.error).toMatch(/^Le secret AVAILABILITY_ICAL n’est pas un JSON valide/);
    expect(workflowAnnotations(result, { GITHUB_ACTIONS: 'true' })).toEqual([`::error title=Disponibilités::${result.error ?? ''}`]);
  });

  it('leaves the file as it was when no date changed, sync time included; a file without the feeds’ records gets them, the site unchanged', async () => {
    const nights = [{ arrival: '2027-03-05', departure: '2027-03-09' }];
    const unchanged = {
      syncedAt: '2026-11-01T00:00:00.000Z',
      units: [{ unit: 'petite-cabane', booked: nights, feeds: [{ feed: 'feeds.test', booked: nights }] }],
    };
    const run = (state: Availability) =>
      syncAvailability({
        unitIds: ['petite-cabane'],
        secret: secret({ 'petite-cabane': 'https://feeds.test/abritel?t=secret3' }),
        previous: state,
        now,
        fetchText,
      });
    expect(await run(unchanged)).toMatchObject({ changed: false, marked: false, data: unchanged, allFailed: false });
    const older = { syncedAt: unchanged.syncedAt, units: [{ unit: 'petite-cabane', booked: nights }] };
    expect(await run(older)).toMatchObject({ changed: false, marked: true, data: unchanged });
  });

  it('keeps a failing feed’s last good nights and takes the unit’s other feed as it reads now, and fails the run when every feed does', async () => {
    const state: Availability = {
      syncedAt: previous.syncedAt,
      units: [
        {
          unit: 'chalet-1',
          booked: [{ arrival: '2026-12-01', departure: '2026-12-05' }],
          feeds: [
            { feed: 'feeds.test', booked: [] },
            { feed: 'feeds.test (2)', booked: [{ arrival: '2026-12-01', departure: '2026-12-05' }] },
          ],
        },
      ],
    };
    const result = await syncAvailability({
      unitIds: ['chalet-1'],
      secret: secret({ 'chalet-1': 'https://feeds.test/airbnb?t=secret1 https://feeds.test/gone' }),
      previous: state,
      now,
      fetchText,
    });
    expect(result.changed).toBe(true);
    expect(result.data.units[0]?.booked).toEqual([
      { arrival: '2026-12-01', departure: '2026-12-05' },
      { arrival: '2026-12-24', departure: '2026-12-27' },
      { arrival: '2026-12-30', departure: '2027-01-03' },
      { arrival: '2027-02-10', departure: '2027-02-15' },
    ]);
    expect(result.warnings).toEqual([
      'Attention : le calendrier n° 2 de « chalet-1 » n’a pas pu être lu (réponse HTTP 404) ; ce calendrier garde ses dates précédentes.',
    ]);
    // A feed never read before that fails: the whole unit keeps its dates, as nothing says what it holds.
    const added = await syncAvailability({
      unitIds: ['chalet-1'],
      secret: secret({ 'chalet-1': 'https://feeds.test/airbnb?t=secret1 https://feeds.test/booking?t=secret2 https://other.test/gone' }),
      previous: state,
      now,
      fetchText,
    });
    expect(added).toMatchObject({ changed: false, marked: false, data: state });
    expect(added.warnings).toEqual([
      'Attention : le calendrier n° 3 de « chalet-1 » n’a pas pu être lu (réponse HTTP 404) ; ce logement garde ses dates précédentes.',
    ]);
    const none = await syncAvailability({
      unitIds: ['chalet-1'],
      secret: secret({ 'chalet-1': 'https://feeds.test/gone' }),
      previous,
      now,
      fetchText,
    });
    expect(none).toMatchObject({ allFailed: true, error: allFailedMessage });
  });

  it('keeps the rest of a feed with dates out of the window, and says which', async () => {
    const far =
      'BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:a\nDTSTART;VALUE=DATE:20270702\nDTEND;VALUE=DATE:20270709\nEND:VEVENT\nBEGIN:VEVENT\nUID:b\nDTSTART;VALUE=DATE:20620701\nDTEND;VALUE=DATE:20620708\nEND:VEVENT\nEND:VCALENDAR\n';
    const result = await syncAvailability({
      unitIds: ['chalet-1'],
      secret: secret({ 'chalet-1': 'https://feeds.test/far' }),
      previous,
      now,
      fetchText: async () => far,
    });
    expect(shown(result.data).units).toEqual([{ unit: 'chalet-1', booked: [{ arrival: '2027-07-02', departure: '2027-07-09' }] }]);
    expect(result.warnings).toEqual([
      'Attention : le calendrier de « chalet-1 » contient 1 réservation datée de plus d’un an dans le passé ou de plus de trois ans à venir (la première : du 2062-07-01 au 2062-07-08) ; ces dates sont ignorées, le reste du calendrier est lu.',
    ]);
  });
});

describe('an empty feed after one with bookings to come', () => {
  const booked = [{ arrival: '2026-12-24', departure: '2026-12-27' }];
  const before: Availability = { syncedAt: '2026-11-20T09:00:00.000Z', units: [{ unit: 'chalet-1', booked }] };
  const run = (at: string, state: Availability, url = 'https://feeds.test/empty?t=secret5') =>
    syncAvailability({ unitIds: ['chalet-1'], secret: secret({ 'chalet-1': url }), previous: state, now: new Date(at), fetchText });

  it('keeps the unit’s dates and warns, noting when the empty read was first seen; the site shows the same', async () => {
    const first = await run('2026-11-23T12:00:00Z', before);
    expect(first).toMatchObject({ changed: false, marked: true, error: null });
    expect(first.data).toEqual({
      syncedAt: '2026-11-20T09:00:00.000Z',
      units: [{ unit: 'chalet-1', booked, feeds: [{ feed: 'feeds.test', booked, emptySince: '2026-11-23T12:00:00.000Z' }] }],
    });
    expect(first.warnings).toEqual([
      'Attention : le calendrier de « chalet-1 » ne contient plus aucune réservation à venir, alors que la lecture précédente en avait. Ses dates sont gardées ; s’il est encore vide à une lecture à partir du 24 novembre 2026 à 13:00, le calendrier vide sera accepté.',
    ]);
    expect(workflowAnnotations(first, { GITHUB_ACTIONS: 'true' })).toEqual([`::warning title=Disponibilités::${first.warnings[0] ?? ''}`]);
    // Three hours later, still empty: same dates, same mark, nothing to commit.
    const second = await run('2026-11-23T15:00:00Z', first.data);
    expect(second).toMatchObject({ changed: false, marked: false, data: first.data });
    expect(second.warnings[0]).toContain('à partir du 24 novembre 2026 à 13:00');
  });

  it('accepts the empty calendar when it still reads empty 24 hours after', async () => {
    const first = await run('2026-11-23T12:00:00Z', before);
    const early = await run('2026-11-24T11:59:00Z', first.data);
    expect(early.data).toEqual(first.data);
    const day = await run('2026-11-24T12:00:00Z', first.data);
    expect(day).toMatchObject({
      changed: true,
      marked: false,
      data: {
        syncedAt: '2026-11-24T12:00:00.000Z',
        units: [{ unit: 'chalet-1', booked: [], feeds: [{ feed: 'feeds.test', booked: [] }] }],
      },
    });
    expect(day.data.units[0]?.feeds?.[0]).not.toHaveProperty('emptySince');
    expect(day.warnings).toEqual([
      'Attention : le calendrier de « chalet-1 » ne contient plus aucune réservation à venir depuis le 23 novembre 2026 à 13:00 (plus de 24 heures) : ses dates réservées sont retirées du site.',
    ]);
  });

  it('forgets the mark when the feed reads bookings again, and keeps it when the feed cannot be read', async () => {
    const first = await run('2026-11-23T12:00:00Z', before);
    const failing = await run('2026-11-23T15:00:00Z', first.data, 'https://feeds.test/gone');
    expect(failing.data).toEqual(first.data);
    const back = await run('2026-11-23T18:00:00Z', first.data, 'https://feeds.test/airbnb?t=secret1');
    expect(shown(back.data).units).toEqual([{ unit: 'chalet-1', booked: expect.arrayContaining(booked) as unknown }]);
    expect(back.data.units[0]?.feeds?.[0]).not.toHaveProperty('emptySince');
    // Starts counting again from the next empty read.
    const again = await run('2026-11-24T13:00:00Z', back.data);
    expect(again.data.units[0]?.feeds?.[0]?.emptySince).toBe('2026-11-24T13:00:00.000Z');
  });

  it('believes an empty feed at once when the last good read had no night to come, tonight’s included', async () => {
    const past = { syncedAt: before.syncedAt, units: [{ unit: 'chalet-1', booked: [{ arrival: '2026-11-20', departure: '2026-11-23' }] }] };
    expect(shown((await run('2026-11-23T12:00:00Z', past)).data).units).toEqual([{ unit: 'chalet-1', booked: [] }]);
    const tonight = {
      syncedAt: before.syncedAt,
      units: [{ unit: 'chalet-1', booked: [{ arrival: '2026-11-22', departure: '2026-11-24' }] }],
    };
    expect((await run('2026-11-23T12:00:00Z', tonight)).data.units[0]?.booked).toEqual(tonight.units[0]?.booked);
  });
});

describe('one unit, two platforms: the grace is the feed’s, not the unit’s (issue 50)', () => {
  // The small cabin: Airbnb's feed held 12 booked nights, Booking's one stay. Feeds of this test's own.
  const airbnb = 'https://www.airbnb.test/calendar/ical/1.ics?s=token-a';
  const booking = 'https://admin.booking.test/hotel/ical.html?t=token-b';
  const event = (arrival: string, departure: string) =>
    `BEGIN:VEVENT\nUID:${arrival}\nDTSTART;VALUE=DATE:${arrival.replaceAll('-', '')}\nDTEND;VALUE=DATE:${departure.replaceAll('-', '')}\nEND:VEVENT\n`;
  const ical = (...events: string[]) => `BEGIN:VCALENDAR\nVERSION:2.0\n${events.join('')}END:VCALENDAR\n`;
  const twelveNights = { arrival: '2026-12-20', departure: '2027-01-01' };
  const oneStay = { arrival: '2027-02-06', departure: '2027-02-08' };
  const feedsNow = (airbnbText: string) => async (url: string) =>
    url === airbnb ? airbnbText : ical(event(oneStay.arrival, oneStay.departure));
  const run = (at: string, state: Availability, airbnbText: string) =>
    syncAvailability({
      unitIds: ['petite-cabane'],
      secret: secret({ 'petite-cabane': `${airbnb} ${booking}` }),
      previous: state,
      now: new Date(at),
      fetchText: feedsNow(airbnbText),
    });

  it('keeps the nights of the feed that reads empty for 24 hours though the other feed still has a booking, then frees them', async () => {
    const start = await run(
      '2026-11-22T12:00:00Z',
      { syncedAt: null, units: [] },
      ical(event(twelveNights.arrival, twelveNights.departure)),
    );
    expect(start.data.units[0]?.booked).toEqual([twelveNights, oneStay]);
    expect(start.data.units[0]?.feeds?.map((feed) => feed.feed)).toEqual(['www.airbnb.test', 'admin.booking.test']);

    const empty = await run('2026-11-23T12:00:00Z', start.data, ical());
    expect(empty).toMatchObject({ changed: false, marked: true });
    expect(empty.data.units[0]?.booked).toEqual([twelveNights, oneStay]);
    expect(empty.data.units[0]?.feeds?.[0]).toEqual({
      feed: 'www.airbnb.test',
      booked: [twelveNights],
      emptySince: '2026-11-23T12:00:00.000Z',
    });
    expect(empty.warnings).toEqual([
      expect.stringMatching(
        /^Attention : le calendrier n° 1 de « petite-cabane » ne contient plus aucune réservation à venir, alors que la lecture précédente en avait\. Ses dates sont gardées/,
      ),
    ]);

    const later = await run('2026-11-24T12:00:00Z', empty.data, ical());
    expect(later.changed).toBe(true);
    expect(later.data.units[0]?.booked).toEqual([oneStay]);
  });

  it('writes no address nor token in the file, only each feed’s host', async () => {
    const result = await run(
      '2026-11-22T12:00:00Z',
      { syncedAt: null, units: [] },
      ical(event(twelveNights.arrival, twelveNights.departure)),
    );
    expect(JSON.stringify(result.data)).not.toMatch(/token|ical|calendar|https?:/);
  });
});

describe('feedKeys', () => {
  it('names each feed by its host, a second one on the same host by its rank, and an unreadable address by its place', () => {
    expect(
      feedKeys([
        'https://www.airbnb.fr/c/1.ics?s=a',
        'https://WWW.AIRBNB.FR/c/2.ics?s=b',
        'https://admin.booking.com/x?t=c',
        'pas une adresse',
      ]),
    ).toEqual(['www.airbnb.fr', 'www.airbnb.fr (2)', 'admin.booking.com', 'calendrier-4']);
  });
});

describe('workflowAnnotations', () => {
  it('prints no annotation outside GitHub Actions', () => {
    expect(workflowAnnotations({ warnings: ['x'], error: 'y' }, {})).toEqual([]);
  });

  it('adds an error when the run fails, and keeps a message on one line', () => {
    expect(workflowAnnotations({ warnings: ['100 % faux\nsuite'], error: allFailedMessage }, { GITHUB_ACTIONS: 'true' })).toEqual([
      '::warning title=Disponibilités::100 %25 faux%0Asuite',
      `::error title=Disponibilités::${allFailedMessage}`,
    ]);
  });
});

describe('fetchFeed', () => {
  let server: Server;
  let port: number;
  let bigBytesSent = 0;
  let bigClosed: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '';
      if (url === '/slow') return void setTimeout(() => response.end('BEGIN:VCALENDAR\nEND:VCALENDAR\n'), 2_000);
      if (url === '/error') return void response.writeHead(503).end('Service Unavailable');
      if (url === '/moved') return void response.writeHead(301, { location: '/moved-again?t=x' }).end();
      if (url === '/moved-again?t=x') return void response.writeHead(302, { location: `https://feeds.test:${port}/feed` }).end();
      if (url === '/elsewhere') return void response.writeHead(302, { location: `https://other.test:${port}/feed` }).end();
      if (url === '/plain') return void response.writeHead(307, { location: `http://feeds.test:${port}/feed` }).end();
      if (url.startsWith('/loop')) return void response.writeHead(302, { location: `/loop${url.length}` }).end();
      if (url === '/declared-big') return void response.writeHead(200, { 'content-length': String(maxFeedBytes + 1) }).end();
      if (url === '/big') {
        // 57 MB with no length announced, written as fast as the reader takes it.
        response.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(64 * 1024, 'X');
        bigClosed = new Promise((resolve) => response.on('close', resolve));
        const write = () => {
          while (bigBytesSent < 57 * 1024 * 1024 && !response.destroyed) {
            bigBytesSent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', write);
          }
          response.end();
        };
        return write();
      }
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(fixture('booking.ics'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  /** Node's own fetch, to the local server for the two test hosts (over plain HTTP: the https checks are fetchFeed's, before each request). */
  const local: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol === 'https:' && (url.hostname === 'feeds.test' || url.hostname === 'other.test')) {
      url.protocol = 'http:';
      url.hostname = '127.0.0.1';
    }
    return fetch(url, init);
  };
  const feed = (pathname: string, options: { timeoutMs?: number } = {}) =>
    fetchFeed(`https://feeds.test:${port}${pathname}`, { fetchImpl: local, ...options });

  it('reads a feed, and says in French why another cannot be, without its address', async () => {
    await expect(feed('/feed')).resolves.toContain('CLOSED - Not available');
    await expect(feed('/error')).rejects.toThrow(new FeedError('réponse HTTP 503'));
    await expect(feed('/slow', { timeoutMs: 200 })).rejects.toThrow(new FeedError('pas de réponse en 0.2 s'));
    await expect(fetchFeed('https://127.0.0.1:1/closed')).rejects.toThrow(new FeedError('injoignable'));
  });

  it('refuses a plain http: address before any request, and what is no address at all', async () => {
    const never = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
    await expect(fetchFeed(`http://feeds.test:${port}/feed`, { fetchImpl: never })).rejects.toThrow(
      new FeedError('adresse en http:, non chiffrée : seule une adresse en https: est lue'),
    );
    await expect(fetchFeed('feeds.test/feed', { fetchImpl: never })).rejects.toThrow(
      new FeedError('adresse illisible : elle doit commencer par https://'),
    );
    expect(never).not.toHaveBeenCalled();
  });

  it('follows a few redirects on the same host, and refuses one to another host, to http: or one too many', async () => {
    await expect(feed('/moved')).resolves.toContain('CLOSED - Not available');
    await expect(feed('/elsewhere')).rejects.toThrow(new FeedError('redirigé vers un autre site que celui de l’adresse, refusé'));
    await expect(feed('/plain')).rejects.toThrow(new FeedError('redirigé vers une adresse non chiffrée (http:), refusée'));
    await expect(feed('/loop')).rejects.toThrow(new FeedError('trop de redirections (plus de 3)'));
  });

  it('stops reading a body over 5 MB, announced or not, without taking the rest', async () => {
    const tooBig = new FeedError('calendrier trop volumineux (plus de 5 Mo), lecture arrêtée');
    await expect(feed('/declared-big')).rejects.toThrow(tooBig);
    await expect(feed('/big')).rejects.toThrow(tooBig);
    await bigClosed;
    // What the server managed to write before the reader hung up: the cap plus what the sockets buffer.
    expect(bigBytesSent).toBeLessThan(12 * 1024 * 1024);
  });
});
