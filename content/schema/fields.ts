// Reads a data file's zod schema as a tree of fields, the one description the validation messages,
// the owner values' listing and the editor's configuration all walk. Any schema written with zod's
// objects, arrays, records, enums, strings, numbers and booleans, titled with .meta(), reads here.
import { z } from 'zod';

/** What a field's .meta() may carry, beyond JSON Schema's title and description. */
export interface FieldMeta {
  readonly title?: string;
  readonly description?: string;
  /** The editor widget when the type alone does not say it: 'text', 'image', 'date', 'time'. */
  readonly widget?: string;
  /** The French names of an enum's values, for the editor's choice list. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** `{ value, provisional }` from ownerValue(): a value the owner has still to supply. */
  readonly ownerValue?: boolean;
  /** For a date: the sibling date it may not come before; the editor refuses the save and marks the field. */
  readonly notBefore?: string;
  /** What a new item of the editor starts with (JSON Schema's own `default`, offered by code editors too). */
  readonly default?: unknown;
}

type Def = { readonly type: string; readonly [key: string]: unknown };

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A field's schema without its optional/nullable/default wrappers, and what they said. */
export interface UnwrappedField {
  readonly schema: z.ZodType;
  readonly optional: boolean;
  readonly meta: FieldMeta;
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
    const next = objectShape(field.schema)?.[String(key)] ?? arrayElement(field.schema) ?? recordValue(field.schema);
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

/** Every `{ value, provisional: true }` in a data file, in the file's order. */
export function provisionalValues(schema: z.ZodType, data: unknown, path: PropertyKey[] = []): ProvisionalValue[] {
  const field = unwrap(schema);
  if (data === undefined || data === null) return [];
  if (field.meta.ownerValue && typeof data === 'object' && 'provisional' in data && 'value' in data) {
    const inner = objectShape(field.schema)?.value;
    const nested = inner ? provisionalValues(inner, data.value, [...path, 'value']) : [];
    return data.provisional === true ? [{ path, label: field.meta.title ?? formatPath(path), value: data.value }, ...nested] : nested;
  }
  const shape = objectShape(field.schema);
  if (shape && typeof data === 'object') {
    return Object.entries(shape).flatMap(([key, child]) => provisionalValues(child, (data as Record<string, unknown>)[key], [...path, key]));
  }
  const element = arrayElement(field.schema);
  if (element && Array.isArray(data)) return data.flatMap((item, index) => provisionalValues(element, item, [...path, index]));
  const value = recordValue(field.schema);
  if (value && typeof data === 'object') {
    return Object.entries(data as Record<string, unknown>).flatMap(([key, item]) => provisionalValues(value, item, [...path, key]));
  }
  return [];
}
