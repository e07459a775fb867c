// Each unit's facts to live in (content/data/stays.json › units › facts), as a list of label and value
// in a language: the stays page shows it per unit (a <dl>), the price-list PDF prints it, the estimate
// and the request read the minimum age and the wheelchair text from it. A fact the owner has not given
// is left out with its label, and a unit with none given has no list (content/given-facts.ts).
// Server-only (reads the data).
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { readLocalizedData } from '@/content/localized-data';
import type { Given } from '@/content/given-facts';
import { ownerDataFile } from '@/content/owner-data';
import type { Stays } from '@/content/schema/stays';
import type { UnitFacts } from '@/content/schema/unit-facts';
import { unitFactsWords, type UnitFactsWords } from '@/features/stays/units/unit-facts-words';
import { stays, unitsOf, type Unit, type UnitTypeId } from '@/features/stays/stays';
import { semicolonList } from '@/features/stays/pricing/stay-price';

const staysData = ownerDataFile('stays');

export type UnitFactKey = keyof UnitFactsWords['labels'];

export interface UnitFactItem {
  readonly key: UnitFactKey;
  readonly label: string;
  readonly value: string;
  /** "fr" where the owner's words in the value are French standing in for a missing translation. */
  readonly lang?: 'fr';
}

/** The facts of one unit, or of several units sharing the same facts (the chalets), under their names. */
export interface UnitFactsList {
  readonly unitIds: readonly string[];
  /** « En pratique », or with the units' names where a type has several lists. */
  readonly title: string;
  readonly items: readonly UnitFactItem[];
}

const keys: readonly UnitFactKey[] = [
  'access',
  'minimumChildAge',
  'beds',
  'bathroom',
  'toilet',
  'heating',
  'wifi',
  'phoneSignal',
  'parking',
  'wheelchair',
];

const number = (lang: Lang, value: number) => new Intl.NumberFormat(intlLocales[lang], { maximumFractionDigits: 2 }).format(value);

/** « Douche (précision) »: a value and the owner's note, if any. */
const withNote = (value: string, note: string | undefined) => (note ? `${value} (${note})` : value);

/** The same bed listed twice is said once with its count: « Lit double 140 × 190 cm (×2) », in every language. */
function bedsCounted(beds: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const bed of beds) counts.set(bed, (counts.get(bed) ?? 0) + 1);
  return [...counts].map(([bed, count]) => (count > 1 ? `${bed} (×${count})` : bed));
}

/**
 * A unit's facts as items in `lang`, from its facts read in that language (`facts`: notes and the
 * wheelchair text translated, or French where `untranslated` holds them): only the facts given, each
 * with its label; none while the owner has not given the unit's facts (`facts` undefined).
 */
export function unitFactItems(
  lang: Lang,
  facts: Given<UnitFacts> | undefined,
  untranslated: ReadonlySet<string> = new Set(),
): UnitFactItem[] {
  if (!facts) return [];
  const words = unitFactsWords[lang];
  const { access, beds, bathroom, heating, wifi, phoneSignal, parking } = facts;
  const given = <T>(value: T | undefined, say: (value: T) => string) => (value === undefined ? undefined : say(value));
  const noted = (value: string | undefined, note: string | undefined) => (value === undefined ? undefined : withNote(value, note));
  const values: Record<UnitFactKey, { value: string | undefined; notes: readonly (string | undefined)[] }> = {
    access: {
      value: noted(
        given(access.kind, (kind) =>
          [words.access[kind], access.heightMetres === undefined ? undefined : words.height(number(lang, access.heightMetres))]
            .filter(Boolean)
            .join(', '),
        ),
        access.note,
      ),
      notes: [access.note],
    },
    minimumChildAge: {
      value: facts.minimumChildAge === undefined ? words.noMinimumChildAge : words.minimumChildAge(facts.minimumChildAge),
      notes: [],
    },
    beds: {
      value:
        beds.length === 0
          ? undefined
          : semicolonList(lang, bedsCounted(beds.map((bed) => `${words.beds[bed.kind]} ${words.bedSize(bed.widthCm, bed.lengthCm)}`))),
      notes: [],
    },
    bathroom: {
      value: noted(
        given(bathroom.washing, (kind) => words.washing[kind]),
        bathroom.note,
      ),
      notes: [bathroom.note],
    },
    toilet: {
      value: given(bathroom.toilet, (kind) =>
        kind === 'aucune' || !bathroom.toiletPlace
          ? words.toilet[kind]
          : words.toiletAt(words.toilet[kind], words.toiletPlace[bathroom.toiletPlace]),
      ),
      notes: [],
    },
    heating: {
      value: noted(
        given(heating.kind, (kind) => words.heating[kind]),
        heating.note,
      ),
      notes: [heating.note],
    },
    wifi: {
      value: noted(
        given(wifi.level, (level) => words.signal[level]),
        wifi.note,
      ),
      notes: [wifi.note],
    },
    phoneSignal: {
      value: noted(
        given(phoneSignal.level, (level) => words.signal[level]),
        phoneSignal.note,
      ),
      notes: [phoneSignal.note],
    },
    parking: {
      value: noted(
        parking.distanceMetres === undefined || parking.walkingMinutes === undefined
          ? undefined
          : words.parking(parking.distanceMetres, parking.walkingMinutes),
        parking.note,
      ),
      notes: [parking.note],
    },
    wheelchair: { value: facts.wheelchair, notes: [facts.wheelchair] },
  };
  return keys.flatMap((key) => {
    const { value, notes } = values[key];
    if (value === undefined) return [];
    const french = lang !== 'fr' && notes.some((note) => note !== undefined && untranslated.has(note));
    return [{ key, label: words.labels[key], value, ...(french ? { lang: 'fr' as const } : {}) }];
  });
}

/** The units of a type as read in `lang`, and the owner's texts that stand in French for a missing translation. */
function localizedUnits(lang: Lang, typeId: UnitTypeId): { units: readonly Unit[]; untranslated: ReadonlySet<string> } {
  const untranslated = new Set<string>();
  const localized = readLocalizedData<Stays>('stays', staysData, lang, (text) => {
    untranslated.add(text);
    return text;
  });
  const type = localized.unitTypes.find((entry) => entry.id === typeId);
  return { units: type?.units ?? [], untranslated };
}

/** A unit's facts in `lang`, by its id; undefined for an id the data does not hold. */
export function unitFactItemsOf(lang: Lang, typeId: UnitTypeId, unitId: string): UnitFactItem[] | undefined {
  const { units, untranslated } = localizedUnits(lang, typeId);
  const unit = units.find((entry) => entry.id === unitId);
  return unit ? unitFactItems(lang, unit.facts, untranslated) : undefined;
}

/**
 * A type's facts in `lang`, one list per unit; units whose lists read the same share one (two
 * identical chalets show one list, titled with both names), so that the page says each fact once.
 */
export function unitFactsIn(lang: Lang, typeId: UnitTypeId): UnitFactsList[] {
  const words = unitFactsWords[lang];
  const { units, untranslated } = localizedUnits(lang, typeId);
  const lists: { unitIds: string[]; names: string[]; items: UnitFactItem[]; key: string }[] = [];
  for (const unit of units) {
    const items = unitFactItems(lang, unit.facts, untranslated);
    // A unit whose facts are not given has no list.
    if (items.length === 0) continue;
    const key = JSON.stringify(items);
    const same = lists.find((list) => list.key === key);
    if (same) {
      same.unitIds.push(unit.id);
      same.names.push(unit.name);
    } else lists.push({ unitIds: [unit.id], names: [unit.name], items, key });
  }
  // A unit's name is a fact, the same in every language (factText).
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  return lists.map(({ unitIds, names, items }) => ({
    unitIds,
    title: units.length > 1 ? `${words.title}${colon}${names.join(words.and)}` : words.title,
    items,
  }));
}

/** The youngest age a child may sleep in a unit, by unit id, for the estimate and the request; absent where there is none or it is not given yet. */
export function minimumChildAges(typeId: UnitTypeId): Readonly<Record<string, number>> {
  const type = stays.unitTypes.find((entry) => entry.id === typeId);
  return Object.fromEntries(
    (type ? unitsOf(type) : []).flatMap((unit) =>
      unit.facts?.minimumChildAge === undefined ? [] : [[unit.id, unit.facts.minimumChildAge] as const],
    ),
  );
}
