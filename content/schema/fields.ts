// Reads a data file's zod schema as a tree of fields, the one description the validation messages,
// the owner values' listing and the editor's configuration all walk. Any schema written with zod's
// objects, arrays, records, enums, strings, numbers and booleans, titled with .meta(), reads here.
import { z } from 'zod';

/** What a field's .meta() may carry, beyond JSON Schema's title and description. */
export interface FieldMeta {
  readonly title?: string;
  readonly description?: string;
  /** The editor widget when the type alone does not say it: 'text', 'image', 'date', 'time', 'uuid'. */
  readonly widget?: string;
  /** For a generatedId() (widget 'uuid'): what the ids the editor makes start with ("question-"). */
  readonly idPrefix?: string;
  /** The French names of an enum's values, for the editor's choice list. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** The narrowest photo a photo field takes, in pixels (a banner's). */
  readonly minWidth?: number;
  /** `{ value, provisional }` from ownerValue(): a value the owner has still to supply. */
  readonly ownerValue?: boolean;
  /**
   * For an object: the editor shows it folded, its title alone, until the owner taps it open. For a
   * long block set once and rarely read again (a unit's facts), which a phone would otherwise make
   * the owner scroll past to reach what changes every season.
   */
  readonly collapsed?: boolean;
  /** For a date: the sibling date it may not come before; the editor refuses the save and marks the field. */
  readonly notBefore?: string;
  /**
   * For an optional field: required unless the sibling choice `field` holds `value` (an event's amount,
   * unless it is free); the editor refuses the save with `message` and marks the field.
   */
  readonly requiredUnless?: { readonly field: string; readonly value: string; readonly message: string };
  /**
   * For an end time: the sibling fields of the start day, the start time and the end day; on the start's
   * day, the editor refuses an end at or before the start, with the French message.
   */
  readonly endsAfter?: { readonly startDay: string; readonly startTime: string; readonly endDay: string };
  /** What a new item of the editor starts with (JSON Schema's own `default`, offered by code editors too). */
  readonly default?: unknown;
  /** A text in no language (a name, an address, a company number): entered once, never translated. */
  readonly fact?: boolean;
  /** A text that may be translated but reads well in French too (a dish's name): no missing translation is reported. */
  readonly mayStayFrench?: boolean;
  /** A box that, ticked, says the whole entry is an example to replace: published nowhere, listed with the facts to give. */
  readonly marksExample?: boolean;
  /**
   * A fact the site cannot go live without (the law or a booking needs it), with why, in French for
   * the owner: « Mentions légales : LCEN, article 6-III ». check:content and check:publish refuse while
   * it is not given; any other fact is optional (content/facts-to-give.ts, docs/missing-facts.md).
   */
  readonly needed?: string;
  /** Needed only in a case the data says (content/facts-to-give.ts): a stay type offered, furnished tourist lets… */
  readonly neededWhen?: NeededWhen;
}

/**
 * When a fact is needed (meta `needed`) only in a case, named here and decided from the data by
 * content/facts-to-give.ts: `offered`, the unit type takes stays (its rates and units are given);
 * `furnished`, the units are meublés de tourisme; `ratesVary`, an offered type's rates differ by
 * season; `carteGiven`, the restaurant's carte is given.
 */
export type NeededWhen = 'offered' | 'anyOffered' | 'furnished' | 'ratesVary' | 'carteGiven';

type Def = { readonly type: string; readonly [key: string]: unknown };

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * What a field is for the other languages: a `text` the owner writes in French and may translate; a
 * `fact` in no language, entered once (a price, an hour, a date, a photo, an id, a name); a `choice`
 * among values whose words the site translates itself (allergens, days, places). Objects and lists
 * are none of these: their fields are.
 */
export type FieldKind = 'text' | 'fact' | 'choice';

/** The kind of a field (wrappers removed by unwrap), or null for an object, a list or a record. */
export function fieldKind(field: UnwrappedField): FieldKind | null {
  if (enumValues(field.schema)) return 'choice';
  const type = defOf(field.schema).type;
  if (type === 'number' || type === 'int' || type === 'boolean') return 'fact';
  if (type !== 'string') return null;
  // A formatted string (an hour, a date, an id, an address on the web…) is a fact; so is a photo.
  if (field.meta.fact || (field.meta.widget !== undefined && field.meta.widget !== 'text') || defOf(field.schema).format) return 'fact';
  if (checksOf(field.schema).some((check) => check.format !== undefined && check.format !== 'trim' && check.check !== 'min_length'))
    return 'fact';
  return 'text';
}

/** A list whose items are texts (paragraphs, rules, equipment): translated as one text, free to hold another count of items. */
export function isTextList(field: UnwrappedField): boolean {
  const element = arrayElement(field.schema);
  return element !== null && fieldKind(unwrap(element)) === 'text';
}

/** A field's schema without its optional/nullable/default wrappers, and what they said. */
export interface UnwrappedField {
  readonly schema: z.ZodType;
  readonly optional: boolean;
  readonly meta: FieldMeta;
}

/** A preprocess of common.ts (optional(), photoFile()): a transform piped into the field; `transform` when it is that one. */
export function isPreprocess(schema: z.ZodType, transform?: (value: unknown) => unknown): boolean {
  const def = defOf(schema);
  if (def.type !== 'pipe') return false;
  const input = defOf(def.in as z.ZodType);
  return input.type === 'transform' && (transform === undefined || input.transform === transform);
}

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

export function unwrap(schema: z.ZodType): UnwrappedField {
  let current = schema;
  let optional = false;
  // The outer wrapper's meta wins: `.optional().meta({ title })` titles the field as a whole.
  let meta: FieldMeta = {};
  for (;;) {
    meta = { ...((z.globalRegistry.get(current) ?? {}) as FieldMeta), ...meta };
    const def = defOf(current);
    // A preprocess reads as the field it feeds.
    if (isPreprocess(current)) {
      current = def.out as z.ZodType;
      continue;
    }
    if (!wrappers.has(def.type)) return { schema: current, optional, meta };
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    current = def.innerType as z.ZodType;
  }
}

export function objectShape(schema: z.ZodType): Readonly<Record<string, z.ZodType>> | null {
  const def = defOf(schema);
  return def.type === 'object' ? (def.shape as Record<string, z.ZodType>) : null;
}

export function arrayElement(schema: z.ZodType): z.ZodType | null {
  const def = defOf(schema);
  return def.type === 'array' ? (def.element as z.ZodType) : null;
}

export function recordValue(schema: z.ZodType): z.ZodType | null {
  const def = defOf(schema);
  return def.type === 'record' ? (def.valueType as z.ZodType) : null;
}

/** One kind of a choice between kinds (zod's discriminatedUnion): its value of the discriminator and its fields. */
export interface UnionOption {
  readonly value: string;
  readonly schema: z.ZodType;
}

/**
 * A choice between kinds of object told apart by one field (z.discriminatedUnion("kind", …)): the
 * field's name and each kind; null for any other schema. The editor shows it as an object of variable
 * types, the kind picked from a list.
 */
export function unionOf(schema: z.ZodType): { readonly discriminator: string; readonly options: readonly UnionOption[] } | null {
  const def = defOf(schema);
  if (def.type !== 'union' || typeof def.discriminator !== 'string') return null;
  const discriminator = def.discriminator;
  const options = (def.options as z.ZodType[]).map((option) => {
    const kind = objectShape(option)?.[discriminator];
    const values = kind ? enumValues(kind) : null;
    if (!values || values.length !== 1 || values[0] === undefined)
      throw new Error(`Chaque sorte d’un choix doit avoir un « ${discriminator} » d’une seule valeur.`);
    return { value: values[0], schema: option };
  });
  return { discriminator, options };
}

/** The kind of a choice between kinds that a value is, by its discriminator; undefined when it is none of them. */
export function unionOptionFor(schema: z.ZodType, data: unknown): UnionOption | undefined {
  const union = unionOf(schema);
  if (!union || typeof data !== 'object' || data === null) return undefined;
  const kind = (data as Record<string, unknown>)[union.discriminator];
  return union.options.find((option) => option.value === kind);
}

export function enumValues(schema: z.ZodType): readonly string[] | null {
  const def = defOf(schema);
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string>);
  if (def.type === 'literal') return (def.values as unknown[]).map(String);
  return null;
}

/** The checks zod attached to a field (min, max, regex…), as plain records. */
export function checksOf(schema: z.ZodType): readonly Readonly<Record<string, unknown>>[] {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: Record<string, unknown> } }[];
  return checks.map((check) => check._zod.def);
}

/** The schema of the value at a path in the data (["week", "lundi", 0, "opens"]), or null past a leaf. */
export function schemaAt(root: z.ZodType, path: readonly PropertyKey[]): UnwrappedField | null {
  let field = unwrap(root);
  for (const key of path) {
    // In a choice between kinds, the field of whichever kind has it (the kinds' fields have their own names).
    const kinds = unionOf(field.schema)?.options.map((option) => objectShape(option.schema)?.[String(key)]) ?? [];
    const next =
      objectShape(field.schema)?.[String(key)] ??
      arrayElement(field.schema) ??
      recordValue(field.schema) ??
      kinds.find((kind) => kind !== undefined);
    if (!next) return null;
    field = unwrap(next);
  }
  return field;
}

/** ["sections", "value", 2, "dishes", 0, "priceEuros"] as sections.value[2].dishes[0].priceEuros. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}

export interface ProvisionalValue {
  readonly path: readonly PropertyKey[];
  /** The ownerValue()'s title: what the owner has to supply. */
  readonly label: string;
  readonly value: unknown;
}

/**
 * Walks a data file along its schema: `visit` says what a field yields, or undefined to look inside
 * it (an object's fields, a list's items, a record's values).
 */
export function collect<T>(
  schema: z.ZodType,
  data: unknown,
  visit: (field: UnwrappedField, data: unknown, path: PropertyKey[]) => T[] | undefined,
  path: PropertyKey[] = [],
): T[] {
  const field = unwrap(schema);
  if (data === undefined || data === null) return [];
  const found = visit(field, data, path);
  if (found) return found;
  const kind = unionOptionFor(field.schema, data);
  if (kind) return collect(kind.schema, data, visit, path);
  const shape = objectShape(field.schema);
  if (shape && typeof data === 'object') {
    return Object.entries(shape).flatMap(([key, child]) => collect(child, (data as Record<string, unknown>)[key], visit, [...path, key]));
  }
  const element = arrayElement(field.schema);
  if (element && Array.isArray(data)) return data.flatMap((item, index) => collect(element, item, visit, [...path, index]));
  const value = recordValue(field.schema);
  if (value && typeof data === 'object') {
    return Object.entries(data as Record<string, unknown>).flatMap(([key, item]) => collect(value, item, visit, [...path, key]));
  }
  return [];
}

/** Every `{ value, provisional: true }` in a data file, in the file's order. */
export function provisionalValues(schema: z.ZodType, data: unknown): ProvisionalValue[] {
  return collect<ProvisionalValue>(schema, data, function visit(field, value, path): ProvisionalValue[] | undefined {
    if (field.meta.marksExample) return value === true ? [{ path, label: field.meta.title ?? formatPath(path), value: 'exemple' }] : [];
    if (!field.meta.ownerValue || typeof value !== 'object' || value === null || !('provisional' in value) || !('value' in value))
      return undefined;
    const inner = objectShape(field.schema)?.value;
    const nested: ProvisionalValue[] = inner ? collect(inner, value.value, visit, [...path, 'value']) : [];
    return value.provisional === true ? [{ path, label: field.meta.title ?? formatPath(path), value: value.value }, ...nested] : nested;
  });
}

export interface PhotoInData {
  readonly path: readonly PropertyKey[];
  readonly file: string;
  readonly minWidth?: number;
}

/** Every photo file a data file names (its image fields), with where and how wide it must be. */
export function photosIn(schema: z.ZodType, data: unknown): PhotoInData[] {
  return collect<PhotoInData>(schema, data, (field, value, path) => {
    if (field.meta.widget !== 'image') return undefined;
    return typeof value === 'string' ? [{ path, file: value, ...(field.meta.minWidth ? { minWidth: field.meta.minWidth } : {}) }] : [];
  });
}
