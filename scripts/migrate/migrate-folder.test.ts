/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateFolder } from './migrate-folder';
import type { Migration } from './migrations';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('npm run migrate', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'migrate-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  /** A scratch copy of the owner's data and of the seed, each with a translation written before its items had ids. */
  function scratchCopy() {
    const folders = ['content/data', 'fixtures/seed-data'].map((folder) => {
      const copy = path.join(scratch, folder);
      cpSync(path.join(__dirname, '..', '..', 'fixtures', 'seed-data'), copy, { recursive: true });
      const file = path.join(copy, 'stays.json');
      const data = read(file) as { en: { extras: Record<string, unknown>[] } };
      data.en.extras = data.en.extras.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id')));
      writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
      return copy;
    });
    return folders;
  }

  it('changes the owner’s data and the seed in one run, each as the editor writes it, and is then done', () => {
    const folders = scratchCopy();
    const changed = folders.flatMap((folder) => migrateFolder(folder));
    expect(changed.map(({ file, steps }) => [path.relative(scratch, file), steps])).toEqual([
      [path.join('content', 'data', 'stays.json'), ['translation-item-ids']],
      [path.join('fixtures', 'seed-data', 'stays.json'), ['translation-item-ids']],
    ]);
    for (const folder of folders) {
      const file = path.join(folder, 'stays.json');
      const data = read(file) as { extras: { id: string }[]; en: { extras: { id: string; name: string }[] } };
      // Each translation's item takes the id of the French item at its place, first, as the pages read them until then.
      expect(data.en.extras.map((extra) => Object.keys(extra)[0])).toEqual(data.en.extras.map(() => 'id'));
      expect(data.en.extras.map((extra) => extra.id)).toEqual(data.extras.map((extra) => extra.id));
      expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(data, null, 2)}\n`);
    }
    // A second run finds nothing to do, and writes nothing.
    expect(folders.flatMap((folder) => migrateFolder(folder))).toEqual([]);
  });

  it('applies the steps in order, a file rewritten only where one changed it', () => {
    const [folder] = scratchCopy();
    const before = readFileSync(path.join(folder!, 'home.json'), 'utf8');
    const steps: Migration[] = [
      { id: 'first', apply: (data, file) => (file === 'voucher.json' ? { ...(data as object), added: 1 } : data) },
      { id: 'second', apply: (data) => ((data as { added?: number }).added === 1 ? { ...(data as object), added: 2 } : data) },
    ];
    expect(migrateFolder(folder!, steps).map(({ file, steps: applied }) => [path.basename(file), applied])).toEqual([
      ['voucher.json', ['first', 'second']],
    ]);
    expect(read(path.join(folder!, 'voucher.json')).added).toBe(2);
    expect(readFileSync(path.join(folder!, 'home.json'), 'utf8')).toBe(before);
  });
});
