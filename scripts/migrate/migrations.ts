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
 * A French question's id, made once from its words: « À quelle heure peut-on arriver ? » gives
 * a-quelle-heure-peut-on-arriver (at most 48 characters, cut between words, never after a small word). Never made again: the
 * question's words may change, its id stays.
 */
export function questionSlug(question: string): string {
  const words = question
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const longer = slug === '' ? word : `${slug}-${word}`;
    if (longer.length > 48 && slug !== '') break;
    slug = longer;
  }
  // A cut that ends on a small word (« … dans la ») ends before it.
  while (/-(?:a|au|aux|d|dans|de|des|du|en|et|l|la|le|les|un|une)$/.test(slug)) slug = slug.replace(/-[a-z]+$/, '');
  return slug === '' ? 'question' : slug;
}

type Group = Record<string, unknown> & { questions?: unknown };

const questionsOf = (group: unknown): unknown[] | undefined =>
  isRecord(group) && Array.isArray((group as Group).questions) ? ((group as Group).questions as unknown[]) : undefined;

/**
 * The FAQ's questions get an id, last in each question as the editor writes it (under the answer):
 * in French, made from the question's words (questionSlug, a second one taking -2); in each
 * translation, its French question's id by position, as the pages read them until then. A question
 * that has an id keeps it.
 */
function withQuestionIds(data: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(data.groups)) return data;
  const taken = new Set<string>(
    data.groups.flatMap((group) => (questionsOf(group) ?? []).map(itemId).filter((id): id is string => id !== undefined)),
  );
  const unique = (slug: string) => {
    let id = slug;
    for (let n = 2; taken.has(id); n += 1) id = `${slug}-${n}`;
    taken.add(id);
    return id;
  };
  const groups = data.groups.map((group) => {
    const questions = questionsOf(group);
    if (!questions) return group;
    return {
      ...(group as Group),
      questions: questions.map((item) =>
        isRecord(item) && itemId(item) === undefined && typeof item.question === 'string'
          ? { ...Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id')), id: unique(questionSlug(item.question)) }
          : item,
      ),
    };
  });
  const translated = (translation: unknown): unknown => {
    if (!isRecord(translation) || !Array.isArray(translation.groups)) return translation;
    const byGroupId = !translation.groups.some((group) => itemId(group) === undefined);
    return {
      ...translation,
      groups: translation.groups.map((group, index) => {
        const questions = questionsOf(group);
        const french = questionsOf(byGroupId ? groups.find((candidate) => itemId(candidate) === itemId(group)) : groups[index]);
        if (!questions || !french) return group;
        // A question the translation already has an id for keeps it; the others take their French
        // question's by position, unless that id is already another's in the list.
        const used = new Set(questions.map(itemId));
        return {
          ...(group as Group),
          questions: questions.map((item, position) => {
            const id = itemId(french[position]);
            if (!isRecord(item) || itemId(item) !== undefined || id === undefined || used.has(id)) return item;
            used.add(id);
            return { ...item, id };
          }),
        };
      }),
    };
  };
  return {
    ...data,
    groups,
    ...Object.fromEntries(translationLanguages.filter((lang) => lang in data).map((lang) => [lang, translated(data[lang])])),
  };
}

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
    apply: (data, file) => (file === 'faq.json' && isRecord(data) ? withQuestionIds(data) : data),
  },
];
