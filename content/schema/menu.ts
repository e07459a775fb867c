import { z } from 'zod';
import { allergenFrenchNames, allergens, dietNames, diets } from './allergens';
import { choice, date, euros, id, longText, optional, text } from './common';
import { ownerValue } from './owner-value';

const dish = z
  .object({
    // A dish's French name reads well on every language's carte; its description is what a visitor needs translated.
    name: text('Nom du plat', 'Par exemple Filets de perche meunière').meta({ title: 'Nom du plat', description: 'Par exemple Filets de perche meunière', mayStayFrench: true }),
    description: optional(text('Description', 'Facultative, par exemple Beurre noisette, citron, pommes vapeur')),
    priceEuros: euros('Prix (€)', 'Les centimes après un point : 14.5 pour 14,50 €'),
    diet: optional(choice(diets, dietNames, 'Régime', 'Laissez vide pour un plat ni végétarien ni végan')),
    allergens: z
      .array(choice(allergens, allergenFrenchNames, 'Allergène'))
      .meta({ title: 'Allergènes', description: 'Tous ceux que le plat contient, parmi les 14 ; aucun coché : le plat n’en contient pas' }),
    allergensOfChosenDishes: z
      .boolean()
      .optional()
      .meta({ title: 'Formule : allergènes des plats choisis', description: 'Pour une formule composée de plats de la carte' }),
  })
  .meta({ title: 'Plat' });

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

export type MenuData = z.infer<typeof menuSchema>;
