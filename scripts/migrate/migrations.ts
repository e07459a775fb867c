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
];
