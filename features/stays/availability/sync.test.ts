/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { FeedError } from './ical';
import { allFailedMessage, feedVariable, fetchFeed, syncAvailability, workflowAnnotations } from './sync';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const feeds: Record<string, string> = {
  'https://feeds.test/airbnb?t=secret1': fixture('airbnb.ics'),
  'https://feeds.test/booking?t=secret2': fixture('booking.ics'),
  'https://feeds.test/abritel?t=secret3': fixture('abritel.ics'),
};
const fetchText = async (url: string) => {
  const text = feeds[url];
  if (text === undefined) throw new FeedError('réponse HTTP 404');
  return text;
};
const previous = {
  syncedAt: '2026-11-01T00:00:00.000Z',
  units: [
    { unit: 'chalet-1', booked: [{ arrival: '2026-11-10', departure: '2026-11-12' }] },
    { unit: 'chalet-2', booked: [{ arrival: '2026-11-20', departure: '2026-11-22' }] },
  ],
};
const now = new Date('2026-11-23T12:00:00Z');

describe('syncAvailability', () => {
  it('names the variable after the unit', () => {
    expect(feedVariable('petite-cabane')).toBe('AVAILABILITY_ICAL_PETITE_CABANE');
    expect(feedVariable('chalet-1')).toBe('AVAILABILITY_ICAL_CHALET_1');
  });

  it('leaves a unit never read out of the file, so the site calls its nights unknown rather than free', async () => {
    const result = await syncAvailability({
      unitIds: ['chalet-1', 'grande-cabane', 'petite-cabane'],
      env: { AVAILABILITY_ICAL_CHALET_1: 'https://feeds.test/airbnb?t=secret1', AVAILABILITY_ICAL_PETITE_CABANE: 'https://feeds.test/gone?t=secret4' },
      previous: { syncedAt: null, units: [] },
      now,
      fetchText,
    });
    expect(result.data.units.map((entry) => entry.unit)).toEqual(['chalet-1']);
  });

  it('merges a unit’s feeds, keeps the dates of a unit whose feed fails, and warns without the address', async () => {
    const result = await syncAvailability({
      unitIds: ['chalet-1', 'chalet-2', 'petite-cabane'],
      env: {
        AVAILABILITY_ICAL_CHALET_1: ' https://feeds.test/airbnb?t=secret1  https://feeds.test/booking?t=secret2 ',
        AVAILABILITY_ICAL_CHALET_2: 'https://feeds.test/gone?t=secret4',
        AVAILABILITY_ICAL_PETITE_CABANE: 'https://feeds.test/abritel?t=secret3',
      },
      previous,
      now,
      fetchText,
    });
    expect(result.data).toEqual({
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
    expect(result.changed).toBe(true);
    expect(result.allFailed).toBe(false);
    expect(result.warnings).toEqual(['Attention : le calendrier de « chalet-2 » n’a pas pu être lu (réponse HTTP 404) ; ce logement garde ses dates précédentes.']);
    expect(JSON.stringify(result)).not.toMatch(/secret|feeds\.test|Reserved|4821|HMQZ7XK4PE|Margaux/);
  });

  it('warns of a calendar secret that names no unit, by its name alone', async () => {
    const result = await syncAvailability({
      unitIds: ['chalet-1', 'petite-cabane'],
      env: { AVAILABILITY_ICAL_CHALET_1: 'https://feeds.test/airbnb?t=secret1', AVAILABILITY_ICAL_CHALET_3: 'https://feeds.test/booking?t=secret2', PATH: '/usr/bin' },
      previous,
      now,
      fetchText,
    });
    expect(result.warnings).toEqual([
      'Attention : le secret AVAILABILITY_ICAL_CHALET_3 ne correspond à aucun logement de content/data/stays.json, son calendrier n’est pas lu ; renommez-le d’après l’identifiant du logement (AVAILABILITY_ICAL_CHALET_1, AVAILABILITY_ICAL_PETITE_CABANE).',
    ]);
    expect(result.allFailed).toBe(false);
  });

  it('leaves the file as it was when no date changed, sync time included', async () => {
    const unchanged = { syncedAt: '2026-11-01T00:00:00.000Z', units: [{ unit: 'petite-cabane', booked: [{ arrival: '2027-03-05', departure: '2027-03-09' }] }] };
    const result = await syncAvailability({ unitIds: ['petite-cabane'], env: { AVAILABILITY_ICAL_PETITE_CABANE: 'https://feeds.test/abritel?t=secret3' }, previous: unchanged, now, fetchText });
    expect(result).toMatchObject({ changed: false, data: unchanged, allFailed: false });
  });

  it('keeps a unit’s dates when one of its two feeds fails, and fails the run when every feed does', async () => {
    const result = await syncAvailability({
      unitIds: ['chalet-1'],
      env: { AVAILABILITY_ICAL_CHALET_1: 'https://feeds.test/airbnb?t=secret1 https://feeds.test/gone' },
      previous: { ...previous, units: previous.units.slice(0, 1) },
      now,
      fetchText,
    });
    expect(result.changed).toBe(false);
    expect(result.warnings).toEqual(['Attention : le calendrier n° 2 de « chalet-1 » n’a pas pu être lu (réponse HTTP 404) ; ce logement garde ses dates précédentes.']);
    const none = await syncAvailability({ unitIds: ['chalet-1'], env: { AVAILABILITY_ICAL_CHALET_1: 'https://feeds.test/gone' }, previous, now, fetchText });
    expect(none.allFailed).toBe(true);
  });
});

describe('workflowAnnotations', () => {
  const failing = () =>
    syncAvailability({
      unitIds: ['chalet-1', 'petite-cabane'],
      env: { AVAILABILITY_ICAL_CHALET_1: 'https://feeds.test/gone?t=secret4', AVAILABILITY_ICAL_PETITE_CABANE: 'https://feeds.test/abritel?t=secret3' },
      previous,
      now,
      fetchText,
    });

  it('puts each failing feed on the GitHub Actions run page, by unit and never by address', async () => {
    const result = await failing();
    expect(result.allFailed).toBe(false);
    expect(workflowAnnotations(result, { GITHUB_ACTIONS: 'true' })).toEqual([
      '::warning title=Disponibilités::Attention : le calendrier de « chalet-1 » n’a pas pu être lu (réponse HTTP 404) ; ce logement garde ses dates précédentes.',
    ]);
  });

  it('prints no annotation outside GitHub Actions', async () => {
    expect(workflowAnnotations(await failing(), {})).toEqual([]);
  });

  it('adds an error when every feed failed, and keeps a message on one line', () => {
    expect(workflowAnnotations({ warnings: ['100 % faux\nsuite'], allFailed: true }, { GITHUB_ACTIONS: 'true' })).toEqual([
      '::warning title=Disponibilités::100 %25 faux%0Asuite',
      `::error title=Disponibilités::${allFailedMessage}`,
    ]);
  });
});

describe('fetchFeed', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/slow') return void setTimeout(() => response.end('BEGIN:VCALENDAR\nEND:VCALENDAR\n'), 2_000);
      if (request.url === '/error') return void response.writeHead(503).end('Service Unavailable');
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(fixture('booking.ics'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('reads a feed, and says in French why another cannot be, without its address', async () => {
    await expect(fetchFeed(`${base}/feed`)).resolves.toContain('CLOSED - Not available');
    await expect(fetchFeed(`${base}/error`)).rejects.toThrow(new FeedError('réponse HTTP 503'));
    await expect(fetchFeed(`${base}/slow`, fetch, 200)).rejects.toThrow(new FeedError('pas de réponse en 0.2 s'));
    await expect(fetchFeed('http://127.0.0.1:1/closed')).rejects.toThrow(new FeedError('injoignable'));
  });
});
