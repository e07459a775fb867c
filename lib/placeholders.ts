// The owner's placeholders: a fact's name between braces in a text of the data files, such as
// « Le restaurant vous accueille {horaires du restaurant}. », which the site fills in the text's
// language from the data when it reads the text (content/localized-data.ts). check:content refuses a
// name it does not know (content/schema/validate.ts). Pure and zod-free.

const placeholderPattern = /\{([^{}]*)\}/g;

/**
 * The form a name is looked up by: as the owner may type it on a phone, with a straight apostrophe,
 * a capital or a space too many ("{Horaires de l'étang }" is "{horaires de l’étang}").
 */
export function placeholderKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').replaceAll("'", '’').toLocaleLowerCase('fr');
}

/** The names between braces in a text, as written. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((match) => match[1] ?? '');
}

/** Whether a brace is left alone once the placeholders are taken out: "{horaires du restaurant" is a mistake, not a text. */
export function hasLoneBrace(text: string): boolean {
  return /[{}]/.test(text.replace(placeholderPattern, ''));
}

/** `text` with each placeholder `valueOf` knows replaced by its value; the others left as written, for check:content to name. */
export function fillPlaceholders(text: string, valueOf: (key: string) => string | undefined): string {
  if (!text.includes('{')) return text;
  return text.replace(placeholderPattern, (placeholder, name: string) => valueOf(placeholderKey(name)) ?? placeholder);
}
