/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { date, euros, factText, id, longText, optional, photo, text, time } from './common';
import { ownerValue } from './owner-value';
import { fieldKind, unwrap } from './fields';
import { dataFilePath, editableDataFiles } from './index';
import { dataFileOnDisk } from '@/content/data-file';
import { menuSchema } from './menu';
import { faqPageSchema } from './faq';
import {
  describeMissing,
  describeOrphan,
  describeProvisionalTranslation,
  describeStale,
  missingTranslations,
  orphanedTranslations,
  provisionalTranslations,
  staleTranslations,
  textsIn,
  translatableFields,
  translationLanguages,
} from './translations';

const kind = (schema: z.ZodType) => fieldKind(unwrap(schema));

describe('each field is a text to translate, a fact entered once or a choice the site names', () => {
  it('reads the kind from the schema', () => {
    expect(kind(text('Titre'))).toBe('text');
    expect(kind(longText('Paragraphe'))).toBe('text');
    expect(kind(optional(text('Note')))).toBe('text');
    expect(kind(factText('Rue'))).toBe('fact');
    expect(kind(euros('Prix'))).toBe('fact');
    expect(kind(time('Ouverture'))).toBe('fact');
    expect(kind(date('Du'))).toBe('fact');
    expect(kind(z.email())).toBe('fact');
    expect(kind(z.boolean())).toBe('fact');
    expect(kind(z.enum(['gluten', 'lait']))).toBe('choice');
    expect(kind(z.object({ a: text('A') }))).toBeNull();
  });

  it('finds the texts of the shipped files where the owner writes words, and no fact among them', () => {
    const menu = translatableFields(menuSchema);
    expect(menu).toEqual(expect.arrayContaining(['sections.value.*.title', 'sections.value.*.dishes.*.description', 'notes.*.value']));
    expect(menu.some((field) => /priceEuros|allergens|diet|validFrom|\.id$/.test(field))).toBe(false);
    const all = editableDataFiles.flatMap((entry) => translatableFields(entry.schema).map((field) => `${entry.name}:${field}`));
    expect(all).toEqual(
      expect.arrayContaining(['home:intro.paragraphs[]', 'home:hero.photo.alt', 'fishing:rules[]', 'closures:closures.value.*.reason']),
    );
    for (const fact of [
      'contact:phone.value',
      'contact:email.value',
      'contact:address.value.street',
      'home:hero.photo.file',
      'home:highlights.*.link.href',
      'team:members.*.name.value',
      'legal:publisher.siren.value',
    ]) {
      expect(all).not.toContain(fact);
    }
  });
});

const page = z.object({
  title: text('Titre'),
  note: optional(text('Note')),
  paragraphs: z.array(longText('Paragraphe')).min(1).meta({ title: 'Paragraphes' }),
  photo: photo('Photo'),
  items: z.array(z.object({ name: text('Nom'), price: euros('Prix') })),
});

const french = {
  title: 'Le lac',
  note: '',
  paragraphs: ['Un', 'Deux'],
  photo: { file: 'lac.jpg', alt: 'Le lac au matin' },
  items: [{ name: 'Barque', price: 12 }],
};

describe('missing translations', () => {
  it('lists each text with the languages that lack it: absent, empty or a list with an empty item', () => {
    const data = {
      ...french,
      en: { title: 'The lake', paragraphs: ['One', 'Two'], photo: { alt: 'The lake in the morning' }, items: [{ name: 'Rowing boat' }] },
      nl: { title: '', paragraphs: ['Een', ''], photo: { alt: 'Het meer' }, items: [{}] },
    };
    const missing = missingTranslations(page, data);
    // German has no translation at all in the fixture, nor has any other language but English and Dutch.
    const untranslated = translationLanguages.filter((lang) => lang !== 'en' && lang !== 'nl');
    expect(missing.map((found) => [found.path.join('.'), found.languages])).toEqual([
      ['title', ['nl', ...untranslated]],
      ['paragraphs', ['nl', ...untranslated]],
      ['photo.alt', untranslated],
      ['items.0.name', ['nl', ...untranslated]],
    ]);
    expect(describeMissing('content/data/page.json', { ...missing[0]!, languages: ['nl', 'de'] })).toBe(
      'content/data/page.json › title (Titre) : pas de traduction en néerlandais et allemand (ces pages montrent le texte français)',
    );
  });

  it('asks nothing of an empty optional text, nor of a text that may stay French (a dish’s name)', () => {
    const carte = JSON.parse(readFileSync(dataFileOnDisk(dataFilePath('menu')), 'utf8')) as unknown;
    expect(textsIn(menuSchema, carte).some((found) => found.mayStayFrench)).toBe(true);
    expect(missingTranslations(menuSchema, carte)).toEqual([]);
    const fully = { ...french, note: '', en: { title: 'T', paragraphs: ['P'], photo: { alt: 'A' }, items: [{ name: 'N' }] } };
    expect(missingTranslations(page, fully).flatMap((found) => found.path)).not.toContain('note');
  });

  it('finds none in the shipped data files: every owner text is translated', () => {
    for (const file of editableDataFiles) {
      const data = JSON.parse(readFileSync(dataFileOnDisk(dataFilePath(file.name)), 'utf8')) as unknown;
      expect([file.name, missingTranslations(file.schema, data).map((found) => describeMissing(dataFilePath(file.name), found))]).toEqual([
        file.name,
        [],
      ]);
    }
  });
});

describe('translations to review after the French changed', () => {
  const version = (title: string, en?: string, de?: string) => ({
    ...french,
    title,
    en: { ...(en === undefined ? {} : { title: en }) },
    de: { ...(de === undefined ? {} : { title: de }) },
  });

  it('reports a translation written for an older French text, with the French then and now', () => {
    const stale = staleTranslations(page, [version('Le lac', 'The lake', 'Der See'), version('Le grand lac', 'The lake', 'Der See')]);
    expect(stale.map((found) => [found.path.join('.'), found.lang, found.frenchThen, found.frenchNow])).toEqual([
      ['title', 'en', 'Le lac', 'Le grand lac'],
      ['title', 'de', 'Le lac', 'Le grand lac'],
    ]);
    expect(describeStale('content/data/page.json', stale[0]!)).toBe(
      'content/data/page.json › title (Titre) : la traduction en anglais a été écrite pour « Le lac » ; le français dit maintenant « Le grand lac » : relisez-la',
    );
  });

  it('is satisfied once the translation is rewritten after the change, or changed in the same save', () => {
    const versions = [
      version('Le lac', 'The lake', 'Der See'),
      version('Le grand lac', 'The lake', 'Der See'),
      version('Le grand lac', 'The big lake', 'Der See'),
    ];
    expect(staleTranslations(page, versions).map((found) => found.lang)).toEqual(['de']);
    expect(staleTranslations(page, [version('Le lac', 'The lake'), version('Le grand lac', 'The big lake')])).toEqual([]);
  });

  it('reports nothing for a text never translated, a French text back to its old words, or a version that does not read', () => {
    expect(staleTranslations(page, [version('Le lac'), version('Le grand lac')])).toEqual([]);
    expect(
      staleTranslations(page, [version('Le lac', 'The lake'), version('Le grand lac', 'The lake'), version('Le lac', 'The lake')]),
    ).toEqual([]);
    expect(
      staleTranslations(page, [undefined, version('Le lac', 'The lake'), undefined, version('Le grand lac', 'The lake')]).map(
        (found) => found.lang,
      ),
    ).toEqual(['en']);
    expect(staleTranslations(page, [])).toEqual([]);
  });

  it('asks no review for a French text changed only in spaces, punctuation or capitals', () => {
    expect(staleTranslations(page, [version('Le lac', 'The lake'), version('Le  Lac !', 'The lake')])).toEqual([]);
    expect(staleTranslations(page, [version('Le lac', 'The lake'), version('Le lacs', 'The lake')])).toHaveLength(1);
  });

  it('compares a list of paragraphs as one text', () => {
    const before = { ...french, en: { paragraphs: ['One', 'Two'] } };
    const after = { ...french, paragraphs: ['Un', 'Deux', 'Trois'], en: { paragraphs: ['One', 'Two'] } };
    expect(staleTranslations(page, [before, after]).map((found) => [found.path.join('.'), found.frenchThen])).toEqual([
      ['paragraphs', ['Un', 'Deux']],
    ]);
  });
});

describe('translations of a value still to supply', () => {
  // A file with values the owner may still have to supply: a text (translatable), a list of notes
  // each its own value, a fact that no language translates.
  const withValues = z.object({
    retention: ownerValue(longText('Durée'), 'Durée de conservation'),
    notes: z.array(ownerValue(longText('Note'), 'Note sous les plats')),
    phone: ownerValue(factText('Téléphone'), 'Téléphone'),
  });
  const given = (value: string) => ({ value, provisional: false });
  const toSupply = (value: string) => ({ value, provisional: true });
  const where = (found: ReturnType<typeof provisionalTranslations>) =>
    found.map((item) => [item.path.join('.'), item.languages, item.because]);

  it('reports every written translation of a French value still provisional, in each language, and none of an untranslated one', () => {
    const data = {
      retention: toSupply('durée à compléter'),
      notes: [given('Prix nets.'), toSupply('Bœuf : origine à confirmer.')],
      phone: toSupply('00 00 00 00 00'),
      en: { retention: { value: 'period to be confirmed' }, notes: [{ value: 'Net prices.' }, { value: 'Beef: origin to be confirmed.' }] },
      nl: { retention: { value: '' }, notes: [{ value: 'Nettoprijzen.' }, { value: '   ' }] },
      de: { retention: { value: 'Dauer noch festzulegen' } },
    };
    expect(where(provisionalTranslations(withValues, data))).toEqual([
      ['retention', ['en', 'de'], 'french'],
      ['notes.1', ['en'], 'french'],
    ]);
  });

  it('reports a translation still ticked provisional in its language once the French is given, until its own box is unticked', () => {
    const written = (box: boolean | undefined) => ({
      retention: given('1 an après la date du repas'),
      notes: [],
      phone: given('03 84 00 00 00'),
      en: { retention: { value: 'period to be confirmed', ...(box === undefined ? {} : { provisional: box }) } },
      nl: { retention: { value: '1 jaar na de datum van de maaltijd', provisional: false } },
    });
    expect(where(provisionalTranslations(withValues, written(true)))).toEqual([['retention', ['en'], 'translation']]);
    expect(provisionalTranslations(withValues, written(false))).toEqual([]);
    // A translation without a box of its own (written by hand, or before each language had one) is taken as given.
    expect(provisionalTranslations(withValues, written(undefined))).toEqual([]);
  });

  it('asks nothing of a ticked box without a translation: the page shows the French, given', () => {
    const data = {
      retention: given('1 an'),
      notes: [],
      phone: given('03 84 00 00 00'),
      de: { retention: { value: '', provisional: true } },
    };
    expect(provisionalTranslations(withValues, data)).toEqual([]);
  });

  it('says, in French, the file, the field, the languages and what to do', () => {
    const french = describeProvisionalTranslation('content/data/legal.json', {
      path: ['retention'],
      title: 'Durée de conservation',
      languages: ['en', 'nl', 'de'],
      because: 'french',
    });
    expect(french).toMatch(
      /^content\/data\/legal\.json › retention \(Durée de conservation\) : les traductions en anglais, néerlandais et allemand reprennent une valeur à compléter /,
    );
    const one = describeProvisionalTranslation('content/data/menu.json', {
      path: ['notes', 1],
      title: 'Note sous les plats',
      languages: ['nl'],
      because: 'translation',
    });
    expect(one).toMatch(
      /^content\/data\/menu\.json › notes\[1\] \(Note sous les plats\) : la traduction en néerlandais a été écrite pour une valeur à compléter /,
    );
    expect(one).toContain('décochez « Valeur provisoire » en néerlandais');
  });
});

describe('a list translated by id', () => {
  const schema = z.object({ extras: z.array(z.object({ id: id('Identifiant', 'Par exemple linge'), name: text('Nom') })) });
  const data = {
    extras: [
      { id: 'linge', name: 'Linge de lit' },
      { id: 'bois', name: 'Bois' },
    ],
    en: {
      extras: [
        { id: 'bois', name: 'Firewood' },
        { id: 'linge', name: 'Bed linen' },
        { id: 'velo', name: 'Bike hire' },
      ],
    },
    nl: {
      extras: [
        { id: 'linge', name: 'Beddengoed' },
        { id: 'bois', name: 'Brandhout' },
      ],
    },
    de: { extras: [{ name: 'Bettwäsche' }, { name: 'Brennholz' }] },
  };

  it('counts a translation on its item wherever the French has moved it, by position where the items have no id', () => {
    expect(missingTranslations(schema, data)).toEqual([]);
    const moved = { ...data, extras: [...data.extras].reverse() };
    // German has no ids yet (written before them): read by position, as before `npm run migrate` gave them.
    expect(missingTranslations(schema, moved)).toEqual([]);
    const inserted = { ...data, extras: [{ id: 'panier', name: 'Panier du petit-déjeuner' }, ...data.extras] };
    expect(missingTranslations(schema, inserted).map((missing) => [missing.path, missing.languages])).toEqual([
      [
        ['extras', 0, 'name'],
        ['en', 'nl'],
      ],
      [['extras', 2, 'name'], ['de']],
    ]);
  });

  it('names in check:content a translation whose French item is gone, by file, list, language and id', () => {
    expect(orphanedTranslations(data)).toEqual([{ lang: 'en', path: ['extras'], id: 'velo' }]);
    expect(orphanedTranslations(data).map((orphan) => describeOrphan('content/data/stays.json', orphan))).toEqual([
      'content/data/stays.json › extras : la traduction en anglais de « velo » n’a plus de texte français (supprimé, ou son identifiant changé) : ses mots ne s’affichent nulle part ; retirez-la, ou redonnez son identifiant à l’élément français',
    ]);
  });

  it('finds the FAQ’s questions by id: one moved is still translated, one removed in French is named in each language', () => {
    type Faq = { groups: { questions: { id: string }[] }[] };
    const faq = JSON.parse(readFileSync(dataFileOnDisk(dataFilePath('faq')), 'utf8')) as Faq;
    const [group] = faq.groups;
    if (!group || group.questions.length < 2) throw new Error('no theme of two questions in the seed');
    group.questions.reverse();
    expect(missingTranslations(faqPageSchema, faq).filter((missing) => missing.path[0] === 'groups')).toEqual([]);
    const [removed] = group.questions.splice(0, 1);
    expect(orphanedTranslations(faq)).toEqual(
      (['en', 'nl', 'de'] as const).map((lang) => ({ lang, path: ['groups', 0, 'questions'], id: removed!.id })),
    );
  });
});
