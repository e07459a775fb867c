/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureEventFile, fixtureEvents } from '@/e2e/event-fixtures';
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

describe('the events offered to search engines', () => {
  it('are the real ones to come, never an example the owner has still to replace', () => {
    const real = writeEvent('soiree-moules-frites', 'vraie-soiree', {});
    const example = writeEvent('marche-de-noel', 'marche-exemple', { example: true });
    expect(eventsIn('fr', folder).map((event) => event.slug)).toEqual([real, example]);
    expect(searchableAtBuild(folder).map((event) => event.slug)).toEqual([real]);
  });
});
