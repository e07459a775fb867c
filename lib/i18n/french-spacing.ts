// French ties a colon, a semicolon, a question or an exclamation mark to the word before it, and its
// guillemets to the words inside them, with a no-break space, so that a phone never starts a line with
// « : » or « ? ». The site's own words are written so (config/glossary.ts rules out the plain space);
// the owner types plain spaces, or none, from a phone, and their French texts are read through this
// (content/localized-data.ts). Pure, and leaves a text already spaced as it is.

const noBreakSpace = '\u00a0';

/** `text` with a no-break space before « : ; ? ! » and inside « », in place of a plain space or none. */
export function withFrenchSpaces(text: string): string {
  return (
    text
      // A plain space (or several) before the mark: one no-break space.
      .replace(/[ \t]+(?=[:;?!»])/gu, noBreakSpace)
      // None after a letter or a closing bracket, where the mark ends a clause (not 16:00, not https://).
      .replace(/(?<=[\p{L})])(?=[;?!](?:\s|$)|:\s)/gu, noBreakSpace)
      .replace(/(?<=\p{L})»/gu, `${noBreakSpace}»`)
      .replace(/«[ \t]*(?=\S)/gu, `«${noBreakSpace}`)
  );
}
