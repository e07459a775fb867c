/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { noEventPaths } from '../../features/events/event-params';
import { removeNoEventPlaceholder } from './no-event-placeholder';

const out = mkdtempSync(path.join(tmpdir(), 'out-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function writePage(folder: string): void {
  mkdirSync(path.join(out, folder), { recursive: true });
  writeFileSync(path.join(out, folder, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(out, folder, 'evenement.ics'), 'BEGIN:VCALENDAR');
}

it('removes the placeholder event’s pages in every language and keeps the events page and the others', async () => {
  for (const folder of noEventPaths()) writePage(folder);
  writePage('/evenements/');
  writePage('/en/events/2026-12-04-soiree-moules-frites/');
  await removeNoEventPlaceholder(out);
  expect(noEventPaths().filter((folder) => existsSync(path.join(out, folder)))).toEqual([]);
  expect(existsSync(path.join(out, 'evenements', 'index.html'))).toBe(true);
  expect(existsSync(path.join(out, 'en', 'events', '2026-12-04-soiree-moules-frites', 'index.html'))).toBe(true);
});
