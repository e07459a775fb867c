/** @jest-environment node */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { readDataAsWritten } from './editor-values';
import { arrayElement, objectShape, recordValue, unwrap } from './fields';
import { dataFilePath, dataFiles, type DataFile } from './index';
import { dataFileOnDisk } from '@/content/data-file';
import type { MenuData } from './menu';
import { validateDataFile } from './validate';

const entry = (name: string): DataFile => {
  const found = dataFiles.find((file) => file.name === name);
  if (!found) throw new Error(`no data file ${name}`);
  return found;
};
const shipped = (name: string) => JSON.parse(readFileSync(dataFileOnDisk(dataFilePath(name)), 'utf8')) as Record<string, unknown>;

/** A dish and a section as the editor saves them when the owner fills only what is required. */
const editorWrittenSection = {
  id: 'suggestions',
  title: 'Suggestions',
  note: '',
  // No allergen ticked, and the owner's box « Aucun allergène » ticked: the carte then says « aucun ».
  dishes: [
    {
      name: 'Tarte aux myrtilles',
      description: '',
      priceEuros: 7.5,
      diets: [],
      allergens: [],
      noAllergen: true,
      allergensOfChosenDishes: false,
      alcohol: false,
      // Made by the editor for a dish the owner adds (Sveltia CMS's uuid widget, Base32).
      id: 'plat-pspgm6luevan5fcl4b74d6ik44',
    },
  ],
};

function carteWith(section: unknown) {
  const menu = shipped('menu') as { sections: { value: unknown[] } };
  menu.sections.value.push(section);
  return menu;
}

describe('an optional text or choice left empty ("" as the editor writes it) is absent', () => {
  it('saves the carte: a dish without description or diet, a section without note', () => {
    const result = validateDataFile(entry('menu'), JSON.stringify(carteWith(editorWrittenSection)));
    expect(result.errors).toEqual([]);
    const added = (result.data as MenuData).sections.value.at(-1);
    expect(added?.note).toBeUndefined();
    expect(added?.dishes[0]?.description).toBeUndefined();
    expect(added?.dishes[0]?.diets).toEqual([]);
    // No allergen ticked stays written, as an explicit empty list: the dish contains none of the 14.
    expect(added?.dishes[0]?.allergens).toEqual([]);
  });

  it('gives the pages the same carte as the schema reads: undefined, never ""', () => {
    const data = carteWith(editorWrittenSection);
    const read = readDataAsWritten<MenuData>(data);
    expect(read).toEqual(entry('menu').schema.parse(data));
    const dish = read.sections.value.at(-1)?.dishes[0];
    expect(dish && 'description' in dish).toBe(false);
  });

  it('still refuses a wrong choice and a required text left empty, in French', () => {
    const wrongDiet = carteWith({
      ...editorWrittenSection,
      dishes: [{ ...editorWrittenSection.dishes[0], name: '', diets: ['vegetarien', 'sans-sel'] }],
    });
    expect(validateDataFile(entry('menu'), JSON.stringify(wrongDiet)).errors).toEqual([
      'content/data/menu.json › sections.value[6].dishes[0].name (Nom du plat) : ce champ est vide : écrivez le texte.',
      'content/data/menu.json › sections.value[6].dishes[0].diets[1] (Régime) : « sans-sel » n’est pas dans la liste : écrivez l’un de vegetarien (Végétarien), vegan (Végan), sans-gluten (Sans gluten)',
    ]);
  });

  it('refuses a dish whose allergens were left out: no list is not « contains none »', () => {
    const withoutList: Record<string, unknown> = { ...editorWrittenSection.dishes[0] };
    delete withoutList.allergens;
    expect(validateDataFile(entry('menu'), JSON.stringify(carteWith({ ...editorWrittenSection, dishes: [withoutList] }))).errors).toEqual([
      'content/data/menu.json › sections.value[6].dishes[0].allergens (Allergènes) : ce champ manque : ajoutez-le (voir le même champ dans les autres entrées du fichier)',
    ]);
  });

  it.each(dataFiles.map((file) => file.name))('%s as shipped reads the same for the pages as for the schema', (name) => {
    const data = shipped(name);
    expect(readDataAsWritten(data)).toEqual(entry(name).schema.parse(data));
  });
});

describe('a photo the editor names from the repository’s root is the photo of content/photos by that name', () => {
  it('reads "/content/photos/lac-ponton.jpg", as the editor writes a photo picked among those sent, as "lac-ponton.jpg"', () => {
    const page = shipped('accommodations-page') as { chalets: { images: { file: string; alt: string }[] } };
    page.chalets.images.push({ file: '/content/photos/lac-ponton.jpg', alt: 'Ponton en bois au bord du lac' });
    const result = validateDataFile(entry('accommodations-page'), JSON.stringify(page));
    expect(result.errors).toEqual([]);
    expect((result.data as typeof page).chalets.images.at(-1)).toEqual({ file: 'lac-ponton.jpg', alt: 'Ponton en bois au bord du lac' });
    expect(readDataAsWritten(page)).toEqual(result.data);
  });

  it('still refuses a photo field left empty', () => {
    const page = shipped('accommodations-page') as { chalets: { images: { file: string; alt: string }[] } };
    page.chalets.images.push({ file: '', alt: 'Ponton' });
    expect(validateDataFile(entry('accommodations-page'), JSON.stringify(page)).errors).toEqual([
      'content/data/accommodations-page.json › chalets.images[7].file (Fichier) : aucune photo choisie : choisissez un fichier de content/photos',
    ]);
  });
});

/** Every text or choice field of a schema that the owner may not leave empty, by its path. */
function requiredTexts(schema: z.ZodType, where: string): { where: string; schema: z.ZodType }[] {
  const field = unwrap(schema);
  if (field.optional) return [];
  const shape = objectShape(field.schema);
  if (shape) return Object.entries(shape).flatMap(([key, child]) => requiredTexts(child, `${where}.${key}`));
  const item = arrayElement(field.schema) ?? recordValue(field.schema);
  if (item) return requiredTexts(item, `${where}[]`);
  return field.schema.safeParse('x').success || field.schema.safeParse('12:00').success ? [{ where, schema: field.schema }] : [];
}

// What makes readDataAsWritten safe: in a file that passed its schema, a "" can only be an optional field.
it('has no text a data file requires that an empty "" would satisfy', () => {
  const acceptingEmpty = dataFiles
    .flatMap((file) => requiredTexts(file.schema, file.name))
    .filter((field) => field.schema.safeParse('').success);
  expect(acceptingEmpty.map((field) => field.where)).toEqual([]);
});
