// The unit types the venue lets, one row each, as config/routes.ts is for pages: its id (the owner's
// data names it: content/data/stays.json, accommodations-page.json), its kind (how the page presents
// it, and its place on the plan of the grounds), its names for the editor and the owner's texts, and
// its words in each language. Every reader takes them from here: the schema (the editor's choices, a
// cabin's texts), the placeholders, the availability, the stay request's refusals, the structured
// data. A new row is a new type: `npx tsc --noEmit` names what it lacks (docs/areas.md, « Add a unit
// type »); the owner's data then gets its rates, its units and, for a cabin, its texts (`npm run
// check:content` names each). What it is like to live in (access, ladder, beds, toilet, the
// youngest child it takes) is the owner's, unit by unit (content/schema/unit-facts.ts), never here.
import type { Lang, Translated } from '@/lib/i18n/languages';

/**
 * How a type is presented: the chalets in one section (their description and photos shared, the
 * owner's `chalets` of accommodations-page.json), each cabin in its own tab (its own name, description,
 * equipment and photos, under `cabins`); each kind at its place on the plan of the grounds
 * (content/schema/arrival-guide.ts).
 */
export const unitKinds = {
  chalet: { plan: 'chalets' },
  cabin: { plan: 'cabins' },
} as const satisfies Readonly<Record<string, { readonly plan: string }>>;

export type UnitKind = keyof typeof unitKinds;

/** A type's words in a language, each as the sentence that holds it needs it. */
export interface UnitTypeWords {
  /** Its name alone, as a heading, a calendar's caption and the e-mail's accommodation line: « La petite cabane », « Les chalets ». */
  readonly title: string;
  /** "{capacity}": how many one unit of it sleeps, in the refusal of a larger party (« un chalet accueille {capacity} personnes au plus »). */
  readonly sleeps: string;
  /** Every unit of it taken on the dates asked, in the refusals that then name the nearest free period (« la petite cabane est déjà prise à ces dates »). */
  readonly taken: string;
}

/** For a type of several units, where a family may ask for two of it in one request (issue 40). */
export interface TwoOfTypeWords {
  /** The second unit's choice when it is of the first's type: « L’autre chalet ». */
  readonly another: string;
  /** Two units of it, for the e-mail's accommodation line: « Les deux chalets ». */
  readonly both: string;
  /** "{period}": one unit free, not two; the nearest period both are. */
  readonly bothTaken: string;
  /** "{nights}" ("{nightsDative}" in German): never two free together for the stay's length. */
  readonly bothNoneFree: string;
}

interface UnitTypeRow {
  readonly kind: UnitKind;
  /** Its name in the editor (French): the type's choice, and for a cabin its texts' heading. */
  readonly editorName: string;
  /** The placeholder an owner's text writes its capacity with, « {capacité de la petite cabane} » (content/schema/fact-placeholders.ts). */
  readonly capacityPlaceholder: string;
  readonly words: Translated<UnitTypeWords>;
  readonly twoOfType?: Translated<TwoOfTypeWords>;
}

/** The types, in the order the editor offers them. */
export const unitTypes = {
  chalet: {
    kind: 'chalet',
    editorName: 'Chalets',
    capacityPlaceholder: 'capacité du chalet',
    words: {
      fr: {
        title: 'Les chalets',
        sleeps: 'un chalet accueille {capacity} personnes au plus',
        taken: 'tous les chalets sont déjà pris à ces dates',
      },
      en: {
        title: 'The chalets',
        sleeps: 'a chalet sleeps up to {capacity} people',
        taken: 'all the chalets are already booked on these dates',
      },
      nl: {
        title: 'De chalets',
        sleeps: 'een chalet is voor maximaal {capacity} personen',
        taken: 'alle chalets zijn op deze data al bezet',
      },
      de: {
        title: 'Die Chalets',
        sleeps: 'In einem Chalet ist Platz für höchstens {capacity} Personen',
        taken: 'Alle Chalets sind in diesem Zeitraum bereits belegt',
      },
    },
    twoOfType: {
      fr: {
        another: 'L’autre chalet',
        both: 'Les deux chalets',
        bothTaken:
          'Arrivée\u00a0: un seul chalet est libre à ces dates, pas les deux. Période la plus proche où les deux sont libres\u00a0: {period}.',
        bothNoneFree:
          'Arrivée\u00a0: les deux chalets ne sont pas libres ensemble à ces dates, et le calendrier n’a pas d’autre période de {nights} où ils le sont\u00a0: appelez-nous.',
      },
      en: {
        another: 'The other chalet',
        both: 'Both chalets',
        bothTaken: 'Arrival: only one chalet is available on these dates, not both. Nearest dates when both are: {period}.',
        bothNoneFree:
          'Arrival: the two chalets aren’t both available on these dates, and the calendar shows no other stay of {nights} when they are: give us a call.',
      },
      nl: {
        another: 'Het andere chalet',
        both: 'Beide chalets',
        bothTaken:
          'Aankomst: op deze data is maar één chalet vrij, niet allebei. De periode die het dichtst bij deze data ligt en waarin ze allebei vrij zijn: {period}.',
        bothNoneFree:
          'Aankomst: de twee chalets zijn op deze data niet allebei vrij en er is in de kalender geen andere periode van {nights} waarin ze dat wel zijn: bel ons.',
      },
      de: {
        another: 'Das andere Chalet',
        both: 'Beide Chalets',
        bothTaken:
          'Anreise: In diesem Zeitraum ist nur ein Chalet frei, nicht beide. Nächstgelegener Zeitraum, in dem beide frei sind: {period}.',
        bothNoneFree:
          'Anreise: Die beiden Chalets sind in diesem Zeitraum nicht gemeinsam frei, und im Kalender gibt es keinen anderen Zeitraum von {nightsDative}, in dem beide frei sind. Rufen Sie uns bitte an.',
      },
    },
  },
  'petite-cabane': {
    kind: 'cabin',
    editorName: 'Petite cabane',
    capacityPlaceholder: 'capacité de la petite cabane',
    words: {
      fr: {
        title: 'La petite cabane',
        sleeps: 'la petite cabane accueille {capacity} personnes au plus',
        taken: 'la petite cabane est déjà prise à ces dates',
      },
      en: {
        title: 'The small treehouse',
        sleeps: 'the small treehouse sleeps up to {capacity} people',
        taken: 'the small treehouse is already booked on these dates',
      },
      nl: {
        title: 'De kleine boomhut',
        sleeps: 'de kleine boomhut is voor maximaal {capacity} personen',
        taken: 'de kleine boomhut is op deze data al bezet',
      },
      de: {
        title: 'Das kleine Baumhaus',
        sleeps: 'Im kleinen Baumhaus ist Platz für höchstens {capacity} Personen',
        taken: 'Das kleine Baumhaus ist in diesem Zeitraum bereits belegt',
      },
    },
  },
  'grande-cabane': {
    kind: 'cabin',
    editorName: 'Grande cabane',
    capacityPlaceholder: 'capacité de la grande cabane',
    words: {
      fr: {
        title: 'La grande cabane',
        sleeps: 'la grande cabane accueille {capacity} personnes au plus',
        taken: 'la grande cabane est déjà prise à ces dates',
      },
      en: {
        title: 'The large treehouse',
        sleeps: 'the large treehouse sleeps up to {capacity} people',
        taken: 'the large treehouse is already booked on these dates',
      },
      nl: {
        title: 'De grote boomhut',
        sleeps: 'de grote boomhut is voor maximaal {capacity} personen',
        taken: 'de grote boomhut is op deze data al bezet',
      },
      de: {
        title: 'Das große Baumhaus',
        sleeps: 'Im großen Baumhaus ist Platz für höchstens {capacity} Personen',
        taken: 'Das große Baumhaus ist in diesem Zeitraum bereits belegt',
      },
    },
  },
} as const satisfies Readonly<Record<string, UnitTypeRow>>;

export type UnitTypeId = keyof typeof unitTypes;

/** The ids, in the table's order: a tuple, for the schema's choice. */
export const unitTypeIds = Object.keys(unitTypes) as [UnitTypeId, ...UnitTypeId[]];

/** The types of a kind, in the table's order. */
export type UnitTypeIdOf<K extends UnitKind> = { [Id in UnitTypeId]: (typeof unitTypes)[Id]['kind'] extends K ? Id : never }[UnitTypeId];

export const unitTypeIdsOf = <K extends UnitKind>(kind: K): readonly UnitTypeIdOf<K>[] =>
  unitTypeIds.filter((id): id is UnitTypeIdOf<K> => unitTypes[id].kind === kind);

export const cabinTypeIds = unitTypeIdsOf('cabin');

/** T where it is a single id; never where it is several (a union) or none. */
type TheOne<T> = [T] extends [never] ? never : IsUnion<T> extends true ? never : T;
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * The chalets' type: the page presents one, in its section (the owner's `chalets` of
 * accommodations-page.json, the price list's chalets). A second type of this kind is a type error
 * here: the section, the price list and the request button must then learn to present two.
 */
export const chaletTypeId: TheOne<UnitTypeIdOf<'chalet'>> = 'chalet';

export const isCabinTypeId = (id: string): id is UnitTypeIdOf<'cabin'> => (cabinTypeIds as readonly string[]).includes(id);

/** Each type's placeholder name: « capacité de la petite cabane ». */
export type CapacityPlaceholder = (typeof unitTypes)[UnitTypeId]['capacityPlaceholder'];

const byLanguage = <T>(words: (lang: Lang) => T): Translated<T> => ({ fr: words('fr'), en: words('en'), nl: words('nl'), de: words('de') });

/** Each type's words by language (the site's words tests read them here). */
export const unitTypeWords: Translated<Readonly<Record<UnitTypeId, UnitTypeWords>>> = byLanguage(
  (lang) => Object.fromEntries(unitTypeIds.map((id) => [id, unitTypes[id].words[lang]])) as Record<UnitTypeId, UnitTypeWords>,
);

/** The words of two units of one type, by language, for the types of several units. */
export const twoOfTypeWords: Translated<Readonly<Partial<Record<UnitTypeId, TwoOfTypeWords>>>> = byLanguage((lang) =>
  Object.fromEntries(
    unitTypeIds.flatMap((id) => {
      const row: UnitTypeRow = unitTypes[id];
      return row.twoOfType ? [[id, row.twoOfType[lang]]] : [];
    }),
  ),
);
