/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frenchAdditions, frenchOverrides, withAdditions, withOverrides, type LocaleStrings } from './french-strings';

const locale = (name: string) =>
  JSON.parse(readFileSync(path.resolve('node_modules/@sveltia/cms/locales', `${name}.json`), 'utf8')) as LocaleStrings;
const english = locale('en-US');
const french = locale('fr');

/** Every string by its dotted key. */
function flat(strings: LocaleStrings, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(strings).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...flat(value, `${prefix}${key}.`)],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\$(\w+)/g)].map((match) => match[1]).sort();

describe('the editor’s missing French strings', () => {
  const added = flat(frenchAdditions);
  const englishStrings = flat(english);
  const frenchStrings = flat(french);

  it('supply every English string the package’s French lacks, but the configuration’s messages', () => {
    const missing = [...englishStrings.keys()].filter((key) => !frenchStrings.has(key) && !key.startsWith('config.'));
    expect(missing.filter((key) => !added.has(key))).toEqual([]);
  });

  it('are still missing and still asked for: none the package has translated since, none it no longer has', () => {
    expect([...added.keys()].filter((key) => frenchStrings.has(key) || !englishStrings.has(key))).toEqual([]);
  });

  it('keep the English string’s placeholders', () => {
    for (const [key, text] of added) expect([key, placeholders(text)]).toEqual([key, placeholders(englishStrings.get(key) ?? '')]);
  });

  it('join the package’s French where they belong, nested keys beside the package’s own', () => {
    const merged = flat(withAdditions(french, frenchAdditions));
    expect(merged.get('show_errors')).toBe('Voir les erreurs');
    expect(merged.get('save_conflict.save_anyway')).toBe('Enregistrer quand même');
    expect(merged.get('status.draft')).toBe(frenchStrings.get('status.draft'));
    expect(merged.size).toBe(frenchStrings.size + added.size);
  });
});

describe('the sign-in page’s buttons (issue 50)', () => {
  const french = locale('fr');
  const english = flat(locale('en-US'));
  const merged = flat(withOverrides(withAdditions(french, frenchAdditions), frenchOverrides));

  it('say that Netlify’s GitHub sign-in opens every public repository, and that the token is advised', () => {
    expect(merged.get('sign_in_with_x')).toBe('Se connecter avec {$service} (accès à tous vos dépôts publics)');
    expect(merged.get('sign_in_using_access_token')).toBe('Se connecter avec un jeton d’accès (conseillé : ce seul dépôt)');
  });

  it('replace strings the package has, keeping their placeholders, and nothing else', () => {
    for (const [key, text] of Object.entries(frenchOverrides)) {
      expect(flat(french).has(key)).toBe(true);
      expect([key, placeholders(text)]).toEqual([key, placeholders(english.get(key) ?? '')]);
    }
    expect(merged.size).toBe(flat(withAdditions(french, frenchAdditions)).size);
  });
});
