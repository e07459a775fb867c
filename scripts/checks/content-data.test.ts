/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  committedVersions,
  missingTranslationMessages,
  provisionalTranslationMessages,
  readDataFiles,
  staleTranslationMessages,
} from './content-data';
import type { DataFileResult } from '../../content/schema/validate';
import { translationLanguages, type TranslationLanguage } from '@/lib/i18n/languages';

/** Each translation's language as the owner's messages name it: a new language is named here. */
const namesInFrench: Record<TranslationLanguage, string> = { en: 'anglais', nl: 'néerlandais', de: 'allemand' };

describe('check:content’s translation warnings', () => {
  const results = readDataFiles();

  it('lists no missing translation for the shipped files, and one per text and languages once a translation goes', () => {
    expect(missingTranslationMessages(results)).toEqual([]);
    const withoutDutch = results.map((result) =>
      result.file === 'content/data/not-found.json' ? { ...result, written: { ...(result.written as object), nl: undefined } } : result,
    );
    const messages = missingTranslationMessages(withoutDutch);
    expect(messages).toContain(
      'content/data/not-found.json › text (Texte) : pas de traduction en néerlandais (ces pages montrent le texte français)',
    );
    expect(messages.every((message) => message.startsWith('content/data/not-found.json › '))).toBe(true);
  });

  it('names a translation written before its French changed, from the file’s history', () => {
    const home = results.find((result) => result.file === 'content/data/home.json')?.written as {
      hero: { title: string };
      en: { hero: { title: string } };
    };
    const before = { ...home, hero: { ...home.hero, title: 'Bienvenue au lac' } };
    const history = (file: string) => (file === 'content/data/home.json' ? [before] : []);
    expect(staleTranslationMessages(results, history)).toEqual(
      translationLanguages.map(
        (lang) =>
          `content/data/home.json › hero.title (Titre) : la traduction en ${namesInFrench[lang]} a été écrite pour « Bienvenue au lac » ; le français dit maintenant « Découvrez les Chalets du lac » : relisez-la`,
      ),
    );
    expect(staleTranslationMessages(results, () => [])).toEqual([]);
  });

  it('reads a file’s committed versions from git, oldest first, a version that does not read as undefined', () => {
    const repository = mkdtempSync(path.join(tmpdir(), 'versions-'));
    const run = (...args: string[]) => execFileSync('git', args, { cwd: repository, stdio: 'ignore' });
    try {
      run('init', '-q');
      mkdirSync(path.join(repository, 'content/data'), { recursive: true });
      const commit = (text: string) => {
        writeFileSync(path.join(repository, 'content/data/home.json'), text);
        run('add', '.');
        run('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qm', 'v');
      };
      commit('{ "title": "Un" }');
      commit('{ "title": ');
      commit('{ "title": "Deux", "en": { "title": "Two" } }');
      expect(committedVersions('content/data/home.json', repository)).toEqual([
        { title: 'Un' },
        undefined,
        { title: 'Deux', en: { title: 'Two' } },
      ]);
      expect(committedVersions('content/data/absent.json', repository)).toEqual([]);
    } finally {
      rmSync(repository, { recursive: true, force: true });
    }
  });
});

describe('check:content’s and the publish guard’s translations of values still to supply', () => {
  // legal.json as the editor writes it, on values of this test's own.
  const legal = (written: object): DataFileResult => ({
    file: 'content/data/legal.json',
    errors: [],
    warnings: [],
    provisional: [],
    written,
  });

  it('names the file, the field and the language of a translation written for a value to supply', () => {
    const [found, ...others] = provisionalTranslationMessages([
      legal({
        reservationRetention: { value: '1 an', provisional: false },
        en: { reservationRetention: { value: 'to be confirmed', provisional: true } },
        nl: { reservationRetention: { value: '1 jaar', provisional: false } },
      }),
    ]);
    expect(others).toEqual([]);
    expect(found).toMatch(/^content\/data\/legal\.json › reservationRetention \(Durée de conservation/);
    expect(found).toContain(' : la traduction en anglais a été écrite pour une valeur à compléter');
  });

  it('waits for the French before naming a translation of a value not given yet: the French is listed already', () => {
    expect(
      provisionalTranslationMessages([
        legal({
          reservationRetention: { value: 'à compléter', provisional: true },
          de: { reservationRetention: { value: 'noch offen' } },
          nl: { reservationRetention: { value: 'nog open' } },
        }),
      ]),
    ).toEqual([]);
  });

  it('asks nothing once each translation says the real value, its box unticked', () => {
    expect(
      provisionalTranslationMessages([
        legal({
          reservationRetention: { value: '1 an', provisional: false },
          en: { reservationRetention: { value: '1 year', provisional: false } },
        }),
      ]),
    ).toEqual([]);
  });
});
