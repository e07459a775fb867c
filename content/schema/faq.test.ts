/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { dataFileOnDisk } from '@/content/data-file';
import { dataFilePath, dataFiles, type DataFile } from './index';
import { validateDataFile } from './validate';

const entry = (name: string): DataFile => {
  const found = dataFiles.find((file) => file.name === name);
  if (!found) throw new Error(`no data file ${name}`);
  return found;
};
const seed = (name: string) =>
  JSON.parse(readFileSync(dataFileOnDisk(dataFilePath(name)), 'utf8')) as Record<string, unknown> & {
    reviews: Record<string, unknown>[];
    groups: Record<string, unknown>[];
  };
const check = (name: string, data: unknown) => validateDataFile(entry(name), JSON.stringify(data, null, 2));

describe('the questions and the reviews against their schema', () => {
  it('passes as seeded, and lists an answer still to write as provisional', () => {
    const faq = check('faq', seed('faq'));
    expect(faq.errors).toEqual([]);
    expect(faq.provisional.map((value) => value.label)).toContain('Questions fréquentes : réponse');
    expect(check('reviews', seed('reviews')).errors).toEqual([]);
  });

  it('refuses a theme listed twice, naming it', () => {
    const data = seed('faq');
    const first = data.groups[0] ?? {};
    const questions = (first as { questions: { id: string }[] }).questions.map((item) => ({ ...item, id: `${item.id}-2` }));
    expect(check('faq', { ...data, groups: [...data.groups, { ...first, questions }] }).errors).toEqual([
      `content/data/faq.json › groups[${data.groups.length}].id (Thème) : le thème Arrivée est déjà dans la liste : mettez ces questions dans le premier`,
    ]);
  });

  it('refuses a question without its id, and two questions sharing one, naming the field', () => {
    const data = seed('faq');
    const groups = data.groups as { questions: Record<string, unknown>[] }[];
    const [first] = groups[0]?.questions ?? [];
    if (!first || groups.length < 2) throw new Error('no question in the seed');
    // The owner copies a question into another theme with a file editor, its id with it.
    groups[1]!.questions.push({ ...first });
    const last = groups[1]!.questions.length - 1;
    expect(check('faq', data).errors).toEqual([
      `content/data/faq.json › groups[1].questions[${last}].id (Identifiant de la question) : l’identifiant ${String(first.id)} est déjà pris par une autre question : ajoutez cette question avec le bouton de l’éditeur plutôt qu’en copiant une autre, ou donnez-lui un identifiant à elle, par exemple ${String(first.id)}-2`,
    ]);
    delete groups[1]!.questions[last]!.id;
    expect(check('faq', data).errors).toEqual([expect.stringContaining(`groups[1].questions[${last}].id (Identifiant de la question)`)]);
  });

  it('refuses a fact the site cannot write in an answer', () => {
    const data = seed('faq');
    const group = data.groups[0] as { questions: { answer: { value: string } }[] };
    const question = group.questions[0];
    if (!question) throw new Error('no question in the seed');
    question.answer.value = 'Arrivée {heure du check-in}.';
    expect(check('faq', data).errors.join('\n')).toContain('{heure du check-in} n’est pas un fait que le site sait écrire');
  });

  it('refuses a stay after its review, a country written as a name, and a full surname too long for an initial', () => {
    const data = seed('reviews');
    const [review] = data.reviews;
    const errors = check('reviews', {
      ...data,
      reviews: [
        { ...review, reviewDate: '2026-07-05', stayMonth: '2026-08', country: 'France', author: 'Claire Marie-Louise Montgomery-Dubois' },
      ],
    }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('le séjour (2026-08) est après l’avis (2026-07-05)'),
        expect.stringContaining('« France » n’est pas un code de pays'),
        expect.stringContaining('écrivez un prénom et une initiale'),
      ]),
    );
  });
});
