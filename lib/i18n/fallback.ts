// Which texts of the page being rendered are French standing in for a missing translation: the
// owner's texts are read in the page's language (content/schema/editor-values.ts), and where a
// translation is missing the French one is shown instead, marked lang="fr" so that a screen reader
// reads it with a French voice. One set per render of a page (React's cache), like its language.
import { cache } from 'react';

const fallbacks = cache(() => new Set<string>());

/** Records that `text`, French, is shown on this page in place of a missing translation. */
export function markFallback(text: string): string {
  fallbacks().add(text);
  return text;
}

/** lang="fr" for a text that stands in for a missing translation; nothing for a translated one. */
export function fallbackLang(text: string | undefined): 'fr' | undefined {
  return text !== undefined && fallbacks().has(text) ? 'fr' : undefined;
}
