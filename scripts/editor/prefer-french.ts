// Sveltia CMS picks its interface language from the preference it stores, else from the browser's
// language, and the owner's phone may be set to English. The editor is French: this stores French
// as the preference when none is stored yet, so a language the owner picks later in the editor's
// settings is kept.

/** Where Sveltia CMS keeps its preferences (its own key, read by the editor at start-up). */
export const preferencesKey = 'sveltia-cms.prefs';

/** The part of Storage this needs, so that a test can hand in a plain object. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function preferFrench(storage: PreferenceStorage): void {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(preferencesKey) ?? '{}');
  } catch {
    // Unreadable preferences: the editor resets them itself; French is set for the fresh ones.
    stored = {};
  }
  const preferences = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  if (typeof preferences.locale === 'string' && preferences.locale !== '') return;
  storage.setItem(preferencesKey, JSON.stringify({ ...preferences, locale: 'fr' }));
}
