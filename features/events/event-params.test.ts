/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFixtureEvents } from '@/e2e/event-fixtures';
import { eventParamsIn, noEventPaths, noEventSlug } from './event-params';
import { languages, type Translated } from '@/lib/i18n/languages';

const root = mkdtempSync(path.join(tmpdir(), 'event-params-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the event pages the export writes', () => {
  it('are the placeholder’s alone when no event is announced (an empty or absent folder)', () => {
    const empty = mkdtempSync(path.join(root, 'empty-'));
    expect(eventParamsIn(empty)).toEqual([{ event: noEventSlug }]);
    expect(eventParamsIn(path.join(root, 'absent'))).toEqual([{ event: 'aucun-evenement' }]);
    const placeholders: Translated<string> = {
      fr: '/evenements/aucun-evenement/',
      en: '/en/events/aucun-evenement/',
      nl: '/nl/evenementen/aucun-evenement/',
      de: '/de/veranstaltungen/aucun-evenement/',
    };
    expect(noEventPaths()).toEqual(languages.map((lang) => placeholders[lang]));
  });

  it('are every event’s, ended ones included, and no placeholder, when events are announced', () => {
    const folder = path.join(root, 'events');
    writeFixtureEvents(folder);
    const params = eventParamsIn(folder).map(({ event }) => event);
    expect(params).toHaveLength(6);
    expect(params.some((slug) => slug.endsWith('-soiree-passee'))).toBe(true);
    expect(params).not.toContain(noEventSlug);
  });
});
