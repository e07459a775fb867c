/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureEventFile, fixtureEvents } from '@/e2e/event-fixtures';
import { languages } from '@/lib/i18n/languages';
import { eventsIn, searchableAtBuild } from './events';

const folder = mkdtempSync(path.join(tmpdir(), 'events-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A fixture event written into the folder, under another name, with some fields changed. */
function writeEvent(fixtureName: string, name: string, fields: Record<string, unknown>): string {
  const event = fixtureEvents.find((candidate) => candidate.name === fixtureName);
  if (!event) throw new Error(`no fixture event ${fixtureName}`);
  const { name: fileName, data } = fixtureEventFile({ ...event, name });
  writeFileSync(path.join(folder, fileName), JSON.stringify({ ...data, ...fields }));
  return fileName.replace(/\.json$/, '');
}

describe('an event the owner marks as an example to replace', () => {
  it('is published nowhere: no list, no page, no calendar file, no JSON-LD, no sitemap line', () => {
    const real = writeEvent('soiree-moules-frites', 'vraie-soiree', {});
    writeEvent('marche-de-noel', 'marche-exemple', { example: true });
    for (const lang of languages) expect(eventsIn(lang, folder).map((event) => event.slug)).toEqual([real]);
    expect(searchableAtBuild(folder).map((event) => event.slug)).toEqual([real]);
  });
});
