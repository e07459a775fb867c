// The facts an owner's text may name between braces, as in « Le restaurant vous accueille
// {horaires du restaurant}. »: the site writes each from the data files, in the text's language
// (content/fact-texts.ts), so that the sentence follows the hours. The names are French in every
// language: a translation keeps them as they are. Plain constants, without zod: the pages' modules
// read them too.
import { unitTypeIds, unitTypes, type CapacityPlaceholder } from '@/content/unit-types';
import { placeholderKey } from '@/lib/placeholders';

/** Each unit type's capacity (content/unit-types.ts): the first says where it comes from, the others « de même ». */
const capacityPlaceholders = Object.fromEntries(
  unitTypeIds.map((id, index) => [
    unitTypes[id].capacityPlaceholder,
    index === 0 ? 'personnes au plus, d’après les Hébergements des Séjours' : 'de même',
  ]),
) as Record<CapacityPlaceholder, string>;

/** Each name, as the owner writes it, and what it writes, as the editor's hint says it. */
export const factPlaceholders = {
  'horaires du restaurant': 'les jours et services de la semaine',
  'horaires de l’étang': 'ses heures d’accès',
  'saison de la verrerie': 'ses périodes d’ouverture',
  'jours de la verrerie': 'ses jours d’ouverture, jours fériés compris',
  'visite de la verrerie': 'gratuite ou payante',
  ...capacityPlaceholders,
  'heures d’arrivée': 'l’heure d’arrivée, d’après les Hébergements des Prix',
  'heures de départ': 'l’heure de départ, de même',
  animaux: 'le supplément par animal et par nuit, de même',
  caution: 'le montant de la caution, de même',
} as const satisfies Readonly<Record<string, string>>;

export type FactPlaceholder = keyof typeof factPlaceholders;

export const factPlaceholderNames = Object.keys(factPlaceholders) as FactPlaceholder[];

/** The name a placeholder stands for, however the owner typed it; undefined for a name the site does not know. */
export function factPlaceholderOf(name: string): FactPlaceholder | undefined {
  const key = placeholderKey(name);
  return factPlaceholderNames.find((known) => known === key);
}

/** The names as the owner writes them: "{horaires du restaurant}, {horaires de l’étang}…". */
export const factPlaceholderList = factPlaceholderNames.map((name) => `{${name}}`).join(', ');

/** The editor's hint on a text that may state a fact: the placeholders that write it from the data. */
export const factPlaceholdersHint = `Un fait tenu à jour ailleurs s’écrit entre accolades, et la page l’écrit dans chaque langue : ${factPlaceholderNames
  .map((name) => `{${name}} (${factPlaceholders[name]})`)
  .join(', ')}. Une traduction garde ces noms tels quels.`;
