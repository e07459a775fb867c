// What the owner has still to give, read from the data files as written: the facts the site cannot go
// live without (the law or a booking needs them: FieldMeta.needed, docs/missing-facts.md) and the
// optional ones, apart. One function for every reader: check:content and check:publish refuse the
// same needed facts, and the editor counts them. zod-free and pure: the table of where each file keeps
// its facts is generated from the schema (content/schema/facts-table.ts, `npm run generate`).
import factsTable from './schema/json/facts-to-give.json';
import { isStoredFact } from './given-facts';

type NeededWhen = 'offered' | 'anyOffered' | 'furnished' | 'ratesVary' | 'carteGiven';

interface FactEntry {
  readonly path: string;
  readonly label: string;
  readonly kind: 'stored' | 'field' | 'example';
  readonly needed?: string;
  readonly neededWhen?: NeededWhen | string;
}

interface FactsOfFile {
  readonly collection: string;
  readonly collectionLabel: string;
  readonly label: string;
  readonly facts: readonly FactEntry[];
}

const table = factsTable as Readonly<Record<string, FactsOfFile>>;

/** A data file as written (translations included), by its place in the repository: "content/data/contact.json", "content/data/events/….json". */
export interface WrittenFile {
  readonly file: string;
  readonly data: unknown;
}

/** A fact the owner has still to give, and where. */
export interface FactToGive {
  /** "content/data/contact.json". */
  readonly file: string;
  /** ["phone"], ["unitTypes", 1, "units", "value", 0, "registrationNumber"]. */
  readonly path: readonly (string | number)[];
  /** What the editor calls it, with the unit or item it belongs to where it has a name: « Numéro d’enregistrement… (Petite cabane) ». */
  readonly label: string;
  /** The editor's collection (its name and its title) and the file's title there, to lead the owner to it. */
  readonly collection: string;
  readonly collectionLabel: string;
  readonly fileLabel: string;
  /** Why the site cannot go live without it; absent for an optional fact. */
  readonly why?: string;
}

export interface FactsToGive {
  readonly needed: readonly FactToGive[];
  readonly optional: readonly FactToGive[];
}

/** Facts a build takes from its environment instead: the publish workflow gives the site's address. */
const fromEnvironment: Readonly<Record<string, string>> = { 'content/data/contact.json›siteUrl': 'NEXT_PUBLIC_SITE_URL' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored fact's value once given; undefined while provisional. */
const givenValue = (fact: unknown): unknown => (isStoredFact(fact) && !fact.provisional ? fact.value : undefined);

/** Every place a pattern ("a.*.b") reaches in `data`, with its path and the object that holds it. */
function reach(
  data: unknown,
  keys: readonly string[],
  path: (string | number)[] = [],
  holder?: Record<string, unknown>,
): { path: (string | number)[]; value: unknown; holder?: Record<string, unknown> }[] {
  const [key, ...rest] = keys;
  if (key === undefined) return [{ path, value: data, ...(holder ? { holder } : {}) }];
  if (key === '*') return Array.isArray(data) ? data.flatMap((item, index) => reach(item, rest, [...path, index], holder)) : [];
  if (!isObject(data)) return [];
  // A stored fact not given hides the facts inside it: they are given with it.
  if (key === 'value' && isStoredFact(data) && data.provisional) return [];
  const object: Record<string, unknown> = data;
  return reach(object[key], rest, [...path, key], object);
}

/** A stays unit type is offered once its rates and its units are given (features/stays/stays.ts, isOffered). */
const isOffered = (type: unknown): boolean => {
  if (!isObject(type)) return false;
  const units = givenValue(type.units);
  return givenValue(type.nightlyRates) !== undefined && Array.isArray(units) && units.length > 0;
};

const ratesVary = (type: unknown): boolean => {
  const rates = isObject(type) ? givenValue(type.nightlyRates) : undefined;
  return isObject(rates) && new Set(Object.values(rates)).size > 1;
};

/** Whether a fact needed in a case is needed in this file: the case decided from the file's data. */
function neededIn(when: string | undefined, root: unknown, path: readonly (string | number)[]): boolean {
  if (when === undefined) return true;
  const data = isObject(root) ? root : {};
  const types = Array.isArray(data.unitTypes) ? data.unitTypes : [];
  switch (when) {
    case 'offered':
      return path[0] === 'unitTypes' && typeof path[1] === 'number' && isOffered(types[path[1]]);
    case 'anyOffered':
      return types.some(isOffered);
    case 'furnished':
      return data.furnishedTouristLets === true;
    case 'ratesVary':
      return types.some((type) => isOffered(type) && ratesVary(type));
    case 'carteGiven':
      return givenValue(data.sections) !== undefined;
    default:
      return true;
  }
}

/** Whether the fact at a place is not given: a stored fact still provisional, a field left empty, an example box ticked. */
function missing(kind: FactEntry['kind'], value: unknown): boolean {
  if (kind === 'stored') return isStoredFact(value) && value.provisional;
  if (kind === 'example') return value === true;
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The file's entry in the table: a data file by its name, an entry of a data folder by its folder's. */
function factsOf(file: string): FactsOfFile | undefined {
  const name = /^content\/data\/(?:([^/]+)\.json|([^/]+)\/[^/]+\.json)$/.exec(file);
  return name ? table[name[1] ?? name[2] ?? ''] : undefined;
}

/**
 * What the owner has still to give in `files` (each file as written), the needed facts apart from the
 * optional ones, in the editor's order. `env`: the build's environment (the publish workflow gives
 * the site's address through NEXT_PUBLIC_SITE_URL).
 */
export function factsToGive(files: readonly WrittenFile[], env: Readonly<Record<string, string | undefined>> = {}): FactsToGive {
  const needed: FactToGive[] = [];
  const optional: FactToGive[] = [];
  for (const { file, data } of files) {
    const entry = factsOf(file);
    if (!entry) continue;
    for (const fact of entry.facts) {
      for (const place of reach(data, fact.path.split('.'))) {
        if (!missing(fact.kind, place.value)) continue;
        // A field with no stored fact around it exists only where its object does: a unit's number is asked of each unit listed.
        if (fact.kind === 'field' && place.holder === undefined) continue;
        const variable = fromEnvironment[`${file}›${fact.path}`];
        if (variable && env[variable]?.trim()) continue;
        const name = place.holder && typeof place.holder.name === 'string' && fact.kind !== 'example' ? ` (${place.holder.name})` : '';
        const title = isObject(data) && fact.kind === 'example' && typeof data.title === 'string' ? ` : ${data.title}` : '';
        const found: FactToGive = {
          file,
          path: place.path,
          label: `${fact.label}${name}${title}`,
          collection: entry.collection,
          collectionLabel: entry.collectionLabel,
          fileLabel: entry.label,
        };
        if (fact.needed && neededIn(fact.neededWhen, data, place.path)) needed.push({ ...found, why: fact.needed });
        else optional.push(found);
      }
    }
  }
  return { needed, optional };
}

/** ["unitTypes", 1, "units"] as unitTypes[1].units, as check:content writes a field's place. */
export const placeOf = (path: readonly (string | number)[]): string =>
  path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${key}`)).join('');

/** Where the owner gives a fact, in French: « Coordonnées et accès → Coordonnées, accès et réseaux → Numéro de téléphone (content/data/contact.json › phone) ». */
export const whereToGive = (fact: FactToGive): string =>
  `${fact.collectionLabel} → ${fact.fileLabel} → ${fact.label} (${fact.file} › ${placeOf(fact.path)})`;

/**
 * The needed facts as check:content and check:publish print them, in French: one group per reason,
 * its count at the start of its line, then where to give each in the editor. The counts add up to
 * the number of needed facts.
 */
export function neededFactsLines(needed: readonly FactToGive[]): string[] {
  const groups = new Map<string, FactToGive[]>();
  for (const fact of needed) groups.set(fact.why ?? '', [...(groups.get(fact.why ?? '') ?? []), fact]);
  return [...groups].flatMap(([why, facts]) => [
    `${facts.length} information(s) à donner — ${why} :`,
    ...facts.map((fact) => `  - ${whereToGive(fact)}`),
  ]);
}
