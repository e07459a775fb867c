// What a page knows of a fact the owner has not given yet: nothing. The data files keep such a fact as
// `{ "value": <a stand-in>, "provisional": true }` (content/schema/owner-value.ts), so that the editor
// shows the box « Valeur provisoire » ticked and the publish check names it; a page, a PDF, a JSON-LD
// graph, an .ics file or an e-mail never reads the stand-in. Every reader of the data goes through
// here (readDataFile, readLocalizedData): a fact given reads as its value, a fact not given as
// `undefined`, and the type says so, so the compiler names each reader that has to decide what its
// page does without it (docs/missing-facts.md has the table of those decisions).
// zod-free and pure, like readDataFile: the pages' modules import it.

/** A fact as the data file stores it: its value, and whether it is still a stand-in. */
interface StoredFact<V> {
  readonly value: V;
  readonly provisional: boolean;
}

/**
 * A data file's type as the pages read it: each stored fact replaced by its value, or `undefined`
 * while it is not given. Arrays and objects are read through, field by field.
 */
export type Given<T> = T extends StoredFact<infer V> ? Given<V> | undefined : T extends object ? { [K in keyof T]: Given<T[K]> } : T;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `value` is a stored fact: `provisional` a boolean beside `value` and nothing else. The editor
 * writes both keys; a `value` left empty ("") was already taken out by readDataFile, hence "at most".
 */
export function isStoredFact(value: unknown): value is { value?: unknown; provisional: boolean } {
  return (
    isObject(value) && typeof value.provisional === 'boolean' && Object.keys(value).every((key) => key === 'value' || key === 'provisional')
  );
}

/** A data tree read as the pages read it: every fact given replaced by its value, every fact not given left out. */
export function givenFacts<T>(tree: T): Given<T> {
  return read(tree) as Given<T>;
}

function read(value: unknown): unknown {
  if (isStoredFact(value)) return value.provisional ? undefined : read(value.value);
  if (Array.isArray(value)) return value.map(read);
  if (!isObject(value)) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, read(child)] as const);
  return Object.fromEntries(entries.filter(([, child]) => child !== undefined));
}

/**
 * A translation tree with every fact its language still marks provisional left out: that language
 * then reads the French, marked as such (content/localized-data.ts), never the stand-in of its own.
 */
export function withoutProvisional(tree: unknown): unknown {
  if (isStoredFact(tree)) return tree.provisional ? undefined : tree;
  if (Array.isArray(tree)) return tree.map(withoutProvisional);
  if (!isObject(tree)) return tree;
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, withoutProvisional(child)]));
}

/**
 * A sentence that states facts, written once every one of them is given; undefined (the sentence left
 * out) while one is not. For a fact the law needs (docs/missing-facts.md): check:publish refuses to
 * publish meanwhile, so only a preview ever goes without the sentence.
 */
export function whenGiven<const T extends readonly unknown[]>(
  facts: T,
  write: (...given: { [K in keyof T]: NonNullable<T[K]> }) => string,
): string | undefined {
  return facts.every((fact) => fact !== undefined && fact !== null)
    ? write(...(facts as { [K in keyof T]: NonNullable<T[K]> }))
    : undefined;
}
