import { z } from 'zod';
import { allergenFrenchNames, allergens, dietNames, diets } from './allergens';
import { choice, date, euros, id, longText, optional, text } from './common';
import { ownerValue } from './owner-value';

/**
 * « Maison » on a carte claims « fait maison » (Code de la consommation L122-19 to L122-21, D122-1 to
 * D122-3): a dish made on site from raw products, which the carte then marks with its logo or mention
 * and explains. The site cannot vouch for a dish's making, so it does not print the claim: the word
 * is refused in a dish's name and description, and the carte says nothing of « fait maison ».
 */
export const homemadeClaim = /(?<![\p{L}])(?:fait[es]?[-\s]+)?maison(?![\p{L}])/iu;
const homemadeMessage =
  'le mot « maison » annonce un plat « fait maison » (élaboré sur place à partir de produits bruts, Code de la consommation, articles L122-19 à L122-21), mention que le site ne peut pas garantir : retirez-le du nom et de la description';
/** A dish's text without the claim; its title and hint set again, on the refined field the editor reads. */
const dishText = (title: string, description: string, extra: { mayStayFrench?: true } = {}) =>
  text(title, description)
    .refine((value) => !homemadeClaim.test(value), { error: homemadeMessage })
    .meta({ title, description, ...extra });

export const meats = ['boeuf', 'porc', 'volaille', 'agneau'] as const;
export type Meat = (typeof meats)[number];
const meatNames = { boeuf: 'Viande bovine', porc: 'Viande porcine', volaille: 'Volaille', agneau: 'Viande ovine (agneau, mouton)' } as const;

/** The origin of a meat bought raw (décret 2002-1465, extended to pork, poultry and lamb in 2022 and 2025). */
const meatOrigin = z
  .object({
    meat: choice(meats, meatNames, 'Viande'),
    origin: text('Origine', 'Le pays où l’animal est né, a été élevé et abattu, par exemple France ; s’ils diffèrent : née en Irlande, élevée et abattue en France'),
  })
  .meta({ title: 'Origine d’une viande' });

const dish = z
  .object({
    // A dish's French name reads well on every language's carte; its description is what a visitor needs translated.
    name: dishText('Nom du plat', 'Par exemple Filets de perche meunière', { mayStayFrench: true }),
    description: optional(dishText('Description', 'Facultative, par exemple Beurre noisette, citron, pommes vapeur')),
    priceEuros: euros('Prix (€)', 'Les centimes après un point : 14.5 pour 14,50 €'),
    // No diet ticked may be saved as an empty list or left out (a multiple choice left empty in the
    // editor, a dish added by hand): both read as a dish that follows none.
    diets: z
      .array(choice(diets, dietNames, 'Régime'))
      .default([])
      .meta({ title: 'Régimes', description: 'Tous ceux que le plat suit, par exemple Végétarien et Sans gluten ; aucun coché : le plat n’en suit aucun' }),
    allergens: z
      .array(choice(allergens, allergenFrenchNames, 'Allergène'))
      .meta({ title: 'Allergènes', description: 'Tous ceux que le plat contient, parmi les 14 ; aucun coché : le plat n’en contient pas' }),
    allergensOfChosenDishes: z
      .boolean()
      .optional()
      .meta({ title: 'Formule : allergènes des plats choisis', description: 'Pour une formule composée de plats de la carte' }),
  })
  .meta({ title: 'Plat' })
  .check((context) => {
    const { diets: followed, allergens: contained } = context.value;
    followed.forEach((diet, index) => {
      if (followed.indexOf(diet) !== index) {
        context.issues.push({ code: 'custom', input: diet, path: ['diets', index], message: `le régime ${dietNames[diet]} est coché deux fois : gardez-en un` });
      }
    });
    const glutenFree = followed.indexOf('sans-gluten');
    if (glutenFree >= 0 && contained.includes('gluten')) {
      context.issues.push({
        code: 'custom',
        input: 'sans-gluten',
        path: ['diets', glutenFree],
        message: 'le plat est dit « Sans gluten » mais ses allergènes comptent le gluten : décochez l’un des deux',
      });
    }
  });

const section = z
  .object({
    id: id('Identifiant', 'Dans l’adresse de la section (#carte-plats) : minuscules et tirets, par exemple plats'),
    title: text('Titre de la section', 'Par exemple Entrées'),
    note: optional(text('Note', 'Facultative, sous le titre, par exemple Jusqu’à 12 ans.')),
    dishes: z.array(dish).min(1, { error: 'section vide : ajoutez un plat ou retirez la section' }).meta({ title: 'Plats' }),
  })
  .meta({ title: 'Section' });

export const menuSchema = z
  .object({
    season: ownerValue(text('Nom de la carte', 'Saison ou nom, par exemple Carte d’automne'), 'Carte du restaurant : nom ou saison de la carte'),
    validFrom: ownerValue(date('Servie à partir du', 'Par exemple 2026-11-01'), 'Carte du restaurant : date à partir de laquelle elle est servie (AAAA-MM-JJ)'),
    sections: ownerValue(
      z.array(section).min(1).meta({ title: 'Sections' }),
      'Carte du restaurant : plats, descriptions, prix et allergènes (exemple à remplacer)',
    ),
    meatOrigins: ownerValue(
      z
        .array(meatOrigin)
        .meta({
          title: 'Origine des viandes',
          description: 'Chaque viande de la carte achetée crue (bœuf, porc, volaille, agneau) et son pays d’origine, comme la loi le demande (décret n° 2002-1465) ; montrée sous la carte et dans son PDF, dans chaque langue',
        })
        .check((context) => {
          const seen = new Set<string>();
          context.value.forEach((entry, index) => {
            if (seen.has(entry.meat)) {
              context.issues.push({ code: 'custom', input: entry.meat, path: [index, 'meat'], message: `${meatNames[entry.meat]} est déjà dans la liste : gardez une seule ligne par viande` });
            }
            seen.add(entry.meat);
          });
        }),
      'Carte du restaurant : origine des viandes',
      { needed: 'Décret n° 2002-1465 : l’origine des viandes servies est écrite sur la carte', neededWhen: 'carteGiven' },
    ),
    notes: z
      .array(ownerValue(longText('Note'), 'Carte du restaurant : note sous les plats'))
      .meta({ title: 'Notes sous la carte', description: 'Prix, origines, ce qui peut changer' }),
  })
  .meta({ title: 'La carte' })
  .check((context) => {
    const seen = new Set<string>();
    context.value.sections.value.forEach((entry, index) => {
      if (seen.has(entry.id)) {
        context.issues.push({ code: 'custom', input: entry.id, path: ['sections', 'value', index, 'id'], message: `l’identifiant « ${entry.id} » est déjà pris par une autre section : choisissez-en un autre` });
      }
      seen.add(entry.id);
    });
  });

// Read without zod (content/localized-data.ts): a dish's diets, which default to none, may be absent
// from the file; its readers give them the same default.
export type MenuData = z.infer<typeof menuSchema>;
