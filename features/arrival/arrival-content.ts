// The arrival guide (/guide-arrivee/): the owner's texts (content/data/arrival-guide.json, schema
// content/schema/arrival-guide.ts) and the site's headings around them (./arrival-words.ts), in each language, with the
// facts that have their own source read where they live: the access notes and GPS position
// (features/contact/access.ts), the arrival and departure hours, pets and what the price includes
// (features/stays), the phone (config/contact.ts). No code or key is ever on this page: it is public.
import { readLocalizedData } from '@/content/localized-data';
import { ownerDataFile } from '@/content/owner-data';
import type { ArrivalGuideData, GroundsPlace } from '@/content/schema/arrival-guide';
import type { InfoItem, PageMeta } from '@/config/types';
import type { Lang } from '@/lib/i18n/languages';
import { arrivalNotesIn, type ArrivalNote } from '@/features/contact/access';
import { availabilityWords } from '@/features/stays/availability-words';
import { priceIncludesIn } from '@/features/stays/stay-price';
import { stayConditionsIn } from '@/features/stays/accommodations-content';
import { arrivalWords } from './arrival-words';

export { groundsPlaces, type GroundsPlace } from '@/content/schema/arrival-guide';

const guideData = ownerDataFile('arrival-guide');

/** One walk of the plan's list: both places by their names in the language, and its time in words. */
export interface Walk {
  readonly from: string;
  readonly to: string;
  readonly time: string;
}

/** Everything the guide shows in a language. */
export interface ArrivalGuide {
  readonly meta: PageMeta;
  readonly title: string;
  readonly intro: string;
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
}

/** « Animaux : … » in French (a space before the colon), "Pets: …" elsewhere. */
const labelled = (lang: Lang, { label, value }: InfoItem) => `${label}${lang === 'fr' ? ' :' : ':'} ${value}`;

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
      walks: guide.plan.walks.flatMap(({ from, to, minutes }) => (minutes === undefined ? [] : [{ from: places[from], to: places[to], time: words.walk(minutes) }])),
    },
  };
}
