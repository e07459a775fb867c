// content/data/stays.json (units, seasons, rates and stay conditions: the owner's, in the editor's
// "Prix") and content/data/availability.json (written by `npm run sync:availability` only). The rules
// that span fields are refinements here, so check:content and the editor say them with the file and field.
import { z } from 'zod';
import { choice, date, euros, factText, id, longText, optional, text } from './common';
import { consumerCode } from './legal-bases';
import { ownerValue } from './owner-value';
import { maxCombinedOfferPercent } from './offer-cap';
import { hours } from './prices';
import { unitFactsIssues, unitFactsSchema } from './unit-facts';
import { weekdayIds, weekdayNames } from './weekdays';
import { unitTypeIds, unitTypes, type UnitTypeId } from '@/content/unit-types';

export const seasonIds = ['basse', 'moyenne', 'haute', 'vacances'] as const;
export const seasonFrenchNames = {
  basse: 'basse saison',
  moyenne: 'moyenne saison',
  haute: 'haute saison',
  vacances: 'vacances scolaires',
} as const;
const seasonId = (title: string, description?: string) =>
  z
    .enum(seasonIds, { error: (issue) => `« ${String(issue.input)} » n’est pas une saison : écrivez basse, moyenne, haute ou vacances` })
    .meta({ title, description, options: seasonIds.map((value) => ({ value, label: seasonFrenchNames[value] })) });

const nightlyRates = z
  .object({
    basse: euros('Basse saison (€ par nuit)', 'Par exemple 70'),
    moyenne: euros('Moyenne saison (€ par nuit)', 'Par exemple 70'),
    haute: euros('Haute saison (€ par nuit)', 'Par exemple 90'),
    vacances: euros('Vacances scolaires (€ par nuit)', 'Par exemple 90'),
  })
  .meta({ title: 'Prix par nuit selon la saison' });

/**
 * What is wrong with a registration number (décret n° 2017-678, Code du tourisme D324-1-1): 13
 * characters, the commune's INSEE code (5, « 2A » or « 2B » in Corsica), 6 digits, then 2 letters or
 * digits; spaces between groups are allowed. Undefined when it is right or not given.
 */
export function registrationNumberIssue(number: string | undefined): string | undefined {
  if (number === undefined) return undefined;
  const compact = number.replace(/\s+/g, '').toUpperCase();
  if (/^(?:\d{5}|2[AB]\d{3})\d{6}[A-Z0-9]{2}$/.test(compact)) return undefined;
  return `« ${number} » n’est pas un numéro d’enregistrement : il a 13 caractères, le code INSEE de la commune (5), 6 chiffres, puis 2 lettres ou chiffres, par exemple 39300000123AB ; recopiez-le tel que la mairie l’a donné`;
}

/** Why the booking terms' payment facts are needed. */
const bookingPayment = `${consumerCode}, article L111-1 : les conditions de paiement sont dites avant la réservation`;
/** Why each meublé de tourisme's units and numbers are needed. */
const furnishedLetNumber =
  'Code du tourisme, article L324-1-1 : chaque meublé de tourisme loué a son numéro d’enregistrement, montré sur toute annonce';

const taxKind = <const K extends 'montant' | 'pourcentage' | 'forfait'>(kind: K) =>
  z.literal(kind).meta({ title: 'Sorte de taxe de séjour' });

/**
 * The taxe de séjour of a unit type, as the commune votes it (CGCT L2333-30): a fixed amount per adult
 * and night for a classified unit (its category's rate), or for an unclassified one a percentage of the
 * night's price before VAT per person, capped. Minors pay none (L2333-31). Taxes additionnelles
 * included, as the commune publishes its rates. Or the commune's flat-rate tax (« taxe de séjour
 * forfaitaire », L2333-40 and following), which the venue pays on its capacity: nothing is added to
 * the guest's price.
 */
const touristTax = z
  .discriminatedUnion(
    'kind',
    [
      z
        .object({
          kind: taxKind('montant'),
          eurosPerAdultNight: euros(
            'Montant (€ par adulte et par nuit)',
            'Le tarif de la catégorie du logement voté par la commune, taxe additionnelle comprise, par exemple 0.88',
          ),
        })
        .meta({ title: 'Logement classé (étoiles) : un montant par adulte et par nuit' }),
      z
        .object({
          kind: taxKind('pourcentage'),
          percent: z
            .number({ error: (issue) => `« ${String(issue.input)} » n’est pas un taux : écrivez un nombre, par exemple 5 pour 5 %` })
            .gt(0, { abort: true, error: 'écrivez un taux de plus de 0, par exemple 5 pour 5 %' })
            .max(100, { abort: true, error: 'écrivez un taux de 100 ou moins, par exemple 5 pour 5 %' })
            .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, {
              error: 'écrivez au plus deux décimales, par exemple 5.5 pour 5,5 %',
            })
            .meta({
              title: 'Taux (% du prix de la nuit par personne)',
              description: 'Entre 1 et 5 selon la commune, taxe additionnelle comprise, par exemple 5.5',
            }),
          capEurosPerAdultNight: euros(
            'Plafond (€ par adulte et par nuit)',
            'Le plus haut tarif voté par la commune (ou celui des hôtels 4 étoiles, s’il est plus bas), taxe additionnelle comprise, par exemple 2.53',
          ),
          vatPercent: z
            .number({
              error: (issue) =>
                `« ${String(issue.input)} » n’est pas un taux : écrivez 0 si vos nuits ne sont pas soumises à la TVA, sinon son taux, par exemple 10`,
            })
            .min(0, { abort: true, error: 'écrivez un taux de 0 (pas de TVA) à 20' })
            .max(20, { abort: true, error: 'écrivez un taux de 0 (pas de TVA) à 20' })
            .meta({
              title: 'TVA comprise dans le prix de la nuit (%)',
              description:
                'La taxe se calcule sur le prix de la nuit hors TVA (CGCT, article L2333-30) : 0 si vos nuits ne sont pas soumises à la TVA, sinon son taux, par exemple 10',
            }),
        })
        .meta({ title: 'Logement non classé : un pourcentage du prix de la nuit hors TVA, plafonné' }),
      z.object({ kind: taxKind('forfait') }).meta({
        title: 'Taxe de séjour forfaitaire : la commune la perçoit de vous, rien n’est ajouté au prix de vos clients',
        description:
          'Si la commune a choisi le forfait (CGCT, articles L2333-40 et suivants) : vous la payez selon la capacité de vos logements, et le site dit à vos clients qu’ils n’ont pas de taxe de séjour à payer en plus',
      }),
    ],
    {
      error: (issue) =>
        `« ${String((issue.input as { kind?: unknown } | undefined)?.kind)} » n’est pas une sorte de taxe de séjour : choisissez montant (logement classé), pourcentage (logement non classé) ou forfait (taxe forfaitaire de la commune)`,
    },
  )
  .meta({
    title: 'Taxe de séjour',
    description: 'Fixée par la commune (mairie ou office de tourisme), selon que le logement est classé ou non',
  });

export type TouristTax = z.infer<typeof touristTax>;

/** Each type's name in the editor (content/unit-types.ts). */
const unitTypeNames = Object.fromEntries(unitTypeIds.map((id) => [id, unitTypes[id].editorName])) as Readonly<Record<UnitTypeId, string>>;

type Issue = { readonly path: PropertyKey[]; readonly message: string };

const report = (context: { issues: unknown[]; value: unknown }, issues: readonly Issue[], prefix: PropertyKey[] = []) => {
  for (const issue of issues)
    context.issues.push({ code: 'custom', input: context.value, path: [...prefix, ...issue.path], message: issue.message });
};

const unitType = z
  .object({
    id: z
      .enum(unitTypeIds)
      .meta({ title: 'Type d’hébergement', options: unitTypeIds.map((value) => ({ value, label: unitTypeNames[value] })) }),
    capacity: z.int().positive().meta({ title: 'Personnes au plus', description: 'Adultes et enfants, par exemple 6' }),
    units: ownerValue(
      z
        .array(
          z
            .object({
              id: id('Identifiant', 'Minuscules et tirets, par exemple chalet-1 ; il sert aussi de nom dans le secret AVAILABILITY_ICAL'),
              name: factText('Nom', 'Par exemple Chalet des Saules'),
              registrationNumber: optional(
                factText(
                  'Numéro d’enregistrement',
                  'Du meublé de tourisme, délivré par la mairie (loi n° 2024-1039), par exemple 39300000123AB ; laissez vide s’il n’en a pas',
                ),
              ).meta({ title: 'Numéro d’enregistrement du meublé de tourisme', needed: furnishedLetNumber, neededWhen: 'furnished' }),
              // Folded in the editor: set once, and long on a phone, between the owner and each season's rates.
              facts: ownerValue(
                unitFactsSchema,
                'Vivre dans ce logement : accès, lits, toilettes, chauffage, réseau, parking, fauteuil roulant',
                { collapsed: true },
              ),
            })
            .meta({ title: 'Logement' })
            // Once the owner unticks « Valeur provisoire », what a page could not show honestly, naming the unit.
            .check((context) => {
              const { facts, name, registrationNumber } = context.value;
              const numberIssue = registrationNumberIssue(registrationNumber);
              if (numberIssue) report(context, [{ path: ['registrationNumber'], message: `${name} : ${numberIssue}` }]);
              if (facts.provisional) return;
              report(
                context,
                unitFactsIssues(facts.value).map((issue) => ({ ...issue, message: `${name} : ${issue.message}` })),
                ['facts', 'value'],
              );
            }),
        )
        .min(1)
        .meta({ title: 'Logements de ce type' }),
      'Nombre et noms des logements',
      { needed: furnishedLetNumber, neededWhen: 'furnished' },
    ),
    nightlyRates: ownerValue(nightlyRates, 'Prix par nuit selon la saison'),
    priceIncludes: ownerValue(
      longText(
        'Compris dans le prix',
        'Ce que comprend le prix de la nuit, par exemple : linge de lit et de toilette, ménage de fin de séjour, eau et électricité',
      ),
      'Ce que comprend le prix de la nuit',
    ),
    touristTax: ownerValue(touristTax, 'Taxe de séjour', {
      needed:
        'Code général des collectivités territoriales, articles L2333-29 et suivants : la taxe de séjour est dite avec le prix de tout hébergement proposé',
      neededWhen: 'offered',
    }),
  })
  .meta({ title: 'Type d’hébergement' });

export const paymentMethods = ['cheques-vacances', 'cheques-vacances-connect', 'carte', 'especes', 'virement', 'cheque'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** What a sum paid before the stay is (Code de la consommation L214-1): arrhes unless the terms say acompte. */
export const advancePaymentKinds = ['arrhes', 'acompte'] as const;
export type AdvancePaymentKind = (typeof advancePaymentKinds)[number];

/** What the owner agrees with a family before it books: written in French, translated in the editor. */
const bookingTerms = z
  .object({
    advancePaymentKind: ownerValue(
      choice(
        advancePaymentKinds,
        {
          arrhes: 'Arrhes : le client peut annuler en les perdant, vous pouvez annuler en rendant le double',
          acompte: 'Acompte : la réservation engage les deux côtés, le séjour reste dû si le client annule',
        },
        'Arrhes ou acompte',
        'Ce que sont les sommes versées avant le séjour (Code de la consommation, article L214-1) ; sans précision, la loi les tient pour des arrhes. Le site dit à vos clients, dans chaque langue, ce que cela change en cas d’annulation',
      ),
      'Conditions de réservation : arrhes ou acompte',
      { needed: `${consumerCode}, article L214-1 : arrhes ou acompte, dit avant la réservation` },
    ),
    advancePayment: ownerValue(
      longText('Arrhes ou acompte : montant', 'Combien et quand, par exemple : 30 % du séjour à la réservation'),
      'Conditions de réservation : arrhes ou acompte (montant)',
      { needed: bookingPayment },
    ),
    balance: ownerValue(longText('Solde', 'Quand il se règle, par exemple : le solde à l’arrivée'), 'Conditions de réservation : solde', {
      needed: bookingPayment,
    }),
    cancellation: ownerValue(
      longText('Annulation', 'Par exemple : acompte rendu pour une annulation plus de 30 jours avant l’arrivée, gardé ensuite'),
      'Conditions de réservation : annulation',
      {
        needed: `${consumerCode}, articles L111-1 et L221-28 : sans droit de rétractation, les conditions d’annulation sont dites avant la réservation`,
      },
    ),
    paymentMethods: ownerValue(
      z
        .array(
          choice(
            paymentMethods,
            {
              'cheques-vacances': 'Chèques-Vacances (papier)',
              'cheques-vacances-connect': 'Chèques-Vacances Connect (e-chèques)',
              carte: 'Carte bancaire',
              especes: 'Espèces',
              virement: 'Virement',
              cheque: 'Chèque',
            },
            'Moyen de paiement',
          ),
        )
        .meta({ title: 'Moyens de paiement acceptés', description: 'Cochez tous ceux que vous acceptez' }),
      'Conditions de réservation : moyens de paiement acceptés',
      { needed: bookingPayment },
    ),
    deposit: ownerValue(
      longText(
        'Caution : comment elle est demandée et rendue',
        'Par exemple : par chèque à l’arrivée, rendu au départ après l’état des lieux',
      ),
      'Conditions de réservation : caution',
    ),
  })
  .meta({
    title: 'Conditions de réservation',
    description: 'Montrées sur la page Hébergements et dans le PDF des tarifs, dans chaque langue',
  });

const weekday = (title: string) => choice(weekdayIds, weekdayNames, title);
const percent = (title: string, description: string) =>
  z
    .number({
      error: (issue) =>
        `« ${String(issue.input)} » n’est pas un pourcentage : écrivez un nombre, par exemple 10 pour 10 %, ou 0 pour aucune réduction`,
    })
    .min(0, { abort: true, error: 'écrivez un pourcentage de 0 (aucune réduction) à 90' })
    .max(90, { abort: true, error: 'écrivez un pourcentage de 0 (aucune réduction) à 90' })
    .meta({ title, description });
const nights = (title: string, description: string) => z.int().positive().meta({ title, description });

const season = z
  .object({
    id: seasonId('Saison'),
    name: text('Nom affiché', 'Par exemple Haute saison'),
    minimumNights: ownerValue(
      z.int().positive().meta({ title: 'Nuits au minimum', description: 'Par exemple 2' }),
      'Séjour minimum (nuits)',
    ),
    /** Empty: any day. Saturday alone in July–August makes stays run Saturday to Saturday. */
    arrivalDays: z.array(weekday('Jour d’arrivée')).meta({
      title: 'Jours d’arrivée permis',
      description: 'Laissez vide pour accepter toutes les arrivées ; par exemple samedi seul pour des séjours du samedi au samedi',
    }),
    /** Overrides minimumNights for an arrival on that weekday (e.g. 3 nights for a Friday arrival). */
    minimumNightsByArrivalDay: z
      .array(
        z
          .object({ day: weekday('Jour d’arrivée'), nights: nights('Nuits au minimum', 'Par exemple 3') })
          .meta({ title: 'Séjour minimum pour une arrivée ce jour' }),
      )
      .meta({
        title: 'Séjour minimum selon le jour d’arrivée',
        description: 'Laissez vide : le séjour minimum de la saison vaut pour tous les jours',
      }),
  })
  .meta({ title: 'Saison' });

export const extraUnits = ['sejour', 'nuit', 'personne-nuit', 'animal-nuit'] as const;
export type ExtraUnit = (typeof extraUnits)[number];

/**
 * What the owner sells beside the night: final cleaning, linen, a cot, pets. A compulsory extra is in
 * every price shown (Code de la consommation L112-1); an optional one is ticked by the family. An extra
 * by animal and night is charged for each animal the family declares: the count is its choice.
 */
const extra = z
  .object({
    id: id('Identifiant', 'Minuscules et tirets, par exemple menage-final'),
    name: text('Nom', 'Par exemple Ménage de fin de séjour'),
    euros: euros('Prix (€)', 'Par exemple 40'),
    unit: choice(
      extraUnits,
      { sejour: 'par séjour', nuit: 'par nuit', 'personne-nuit': 'par personne et par nuit', 'animal-nuit': 'par animal et par nuit' },
      'Compté',
      'Par séjour (un ménage), par nuit, par personne et par nuit (un petit-déjeuner) ou par animal et par nuit',
    ),
    compulsory: z.boolean().meta({
      title: 'Obligatoire',
      description:
        'Cochée : chaque client le paie, et il est compris dans tous les prix affichés (loi : tout frais obligatoire est dans le prix annoncé). Décochée : le client le choisit',
    }),
    unitTypes: z
      .array(choice(unitTypeIds, unitTypeNames, 'Hébergement'))
      .meta({ title: 'Pour les hébergements', description: 'Laissez vide : pour tous' }),
  })
  .meta({ title: 'Supplément' });

export type Extra = z.infer<typeof extra>;

/** Each offer is off at 0 %: the owner switches it on by writing a percentage. */
const offers = z
  .object({
    longStay: z
      .object({
        percent: percent('Réduction (%)', '0 : pas de réduction ; par exemple 10 pour 10 %'),
        fromNights: nights('À partir de (nuits)', 'Par exemple 7'),
      })
      .meta({ title: 'Long séjour', description: 'Une réduction sur le prix des nuits à partir d’un nombre de nuits' }),
    lastMinute: z
      .object({
        percent: percent('Réduction (%)', '0 : pas de réduction ; par exemple 15 pour 15 %'),
        withinDays: nights('Arrivée dans les (jours)', 'Par exemple 7 : pour une arrivée dans les 7 jours'),
      })
      .meta({ title: 'Dernière minute', description: 'Une réduction sur le prix des nuits pour une arrivée proche' }),
    midweek: z.object({ percent: percent('Réduction (%)', '0 : pas de réduction ; par exemple 10 pour 10 %') }).meta({
      title: 'Milieu de semaine',
      description: 'Une réduction sur les nuits du dimanche au jeudi (celles avant un jour de semaine), en toute saison',
    }),
  })
  .meta({
    title: 'Offres',
    description: `Montrées à côté des prix et appliquées dans l’estimation, chacune sur sa ligne ; ensemble, ${maxCombinedOfferPercent} % au plus`,
  })
  .check((context) => {
    const { longStay, lastMinute, midweek } = context.value;
    const together = longStay.percent + lastMinute.percent + midweek.percent;
    if (together > maxCombinedOfferPercent) {
      report(context, [
        {
          path: ['lastMinute', 'percent'],
          message: `ensemble, les offres (long séjour ${longStay.percent} %, dernière minute ${lastMinute.percent} %, milieu de semaine ${midweek.percent} %) font ${Math.round(together * 100) / 100} % : un même séjour peut les cumuler, et elles ne peuvent pas dépasser ${maxCombinedOfferPercent} % à elles toutes ; baissez l’une d’elles`,
        },
      ]);
    }
  });

export type Offers = z.infer<typeof offers>;

const seasonPeriod = z
  .object({
    season: seasonId('Saison'),
    from: date('Première nuit', 'Par exemple 2027-07-03'),
    through: date('Dernière nuit', 'Par exemple 2027-08-28'),
  })
  .meta({ title: 'Période' });

type Season = z.infer<typeof season>;
type SeasonPeriod = z.infer<typeof seasonPeriod>;

/** Periods that end before they start or overlap another: a night would have no season, or two. */
export function periodIssues(periods: readonly SeasonPeriod[]): Issue[] {
  const issues: Issue[] = [];
  const order = periods.map((period, index) => ({ period, index })).toSorted((a, b) => a.period.from.localeCompare(b.period.from));
  order.forEach(({ period, index }, rank) => {
    if (period.through < period.from) {
      issues.push({
        path: [index, 'through'],
        message: `la dernière nuit (${period.through}) est avant la première (${period.from}) : écrivez une date le ${period.from} ou après`,
      });
    }
    const next = order[rank + 1];
    if (next && next.period.from <= period.through) {
      issues.push({
        path: [next.index, 'from'],
        message: `la période du ${next.period.from} chevauche celle du ${period.from} au ${period.through} : faites-la commencer le lendemain de ${period.through} ou plus tard`,
      });
    }
  });
  return issues;
}

/** Every season named by the default or a period must be described once, with its name and minimum stay. */
export function seasonIssues(seasons: readonly Season[], defaultSeason: string, periods: readonly SeasonPeriod[]): Issue[] {
  const issues: Issue[] = [];
  const listed = seasons.map((entry) => entry.id);
  listed.forEach((entry, index) => {
    if (listed.indexOf(entry) !== index)
      issues.push({ path: ['seasons', index, 'id'], message: `la saison ${entry} est déjà dans la liste : retirez ce doublon` });
  });
  const missing = (entry: string) => !listed.includes(entry as Season['id']);
  if (missing(defaultSeason))
    issues.push({
      path: ['defaultSeason'],
      message: `la saison ${defaultSeason} n’est pas dans la liste des saisons : ajoutez-la ou choisissez-en une de la liste`,
    });
  periods.forEach((period, index) => {
    if (missing(period.season)) {
      issues.push({
        path: ['seasonPeriods', 'value', index, 'season'],
        message: `la saison ${period.season} n’est pas dans la liste des saisons : ajoutez-la ou choisissez-en une de la liste`,
      });
    }
  });
  return issues;
}

/** A unit's id names its secret and its dates in availability.json: two units may not share one. */
export function unitIssues(unitTypes: readonly z.infer<typeof unitType>[]): Issue[] {
  const seen = new Set<string>();
  return unitTypes.flatMap((type, typeIndex) =>
    type.units.value.flatMap((unit, unitIndex) => {
      if (!seen.has(unit.id)) {
        seen.add(unit.id);
        return [];
      }
      return [
        {
          path: ['unitTypes', typeIndex, 'units', 'value', unitIndex, 'id'],
          message: `l’identifiant ${unit.id} est déjà pris par un autre logement : donnez-en un autre, par exemple ${unit.id}-2`,
        },
      ];
    }),
  );
}

/** An extra's id names it in a request (the extras ticked): two may not share one. */
export function extraIssues(extras: readonly { readonly id: string }[]): Issue[] {
  return extras.flatMap((extra, index) =>
    extras.findIndex((other) => other.id === extra.id) === index
      ? []
      : [
          {
            path: ['extras', index, 'id'],
            message: `l’identifiant ${extra.id} est déjà pris par un autre supplément : donnez-en un autre, par exemple ${extra.id}-2`,
          },
        ],
  );
}

/** Whether a guest pays a charge on top of the night's price: the owner's answer, checked against the extras ticked compulsory. */
export const compulsoryChargesAnswers = ['aucun', 'supplements'] as const;
export type CompulsoryChargesAnswer = (typeof compulsoryChargesAnswers)[number];

/**
 * The owner's answer and the extras must agree: « aucun » while an extra is ticked compulsory, or
 * « dans les Suppléments » while none is, is refused (a price shown without a charge every guest pays
 * misleads, Code de la consommation L112-1). Only a given answer is checked: a provisional one waits.
 */
export function compulsoryChargesIssues(
  answer: { readonly value: CompulsoryChargesAnswer; readonly provisional: boolean },
  extras: readonly { readonly name: string; readonly compulsory: boolean }[],
): Issue[] {
  if (answer.provisional) return [];
  const compulsory = extras.filter((extra) => extra.compulsory);
  const path = ['compulsoryCharges', 'value'];
  if (answer.value === 'aucun' && compulsory.length > 0)
    return [
      {
        path,
        message: `vous avez répondu « aucun », mais ${compulsory.map((extra) => `« ${extra.name} »`).join(', ')} est coché « Obligatoire » dans les Suppléments : changez la réponse, ou décochez-le s’il est au choix du client`,
      },
    ];
  if (answer.value === 'supplements' && compulsory.length === 0)
    return [
      {
        path,
        message:
          'vous avez répondu que des frais obligatoires sont dans les Suppléments, mais aucun n’y est coché « Obligatoire » : cochez-le (ménage, linge…), ou répondez « aucun »',
      },
    ];
  return [];
}

export const staysSchema = z
  .object({
    unitTypes: z.array(unitType).meta({ title: 'Hébergements' }),
    seasons: z.array(season).min(1).meta({ title: 'Saisons' }),
    defaultSeason: seasonId('Saison des nuits hors des périodes', 'Par exemple basse'),
    seasonPeriods: ownerValue(
      z
        .array(seasonPeriod)
        .meta({ title: 'Périodes des saisons et des vacances scolaires' })
        .check((context) => report(context, periodIssues(context.value))),
      'Dates des saisons et des vacances scolaires',
      {
        needed:
          'Prix par saison : sans les dates des saisons, une nuit d’un hébergement dont les prix changent selon la saison n’aurait pas de prix',
        neededWhen: 'ratesVary',
      },
    ),
    furnishedTouristLets: z.boolean().meta({
      title: 'Les logements sont des meublés de tourisme',
      description:
        'Cochée : chaque logement loué meublé à une clientèle de passage doit avoir son numéro d’enregistrement (Code du tourisme, article L324-1-1 ; obligatoire partout depuis le 20 mai 2026), et la publication est refusée tant qu’il en manque un. Décochez-la seulement si vos logements n’en sont pas (par exemple des habitations légères de loisirs d’un camping)',
    }),
    extras: z.array(extra).meta({
      title: 'Suppléments',
      description: 'Ménage, linge, animaux… : obligatoires (compris dans les prix affichés) ou au choix du client',
    }),
    compulsoryCharges: ownerValue(
      choice(
        compulsoryChargesAnswers,
        {
          aucun: 'Aucun : le prix de la nuit est tout compris',
          supplements: 'Oui : chacun est dans les Suppléments, coché « Obligatoire »',
        },
        'Frais obligatoires en plus de la nuit',
        'Un frais que chaque client paie (ménage de fin de séjour, linge…) est compris dans tous les prix affichés : dites s’il y en a, et cochez-les « Obligatoire » dans les Suppléments',
      ),
      'Frais obligatoires en plus du prix de la nuit (ménage, linge…)',
      {
        needed: `${consumerCode}, article L112-1 et arrêté du 3 décembre 1987 : tout frais que chaque client paie est compris dans le prix annoncé`,
        neededWhen: 'anyOffered',
      },
    ),
    offers,
    depositEuros: euros('Caution (€)', 'Demandée à l’arrivée, rendue au départ, par exemple 250'),
    requestReplyHours: ownerValue(
      z
        .int()
        .positive()
        .meta({ title: 'Heures au plus', description: 'Par exemple 48 : « nous vous répondons par e-mail sous 48 heures »' }),
      'Délai de réponse aux demandes de séjour (heures)',
    ),
    arrival: hours('Arrivée', '16:00', '18:00'),
    departure: hours('Départ', '09:00', '11:00'),
    bookingTerms,
  })
  .meta({ title: 'Séjours : tarifs, saisons et conditions' })
  .check((context) => {
    const { seasons, defaultSeason, seasonPeriods, unitTypes, extras, compulsoryCharges } = context.value;
    report(context, [
      ...seasonIssues(seasons, defaultSeason, seasonPeriods.value),
      ...unitIssues(unitTypes),
      ...extraIssues(extras),
      ...compulsoryChargesIssues(compulsoryCharges, extras),
    ]);
  });

export type Stays = z.infer<typeof staysSchema>;

/**
 * The units with no registration number (loi n° 2024-1039), by name. A number is the town hall's to
 * give, so none is required to save; once the owner says the units are meublés de tourisme
 * (furnishedTouristLets), the publish check refuses while any is listed (Code du tourisme L324-1-1).
 */
export function unitsWithoutRegistration(stays: Pick<Stays, 'unitTypes'>): string[] {
  return stays.unitTypes.flatMap((type) => type.units.value.filter((unit) => !unit.registrationNumber?.trim()).map((unit) => unit.name));
}

const nightRange = z
  .object({
    arrival: date('Arrivée', 'Première nuit réservée, par exemple 2026-12-24'),
    departure: date('Départ', 'Jour du départ, nuit libre, par exemple 2026-12-27'),
  })
  .meta({ title: 'Séjour réservé' })
  // A departure on or before the arrival books no night: the calendar would show a stay that is none.
  .check((context) => {
    const { arrival, departure } = context.value;
    if (departure <= arrival) {
      context.issues.push({
        code: 'custom',
        input: departure,
        path: ['departure'],
        message: `« ${departure} » n’est pas après l’arrivée (${arrival}) : un séjour réservé finit au moins le lendemain de son arrivée`,
      });
    }
  });

/** When a feed that had bookings to come first read none: its dates are kept until it still reads none 24 hours later. */
const emptySince = () =>
  z.iso.datetime().optional().meta({
    title: 'Calendrier vide depuis',
    description: 'Première lecture sans réservation à venir, par exemple 2026-11-23T14:00:00.000Z',
  });

/** Written by `npm run sync:availability` only: dates, never a guest's details. */
export const availabilitySchema = z
  .object({
    syncedAt: z.iso.datetime().nullable().meta({ title: 'Dernière mise à jour', description: 'Par exemple 2026-11-23T14:00:00.000Z' }),
    units: z
      .array(
        z
          .object({
            unit: id('Logement', 'Par exemple chalet-1'),
            booked: z.array(nightRange).meta({ title: 'Nuits réservées' }),
            // Each feed's last good read, by the host of its address (never the address, which holds
            // its access token), and the mark of its first empty read: the nights above are their
            // union. Never shown on the site.
            feeds: z
              .array(
                z
                  .object({
                    feed: z
                      .string()
                      .regex(/^([a-z0-9.-]{1,100}( \(\d+\))?|calendrier-\d+)$/, {
                        error: (issue) =>
                          `« ${String(issue.input)} » : le nom d’un calendrier est l’hôte de son adresse, par exemple www.airbnb.fr, jamais l’adresse`,
                      })
                      .meta({ title: 'Calendrier', description: 'L’hôte de son adresse, par exemple www.airbnb.fr' }),
                    booked: z.array(nightRange).meta({ title: 'Nuits réservées' }),
                    emptySince: emptySince(),
                  })
                  .meta({ title: 'Calendrier' }),
              )
              .optional()
              .meta({ title: 'Calendriers lus' }),
            // Written by the sync before the feeds were kept one by one; read once as every feed's mark.
            emptySince: emptySince(),
          })
          .meta({ title: 'Logement' }),
      )
      .meta({ title: 'Logements' }),
  })
  .meta({ title: 'Disponibilités (synchronisées depuis les plateformes)' });

export type Availability = z.infer<typeof availabilitySchema>;
