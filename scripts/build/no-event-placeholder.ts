// With no event announced, Next's export still writes the placeholder event's pages
// (features/events/event-params.ts): they go, and the export fails if one survives, so
// that no empty event page is ever uploaded. Gain, measured on a build with no event: 28 files,
// 278 KB (an « Événement inconnu » page and an empty calendar file per language) never uploaded nor
// indexed. Next 16.4 still refuses an empty generateStaticParams with `output: 'export'`.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { noEventPaths } from '../../features/events/event-params';

/** Removes the placeholder's folder in each language from the exported site `out`. */
export async function removeNoEventPlaceholder(out: string): Promise<void> {
  const folders = noEventPaths().map((folder) => path.join(out, folder));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  const left = folders.filter((folder) => existsSync(folder));
  if (left.length > 0) throw new Error(`finish-export: the placeholder event's pages are still there: ${left.join(', ')}`);
}
