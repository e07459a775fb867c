/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateFolder } from './migrate-folder';
import { slugOfWords, type Migration } from './migrations';

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

  it('gives the FAQ’s questions an id made from their French words, each translation its French question’s by position, and keeps an id once given', () => {
    const [folder] = scratchCopy();
    const file = path.join(folder!, 'faq.json');
    type Faq = { groups: { id: string; questions: Record<string, unknown>[] }[] } & Record<string, unknown>;
    const seeded = read(file) as Faq;
    const withoutIds = (faq: Faq) => faq.groups.forEach((group) => group.questions.forEach((item) => delete item.id));
    const data = JSON.parse(JSON.stringify(seeded)) as Faq;
    for (const lang of ['en', 'nl', 'de']) withoutIds(data[lang] as Faq);
    withoutIds(data);
    // A question that has an id (in French and its translations) keeps it, and a second question with the same words takes -2.
    for (const faq of [data, ...['en', 'nl', 'de'].map((lang) => data[lang] as Faq)]) faq.groups[0]!.questions[0]!.id = 'arrivee-heure';
    const [, second] = data.groups[0]!.questions;
    const duplicate = { ...second!, answer: { value: 'Oui.', provisional: false } };
    data.groups[1]!.questions.push(duplicate);
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    expect(migrateFolder(folder!).map(({ file: changed, steps }) => [path.basename(changed), steps])).toEqual([
      ['faq.json', ['faq-question-ids']],
      ['stays.json', ['translation-item-ids']],
    ]);
    const migrated = read(file) as Faq;
    const ids = migrated.groups.map((group) => group.questions.map((item) => item.id));
    expect(ids[0]![0]).toBe('arrivee-heure');
    expect(ids[0]![1]).toBe(slugOfWords(String(second!.question)));
    const copy = `${slugOfWords(String(second!.question))}-2`;
    expect(ids[1]!.at(-1)).toBe(copy);
    // Every other question takes the id made from its French words (an id once given stays when the words
    // change later: the seed's may differ from its words today, so they are made afresh here).
    expect(
      ids
        .flat()
        .filter((id) => id !== copy)
        .slice(1),
    ).toEqual(
      data.groups
        .flatMap((group) => group.questions.filter((item) => item !== duplicate).map((item) => slugOfWords(String(item.question))))
        .slice(1),
    );
    for (const lang of ['en', 'nl', 'de']) {
      const translated = migrated[lang] as Faq;
      expect(translated.groups.map((group) => group.questions.map((item) => item.id))).toEqual(
        translated.groups
          .map((group) => migrated.groups.find((french) => french.id === group.id)!.questions.map((item) => item.id))
          .map((french, index) => french.slice(0, translated.groups[index]!.questions.length)),
      );
      // Last in each question, under the answer, as the editor writes it.
      expect(translated.groups.flatMap((group) => group.questions.map((item) => Object.keys(item).at(-1)))).toEqual(
        translated.groups.flatMap((group) => group.questions.map(() => 'id')),
      );
    }
    expect(migrateFolder(folder!)).toEqual([]);
  });

  it('gives the carte’s dishes an id made from their French name, and each translation its French dish’s, inside the value to supply', () => {
    const [folder] = scratchCopy();
    const file = path.join(folder!, 'menu.json');
    type Carte = { sections: { value: { id: string; dishes: Record<string, unknown>[] }[] } } & Record<string, unknown>;
    const seeded = read(file) as Carte;
    const data = JSON.parse(JSON.stringify(seeded)) as Carte;
    for (const carte of [data, ...['en', 'nl', 'de'].map((lang) => data[lang] as Carte)])
      carte.sections.value.forEach((section) => section.dishes.forEach((dish) => delete dish.id));
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    expect(migrateFolder(folder!).map(({ file: changed, steps }) => [path.basename(changed), steps])).toEqual([
      ['menu.json', ['menu-dish-ids']],
      ['stays.json', ['translation-item-ids']],
    ]);
    const migrated = read(file) as Carte;
    const idsOf = (carte: Carte) => carte.sections.value.map((section) => section.dishes.map((dish) => dish.id));
    expect(idsOf(migrated)).toEqual(idsOf(seeded));
    expect(idsOf(migrated)[0]![0]).toBe(slugOfWords(String(migrated.sections.value[0]!.dishes[0]!.name)));
    for (const lang of ['en', 'nl', 'de']) expect(idsOf(migrated[lang] as Carte)).toEqual(idsOf(seeded[lang] as Carte));
    expect(migrateFolder(folder!)).toEqual([]);
  });

  it('makes a question’s id from its words once: lowercase, no accent, cut between words and never after a small one', () => {
    expect(slugOfWords('À quelle heure peut-on arriver ?')).toBe('a-quelle-heure-peut-on-arriver');
    expect(slugOfWords('Y a-t-il des toilettes et une douche dans la cabane ?')).toBe('y-a-t-il-des-toilettes-et-une-douche');
    expect(slugOfWords('Où se gare-t-on ?')).toBe('ou-se-gare-t-on');
    expect(slugOfWords('?')).toBe('');
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
