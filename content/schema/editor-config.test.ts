/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '@/lib/i18n/languages';
import { z } from 'zod';
import { factText, longText } from './common';
import { editorConfig, toField, translatedBoxHint, type EditorField } from './editor-config';
import { arrayElement, objectShape, unwrap } from './fields';
import { collections, dataFilePath, editableDataFiles } from './index';
import { factsTablePath, jsonSchemaFiles } from './json-schema';
import { ownerValue } from './owner-value';
import { dateNotBeforeWidget } from '@/scripts/editor/date-not-before';
import { requiredUnlessWidget } from '@/scripts/editor/required-unless';
import { timeAfterStartWidget } from '@/scripts/editor/time-after-start';

const config = editorConfig({ name: 'test-repo' });
const widgets = new Set([
  'string',
  'text',
  'number',
  'boolean',
  'select',
  'datetime',
  'image',
  'object',
  'list',
  // Sveltia CMS's own, read-only: an id it makes for an item the owner adds (node_modules/@sveltia/cms/types/public.d.ts, UuidFieldProps).
  'uuid',
  dateNotBeforeWidget,
  requiredUnlessWidget,
  timeAfterStartWidget,
]);

/** Every field of a config, nested ones included, with its path. */
function allFields(fields: readonly EditorField[], prefix = ''): { path: string; field: EditorField }[] {
  return fields.flatMap((field) => {
    const here = `${prefix}${field.name}`;
    const nested = [...((field.fields as EditorField[] | undefined) ?? []), ...(field.field ? [field.field as EditorField] : [])];
    return [{ path: here, field }, ...allFields(nested, `${here}.`)];
  });
}

/** Every leaf and group of a schema, by the same paths. */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  const { schema: inner } = unwrap(schema);
  const shape = objectShape(inner);
  if (shape) return Object.entries(shape).flatMap(([key, child]) => [`${prefix}${key}`, ...schemaPaths(child, `${prefix}${key}.`)]);
  const element = arrayElement(inner);
  // A list of objects shows its items' fields under the list's own name.
  return element ? schemaPaths(element, prefix) : [];
}

describe('the editor configuration made from the schemas', () => {
  const files = config.collections.flatMap((collection) => ('files' in collection ? collection.files : []));

  it('has the nine collections in the owner’s words, and every data file in one of them', () => {
    expect(collections.map((collection) => collection.label)).toEqual([
      'Horaires et fermetures',
      'Événements',
      'La carte du restaurant',
      'Prix',
      'Coordonnées et accès',
      'Photos',
      'L’équipe',
      'Textes des pages',
      'Mentions légales',
    ]);
    for (const collection of config.collections) expect('files' in collection ? collection.files.length : collection.folder).toBeTruthy();
    expect(files.map((file) => file.file).sort()).toEqual(editableDataFiles.map((file) => dataFilePath(file.name)).sort());
    for (const file of files) expect(file.format).toBe('json');
  });

  it('gives every schema field a known widget and a French label', () => {
    for (const entry of editableDataFiles) {
      const file = files.find((candidate) => candidate.name === entry.name);
      const fields = allFields(file?.fields ?? []);
      const byPath = new Map(fields.map(({ path: where, field }) => [where, field]));
      for (const where of schemaPaths(entry.schema)) {
        const field = byPath.get(where);
        expect([entry.name, where, field && widgets.has(field.widget)]).toEqual([entry.name, where, true]);
        expect(field?.label).not.toBe(where.split('.').at(-1));
      }
    }
  });

  it('asks every photo of the pages and the team as an upload into content/photos with its description required, and a credit per file', () => {
    const photos = files
      .flatMap((file) => allFields(file.fields).map(({ field }) => field))
      .filter((field) => ((field.fields as EditorField[] | undefined) ?? []).some((child) => child.name === 'alt'));
    expect(photos.length).toBeGreaterThan(10);
    for (const photo of photos) {
      const children = photo.fields as EditorField[];
      expect(children.find((child) => child.name === 'file')).toMatchObject({ widget: 'image', choose_url: false });
      // Required in French; a translation left empty shows the French description instead.
      expect(children.find((child) => child.name === 'alt')).toMatchObject({ required: ['fr'], i18n: true });
    }
    expect(config.media_folder).toBe('content/photos');
    const credits = allFields(files.find((file) => file.name === 'photo-credits')?.fields ?? []);
    expect(credits.find(({ path: where }) => where === 'credits.file')?.field).toMatchObject({ widget: 'image' });
    expect(credits.find(({ path: where }) => where === 'credits.licenceUrl')?.field).toMatchObject({ widget: 'string', required: false });
  });

  it('offers days, places, allergens and diets as choices, dates as pickers, hours typed and checked, with hints, photos as uploads', () => {
    const closures = allFields(files.find((file) => file.name === 'closures')?.fields ?? []);
    const places = closures.find(({ path: where }) => where === 'closures.value.places')?.field;
    expect(places).toMatchObject({ widget: 'select', multiple: true, min: 1 });
    expect(places?.options).toEqual([
      { value: 'restaurant', label: 'Restaurant' },
      { value: 'etang', label: 'Étang de pêche' },
      { value: 'verrerie', label: 'Verrerie' },
    ]);
    const from = closures.find(({ path: where }) => where === 'closures.value.from')?.field;
    expect(from).toMatchObject({ widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, hint: 'Par exemple 2026-12-24' });
    // Picked in the phone's time zone: no "UTC" under the field.
    expect(from).not.toHaveProperty('picker_utc');
    // The last day is the same picker, checked against the first (scripts/editor/date-not-before.ts).
    expect(closures.find(({ path: where }) => where === 'closures.value.through')?.field).toMatchObject({
      widget: dateNotBeforeWidget,
      date_format: 'YYYY-MM-DD',
      time_format: false,
      not_before: 'from',
      not_before_message: 'Ce jour est avant le premier jour fermé ({{not_before}}) : choisissez le {{not_before}} ou un jour après',
    });
    // A new closure starts with the restaurant ticked, the commonest case.
    expect(places).toMatchObject({ default: ['restaurant'] });
    const menu = allFields(files.find((file) => file.name === 'menu')?.fields ?? []);
    const allergens = menu.find(({ path: where }) => where === 'sections.value.dishes.allergens')?.field;
    expect(allergens).toMatchObject({ widget: 'select', multiple: true });
    expect((allergens?.options as { label: string }[]).map((option) => option.label)).toHaveLength(14);
    expect(allergens?.options).toContainEqual({ value: 'fruits-a-coque', label: 'Fruits à coque' });
    expect(menu.find(({ path: where }) => where === 'sections.value.dishes.diets')?.field).toMatchObject({
      widget: 'select',
      multiple: true,
      required: false,
    });
    expect(menu.find(({ path: where }) => where === 'sections.value.dishes.priceEuros')?.field).toMatchObject({
      widget: 'number',
      value_type: 'float',
      min: 0,
    });
    const hours = allFields(files.find((file) => file.name === 'restaurant-hours')?.fields ?? []);
    expect(hours.find(({ path: where }) => where === 'week.mercredi.opens')?.field).toMatchObject({
      widget: 'string',
      pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'Ce n’est pas une heure, écrivez-la au format 13:30'],
      hint: 'Heure sur 24 h, par exemple 12:00',
    });
    // A day without service and a dish without allergen save; a closure still needs a place.
    expect(hours.find(({ path: where }) => where === 'week.lundi')?.field).toMatchObject({ widget: 'list', required: false });
    expect(allergens).toMatchObject({ required: false });
    expect(places).not.toHaveProperty('required');
    expect(config).toMatchObject({ locale: 'fr', media_folder: 'content/photos' });
  });

  it('reads any schema written with zod and .meta(), and refuses a type it has no widget for', () => {
    const schema = z.object({
      count: z.int().min(1).meta({ title: 'Nombre' }),
      open: z.boolean().meta({ title: 'Ouvert' }),
      tags: z.array(z.string().meta({ title: 'Mot' })).meta({ title: 'Mots' }),
      season: z.enum(['haute', 'basse']).optional().meta({ title: 'Saison' }),
    });
    expect(toField('root', schema)).toEqual({
      name: 'root',
      label: 'root',
      widget: 'object',
      fields: [
        { name: 'count', label: 'Nombre', widget: 'number', value_type: 'int', min: 1 },
        { name: 'open', label: 'Ouvert', widget: 'boolean' },
        {
          name: 'tags',
          label: 'Mots',
          widget: 'list',
          label_singular: 'Mot',
          field: { name: 'valeur', label: 'Mot', widget: 'string' },
          required: false,
        },
        {
          name: 'season',
          label: 'Saison',
          widget: 'select',
          options: [
            { label: 'haute', value: 'haute' },
            { label: 'basse', value: 'basse' },
          ],
          required: false,
        },
      ],
    });
    expect(() => toField('when', z.date())).toThrow('Type zod sans widget d’éditeur : date');
  });

  it('offers a choice between kinds (the taxe de séjour, the commune’s flat rate among them) as an object of variable types, each kind by its French title with its own fields', () => {
    const stays = new Map(
      allFields(files.find((file) => file.name === 'stays')?.fields ?? []).map(({ path: where, field }) => [where, field]),
    );
    const tax = stays.get('unitTypes.touristTax.value');
    expect(tax).toMatchObject({ widget: 'object', typeKey: 'kind' });
    const types = tax?.types as { name: string; label: string; widget: string; fields: EditorField[] }[];
    expect(types.map((type) => [type.name, type.label, type.widget, type.fields.map((field) => field.name)])).toEqual([
      ['montant', 'Logement classé (étoiles) : un montant par adulte et par nuit', 'object', ['eurosPerAdultNight']],
      [
        'pourcentage',
        'Logement non classé : un pourcentage du prix de la nuit hors TVA, plafonné',
        'object',
        ['percent', 'capEurosPerAdultNight', 'vatPercent'],
      ],
      ['forfait', 'Taxe de séjour forfaitaire : la commune la perçoit de vous, rien n’est ajouté au prix de vos clients', 'object', []],
    ]);
    expect(types[1]?.fields[0]).toMatchObject({ label: 'Taux (% du prix de la nuit par personne)', widget: 'number', value_type: 'float' });
    // The means of payment are ticked, Chèques-Vacances first; a unit's registration number may stay empty.
    expect(stays.get('bookingTerms.paymentMethods.value')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: expect.arrayContaining([{ label: 'Chèques-Vacances (papier)', value: 'cheques-vacances' }]),
    });
    expect(stays.get('unitTypes.units.value.registrationNumber')).toMatchObject({ widget: 'string', required: false });
  });

  it('folds a unit’s facts, set once, so that a phone reaches each season’s rates without scrolling past them; nothing else starts folded', () => {
    const stays = allFields(files.find((file) => file.name === 'stays')?.fields ?? []);
    expect(stays.filter(({ field }) => field.collapsed).map(({ path: where }) => where)).toEqual(['unitTypes.units.value.facts']);
    const folded = allFields(files.flatMap((file) => file.fields as EditorField[])).filter(({ field }) => field.collapsed);
    expect(folded).toHaveLength(1);
  });

  it('puts each translation beside the French of its file, French first, facts entered once', () => {
    expect(config.i18n).toEqual({ structure: 'single_file_default_root', locales: languages, default_locale: 'fr' });
    const file = (name: string) => files.find((found) => found.name === name);
    const fieldsOf = (name: string) => new Map(allFields(file(name)?.fields ?? []).map(({ path: where, field }) => [where, field]));
    // The hours hold no text: no translation to show, the file saved as before.
    expect(file('restaurant-hours')).not.toHaveProperty('i18n');
    expect(config.collections.find((collection) => collection.name === 'horaires')).toHaveProperty('i18n', true);
    const home = fieldsOf('home');
    expect(file('home')).toHaveProperty('i18n', true);
    expect(home.get('hero.title')).toMatchObject({ i18n: true, required: ['fr'] });
    expect(home.get('intro.paragraphs')).toMatchObject({ i18n: true, required: ['fr'], field: { i18n: true } });
    // A photo and a link's address are facts: entered once, in French, not shown in the translations.
    expect(home.get('hero.photo.file')).not.toHaveProperty('i18n');
    expect(home.get('highlights.link.href')).toMatchObject({ i18n: 'duplicate' });
    const menu = fieldsOf('menu');
    // A list holding texts is mirrored: the French adds, moves and removes its items in every language.
    expect(menu.get('sections.value')).toMatchObject({ i18n: 'duplicate' });
    expect(menu.get('sections.value.dishes')).toMatchObject({ i18n: 'duplicate' });
    expect(menu.get('sections.value.dishes.description')).toMatchObject({ i18n: true, required: false });
    for (const fact of ['priceEuros', 'allergens', 'diets', 'allergensOfChosenDishes'])
      expect(menu.get(`sections.value.dishes.${fact}`)).toMatchObject({ i18n: 'duplicate' });
    expect(menu.get('validFrom.value')).not.toHaveProperty('i18n');
    // A question's id, which its translations are found by, is the editor's to make, read-only, and copied into each language.
    const question = fieldsOf('faq').get('groups.questions.id');
    expect(question).toMatchObject({ widget: 'uuid', prefix: 'question-', use_b32_encoding: true, i18n: 'duplicate' });
    expect(question).not.toHaveProperty('readonly', false);
    expect(menu.get('sections.value.dishes.id')).toMatchObject({ widget: 'uuid', prefix: 'plat-', i18n: 'duplicate' });
    expect(fieldsOf('contact').get('phone.value')).not.toHaveProperty('i18n');
    expect(fieldsOf('contact').get('email.value')).not.toHaveProperty('i18n');
  });

  it('gives each language its own « Valeur provisoire » box for a value holding texts, and keeps a fact’s box in French only', () => {
    const values = z.object({
      retention: ownerValue(longText('Durée'), 'Durée de conservation'),
      notes: z.array(ownerValue(longText('Note'), 'Note sous les plats')),
      phone: ownerValue(factText('Téléphone'), 'Téléphone'),
    });
    const fields = new Map(allFields([toField('root', values, 'french')]).map(({ path: where, field }) => [where, field]));
    for (const where of ['root.retention.provisional', 'root.notes.provisional']) {
      expect(fields.get(where)).toMatchObject({
        widget: 'boolean',
        label: 'Valeur provisoire, à remplacer',
        i18n: true,
        hint: translatedBoxHint,
      });
    }
    expect(fields.get('root.retention.value')).toMatchObject({ i18n: true });
    // A phone number is the same in every language: one box, in French.
    expect(fields.get('root.phone.provisional')).not.toHaveProperty('i18n');
    expect(fields.get('root.phone.provisional')).toMatchObject({ hint: 'Décochez cette case quand la vraie valeur est saisie.' });
    // A file without translations has no box per language.
    expect(
      allFields([toField('root', values)]).find(({ path: where }) => where === 'root.retention.provisional')?.field,
    ).not.toHaveProperty('i18n');
  });

  it('makes the events a folder collection: a file per event named from its start day and title, the commonest choices first, an amount wanted unless free', () => {
    const events = config.collections.find((collection) => collection.name === 'evenements');
    expect(events).toMatchObject({
      folder: 'content/data/events',
      create: true,
      delete: true,
      slug: '{{fields.startDay}}-{{slug}}',
      i18n: true,
    });
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true });
    const fields = new Map(allFields(events && 'fields' in events ? events.fields : []).map(({ path: where, field }) => [where, field]));
    expect([...fields.keys()]).toEqual([
      'title',
      'description',
      'startDay',
      'startTime',
      'endDay',
      'endTime',
      'place',
      'participation',
      'priceKind',
      'priceEuros',
      'status',
      'photo',
      'photoAlt',
      'sellsAlcohol',
      'example',
    ]);
    for (const [name, value] of Object.entries({ place: 'restaurant', participation: 'table', priceKind: 'gratuit', status: 'prevu' })) {
      // Five options or fewer: the editor shows radio buttons (its dropdown_threshold, 5 by default).
      expect(fields.get(name)).toMatchObject({ widget: 'select', default: value });
      expect((fields.get(name)?.options as unknown[]).length).toBeLessThanOrEqual(5);
    }
    expect(fields.get('endDay')).toMatchObject({ widget: dateNotBeforeWidget, not_before: 'startDay' });
    // The end time keeps the hour's pattern, and is checked against the start on the same day.
    expect(fields.get('endTime')).toMatchObject({
      widget: timeAfterStartWidget,
      pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'Ce n’est pas une heure, écrivez-la au format 13:30'],
      start_day: 'startDay',
      start_time: 'startTime',
      end_day: 'endDay',
      time_after_start_message:
        'Ce jour-là, l’événement commence à {{start_time}} : écrivez une heure de fin après {{start_time}} ou, s’il finit après minuit, mettez le lendemain dans « Jour de la fin »',
    });
    expect(fields.get('priceEuros')).toMatchObject({
      widget: requiredUnlessWidget,
      drawn_as: 'number',
      required: false,
      required_unless: 'priceKind',
      unless_value: 'gratuit',
      required_unless_message: 'Il manque le montant : écrivez-le en euros, par exemple 18, ou choisissez « Gratuit »',
    });
    expect(fields.get('title')).toMatchObject({ i18n: true, required: ['fr'] });
    expect(fields.get('startDay')).not.toHaveProperty('i18n');
  });

  it('matches every committed generated file (JSON Schemas, code editor settings, translatable fields, facts to give): a stale one names the command', () => {
    const root = path.join(__dirname, '..', '..');
    const generated = jsonSchemaFiles();
    const onDisk = (file: string) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined);
    const stale = Object.entries(generated).flatMap(([file, text]) =>
      onDisk(file) === text ? [] : [`${file} is stale: run npm run generate and commit it`],
    );
    // A file the schemas no longer write (a data file removed) is left over, read by no one.
    const jsonFolder = path.dirname(factsTablePath);
    const leftOver = readdirSync(path.join(root, jsonFolder))
      .map((name) => `${jsonFolder}/${name}`)
      .filter((file) => !(file in generated))
      .map((file) => `${file} is no longer generated: delete it`);
    expect([...stale, ...leftOver]).toEqual([]);
  });
});

describe('the commits of the editor’s saves', () => {
  const github = editorConfig({ name: 'github', repo: 'chalets/site', branch: 'main', auth_methods: ['token'] });
  const messages = (github.backend as { commit_messages?: Record<string, string> }).commit_messages ?? {};

  it('are named in French for every kind of save: adding, changing and deleting an entry, adding and deleting a file', () => {
    expect(Object.keys(messages).sort()).toEqual(['create', 'delete', 'deleteMedia', 'update', 'uploadMedia']);
    expect(messages.create).toBe('Contenu : {{collection}} « {{slug}} » ajouté depuis l’éditeur');
    expect(messages.update).toBe('Contenu : {{collection}} « {{slug}} » modifié depuis l’éditeur');
    expect(messages.delete).toBe('Contenu : {{collection}} « {{slug}} » supprimé depuis l’éditeur');
    expect(messages.uploadMedia).toMatch(/^Fichier « \{\{path\}\} » ajouté/);
    expect(messages.deleteMedia).toMatch(/^Fichier « \{\{path\}\} » supprimé/);
  });

  it('are no part of the offline test repository’s configuration', () => {
    expect(config.backend).toEqual({ name: 'test-repo' });
  });
});
