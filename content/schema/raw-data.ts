// What a data file's text says that its schema never sees: zod reads the parsed object, where a key
// written twice is already gone (JSON.parse keeps the last), a key the schema does not know is dropped
// without a word, and a control character pasted from another program passes as text (and reaches the
// pages' HTML as it is). Checked by validateDataFile (validate.ts), so `npm run check:content` refuses
// them in French with the file and the field, as it refuses a wrong value. Node only, like the schema.
import type { z } from 'zod';
import { arrayElement, objectShape, recordValue, unionOptionFor, unwrap } from './fields';
import { translationKeys } from './editor-values';

export interface KeyInText {
  /** Where the object holding the key is, in the data (["highlights", 0]). */
  readonly path: readonly PropertyKey[];
  readonly key: string;
}

/**
 * Every key written a second time in the same object of a JSON text, with where that object is. The
 * text has already been read by JSON.parse: it is valid JSON, which this reads once more, token by token.
 */
export function duplicateKeys(text: string): KeyInText[] {
  const found: KeyInText[] = [];
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at += 1;
  };
  const string = (): string => {
    const start = at;
    at += 1;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: PropertyKey[]): void => {
    space();
    const first = text[at];
    if (first === '{') {
      at += 1;
      const seen = new Set<string>();
      space();
      if (text[at] === '}') return void (at += 1);
      for (;;) {
        space();
        const key = string();
        if (seen.has(key)) found.push({ path, key });
        seen.add(key);
        space();
        at += 1; // :
        value([...path, key]);
        space();
        if (text[at++] === '}') return;
      }
    }
    if (first === '[') {
      at += 1;
      space();
      if (text[at] === ']') return void (at += 1);
      for (let index = 0; ; index += 1) {
        value([...path, index]);
        space();
        if (text[at++] === ']') return;
      }
    }
    if (first === '"') return void string();
    // A number, true, false or null: up to the next separator.
    while (at < text.length && !',]} \t\n\r'.includes(text[at] ?? '')) at += 1;
  };
  value([]);
  return found;
}

/** The fields a key could have been meant for: the object's own, in the schema's order. */
export interface UnknownKey extends KeyInText {
  readonly known: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every key of the data its schema has no field for: a misspelt field ("titel"), or one put at the
 * wrong level. At the file's root, the translations' keys ("en", "nl", "de") and the editor's "lang"
 * are the file's own; each translation is read along the same schema (it holds some of the fields).
 */
export function unknownKeys(schema: z.ZodType, data: unknown): UnknownKey[] {
  const found: UnknownKey[] = [];
  const walk = (child: z.ZodType, value: unknown, path: PropertyKey[]) => {
    if (value === undefined || value === null) return;
    const field = unwrap(child);
    const kind = unionOptionFor(field.schema, value);
    if (kind) return walk(kind.schema, value, path);
    const shape = objectShape(field.schema);
    if (shape && isRecord(value)) {
      const root = path.length === 0;
      for (const [key, item] of Object.entries(value)) {
        const known = shape[key];
        if (known) walk(known, item, [...path, key]);
        else if (root && translationKeys.includes(key)) {
          if (key !== 'lang') walk(schema, item, [key]);
        } else found.push({ path, key, known: Object.keys(shape) });
      }
      return;
    }
    const element = arrayElement(field.schema);
    if (element && Array.isArray(value)) return value.forEach((item, index) => walk(element, item, [...path, index]));
    const values = recordValue(field.schema);
    if (values && isRecord(value)) Object.entries(value).forEach(([key, item]) => walk(values, item, [...path, key]));
  };
  walk(schema, data, []);
  return found;
}

/**
 * The control characters no owner text holds on purpose: C0 (U+0000–U+001F) but the tab and the line
 * breaks a text of several lines keeps, DEL and C1 (U+007F–U+009F). Pasted from a spreadsheet, a PDF
 * or a messaging app, they are invisible in the editor and written into the pages' HTML as they are.
 */
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

export interface ControlInText {
  readonly path: readonly PropertyKey[];
  /** The first one found, as U+0007. */
  readonly character: string;
}

/** Every text of the data (keys included, translations included) holding a control character. */
export function controlCharacters(data: unknown, path: PropertyKey[] = []): ControlInText[] {
  const found = (text: string) => controlCharacter.exec(text)?.[0];
  const name = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  if (typeof data === 'string') {
    const character = found(data);
    return character ? [{ path, character: name(character) }] : [];
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => controlCharacters(item, [...path, index]));
  if (isRecord(data)) {
    return Object.entries(data).flatMap(([key, item]) => {
      const character = found(key);
      return [...(character ? [{ path: [...path, key], character: name(character) }] : []), ...controlCharacters(item, [...path, key])];
    });
  }
  return [];
}
