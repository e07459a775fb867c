// Units, seasons, rates and stay conditions from content/data/stays.json (schema: content/schema/stays.ts,
// checked by `npm run check:content` at every build). Server-only: the calendar's and the estimate's
// scripts get their rules as props (plain data); their words are ./availability-words.ts.
import type { EstimateRules } from '@/features/stays/availability/estimate';
import { compulsoryPerNight, type ExtraRule, type OfferRules } from '@/features/stays/availability/offers';
import { seasonNames } from '@/features/stays/availability-words';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { readLocalizedData } from '@/content/localized-data';
import { readDataFile } from '@/content/schema/editor-values';
import { perNightIn } from '@/lib/prices';
import { seasonDatesIn } from '@/features/stays/pricing/season-dates';
import type { Stays } from '@/content/schema/stays';
import type { InfoItem } from '@/config/types';
import { ownerDataFile } from '@/content/owner-data';
import { weekdayIds, type WeekdayId } from '@/content/schema/weekdays';

const staysData = ownerDataFile('stays');

export const stays = readDataFile<Stays>(staysData);

export type UnitType = (typeof stays)['unitTypes'][number];
export type UnitTypeId = UnitType['id'];
/** A unit (a chalet, a cabin) as the owner named it. */
export type Unit = NonNullable<UnitType['units']>[number];

/** A type's units, as the owner listed them; none until given. */
export const unitsOf = (type: UnitType): readonly Unit[] => type.units ?? [];

/** Every unit's id, chalets and cabins: each names its calendar secret and its dates in availability.json. */
export const unitIds: readonly string[] = stays.unitTypes.flatMap((type) => unitsOf(type).map((unit) => unit.id));

/**
 * Whether a type is offered: its rates and its units are given. Only such a type shows a price, takes a
 * stay request, is in the estimate, the price list and the structured data's offers; another is
 * presented without a price (docs/missing-facts.md), and is offered once the owner writes its rates.
 */
export function isOffered(
  type: UnitType,
): type is UnitType & { readonly nightlyRates: NonNullable<UnitType['nightlyRates']>; readonly units: readonly Unit[] } {
  return type.nightlyRates !== undefined && unitsOf(type).length > 0;
}

/** The types offered for a stay (isOffered), in the owner's order. */
export const offeredUnitTypes = stays.unitTypes.filter(isOffered);

/** Whether the type `id` is offered (isOffered). */
export const isOfferedId = (id: UnitTypeId): boolean => offeredUnitTypes.some((type) => type.id === id);

export function unitTypeOf(id: UnitTypeId): UnitType {
  const found = stays.unitTypes.find((type) => type.id === id);
  if (!found) throw new Error(`content/data/stays.json : type d’hébergement absent (${id})`);
  return found;
}

/**
 * A type's nightly rates by season as every price shows them: each with the compulsory extras by night
 * (Code de la consommation L112-1: every compulsory charge in the price). Those by stay or by person
 * cannot fold into a night's price: they are said beside it (stay-price.ts), never left out.
 */
export function nightlyRatesWithCharges(id: UnitTypeId): Readonly<Record<SeasonId, number>> | undefined {
  const perNight = compulsoryPerNight(extrasOf(id));
  const rates = unitTypeOf(id).nightlyRates;
  if (!rates) return undefined;
  return Object.fromEntries(Object.entries(rates).map(([season, rate]) => [season, Math.round((rate + perNight) * 100) / 100])) as Record<
    SeasonId,
    number
  >;
}

/** The lowest nightly rate of a type, compulsory charges by night included, for "70€/nuit" and the structured data; undefined until its rates are given. */
export function lowestRate(id: UnitTypeId): number | undefined {
  const rates = nightlyRatesWithCharges(id);
  return rates && Math.min(...Object.values(rates));
}

/** The highest nightly rate of a type: above the lowest, a single price shown is a « dès » price. */
export function highestRate(id: UnitTypeId): number | undefined {
  const rates = nightlyRatesWithCharges(id);
  return rates && Math.max(...Object.values(rates));
}

type SeasonId = Stays['seasons'][number]['id'];
type Season = (typeof stays)['seasons'][number];

/**
 * The owner's translated season names of a language, by id (content/data/stays.json's translations);
 * a season left untranslated is absent. Facts, read once: no French stands in here, so nothing to mark.
 */
function ownerSeasonNames(lang: Lang): ReadonlyMap<SeasonId, string> {
  const untranslated = new Set<string>();
  const localized = readLocalizedData<Stays>('stays', staysData, lang, (text) => {
    untranslated.add(text);
    return text;
  });
  return new Map(localized.seasons.filter((season) => !untranslated.has(season.name)).map((season) => [season.id, season.name]));
}

const translatedSeasonNames: Translated<ReadonlyMap<SeasonId, string>> = {
  fr: new Map(),
  en: ownerSeasonNames('en'),
  nl: ownerSeasonNames('nl'),
  de: ownerSeasonNames('de'),
};

/** A season's name: the owner's, in French or translated; the site's words where the owner's translation is missing. */
export function seasonName(lang: Lang, season: Pick<Season, 'id' | 'name'>): string {
  return translatedSeasonNames[lang].get(season.id) ?? seasonNames[lang]?.[season.id] ?? season.name;
}

/**
 * A type's rate in each season, for the chalets' information panel and the price list, each season
 * with the dates it applies to once the owner gives them (./season-dates.ts); none until the rates are given.
 */
export function rateItems(id: UnitTypeId, lang: Lang = 'fr'): readonly InfoItem[] {
  const rates = nightlyRatesWithCharges(id);
  if (!rates) return [];
  return stays.seasons.map((season) => {
    const dates = seasonDatesIn(lang, season.id, stays.seasonPeriods, stays.defaultSeason);
    return {
      label: dates ? `${seasonName(lang, season)} (${dates})` : seasonName(lang, season),
      value: perNightIn(lang, rates[season.id]),
    };
  });
}

/** The owner's extras with their names in `lang` (French, marked, where untranslated), by the list's order. */
const localizedExtras: Translated<readonly (typeof stays)['extras'][number][]> = {
  fr: stays.extras,
  en: readLocalizedData<Stays>('stays', staysData, 'en').extras,
  nl: readLocalizedData<Stays>('stays', staysData, 'nl').extras,
  de: readLocalizedData<Stays>('stays', staysData, 'de').extras,
};

/** A type's extras (all, or those the owner lists for it), named in `lang`: what the estimate, the prices and the request count. */
export function extrasOf(id: UnitTypeId, lang: Lang = 'fr'): readonly ExtraRule[] {
  return localizedExtras[lang]
    .filter((extra) => extra.unitTypes.length === 0 || extra.unitTypes.includes(id))
    .map(({ id: extraId, name, euros, unit, compulsory }) => ({ id: extraId, name, euros, unit, compulsory }));
}

/** The owner's offers (each off at 0 %). */
export const offerRules: OfferRules = stays.offers;

const weekdayIndex = (day: WeekdayId) => weekdayIds.indexOf(day);

/**
 * The rules the estimate applies to an offered type (isOffered: its rates are given). A minimum stay not
 * given is one night; season dates not given leave every night in the default season; a tax not given
 * is unknown (null), said as such, never shown as an amount.
 */
export function estimateRules(id: UnitTypeId, lang: Lang = 'fr'): EstimateRules {
  const type = unitTypeOf(id);
  if (!isOffered(type)) throw new Error(`content/data/stays.json : ${id} n’a pas encore de tarifs, il n’est pas proposé`);
  const rates = type.nightlyRates;
  return {
    seasons: stays.seasons.map((season) => ({
      id: season.id,
      name: seasonName(lang, season),
      minimumNights: season.minimumNights ?? 1,
      rate: rates[season.id],
      arrivalDays: season.arrivalDays.map(weekdayIndex),
      minimumNightsByArrivalDay: Object.fromEntries(
        season.minimumNightsByArrivalDay.map((entry) => [weekdayIndex(entry.day), entry.nights]),
      ),
    })),
    periods: stays.seasonPeriods ?? [],
    defaultSeason: stays.defaultSeason,
    extras: extrasOf(id, lang),
    offers: offerRules,
    touristTax: type.touristTax ?? null,
    capacity: type.capacity,
  };
}
