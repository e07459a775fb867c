// The editor's configuration (Decap CMS format, which Sveltia CMS reads too), made from the data
// files' schemas: one `file` collection entry per data file, one widget per schema field. Pure: the
// script scripts/editor/build-admin-config.ts writes it as public/admin/config.yml.
import type { z } from 'zod';
import { maxPhotoBytes } from './common';
import { mediaFolder } from './editor-values';
import {
  arrayElement,
  checksOf,
  defOf,
  enumValues,
  fieldKind,
  isTextList,
  objectShape,
  recordValue,
  unionOf,
  unwrap,
  type FieldMeta,
} from './fields';
import { collections, dataFilePath, dataFolderPath, dataFolders, editableDataFiles, type DataFolder } from './index';
import { translatableFields } from './translations';
import { languages, sourceLanguage } from '@/lib/i18n/languages';
import {
  dateNotBeforeWidget,
  earliestDayPlaceholder,
  requiredUnlessWidget,
  startTimePlaceholder,
  timeAfterStartWidget,
  type AdminBackend,
} from './editor-contract';

export type EditorField = { readonly name: string; readonly label: string; readonly widget: string; readonly [option: string]: unknown };

/**
 * How a field of a file with translations is edited in the other languages (Sveltia CMS's field
 * `i18n` option): `translated` beside the French; `mirrored`, a fact or choice inside a list whose
 * items are translated, copied from the French and read-only there, so that the items stay aligned;
 * `french`, a fact or choice entered once, in French only.
 */
type Translation = 'none' | 'french' | 'mirrored';

/** The editor's regex check of a string, with the schema's French message when it has one. */
function pattern(schema: z.ZodType): [string, string] | undefined {
  const check = checksOf(schema).find((entry) => entry.format === 'regex' && entry.pattern instanceof RegExp);
  if (!check) return undefined;
  const message =
    typeof check.error === 'function' ? (check.error as (issue: { input: string }) => string)({ input: '…' }) : 'Format non reconnu';
  // The schema's message starts with the value it quotes; the editor shows it under the field instead.
  const sentence = message.replace(/^« … » n’est pas/, 'Ce n’est pas').replace(/^« … » :? ?/, '');
  return [(check.pattern as RegExp).source, sentence.charAt(0).toUpperCase() + sentence.slice(1)];
}

const hintOf = (meta: FieldMeta) => (meta.description ? { hint: meta.description } : {});

function choiceOptions(values: readonly string[], meta: FieldMeta) {
  return values.map((value) => ({ label: meta.options?.find((option) => option.value === value)?.label ?? value, value }));
}

/** The widget and its options for a field's schema (wrappers already removed). */
function widgetOf(schema: z.ZodType, meta: FieldMeta, translation: Translation): Record<string, unknown> & { widget: string } {
  const def = defOf(schema);
  const values = enumValues(schema);
  if (values) return { widget: 'select', options: choiceOptions(values, meta) };
  switch (meta.widget) {
    case 'date':
      // Picked in the phone's own time zone, which the editor does not name under the field (it
      // writes "UTC" under a picker_utc one); a date-only value is kept as typed, no hour to shift.
      return { widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' };
    case 'time':
      // Typed, not picked: the editor's time picker shows "7:30 PM" in its summaries and cannot say
      // what is wrong with an hour; a text field with the schema's pattern refuses "25:00" in French.
      return { widget: 'string', pattern: pattern(schema) };
    case 'image':
      return {
        widget: 'image',
        choose_url: false,
        // An absolute folder and an empty public path: the editor stores "lac.jpg", as the data files name
        // a photo, where the global folders would store "/content/photos/lac.jpg".
        media_folder: `/${mediaFolder}`,
        public_folder: '',
      };
    case 'text':
      return { widget: 'text' };
    case 'uuid':
      // Made by the editor for an item the owner adds, read-only (Sveltia CMS's default for this
      // widget), in lowercase Base32: the schema's id pattern holds it.
      return { widget: 'uuid', ...(meta.idPrefix ? { prefix: meta.idPrefix } : {}), use_b32_encoding: true };
    default:
  }
  if (def.type === 'string') {
    const regex = pattern(schema);
    return { widget: 'string', ...(regex ? { pattern: regex } : {}) };
  }
  if (def.type === 'number') {
    const number = schema as z.ZodNumber;
    return {
      widget: 'number',
      value_type: number.isInt ? 'int' : 'float',
      ...(Number.isFinite(number.minValue) ? { min: number.minValue } : {}),
      ...(number.isInt ? {} : { step: 0.01 }),
    };
  }
  if (def.type === 'boolean') return { widget: 'boolean' };
  const shape = objectShape(schema);
  if (shape) return { widget: 'object', ...(meta.collapsed ? { collapsed: true } : {}), fields: objectFields(shape, meta, translation) };
  const union = unionOf(schema);
  if (union) return kindsWidget(union, translation);
  const element = arrayElement(schema);
  if (element) return listWidget(schema, element, itemTranslation(schema, translation));
  const value = recordValue(schema);
  if (value) throw new Error(`Un champ « record » n’a pas de widget d’éditeur : décrivez ses clés avec z.object (${meta.title ?? ''}).`);
  throw new Error(`Type zod sans widget d’éditeur : ${def.type} (${meta.title ?? ''}).`);
}

/**
 * A choice between kinds of object (z.discriminatedUnion): Sveltia CMS's object of variable types. The
 * owner picks the kind by its French title; the editor writes its value in the discriminator field and
 * shows that kind's own fields only.
 */
function kindsWidget(
  union: NonNullable<ReturnType<typeof unionOf>>,
  translation: Translation,
): Record<string, unknown> & { widget: string } {
  return {
    widget: 'object',
    typeKey: union.discriminator,
    types: union.options.map((option) => {
      const { schema, meta } = unwrap(option.schema);
      const fields = Object.fromEntries(Object.entries(objectShape(schema) ?? {}).filter(([name]) => name !== union.discriminator));
      return { name: option.value, label: meta.title ?? option.value, widget: 'object', fields: fieldsOf(fields, translation) };
    }),
  };
}

function listWidget(schema: z.ZodType, element: z.ZodType, translation: Translation): Record<string, unknown> & { widget: string } {
  const item = unwrap(element);
  const bounds = Object.fromEntries(
    checksOf(schema).flatMap((check) => {
      if (check.check === 'min_length') return [['min', check.minimum]];
      if (check.check === 'max_length') return [['max', check.maximum]];
      return [];
    }),
  );
  // The editor counts an empty list as a required field left empty: a day without service, a dish
  // without allergen would never save. The schema's minimum, when there is one, still applies.
  const mayBeEmpty = bounds.min === undefined || bounds.min === 0 ? { required: false } : {};
  const values = enumValues(item.schema);
  // A list of choices is a multiple select: the owner ticks allergens, places, days.
  if (values) return { widget: 'select', multiple: true, options: choiceOptions(values, item.meta), ...bounds, ...mayBeEmpty };
  const shape = objectShape(item.schema);
  const singular = item.meta.title ? { label_singular: item.meta.title } : {};
  if (shape) return { widget: 'list', ...singular, fields: objectFields(shape, item.meta, translation), ...bounds, ...mayBeEmpty };
  return { widget: 'list', ...singular, field: toField('valeur', element, translation), ...bounds, ...mayBeEmpty };
}

const hasTexts = (schema: z.ZodType) => translatableFields(schema).length > 0;

/** A list's items are mirrored in the other languages when they hold a text: the French adds, moves and removes them. */
const itemTranslation = (list: z.ZodType, translation: Translation): Translation =>
  translation !== 'none' && hasTexts(list) ? 'mirrored' : translation;

/** The field's `i18n` option, and `required` in French only for a text (a save in French alone is whole). */
function i18nOf(field: EditorField, schema: z.ZodType, translation: Translation): Record<string, unknown> {
  if (translation === 'none') return {};
  const unwrapped = unwrap(schema);
  if (isTextList(unwrapped) || fieldKind(unwrapped) === 'text')
    return { i18n: true, ...(field.required === false ? {} : { required: [sourceLanguage] }) };
  if (fieldKind(unwrapped) === null && hasTexts(schema)) return { i18n: arrayElement(unwrapped.schema) ? 'duplicate' : true };
  return translation === 'mirrored' ? { i18n: 'duplicate' } : {};
}

export function toField(name: string, schema: z.ZodType, translation: Translation = 'none'): EditorField {
  const { schema: inner, optional, meta } = unwrap(schema);
  const field: EditorField = {
    name,
    label: meta.title ?? name,
    ...widgetOf(inner, meta, translation),
    ...hintOf(meta),
    ...(meta.default === undefined ? {} : { default: meta.default }),
    ...(optional ? { required: false } : {}),
  };
  return { ...field, ...i18nOf(field, schema, translation) };
}

/**
 * A date that may not come before a sibling date (meta `notBefore`): the editor's field type
 * scripts/editor/date-not-before.ts, with the sibling and the French message under the field.
 */
function notBefore(field: EditorField, sibling: string, shape: Readonly<Record<string, z.ZodType>>): EditorField {
  const earliest = shape[sibling];
  if (field.widget !== 'datetime' || !earliest)
    throw new Error(`« ${field.label} » : notBefore nomme « ${sibling} », qui n’est pas une date voisine.`);
  const title = (unwrap(earliest).meta.title ?? sibling).toLowerCase();
  const day = earliestDayPlaceholder;
  return {
    ...field,
    widget: dateNotBeforeWidget,
    not_before: sibling,
    not_before_message: `Ce jour est avant le ${title} (${day}) : choisissez le ${day} ou un jour après`,
  };
}

/**
 * A field required unless a sibling choice holds one value (meta `requiredUnless`): the editor's field
 * type scripts/editor/required-unless.ts, drawn by the field's own control, with the French message.
 */
function requiredUnless(
  field: EditorField,
  rule: NonNullable<FieldMeta['requiredUnless']>,
  shape: Readonly<Record<string, z.ZodType>>,
): EditorField {
  const sibling = shape[rule.field];
  if (!sibling || !enumValues(unwrap(sibling).schema)?.includes(rule.value))
    throw new Error(`« ${field.label} » : requiredUnless nomme « ${rule.field} » et « ${rule.value} », qui n’est pas un choix voisin.`);
  return {
    ...field,
    widget: requiredUnlessWidget,
    drawn_as: field.widget,
    required_unless: rule.field,
    unless_value: rule.value,
    required_unless_message: rule.message,
  };
}

/**
 * An end time refused at or before the start time on the start's day (meta `endsAfter`): the editor's
 * field type scripts/editor/time-after-start.ts, drawn by the text field, with the French message.
 */
function endsAfter(
  field: EditorField,
  siblings: NonNullable<FieldMeta['endsAfter']>,
  shape: Readonly<Record<string, z.ZodType>>,
): EditorField {
  const missing = Object.values(siblings).filter((name) => !shape[name]);
  if (field.widget !== 'string' || missing.length > 0)
    throw new Error(`« ${field.label} » : endsAfter nomme ${missing.join(', ')}, qui ne sont pas des champs voisins.`);
  const start = startTimePlaceholder;
  return {
    ...field,
    widget: timeAfterStartWidget,
    start_day: siblings.startDay,
    start_time: siblings.startTime,
    end_day: siblings.endDay,
    time_after_start_message: `Ce jour-là, l’événement commence à ${start} : écrivez une heure de fin après ${start} ou, s’il finit après minuit, mettez le lendemain dans « ${unwrap(shape[siblings.endDay] as z.ZodType).meta.title ?? siblings.endDay} »`,
  };
}

/** What the box « Valeur provisoire » of a value holding texts says, in French and in each translation. */
export const translatedBoxHint =
  'Décochez cette case quand la vraie valeur est saisie. Chaque langue a la sienne : dans une traduction, décochez-la quand la traduction dit la vraie valeur.';

/**
 * An object's fields. The box « Valeur provisoire » of an ownerValue() holding texts (a closure's
 * reason, the carte, a note) is each language's own: a translation written while the French was
 * provisional keeps its box ticked once the French is given, and the publication refuses it until
 * the owner translates the real value and unticks the box in that language
 * (content/schema/translations.ts, provisionalTranslations).
 */
function objectFields(shape: Readonly<Record<string, z.ZodType>>, meta: FieldMeta, translation: Translation): EditorField[] {
  const fields = fieldsOf(shape, translation);
  if (!meta.ownerValue || translation === 'none' || !shape.value || !hasTexts(shape.value)) return fields;
  return fields.map((field) => (field.name === 'provisional' ? { ...field, i18n: true, hint: translatedBoxHint } : field));
}

function fieldsOf(shape: Readonly<Record<string, z.ZodType>>, translation: Translation): EditorField[] {
  return Object.entries(shape).map(([name, child]) => {
    const field = toField(name, child, translation);
    const { notBefore: sibling, requiredUnless: rule, endsAfter: start } = unwrap(child).meta;
    if (sibling) return notBefore(field, sibling, shape);
    if (start) return endsAfter(field, start, shape);
    return rule ? requiredUnless(field, rule, shape) : field;
  });
}

/**
 * Every save is a commit, named in the owner's words in the repository's history: adding or deleting an
 * entry (an event) as well as changing one, and a file added to or deleted from the media library.
 * Sveltia writes {{collection}} with the collection's singular label, {{slug}} with the entry's name.
 */
const commitMessages = {
  create: 'Contenu : {{collection}} « {{slug}} » ajouté depuis l’éditeur',
  update: 'Contenu : {{collection}} « {{slug}} » modifié depuis l’éditeur',
  delete: 'Contenu : {{collection}} « {{slug}} » supprimé depuis l’éditeur',
  uploadMedia: 'Fichier « {{path}} » ajouté depuis l’éditeur',
  deleteMedia: 'Fichier « {{path}} » supprimé depuis l’éditeur',
};

/** A data folder as the editor's folder collection: the owner adds, copies and deletes its entries. */
function folderCollection(folder: DataFolder, label: string) {
  const shape = objectShape(unwrap(folder.schema).schema);
  if (!shape) throw new Error(`${dataFolderPath(folder.name)} : le schéma d’une entrée doit être un z.object.`);
  const translated = hasTexts(folder.schema);
  return {
    name: folder.collection,
    label,
    label_singular: folder.labelSingular,
    folder: dataFolderPath(folder.name),
    extension: 'json',
    format: 'json',
    create: true,
    delete: true,
    slug: folder.slug,
    summary: folder.summary,
    sortable_fields: { fields: [folder.sortBy, 'title'], default: { field: folder.sortBy, direction: 'descending' } },
    editor: { preview: false },
    ...(translated ? { i18n: true } : {}),
    fields: fieldsOf(shape, translated ? 'french' : 'none'),
  };
}

/** The configuration, for the backend where saves go (scripts/editor/backend.ts decides it). */
export function editorConfig(backend: AdminBackend) {
  return {
    backend: backend.name === 'github' ? { ...backend, commit_messages: commitMessages } : backend,
    locale: 'fr',
    media_folder: mediaFolder,
    // Data files name a photo by its path inside content/photos, as the image pipeline finds it.
    public_folder: '',
    // A photo over 5 Mo is refused at upload, with the editor's message, from a photo field and from the
    // « Ressources » screen alike; check:content says the same of a file put in by hand.
    media_libraries: { default: { config: { max_file_size: maxPhotoBytes } } },
    // French at the root of each file, as before, and each translation beside it under its language's
    // key (content/schema/translations.ts); the editor shows the translations beside the French.
    i18n: { structure: 'single_file_default_root', locales: [...languages], default_locale: sourceLanguage },
    // File names in plain letters: an entry's file name is part of its page's address.
    slug: { encoding: 'ascii', clean_accents: true },
    // Decap refuses a file collection without files: one appears once a data file joins it.
    collections: collections.flatMap((collection): (ReturnType<typeof folderCollection> | ReturnType<typeof fileCollection>)[] => {
      const folder = dataFolders.find((candidate) => candidate.collection === collection.name);
      if (folder) return [folderCollection(folder, collection.label)];
      return editableDataFiles.some((file) => file.collection === collection.name) ? [fileCollection(collection)] : [];
    }),
  };
}

function fileCollection(collection: (typeof collections)[number]) {
  return {
    name: collection.name,
    label: collection.label,
    editor: { preview: false },
    ...(editableDataFiles.some((file) => file.collection === collection.name && hasTexts(file.schema)) ? { i18n: true } : {}),
    files: editableDataFiles
      .filter((file) => file.collection === collection.name)
      .map((file) => {
        const shape = objectShape(unwrap(file.schema).schema);
        if (!shape) throw new Error(`${dataFilePath(file.name)} : le schéma d’un fichier de données doit être un z.object.`);
        const translated = hasTexts(file.schema);
        return {
          name: file.name,
          label: file.label,
          file: dataFilePath(file.name),
          format: 'json',
          ...(translated ? { i18n: true } : {}),
          fields: fieldsOf(shape, translated ? 'french' : 'none'),
        };
      }),
  };
}
