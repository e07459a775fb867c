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
type Carte = { sections: { value: { dishes: { name: string; description?: string }[] }[] }; meatOrigins: { value: { meat: string; origin: string }[]; provisional: boolean } };
const shipped = () => JSON.parse(readFileSync(dataFileOnDisk(dataFilePath('menu')), 'utf8')) as Carte;
const check = (data: unknown) => validateDataFile(entry(), JSON.stringify(data, null, 2));

describe('content/data/menu.json against its schema', () => {
  it('holds the origin of each meat bought raw, pork and poultry beside beef, listed while the owner has not confirmed it (décret 2002-1465)', () => {
    const data = shipped();
    expect(check(data).errors).toEqual([]);
    expect(data.meatOrigins.value.map((entry) => entry.meat)).toEqual(expect.arrayContaining(['boeuf', 'porc', 'volaille']));
    expect(check({ ...data, meatOrigins: { ...data.meatOrigins, provisional: true } }).provisional.map((value) => value.label)).toContain('Carte du restaurant : origine des viandes');
    const twice = { ...data, meatOrigins: { value: [...data.meatOrigins.value, { meat: 'porc', origin: 'Espagne' }], provisional: false } };
    expect(check(twice).errors).toEqual([expect.stringContaining('Viande porcine est déjà dans la liste')]);
  });

  it('refuses « maison » in a dish’s name or description, since « fait maison » is a claim the site cannot vouch for (L122-19 to L122-21)', () => {
    for (const claim of ['Terrine maison', 'Frites maison, sauce tartare.', 'Tarte fait maison', 'Tarte faite-maison']) expect(homemadeClaim.test(claim)).toBe(true);
    for (const plain of ['Terrine de campagne', 'Maisonnette de pain d’épices', 'Assiette de la Maisonneuve']) expect(homemadeClaim.test(plain)).toBe(false);
    const data = shipped();
    const [first, ...rest] = data.sections.value;
    if (!first) throw new Error('no section');
    const withClaim = { ...data, sections: { ...data.sections, value: [{ ...first, dishes: [{ ...first.dishes[0], name: 'Terrine de campagne maison' }, ...first.dishes.slice(1)] }, ...rest] } };
    expect(check(withClaim).errors).toEqual([expect.stringContaining('name (Nom du plat) : le mot « maison » annonce un plat « fait maison »')]);
    for (const section of data.sections.value) for (const dish of section.dishes) expect(`${dish.name} ${dish.description ?? ''}`).not.toMatch(homemadeClaim);
  });
});
