/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { dataFileOnDisk } from '@/content/data-file';
import { dataFilePath, dataFiles, type DataFile } from './index';
import { homemadeClaim } from './menu';
import { validateDataFile } from './validate';

const entry = (): DataFile => {
  const found = dataFiles.find((file) => file.name === 'menu');
  if (!found) throw new Error('no data file menu');
  return found;
};
type Carte = {
  sections: { value: { dishes: Record<string, unknown>[] }[] };
  meatOrigins: { value: { meat: string; raised: string; slaughtered: string; born?: string }[]; provisional: boolean };
  notes: { value: string; provisional: boolean }[];
};
const shipped = () => JSON.parse(readFileSync(dataFileOnDisk(dataFilePath('menu')), 'utf8')) as Carte;
const check = (data: unknown) => validateDataFile(entry(), JSON.stringify(data, null, 2));

describe('content/data/menu.json against its schema', () => {
  it('refuses two dishes sharing an id, even in two sections, naming the copy', () => {
    const data = shipped();
    const [first, second] = data.sections.value;
    const dish = first?.dishes[0];
    if (!dish || !second) throw new Error('no two sections in the seed');
    second.dishes.push({ ...dish });
    expect(check(data).errors).toEqual([
      `content/data/menu.json › sections.value[1].dishes[${second.dishes.length - 1}].id (Identifiant du plat) : l’identifiant ${String(dish.id)} est déjà pris par un autre plat : ajoutez ce plat avec le bouton de l’éditeur plutôt qu’en copiant un autre, ou donnez-lui un identifiant à lui, par exemple ${String(dish.id)}-2`,
    ]);
  });

  it('holds the origin of each meat bought raw, pork and poultry beside beef, listed while the owner has not confirmed it (décret 2002-1465)', () => {
    const data = shipped();
    expect(check(data).errors).toEqual([]);
    expect(data.meatOrigins.value.map((entry) => entry.meat)).toEqual(expect.arrayContaining(['boeuf', 'porc', 'volaille']));
    expect(check({ ...data, meatOrigins: { ...data.meatOrigins, provisional: true } }).provisional.map((value) => value.label)).toContain(
      'Carte du restaurant : origine des viandes',
    );
    const twice = {
      ...data,
      meatOrigins: { value: [...data.meatOrigins.value, { meat: 'porc', raised: 'ES', slaughtered: 'ES' }], provisional: false },
    };
    expect(check(twice).errors).toEqual([expect.stringContaining('Viande porcine est déjà dans la liste')]);
    // Countries by their code, beef with its country of birth.
    const badCountry = {
      ...data,
      meatOrigins: {
        value: [
          { meat: 'porc', raised: 'Espagne', slaughtered: 'ES' },
          { meat: 'boeuf', raised: 'FR', slaughtered: 'FR' },
        ],
        provisional: false,
      },
    };
    expect(check(badCountry).errors).toEqual([
      expect.stringContaining('meatOrigins.value[0].raised (Élevé dans) : « Espagne » n’est pas un code de pays'),
      expect.stringContaining(
        'meatOrigins.value[1].born (Né dans (viande bovine)) : pour la viande bovine, écrivez aussi le pays de naissance',
      ),
    ]);
  });

  it('refuses an empty allergen selection not ticked « Aucun allergène » (regulation 1169/2011), and a note that says the service itself', () => {
    const data = shipped();
    const [first, ...rest] = data.sections.value;
    if (!first) throw new Error('no section');
    const empty = {
      ...data,
      sections: {
        ...data.sections,
        value: [{ ...first, dishes: [{ ...first.dishes[0], allergens: [], noAllergen: undefined }, ...first.dishes.slice(1)] }, ...rest],
      },
    };
    expect(check(empty).errors).toEqual([
      expect.stringContaining(
        'dishes[0].allergens (Allergènes) : « Velouté de potimarron » : cochez ses allergènes parmi les 14, ou « Aucun allergène »',
      ),
    ]);
    const service = { ...data, notes: [{ value: 'Prix nets, service compris.', provisional: false }] };
    expect(check(service).errors).toEqual([expect.stringContaining('la mention du service (« Prix service compris » et son taux')]);
  });

  it('refuses « maison » in a dish’s name or description, since « fait maison » is a claim the site cannot vouch for (L122-19 to L122-21)', () => {
    for (const claim of ['Terrine maison', 'Frites maison, sauce tartare.', 'Tarte fait maison', 'Tarte faite-maison'])
      expect(homemadeClaim.test(claim)).toBe(true);
    for (const plain of ['Terrine de campagne', 'Maisonnette de pain d’épices', 'Assiette de la Maisonneuve'])
      expect(homemadeClaim.test(plain)).toBe(false);
    const data = shipped();
    const [first, ...rest] = data.sections.value;
    if (!first) throw new Error('no section');
    const withClaim = {
      ...data,
      sections: {
        ...data.sections,
        value: [{ ...first, dishes: [{ ...first.dishes[0], name: 'Terrine de campagne maison' }, ...first.dishes.slice(1)] }, ...rest],
      },
    };
    expect(check(withClaim).errors).toEqual([
      expect.stringContaining('name (Nom du plat) : le mot « maison » annonce un plat « fait maison »'),
    ]);
    for (const section of data.sections.value)
      for (const dish of section.dishes) expect(`${dish.name} ${dish.description ?? ''}`).not.toMatch(homemadeClaim);
  });
});
