// A page's scripts carry only its own language's words (issue 24): the words a script needs reach it
// as props in the page's data, never as a dictionary or a data file of every language bundled in.
// Each page of a language is loaded, the scripts it fetched are read as served, and none may hold a
// text only another language has: the owner's translations (content/data/*.json) and the interface
// words of the frame (skip link, navigation name), long enough to be that language's own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pathOf, routeIds } from '@/config/routes';
import { navigationWords } from '@/config/site';
import { translationKeys } from '@/content/schema/editor-values';
import { languages, sourceLanguage, type Lang } from '@/lib/i18n/languages';
import { waitForHydration } from './support';

// The seed the e2e build renders (CONTENT_DATA=fixtures/seed-data), never the owner's content/data.
const dataDir = path.join(__dirname, '..', 'fixtures', 'seed-data');

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Texts that only `lang` has: its translations in the data files and its frame's words, none shared with another language. */
function ownTexts(): Map<Lang, Set<string>> {
  const byLang = new Map<Lang, Set<string>>(languages.map((lang) => [lang, new Set<string>()]));
  for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as Record<string, unknown>;
    const french = Object.fromEntries(Object.entries(data).filter(([key]) => !translationKeys.includes(key)));
    const parts: Partial<Record<Lang, unknown>> = Object.fromEntries(
      languages.map((lang) => [lang, lang === sourceLanguage ? french : data[lang]]),
    );
    for (const lang of languages) for (const text of stringsIn(parts[lang])) byLang.get(lang)?.add(text);
  }
  for (const lang of languages) {
    byLang.get(lang)?.add(navigationWords[lang].skipLink);
    byLang.get(lang)?.add(navigationWords[lang].mainNavLabel);
  }
  // Long enough to belong to one language, and written by no other.
  return new Map(
    languages.map((lang) => [
      lang,
      new Set(
        [...(byLang.get(lang) ?? [])].filter(
          (text) => text.length >= 16 && languages.every((other) => other === lang || !byLang.get(other)?.has(text)),
        ),
      ),
    ]),
  );
}

const own = ownTexts();

for (const lang of languages) {
  test(`the scripts of every page in ${lang} hold no text of another language`, { tag: '@desktop' }, async ({ page, request }) => {
    test.setTimeout(60_000);
    const scripts = new Set<string>();
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.add(sent.url());
    });
    for (const id of routeIds) {
      await page.goto(pathOf(id, lang));
      await waitForHydration(page);
    }
    const found: string[] = [];
    for (const url of scripts) {
      const text = await (await request.get(url)).text();
      // French is every page's fallback for an untranslated owner text: only the other translations are foreign there.
      for (const other of languages) {
        if (other === lang || (lang !== 'fr' && other === 'fr')) continue;
        for (const foreign of own.get(other) ?? [])
          if (text.includes(foreign)) found.push(`${new URL(url).pathname}: ${other} « ${foreign.slice(0, 60)} »`);
      }
    }
    expect(scripts.size).toBeGreaterThan(5);
    expect(found).toEqual([]);
  });
}
