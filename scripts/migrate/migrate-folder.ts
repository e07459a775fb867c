// Applies the changes of the data's shape (./migrations.ts) to a folder of data files, each file
// rewritten only where it changed, as the editor writes them (two spaces, a final line break).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrations, type Migration } from './migrations';

/** The data folders a migration changes together. */
export const migratedFolders = ['content/data', 'fixtures/seed-data'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Applies `steps` to every JSON file under `folder`; the files changed, each with the steps that changed it. */
export function migrateFolder(folder: string, steps: readonly Migration[] = migrations): { file: string; steps: string[] }[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.flatMap((name) => {
    const file = path.join(folder, name);
    const before = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    let data = before;
    const changedBy: string[] = [];
    for (const step of steps) {
      const next = step.apply(data, name.split(path.sep).join('/'));
      if (!same(next, data)) changedBy.push(step.id);
      data = next;
    }
    if (changedBy.length === 0) return [];
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    return [{ file, steps: changedBy }];
  });
}
