// What a unit is like to live in (issue 41), per chalet and per cabin: the access and its height,
// the youngest child it takes, the beds, the bathroom and the toilet (a dry toilet said as such), the
// heating, Wi-Fi and phone signal, the parking, and what a wheelchair user can do there, in words.
// Facts the specification leaves unknown: content/data holds them as an ownerValue() still to supply,
// every field left empty, box ticked: the pages leave the unit's list out (content/given-facts.ts).
// Once the box is unticked, each fact given shows with its label and each left empty is left out; the
// schema asks only what a page could not leave out honestly (unitFactsIssues).
import { z } from 'zod';
import { choice, longText, optional, text } from './common';

/** The editor writes null for a number field left empty (as for an event's amount, events.ts): not given. */
const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: unknown) => (value === null ? undefined : value), optional(schema));

export const accessKinds = ['plain-pied', 'marches', 'escalier', 'echelle'] as const;
export const bedKinds = ['double', 'simple', 'superpose', 'canape-lit', 'lit-bebe'] as const;
export const washingKinds = ['douche', 'baignoire', 'douche-et-baignoire', 'aucune'] as const;
export const toiletKinds = ['chasse', 'seche', 'aucune'] as const;
export const heatingKinds = ['aucun', 'electrique', 'poele-bois', 'pompe-a-chaleur', 'gaz', 'fioul'] as const;
export const signalLevels = ['oui', 'faible', 'non'] as const;
export const toiletPlaces = ['dedans', 'dehors'] as const;

export type AccessKind = (typeof accessKinds)[number];
export type BedKind = (typeof bedKinds)[number];
export type WashingKind = (typeof washingKinds)[number];
export type ToiletKind = (typeof toiletKinds)[number];
export type HeatingKind = (typeof heatingKinds)[number];
export type SignalLevel = (typeof signalLevels)[number];
export type ToiletPlace = (typeof toiletPlaces)[number];

const quoted = (input: unknown) => `« ${typeof input === 'string' ? input : JSON.stringify(input)} »`;

const measure = (title: string, description: string, unit: string, max: number) =>
  z
    .number({
      error: (issue) =>
        `${quoted(issue.input)} n’est pas un nombre : écrivez-le en chiffres, par exemple ${description.replace(/^.*par exemple /, '')}`,
    })
    .min(0, { abort: true, error: `écrivez un nombre de 0 ou plus (${unit})` })
    .max(max, { abort: true, error: `écrivez un nombre de ${max} ou moins (${unit})` })
    .meta({ title, description });

const whole = (title: string, description: string, unit: string, max: number) =>
  z
    .int({ error: (issue) => `${quoted(issue.input)} n’est pas un nombre entier : écrivez-le en chiffres, sans virgule` })
    .min(0, { abort: true, error: `écrivez un nombre de 0 ou plus (${unit})` })
    .max(max, { abort: true, error: `écrivez un nombre de ${max} ou moins (${unit})` })
    .meta({ title, description });

const signal = (title: string) =>
  z
    .object({
      level: optional(choice(signalLevels, { oui: 'Oui', faible: 'Faible', non: 'Non' }, 'Réception')),
      note: optional(text('Précision', 'Par exemple : seulement près du restaurant ; Orange passe, Free non')),
    })
    .meta({ title });

export const unitFactsSchema = z
  .object({
    access: z
      .object({
        kind: optional(
          choice(
            accessKinds,
            { 'plain-pied': 'De plain-pied', marches: 'Quelques marches', escalier: 'Un escalier', echelle: 'Une échelle' },
            'Pour entrer',
          ),
        ),
        heightMetres: optionalNumber(measure('Hauteur (mètres)', 'La hauteur à monter, par exemple 2.5', 'mètres', 30)),
        note: optional(text('Précision', 'Par exemple : rampe des deux côtés, 14 marches')),
      })
      .meta({ title: 'Accès' }),
    minimumChildAge: optionalNumber(
      whole(
        'Âge minimum des enfants (ans)',
        'L’âge à partir duquel un enfant peut y dormir, par exemple 6 ; laissez vide s’il n’y en a pas',
        'ans',
        17,
      ),
    ),
    beds: z
      .array(
        z
          .object({
            kind: choice(
              bedKinds,
              {
                double: 'Lit double',
                simple: 'Lit simple',
                superpose: 'Lits superposés',
                'canape-lit': 'Canapé-lit',
                'lit-bebe': 'Lit bébé',
              },
              'Sorte de lit',
            ),
            widthCm: whole('Largeur (cm)', 'Par exemple 140', 'centimètres', 300),
            lengthCm: whole('Longueur (cm)', 'Par exemple 190', 'centimètres', 300),
          })
          .meta({ title: 'Lit' }),
      )
      .meta({ title: 'Lits et leurs dimensions' }),
    bathroom: z
      .object({
        washing: optional(
          choice(
            washingKinds,
            { douche: 'Douche', baignoire: 'Baignoire', 'douche-et-baignoire': 'Douche et baignoire', aucune: 'Ni douche ni baignoire' },
            'Pour se laver',
          ),
        ),
        toilet: optional(
          choice(toiletKinds, { chasse: 'Toilettes à chasse d’eau', seche: 'Toilettes sèches', aucune: 'Pas de toilettes' }, 'Toilettes'),
        ),
        toiletPlace: optional(choice(toiletPlaces, { dedans: 'Dans le logement', dehors: 'Dehors, à côté' }, 'Où sont les toilettes')),
        note: optional(text('Précision', 'Par exemple : douche et toilettes au bloc sanitaire, à 50 m')),
      })
      .meta({ title: 'Salle de bain et toilettes' }),
    heating: z
      .object({
        kind: optional(
          choice(
            heatingKinds,
            {
              aucun: 'Pas de chauffage',
              electrique: 'Électrique',
              'poele-bois': 'Poêle à bois',
              'pompe-a-chaleur': 'Pompe à chaleur',
              gaz: 'Gaz',
              fioul: 'Fioul',
            },
            'Chauffage',
          ),
        ),
        note: optional(text('Précision', 'Par exemple : couettes chaudes fournies')),
      })
      .meta({ title: 'Chauffage' }),
    wifi: signal('Wi-Fi'),
    phoneSignal: signal('Réseau de téléphone mobile'),
    parking: z
      .object({
        distanceMetres: optionalNumber(whole('Distance (mètres)', 'Du parking à la porte, par exemple 150', 'mètres', 5000)),
        walkingMinutes: optionalNumber(whole('À pied (minutes)', 'Par exemple 3', 'minutes', 120)),
        note: optional(text('Précision', 'Par exemple : chariot pour les bagages au parking')),
      })
      .meta({ title: 'Parking' }),
    wheelchair: longText(
      'Fauteuil roulant : ce qui est possible',
      'Dites exactement si une personne en fauteuil peut entrer et dormir, et avec quoi (rampe, largeur des portes, lit, douche…), jamais seulement « accessible ». Par exemple : pas d’accès, l’échelle de 2,5 m ne se passe pas en fauteuil',
    ),
  })
  .meta({ title: 'Vivre dans ce logement' });

export type UnitFacts = z.infer<typeof unitFactsSchema>;

/** The wheelchair text while the owner has not written it: the data files' stand-in. */
const unwritten = (text: string) => /à compléter/i.test(text);

/**
 * What a unit's page could not show honestly once the owner unticks « Valeur provisoire »: the
 * wheelchair text still the stand-in, a ladder or stairs without their height. Each by its path under
 * the value and in French, so the editor and check:content name it. Any other fact left empty is
 * simply left out of the page, with its label.
 */
export function unitFactsIssues(facts: UnitFacts): { path: PropertyKey[]; message: string }[] {
  const missing: [PropertyKey[], string][] = [];
  if ((facts.access.kind === 'echelle' || facts.access.kind === 'escalier') && facts.access.heightMetres === undefined) {
    missing.push([['access', 'heightMetres'], 'dites la hauteur de l’échelle ou de l’escalier, en mètres, par exemple 2.5']);
  }
  if (unwritten(facts.wheelchair))
    missing.push([['wheelchair'], 'écrivez ce qu’une personne en fauteuil roulant peut faire ici (entrer, dormir, avec quoi)']);
  return missing.map(([path, message]) => ({ path, message: `case « Valeur provisoire » décochée : ${message}` }));
}
