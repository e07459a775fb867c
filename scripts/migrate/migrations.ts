// The changes of the data's shape, one small function each, in the order they were made: `npm run
// migrate` applies every one to the owner's data (content/data) and to the tests' copy
// (fixtures/seed-data) in one run, so that a data change is one edit. Each is idempotent: a file it
// already changed, or one written in the new shape, comes out the same. A new one goes last, with
// its schema's change in the same commit (docs/areas.md, « Change a data field's shape »).
import { translationLanguages } from '../../lib/i18n/languages';
import { itemId } from '../../content/translated-item';

export interface Migration {
  /** Kebab-case, what it changes; printed beside each file it changed. */
  readonly id: string;
  /** The data file's new content, or the same object when it has nothing to change. `file` is its path under its folder ("stays.json", "events/x.json"). */
  readonly apply: (data: unknown, file: string) => unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A translation's list items carry their French item's id (content/translated-item.ts), given by
 * position as the pages read them until then. Only a translation list with no id yet: one with ids
 * is matched by id already, and a position there could be wrong.
 */
function withItemIds(french: unknown, translation: unknown): unknown {
  if (Array.isArray(french) && Array.isArray(translation)) {
    const byPosition = !translation.some((item) => itemId(item) !== undefined);
    return translation.map((item, index) => {
      const frenchItem: unknown = byPosition ? french[index] : french.find((candidate) => itemId(candidate) === itemId(item));
      const walked = withItemIds(frenchItem, item);
      const id = itemId(frenchItem);
      return byPosition && id !== undefined && isRecord(walked) ? { id, ...walked } : walked;
    });
  }
  if (isRecord(french) && isRecord(translation))
    return Object.fromEntries(Object.entries(translation).map(([key, value]) => [key, withItemIds(french[key], value)]));
  return translation;
}

/**
 * An item's id made once from its French words: « À quelle heure peut-on arriver ? » gives
 * a-quelle-heure-peut-on-arriver (at most 48 characters, cut between words, never after a small
 * word). Never made again: the words may change, the id stays.
 */
export function slugOfWords(words: string): string {
  const parts = words
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of parts) {
    const longer = slug === '' ? word : `${slug}-${word}`;
    if (longer.length > 48 && slug !== '') break;
    slug = longer;
  }
  // A cut that ends on a small word (« … dans la ») ends before it.
  while (/-(?:a|au|aux|d|dans|de|des|du|en|et|l|la|le|les|un|une)$/.test(slug)) slug = slug.replace(/-[a-z]+$/, '');
  return slug;
}

/** Where a list of items to give ids is in a data file: the groups holding it, in French or in a translation, and its key in each group. */
interface NestedList {
  readonly groups: (tree: Record<string, unknown>) => unknown[] | undefined;
  /** The same tree with its groups replaced. */
  readonly withGroups: (tree: Record<string, unknown>, groups: unknown[]) => Record<string, unknown>;
  readonly list: string;
  /** The French text an item's id is made from, and the id of an item with none. */
  readonly words: string;
  readonly fallback: string;
}

/**
 * The items of a nested list (the FAQ's questions in their themes, the carte's dishes in their
 * sections) get an id, last in each item as the editor writes it: in French, made from the item's
 * words (slugOfWords, unique in the file, a second one taking -2); in each translation, its French
 * item's id by position in the group of the same id, as the pages read them until then. An item that
 * has an id keeps it, and a translation's item never takes an id another of its list already has.
 */
function withNestedIds(data: Record<string, unknown>, where: NestedList): Record<string, unknown> {
  const frenchGroups = where.groups(data);
  if (!frenchGroups) return data;
  const itemsOf = (group: unknown): unknown[] | undefined =>
    isRecord(group) && Array.isArray(group[where.list]) ? (group[where.list] as unknown[]) : undefined;
  const taken = new Set(frenchGroups.flatMap((group) => (itemsOf(group) ?? []).map(itemId)));
  const unique = (slug: string) => {
    let id = slug;
    for (let n = 2; taken.has(id); n += 1) id = `${slug}-${n}`;
    taken.add(id);
    return id;
  };
  const groups = frenchGroups.map((group) => {
    const items = itemsOf(group);
    if (!items) return group;
    return {
      ...(group as Record<string, unknown>),
      [where.list]: items.map((item) => {
        if (!isRecord(item) || itemId(item) !== undefined) return item;
        const words = typeof item[where.words] === 'string' ? slugOfWords(item[where.words] as string) : '';
        return { ...Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id')), id: unique(words || where.fallback) };
      }),
    };
  });
  const translated = (translation: unknown): unknown => {
    const translatedGroups = isRecord(translation) ? where.groups(translation) : undefined;
    if (!isRecord(translation) || !translatedGroups) return translation;
    const byGroupId = !translatedGroups.some((group) => itemId(group) === undefined);
    return where.withGroups(
      translation,
      translatedGroups.map((group, index) => {
        const items = itemsOf(group);
        const french = itemsOf(byGroupId ? groups.find((candidate) => itemId(candidate) === itemId(group)) : groups[index]);
        if (!items || !french) return group;
        const used = new Set(items.map(itemId));
        return {
          ...(group as Record<string, unknown>),
          [where.list]: items.map((item, position) => {
            const id = itemId(french[position]);
            if (!isRecord(item) || itemId(item) !== undefined || id === undefined || used.has(id)) return item;
            used.add(id);
            return { ...item, id };
          }),
        };
      }),
    );
  };
  return {
    ...where.withGroups(data, groups),
    ...Object.fromEntries(translationLanguages.filter((lang) => lang in data).map((lang) => [lang, translated(data[lang])])),
  };
}

const faqQuestions: NestedList = {
  groups: (tree) => (Array.isArray(tree.groups) ? tree.groups : undefined),
  withGroups: (tree, groups) => ({ ...tree, groups }),
  list: 'questions',
  words: 'question',
  fallback: 'question',
};

/** The carte's sections are a value to supply ({ value, provisional }, in French and in each translation). */
const menuDishes: NestedList = {
  groups: (tree) => (isRecord(tree.sections) && Array.isArray(tree.sections.value) ? tree.sections.value : undefined),
  withGroups: (tree, groups) => ({ ...tree, sections: { ...(tree.sections as Record<string, unknown>), value: groups } }),
  list: 'dishes',
  words: 'name',
  fallback: 'plat',
};

export const migrations: readonly Migration[] = [
  {
    id: 'translation-item-ids',
    apply: (data) => {
      if (!isRecord(data) || !translationLanguages.some((lang) => isRecord(data[lang]))) return data;
      return {
        ...data,
        ...Object.fromEntries(
          translationLanguages.filter((lang) => isRecord(data[lang])).map((lang) => [lang, withItemIds(data, data[lang])]),
        ),
      };
    },
  },
  {
    id: 'faq-question-ids',
    apply: (data, file) => (file === 'faq.json' && isRecord(data) ? withNestedIds(data, faqQuestions) : data),
  },
  {
    id: 'menu-dish-ids',
    apply: (data, file) => (file === 'menu.json' && isRecord(data) ? withNestedIds(data, menuDishes) : data),
  },
  {
    // Issue 48: whether a guest pays a charge on top of the night (needed once a type is offered). The
    // stand-in follows the extras ticked compulsory, left provisional for the owner to confirm.
    id: 'compulsory-charges',
    apply: (data, file) => {
      if (file !== 'stays.json' || !isRecord(data) || 'compulsoryCharges' in data || !Array.isArray(data.extras)) return data;
      const any = data.extras.some((extra) => isRecord(extra) && extra.compulsory === true);
      const answer = { value: any ? 'supplements' : 'aucun', provisional: true };
      return Object.fromEntries(
        Object.entries(data).flatMap(([key, value]) =>
          key === 'extras'
            ? [
                [key, value],
                ['compulsoryCharges', answer],
              ]
            : [[key, value]],
        ),
      );
    },
  },
];
