/** @jest-environment node */
import { unitFactsIssues, unitFactsSchema } from './unit-facts';

const unknown = unitFactsSchema.parse({
  access: {},
  beds: [],
  bathroom: {},
  heating: {},
  wifi: {},
  phoneSignal: {},
  parking: {},
  wheelchair: 'à compléter',
});

describe('a unit’s facts to live in', () => {
  it('may stay unknown while provisional: every field empty, the wheelchair text a placeholder', () => {
    expect(unknown.access.kind).toBeUndefined();
  });

  it('reads a number the editor saved empty (null) as not given, as it reads an empty text', () => {
    const saved = unitFactsSchema.safeParse({
      access: { kind: 'plain-pied', heightMetres: null },
      minimumChildAge: null,
      beds: [],
      bathroom: {},
      heating: {},
      wifi: {},
      phoneSignal: {},
      parking: { distanceMetres: null, walkingMinutes: null },
      wheelchair: 'à compléter',
    });
    expect(saved.success).toBe(true);
    expect(saved.data?.access.heightMetres).toBeUndefined();
    expect(saved.data?.minimumChildAge).toBeUndefined();
  });

  it('asks, once the owner unticks « Valeur provisoire », only the wheelchair text still the stand-in: every other fact left empty is left out of the page', () => {
    const paths = unitFactsIssues(unknown).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['wheelchair']);
    expect(unitFactsIssues(unknown).at(-1)?.message).toMatch(/fauteuil roulant/);
  });

  it('asks a ladder’s height, and nothing more once all is said', () => {
    const ladder = unitFactsSchema.parse({
      access: { kind: 'echelle' },
      beds: [{ kind: 'double', widthCm: 140, lengthCm: 200 }],
      bathroom: { washing: 'aucune', toilet: 'seche', toiletPlace: 'dehors' },
      heating: { kind: 'aucun' },
      wifi: { level: 'non' },
      phoneSignal: { level: 'faible' },
      parking: { distanceMetres: 200, walkingMinutes: 4 },
      wheelchair: 'Pas d’accès : une échelle de 2,5 m.',
    });
    expect(unitFactsIssues(ladder).map((issue) => issue.path.join('.'))).toEqual(['access.heightMetres']);
    expect(unitFactsIssues({ ...ladder, access: { kind: 'echelle', heightMetres: 2.5 } })).toEqual([]);
  });
});

describe('a unit’s facts in stays.json', () => {
  it('names the unit in what the editor and check:content say once its box is unticked', async () => {
    const { staysSchema } = await import('./stays');
    const { readFileSync } = await import('node:fs');
    const seed = JSON.parse(readFileSync('fixtures/seed-data/stays.json', 'utf8')) as {
      unitTypes: { units: { value: { facts: { value: unknown; provisional: boolean } }[] } }[];
    };
    const unit = seed.unitTypes[1]?.units.value[0];
    if (!unit) throw new Error('the seed’s small cabin is missing');
    unit.facts = {
      value: { access: {}, beds: [], bathroom: {}, heating: {}, wifi: {}, phoneSignal: {}, parking: {}, wheelchair: 'à compléter' },
      provisional: false,
    };
    const result = staysSchema.safeParse(seed);
    const issues = result.success ? [] : result.error.issues;
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['unitTypes.1.units.value.0.facts.value.wheelchair']);
    expect(issues.every((issue) => issue.message.startsWith('Petite cabane : case « Valeur provisoire » décochée'))).toBe(true);
  });
});
