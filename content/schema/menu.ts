import { z } from 'zod';
import { allergenFrenchNames, allergens, dietNames, diets } from './allergens';
import { choice, date, euros, generatedId, id, longText, optional, text } from './common';
import { ownerValue } from './owner-value';
import { countryCodeCorrections, isoCountryCodes } from '@/lib/iso-countries';

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

/** The mention of service and taxes the site writes itself from the service rate (arrêté du 27 mars 1987): an owner's note saying it again would say it twice, or otherwise. */
export const serviceClaim = /service\s+compris|prix\s+nets?|\bTTC\b|toutes\s+taxes\s+comprises/iu;
const serviceClaimMessage =
  'la mention du service (« Prix service compris » et son taux, arrêté du 27 mars 1987) et des taxes est écrite par le site à partir du champ « Service compris (%) » : retirez-la de cette note';

export const meats = ['boeuf', 'porc', 'volaille', 'agneau'] as const;
export type Meat = (typeof meats)[number];
const meatNames = {
  boeuf: 'Viande bovine',
  porc: 'Viande porcine',
  volaille: 'Volaille',
  agneau: 'Viande ovine (agneau, mouton)',
} as const;

/** A country by its ISO 3166 code: the site names it in each language (Intl), so the owner translates nothing. */
const country = (title: string, description: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, {
      error: (issue) =>
        `« ${String(issue.input)} » n’est pas un code de pays : écrivez ses deux lettres en majuscules, par exemple FR (France), BE (Belgique), IE (Irlande)`,
    })
    .refine((code) => !/^[A-Z]{2}$/.test(code) || isoCountryCodes.has(code), {
      error: (issue) => {
        const instead = countryCodeCorrections[String(issue.input)];
        return `« ${String(issue.input)} » n’est pas un code de pays de la norme ISO 3166 : ${instead ? `écrivez ${instead}` : 'écrivez celui du pays, par exemple FR, BE, IE'}`;
      },
    })
    .meta({ title, description });

/**
 * The origin of a meat bought raw (décret n° 2002-1465, extended to pork, sheep and poultry by décrets
 * 2022-65 and 2025-141): where the animal was born (beef), raised and slaughtered. The site writes the
 * decree's mention from them: « Origine : France » where it is one country, else « Élevé : … abattu : … »
 * (« Né et élevé : … abattu : … » for beef).
 */
const meatOrigin = z
  .object({
    meat: choice(meats, meatNames, 'Viande'),
    born: optional(country('Né dans (viande bovine)', 'Pour la viande bovine seulement : le pays de naissance, par exemple FR')),
    raised: country('Élevé dans', 'Le pays d’élevage, par exemple FR'),
    slaughtered: country('Abattu dans', 'Le pays d’abattage, par exemple FR'),
  })
  .meta({ title: 'Origine d’une viande' })
  .check((context) => {
    const { meat, born } = context.value;
    if (meat === 'boeuf' && born === undefined) {
      context.issues.push({
        code: 'custom',
        input: born,
        path: ['born'],
        message: 'pour la viande bovine, écrivez aussi le pays de naissance, par exemple FR (décret n° 2002-1465)',
      });
    }
  });

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
      .meta({
        title: 'Régimes',
        description: 'Tous ceux que le plat suit, par exemple Végétarien et Sans gluten ; aucun coché : le plat n’en suit aucun',
      }),
    allergens: z.array(choice(allergens, allergenFrenchNames, 'Allergène')).meta({
      title: 'Allergènes',
      description: 'Tous ceux que le plat contient, parmi les 14 ; s’il n’en contient aucun, cochez « Aucun allergène » ci-dessous',
    }),
    // An empty list is not a statement: the carte says « aucun » only when the owner says so.
    noAllergen: z.boolean().optional().meta({
      title: 'Aucun allergène',
      description: 'Cochée : la carte écrit « Allergènes : aucun » ; le plat ne contient aucun des 14 allergènes',
    }),
    allergensOfChosenDishes: z
      .boolean()
      .optional()
      .meta({ title: 'Formule : allergènes des plats choisis', description: 'Pour une formule composée de plats de la carte' }),
    alcohol: z.boolean().optional().meta({
      title: 'Boisson alcoolisée',
      description:
        'Cochée (vin, bière, cidre, apéritif…) : la carte porte, dans chaque langue, « L’abus d’alcool est dangereux pour la santé » (Code de la santé publique, article L3323-4) ; le site la met aussi pour une boisson dont le nom dit l’alcool',
    }),
    // Last: the key by which each translation finds its dish, so that a dish inserted or moved in
    // French never shifts another language's description onto its neighbour (issue 51).
    id: generatedId('Identifiant du plat', 'plat-'),
  })
  .meta({ title: 'Plat' })
  .check((context) => {
    const { diets: followed, allergens: contained, noAllergen, allergensOfChosenDishes: chosen, name } = context.value;
    if (contained.length === 0 && noAllergen !== true && chosen !== true) {
      context.issues.push({
        code: 'custom',
        input: contained,
        path: ['allergens'],
        message: `« ${name} » : cochez ses allergènes parmi les 14, ou « Aucun allergène » s’il n’en contient aucun (règlement (UE) n° 1169/2011) ; une liste vide ne dit rien`,
      });
    }
    if (contained.length > 0 && noAllergen === true) {
      context.issues.push({
        code: 'custom',
        input: noAllergen,
        path: ['noAllergen'],
        message: `« ${name} » : « Aucun allergène » est coché, mais des allergènes aussi : décochez l’un des deux`,
      });
    }
    followed.forEach((diet, index) => {
      if (followed.indexOf(diet) !== index) {
        context.issues.push({
          code: 'custom',
          input: diet,
          path: ['diets', index],
          message: `le régime ${dietNames[diet]} est coché deux fois : gardez-en un`,
        });
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
    season: ownerValue(
      text('Nom de la carte', 'Saison ou nom, par exemple Carte d’automne'),
      'Carte du restaurant : nom ou saison de la carte',
    ),
    validFrom: ownerValue(
      date('Servie à partir du', 'Par exemple 2026-11-01'),
      'Carte du restaurant : date à partir de laquelle elle est servie (AAAA-MM-JJ)',
    ),
    sections: ownerValue(
      z.array(section).min(1).meta({ title: 'Sections' }),
      'Carte du restaurant : plats, descriptions, prix et allergènes (exemple à remplacer)',
    ),
    meatOrigins: ownerValue(
      z
        .array(meatOrigin)
        .meta({
          title: 'Origine des viandes',
          description:
            'Chaque viande de la carte achetée crue (bœuf, porc, volaille, agneau) et son pays d’origine, comme la loi le demande (décret n° 2002-1465) ; montrée sous la carte et dans son PDF, dans chaque langue',
        })
        .check((context) => {
          const seen = new Set<string>();
          context.value.forEach((entry, index) => {
            if (seen.has(entry.meat)) {
              context.issues.push({
                code: 'custom',
                input: entry.meat,
                path: [index, 'meat'],
                message: `${meatNames[entry.meat]} est déjà dans la liste : gardez une seule ligne par viande`,
              });
            }
            seen.add(entry.meat);
          });
        }),
      'Carte du restaurant : origine des viandes',
      { needed: 'Décret n° 2002-1465 : l’origine des viandes servies est écrite sur la carte', neededWhen: 'carteGiven' },
    ),
    servicePercent: ownerValue(
      z
        .number({
          error: (issue) =>
            `« ${String(issue.input)} » n’est pas un taux : écrivez un nombre, par exemple 15, ou 0 si aucun service n’est perçu`,
        })
        .min(0, { abort: true, error: 'écrivez un taux de 0 à 30, par exemple 15' })
        .max(30, { abort: true, error: 'écrivez un taux de 0 à 30, par exemple 15' })
        .meta({
          title: 'Service compris (%)',
          description:
            'Le taux du service compris dans vos prix, par exemple 15 ; 0 si aucun service n’est perçu. La carte écrit la mention « Prix service compris (15 %) » dans chaque langue',
        }),
      'Carte du restaurant : taux du service compris',
      {
        needed: 'Arrêté du 27 mars 1987, article 1er : la carte porte la mention « Prix service compris » suivie du taux du service',
        neededWhen: 'carteGiven',
      },
    ),
    notes: z
      .array(
        ownerValue(
          longText('Note').refine((note) => !serviceClaim.test(note), { error: serviceClaimMessage }),
          'Carte du restaurant : note sous les plats',
        ),
      )
      .meta({
        title: 'Notes sous la carte',
        description:
          'Ce qui peut changer, par exemple selon la saison ; la mention du service et les origines des viandes sont écrites par le site',
      }),
  })
  .meta({ title: 'La carte' })
  .check((context) => {
    const seen = new Set<string>();
    context.value.sections.value.forEach((entry, index) => {
      if (seen.has(entry.id)) {
        context.issues.push({
          code: 'custom',
          input: entry.id,
          path: ['sections', 'value', index, 'id'],
          message: `l’identifiant « ${entry.id} » est déjà pris par une autre section : choisissez-en un autre`,
        });
      }
      seen.add(entry.id);
    });
    // A dish's id finds its translations: two dishes may not share one, even in two sections.
    const dishes = new Set<string>();
    context.value.sections.value.forEach((entry, index) =>
      entry.dishes.forEach((item, dishIndex) => {
        if (dishes.has(item.id)) {
          context.issues.push({
            code: 'custom',
            input: item.id,
            path: ['sections', 'value', index, 'dishes', dishIndex, 'id'],
            message: `l’identifiant ${item.id} est déjà pris par un autre plat : ajoutez ce plat avec le bouton de l’éditeur plutôt qu’en copiant un autre, ou donnez-lui un identifiant à lui, par exemple ${item.id}-2`,
          });
        }
        dishes.add(item.id);
      }),
    );
  });

// Read without zod (content/localized-data.ts): a dish's diets, which default to none, may be absent
// from the file; its readers give them the same default.
export type MenuData = z.infer<typeof menuSchema>;
