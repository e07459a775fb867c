// The arrival guide (/guide-arrivee/): the owner's texts (content/data/arrival-guide.json, schema
// content/schema/arrival-guide.ts) and the site's headings around them (./arrival-words.ts), in each language, with the
// facts that have their own source read where they live: the access notes and GPS position
// (features/contact/access.ts), the arrival and departure hours, pets and what the price includes
// (features/stays), the Wi-Fi and phone signal of each unit (its facts to live in, features/stays/units/unit-facts.ts),
// the phone (config/contact.ts). No code or key is ever on this page: it is public. A text the owner
// may leave empty (late arrival, Wi-Fi and signal on the grounds) is undefined here until given.
import { readLocalizedData } from '@/content/localized-data';
import { ownerDataFile } from '@/content/owner-data';
import type { ArrivalGuideData, GroundsPlace } from '@/content/schema/arrival-guide';
import type { InfoItem, PageMeta } from '@/config/types';
import type { Lang } from '@/lib/i18n/languages';
import { addressLines } from '@/config/contact';
import { arrivalNotesIn, venueCoordinates, type ArrivalNote } from '@/features/contact/access';
import { formatCoordinates } from '@/features/contact/directions';
import { availabilityWords } from '@/features/stays/availability-words';
import { inSentence, priceIncludesIn, semicolonList } from '@/features/stays/pricing/stay-price';
import { stayConditionsIn } from '@/features/stays/units/accommodations-content';
import { stays, unitsOf, type UnitTypeId } from '@/features/stays/stays';
import { unitFactsIn, type UnitFactsList } from '@/features/stays/units/unit-facts';
import { unitFactsWords } from '@/features/stays/units/unit-facts-words';
import { arrivalWords } from './arrival-words';

export { groundsPlaces, type GroundsPlace } from '@/content/schema/arrival-guide';

const guideData = ownerDataFile('arrival-guide');

/** One walk of the plan's list: both places by their names in the language, and its time in words. */
export interface Walk {
  readonly from: string;
  readonly to: string;
  readonly time: string;
}

/** What some units say of their Wi-Fi and phone signal: the units (or their type) and the two facts. */
export interface UnitConnection extends InfoItem {
  /** "fr" where an owner's note in the value is French standing in for a missing translation. */
  readonly lang?: 'fr';
}

/** Everything the guide shows in a language. */
export interface ArrivalGuide {
  readonly meta: PageMeta;
  readonly title: string;
  readonly intro: string;
  /** The address on one line and the GPS position, from the contact data; undefined until given. */
  readonly address: string | undefined;
  readonly coordinates: string | undefined;
  readonly notes: readonly ArrivalNote[];
  /** Each optional text is undefined until the owner gives it: the page leaves its block out. */
  readonly lastKilometres: string | undefined;
  /** Arrival, then departure: the hours from the stays data. */
  readonly times: readonly InfoItem[];
  readonly key: string | undefined;
  readonly toBring: readonly string[];
  readonly toBringForCabins: readonly string[];
  /** What each unit type's price includes (the linen or not), by the type's name: those the owner said. */
  readonly included: readonly InfoItem[];
  /** The owner's rules, then pets and smoking from the stays data. */
  readonly houseRules: readonly string[];
  readonly plan: { readonly title: string; readonly places: Readonly<Record<GroundsPlace, string>>; readonly walks: readonly Walk[] };
  /** What to do when arriving after the arrival hours; undefined until the owner writes it. */
  readonly lateArrival: string | undefined;
  /** Wi-Fi and phone signal on the grounds, as the owner writes them; undefined until given. */
  readonly wifi: string | undefined;
  readonly phoneSignal: string | undefined;
  /** Each unit type's Wi-Fi and phone signal, from its units' facts: the units whose facts are given. */
  readonly unitConnections: readonly UnitConnection[];
}

/** An optional text as the page reads it: undefined when left out or empty (the editor writes ""). */
const written = (text: string | undefined): string | undefined => (text?.trim() ? text : undefined);

/**
 * « Animaux : … » in French (a no-break space before the colon), "Pets: …" elsewhere. Inside a line a
 * value goes on in lower case, « Wi-Fi : oui ; réseau mobile : faible », « Wi-Fi: good; mobile signal:
 * patchy », « Wifi: ja; mobiel bereik: zwak », unless it opens with an abbreviation (« GPS »); German
 * keeps the capitals of its nouns, and writes its signal words small: « WLAN: ja; Handyempfang: schwach ».
 */
const labelled = (lang: Lang, { label, value }: InfoItem) =>
  lang === 'fr' ? `${label}\u00a0: ${inSentence(value)}` : `${label}: ${lang === 'de' ? inGermanLine(value) : inSentence(value)}`;

/** German's signal words (« ja », « schwach », « nein ») are no nouns: inside a line they go on in lower case. */
const inGermanLine = (value: string): string =>
  Object.values(unitFactsWords.de.signal).some((signal) => value === signal || value.startsWith(`${signal} `)) ? inSentence(value) : value;

/** The guide's blocks, by their anchors (the stays page links #plan), in the page's order. */
export const arrivalSections = [
  'venir',
  'derniers-kilometres',
  'horaires',
  'arrivee-tardive',
  'cle',
  'wifi-reseau',
  'apporter',
  'regles',
  'plan',
] as const;

export type ArrivalSection = (typeof arrivalSections)[number];

/**
 * The blocks the guide shows, in order, which its index at the top lists: a block with nothing to say
 * is left out with its entry (a text the owner has not written, no rule at all).
 */
export function sectionsOf(guide: ArrivalGuide): ArrivalSection[] {
  const shown: Readonly<Record<ArrivalSection, boolean>> = {
    venir: guide.address !== undefined || guide.coordinates !== undefined || guide.notes.length > 0,
    'derniers-kilometres': Boolean(guide.lastKilometres),
    horaires: guide.times.length > 0,
    'arrivee-tardive': guide.lateArrival !== undefined,
    cle: Boolean(guide.key),
    'wifi-reseau': guide.wifi !== undefined || guide.phoneSignal !== undefined || guide.unitConnections.length > 0,
    apporter: guide.toBring.length + guide.toBringForCabins.length + guide.included.length > 0,
    regles: guide.houseRules.length > 0,
    plan: true,
  };
  return arrivalSections.filter((section) => shown[section]);
}

/**
 * Each unit type's Wi-Fi and phone signal from its units' facts (their one source): under the type's
 * name where all its units say the same, under the units' names where they differ. A fact not given
 * is left out (the units' lists hold only those given), and a unit with neither.
 */
export function unitConnectionsIn(
  lang: Lang,
  listsOf: (typeId: UnitTypeId) => readonly UnitFactsList[] = (typeId) => unitFactsIn(lang, typeId),
): UnitConnection[] {
  const typeNames = availabilityWords[lang].typeTitle;
  return stays.unitTypes.flatMap((type) => {
    const units = unitsOf(type);
    const byValue = new Map<string, { names: string[]; french: boolean }>();
    for (const list of listsOf(type.id)) {
      const items = list.items.filter((item) => item.key === 'wifi' || item.key === 'phoneSignal');
      if (items.length === 0) continue;
      const value = semicolonList(
        lang,
        items.map((item) => labelled(lang, item)),
      );
      const group = byValue.get(value) ?? { names: [], french: false };
      group.names.push(...list.unitIds.map((id) => units.find((unit) => unit.id === id)?.name ?? id));
      byValue.set(value, { names: group.names, french: group.french || items.some((item) => item.lang === 'fr') });
    }
    const wholeType = (names: readonly string[]) => byValue.size === 1 && names.length === units.length;
    return [...byValue].map(([value, { names, french }]) => ({
      label: wholeType(names) ? typeNames[type.id] : names.join(unitFactsWords[lang].and),
      value,
      ...(french ? { lang: 'fr' as const } : {}),
    }));
  });
}

/** The guide in `lang`, read from `data` (the owner's file by default; a test hands its own). */
export function arrivalGuideIn(lang: Lang, data: unknown = guideData): ArrivalGuide {
  const guide = readLocalizedData<ArrivalGuideData>('arrival-guide', data, lang);
  const conditions = stayConditionsIn(lang);
  const words = arrivalWords[lang];
  const typeNames = availabilityWords[lang].typeTitle;
  const places = guide.plan.places;
  return {
    meta: guide.meta,
    title: guide.title,
    intro: guide.intro,
    address: addressLines.length > 0 ? addressLines.join(', ') : undefined,
    coordinates: venueCoordinates ? formatCoordinates(venueCoordinates) : undefined,
    notes: arrivalNotesIn(lang),
    lastKilometres: guide.lastKilometres,
    times: [conditions.arrival, conditions.departure].map(({ label, value }) => ({ label, value })),
    key: guide.key,
    toBring: guide.toBring.everyone,
    toBringForCabins: guide.toBring.cabins,
    included: (Object.keys(typeNames) as (keyof typeof typeNames)[]).flatMap((id) => {
      const includes = priceIncludesIn(lang, id);
      return includes ? [{ label: typeNames[id], value: includes.value }] : [];
    }),
    houseRules: [...(guide.houseRules ?? []), ...[conditions.pets, conditions.smoking].map((item) => labelled(lang, item))],
    plan: {
      title: guide.plan.title,
      places,
      // A walk whose time is not given is left out of the list (the plan still draws both places).
      walks: guide.plan.walks.flatMap(({ from, to, minutes }) =>
        minutes === undefined ? [] : [{ from: places[from], to: places[to], time: words.walk(minutes) }],
      ),
    },
    lateArrival: written(guide.lateArrival),
    wifi: written(guide.wifi),
    phoneSignal: written(guide.phoneSignal),
    unitConnections: unitConnectionsIn(lang),
  };
}
