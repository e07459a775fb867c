// Where each data file keeps the facts the owner gives, read from its schema: every ownerValue() (a
// fact stored `{ value, provisional }`), every field the law needs in a case (a registration number)
// and every box that marks an entry as an example. Written by `npm run generate` into
// content/schema/json/facts-to-give.json, which content/facts-to-give.ts reads without zod: in
// check:content, in the publish check and in the editor, where it counts what is left to give.
import type { z } from 'zod';
import { arrayElement, objectShape, recordValue, unwrap, type NeededWhen } from './fields';
import { collections, dataFiles, dataFolders, editableDataFiles } from './index';

/** A fact of a data file: where (a path, "*" for any item), what the owner calls it, and whether the site needs it. */
export interface FactEntry {
  /** "unitTypes.*.units.value.*.registrationNumber". */
  readonly path: string;
  /** The field's title, as the editor shows it. */
  readonly label: string;
  /**
   * `stored`: an ownerValue(), given once its box « Valeur provisoire » is unticked; `field`: an
   * optional field, given once written; `example`: a box that, ticked, keeps the entry off the site.
   */
  readonly kind: 'stored' | 'field' | 'example';
  /** Why the site cannot go live without it (FieldMeta.needed); absent for an optional fact. */
  readonly needed?: string;
  readonly neededWhen?: NeededWhen;
}

/** A data file's (or a data folder's entries') facts, and where the editor shows them. */
export interface FactsOfFile {
  /** The editor's collection (its name and its title) and the file's title there. */
  readonly collection: string;
  readonly collectionLabel: string;
  readonly label: string;
  readonly facts: readonly FactEntry[];
}

/** Every fact a schema holds, in the editor's order. Inside a stored fact, its own stored facts too (a unit's facts). */
export function factEntries(schema: z.ZodType): FactEntry[] {
  const found: FactEntry[] = [];
  const walk = (child: z.ZodType, path: string[]) => {
    const field = unwrap(child);
    const here = path.join('.');
    const { meta } = field;
    const needs = { ...(meta.needed ? { needed: meta.needed } : {}), ...(meta.neededWhen ? { neededWhen: meta.neededWhen } : {}) };
    if (meta.marksExample) return void found.push({ path: here, label: meta.title ?? here, kind: 'example' });
    if (meta.ownerValue) {
      found.push({ path: here, label: meta.title ?? here, kind: 'stored', ...needs });
      const inner = objectShape(field.schema)?.value;
      if (inner) walk(inner, [...path, 'value']);
      return;
    }
    if (meta.needed) return void found.push({ path: here, label: meta.title ?? here, kind: 'field', ...needs });
    const shape = objectShape(field.schema);
    if (shape) return Object.entries(shape).forEach(([key, value]) => walk(value, [...path, key]));
    const item = arrayElement(field.schema) ?? recordValue(field.schema);
    if (item) walk(item, [...path, '*']);
  };
  walk(schema, []);
  return found;
}

/** The table for every file the owner edits and every data folder, by name ("contact", "events"). */
export function factsTable(): Record<string, FactsOfFile> {
  const collectionOf = (name: string) =>
    editableDataFiles.find((file) => file.name === name)?.collection ?? dataFolders.find((folder) => folder.name === name)?.collection;
  return Object.fromEntries(
    [...dataFiles, ...dataFolders].flatMap((entry) => {
      const collection = collections.find((candidate) => candidate.name === collectionOf(entry.name));
      const facts = factEntries(entry.schema);
      return collection && facts.length > 0
        ? [[entry.name, { collection: collection.name, collectionLabel: collection.label, label: entry.label, facts }]]
        : [];
    }),
  );
}
