/** @jest-environment node */
import { unitFactsIssues, unitFactsSchema } from './unit-facts';

const unknown = unitFactsSchema.parse({ access: {}, beds: [], bathroom: {}, heating: {}, wifi: {}, phoneSignal: {}, parking: {}, wheelchair: 'à compléter' });

describe('a unit’s facts to live in', () => {
  it('may stay unknown while provisional: every field empty, the wheelchair text a placeholder', () => {
    expect(unknown.access.kind).toBeUndefined();
  });

  it('asks, once the owner unticks « Valeur provisoire », for each fact a page would otherwise call « à compléter », in French', () => {
    const paths = unitFactsIssues(unknown).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['access.kind', 'beds', 'bathroom.washing', 'bathroom.toilet', 'heating.kind', 'wifi.level', 'phoneSignal.level', 'parking.distanceMetres', 'parking.walkingMinutes', 'wheelchair']);
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
