/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureEventFile, fixtureEvents, writeFixtureEvents } from '@/e2e/event-fixtures';
import { tableRequestEventWords } from '@/features/restaurant/table-request-event-words';
import { formatDay } from '@/lib/i18n/format';
import { dayFromIso } from '@/lib/opening-status';
import { parisInstant } from '@/lib/paris-time';
import { takesTableRequestsNow } from '@/features/events/events';
import { tableRequestEventsIn } from './table-request-events';

const folder = mkdtempSync(path.join(tmpdir(), 'table-events-'));
beforeAll(() => writeFixtureEvents(folder));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const fixture = (name: string) => {
  const event = fixtureEvents.find((candidate) => candidate.name === name);
  if (!event) throw new Error(`no fixture event ${name}`);
  return fixtureEventFile(event);
};

describe('the restaurant events the table form is handed', () => {
  it('are the upcoming restaurant events taking table requests, not the cancelled, the past or the others', () => {
    const mussels = fixture('soiree-moules-frites');
    const handed = tableRequestEventsIn('fr', folder);
    expect(handed?.parameter).toBe('evenement');
    expect(handed?.words).toBe(tableRequestEventWords.fr);
    expect(handed?.events).toEqual([
      {
        slug: mussels.name.replace(/\.json$/, ''),
        title: 'Soirée moules-frites',
        when: formatDay('fr', dayFromIso(mussels.data.startDay)),
        day: mussels.data.startDay,
        time: '19:00',
        endsAt: parisInstant(mussels.data.endDay, '22:30'),
        forOwner: `Soirée moules-frites (${formatDay('fr', dayFromIso(mussels.data.startDay), true)}, 19h00)`,
      },
    ]);
  });

  it('are titled in the page’s language for the visitor, in French for the owner', () => {
    const mussels = fixture('soiree-moules-frites');
    const [english] = tableRequestEventsIn('en', folder)?.events ?? [];
    expect(english?.title).toBe('Moules-frites night');
    expect(english?.when).toBe(formatDay('en', dayFromIso(mussels.data.startDay)));
    expect(english?.forOwner).toMatch(/^Soirée moules-frites \(/);
    expect(Object.keys(english ?? {}).sort()).toEqual(['day', 'endsAt', 'forOwner', 'slug', 'time', 'title', 'when']);
  });

  // The lang="fr" mark itself is made while a page renders (lib/i18n/fallback.ts): the e2e specs see it.
  it('are titled in French on a page whose language the owner has not translated the event into', () => {
    const { name, data } = fixture('soiree-moules-frites');
    const { en, nl, de, ...french } = data;
    expect([en, nl, de].map((translation) => translation?.title)).toEqual(['Moules-frites night', 'Mosselavond', 'Muschelabend']);
    const untranslated = path.join(folder, 'untranslated');
    mkdirSync(untranslated);
    writeFileSync(path.join(untranslated, name), JSON.stringify(french));
    const [german] = tableRequestEventsIn('de', untranslated)?.events ?? [];
    expect(german).toMatchObject({ title: 'Soirée moules-frites', forOwner: expect.stringMatching(/^Soirée moules-frites \(/) });
    expect(tableRequestEventsIn('de', folder)?.events[0]).toMatchObject({
      title: 'Muschelabend',
      forOwner: expect.stringMatching(/^Soirée moules-frites \(/),
    });
  });

  it('are none when no restaurant event takes table requests', () => {
    expect(tableRequestEventsIn('fr', path.join(folder, 'absent'))).toBeNull();
  });

  it('leave out a cancelled, full or postponed evening and the events of other places or ways to take part', () => {
    const base = { place: 'restaurant', participation: 'table', status: 'prevu' } as const;
    expect(takesTableRequestsNow(base)).toBe(true);
    expect(takesTableRequestsNow({ ...base, status: 'complet' })).toBe(false);
    expect(takesTableRequestsNow({ ...base, status: 'reporte' })).toBe(false);
    expect(takesTableRequestsNow({ ...base, status: 'annule' })).toBe(false);
    expect(takesTableRequestsNow({ ...base, place: 'domaine' })).toBe(false);
    expect(takesTableRequestsNow({ ...base, participation: 'telephone' })).toBe(false);
  });

  it('do not hand the form a postponed or full evening, whose old date would fill it', () => {
    const mussels = fixture('soiree-moules-frites');
    for (const status of ['reporte', 'complet'] as const) {
      const changed = path.join(folder, status);
      mkdirSync(changed);
      writeFileSync(path.join(changed, mussels.name), JSON.stringify({ ...mussels.data, status }));
      expect(tableRequestEventsIn('fr', changed)).toBeNull();
    }
  });
});
