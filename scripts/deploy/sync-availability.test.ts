/** @jest-environment node */
// `npm run sync:availability` as the workflow runs it: on GitHub Actions, with the one secret
// AVAILABILITY_ICAL, real HTTPS feeds (a local server whose throwaway certificate Node trusts through
// NODE_EXTRA_CA_CERTS), GITHUB_OUTPUT for the commit step, and the data file it writes.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { isoDay, parisTime } from '@/lib/opening-status';

const script = path.join(__dirname, 'sync-availability.ts');
const today = parisTime(new Date()).day;
const day = (offset: number) => isoDay(today + offset);
const compact = (offset: number) => day(offset).replaceAll('-', '');
const booked = (arrival: number, departure: number) => ({ arrival: day(arrival), departure: day(departure) });
const calendar = (events: [number, number][]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.map(([a, d]) => `BEGIN:VEVENT\r\nUID:${a}\r\nDTSTART;VALUE=DATE:${compact(a)}\r\nDTEND;VALUE=DATE:${compact(d)}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`).join('')}END:VCALENDAR\r\n`;

let server: Server;
let base: string;
let certificateFile: string;
beforeAll(async () => {
  const certificate = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  certificateFile = path.join(mkdtempSync(path.join(tmpdir(), 'feeds-')), 'feeds.pem');
  writeFileSync(certificateFile, certificate.cert);
  server = createServer({ key: certificate.private, cert: certificate.cert }, (request, response) => {
    const name = (request.url ?? '').split('?')[0];
    if (name === '/chalet-1')
      return void response.writeHead(200).end(
        calendar([
          [10, 14],
          [20, 27],
        ]),
      );
    if (name === '/empty') return void response.writeHead(200).end(calendar([]));
    // The same server under another name: another host for the sync.
    if (name === '/moved')
      return void response.writeHead(302, { location: `https://localhost:${(server.address() as AddressInfo).port}/chalet-1` }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function sync(secret: string, previous: unknown) {
  const folder = mkdtempSync(path.join(tmpdir(), 'sync-'));
  const data = path.join(folder, 'availability.json');
  const output = path.join(folder, 'output');
  writeFileSync(data, `${JSON.stringify(previous, null, 2)}\n`);
  writeFileSync(output, '');
  // Asynchronously: the feed server answers from this very process.
  const run = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      AVAILABILITY_ICAL: secret,
      AVAILABILITY_DATA: data,
      GITHUB_ACTIONS: 'true',
      GITHUB_OUTPUT: output,
      NODE_EXTRA_CA_CERTS: certificateFile,
    },
  });
  let stdout = '';
  let stderr = '';
  run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => run.on('close', resolve));
  return { status, stdout, stderr, data: JSON.parse(readFileSync(data, 'utf8')) as unknown, output: readFileSync(output, 'utf8') };
}

describe('npm run sync:availability on GitHub Actions', () => {
  it('masks every address first, reads the https feeds, refuses http: and a redirect to another host, keeps the dates of an empty feed, and names no address', async () => {
    const addresses = {
      'chalet-1': `${base}/chalet-1?t=token-1`,
      'chalet-2': `${base}/empty?t=token-2`,
      'petite-cabane': `${base}/moved?t=token-3`,
      'grande-cabane': `${base.replace('https:', 'http:')}/chalet-1?t=token-4`,
    };
    const previous = { syncedAt: '2026-01-01T00:00:00.000Z', units: [{ unit: 'chalet-2', booked: [booked(5, 8)] }] };
    const run = await sync(JSON.stringify(addresses), previous);
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 4).toSorted()).toEqual(
      Object.values(addresses)
        .map((address) => `::add-mask::${address}`)
        .toSorted(),
    );
    const shown = lines.slice(4).join('\n') + run.stderr;
    expect(shown).not.toMatch(/127\.0\.0\.1|localhost|token-|https?:\/\//);
    expect(shown).toContain(
      '::warning title=Disponibilités::Attention : le calendrier de « petite-cabane » n’a pas pu être lu (redirigé vers un autre site que celui de l’adresse, refusé) ; ce logement garde ses dates précédentes.',
    );
    expect(shown).toContain(
      '::warning title=Disponibilités::Attention : le calendrier de « grande-cabane » n’a pas pu être lu (adresse en http:, non chiffrée : seule une adresse en https: est lue) ; ce logement garde ses dates précédentes.',
    );
    expect(shown).toContain(
      '::warning title=Disponibilités::Attention : le calendrier de « chalet-2 » ne contient plus aucune réservation à venir',
    );
    const stamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown;
    expect(run.data).toEqual({
      syncedAt: stamp,
      units: [
        {
          unit: 'chalet-1',
          booked: [booked(10, 14), booked(20, 27)],
          feeds: [{ feed: '127.0.0.1', booked: [booked(10, 14), booked(20, 27)] }],
        },
        { unit: 'chalet-2', booked: [booked(5, 8)], feeds: [{ feed: '127.0.0.1', booked: [booked(5, 8)], emptySince: stamp }] },
      ],
    });
    expect(run.output).toBe('dates-changed=true\n');
  });

  it('writes the empty feed’s mark alone without asking for a publication, and fails in French on a secret that is not JSON', async () => {
    const previous = { syncedAt: '2026-01-01T00:00:00.000Z', units: [{ unit: 'chalet-2', booked: [booked(5, 8)] }] };
    const marked = await sync(JSON.stringify({ 'chalet-2': `${base}/empty?t=token-2` }), previous);
    expect(marked).toMatchObject({ status: 0, output: 'dates-changed=false\n' });
    expect(marked.data).toEqual({
      ...previous,
      units: [{ ...previous.units[0], feeds: [{ feed: '127.0.0.1', booked: [booked(5, 8)], emptySince: expect.any(String) as unknown }] }],
    });

    const broken = await sync(`{"chalet-2": "${base}/empty?t=token-2",}`, previous);
    expect(broken).toMatchObject({ status: 1, data: previous, output: 'dates-changed=false\n' });
    expect(broken.stdout.split('\n')[0]).toBe(`::add-mask::${base}/empty?t=token-2`);
    expect(broken.stdout).toContain('::error title=Disponibilités::Le secret AVAILABILITY_ICAL n’est pas un JSON valide');
    expect(broken.stdout.split('\n').slice(1).join('\n') + broken.stderr).not.toMatch(/token-2|127\.0\.0\.1/);
  });
});
