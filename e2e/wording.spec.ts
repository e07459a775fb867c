// Every word a visitor meets on the built site, against the glossary (config/glossary.ts): each page
// in each language, an event's page and its calendar file, the 404 pages and the PDFs. Read as
// served, without scripts: the visible text, the alternative texts and labels, the title, the
// descriptions and the structured data, in the page's language (French standing in for a missing
// translation, marked lang="fr", is the French's own). This is where the seed's texts are held to the
// glossary; the owner's later edits only get check:content's warning (scripts/checks/content-wording.ts).
// A page in another language also holds no French left over: no placeholder of the seed (« Adresse à
// compléter »), no phone number in the French national form, no space before a colon.
import { expect, test } from '@playwright/test';
import { eventCalendarPath } from '@/features/events/event-page-content';
import { wordingProblems } from '@/config/glossary';
import { eventPath, notFoundPaths, pathOf, routeIds } from '@/config/routes';
import { menuPdfFileNames } from '@/features/restaurant/menu-words';
import { priceListFiles } from '@/features/stays/pricing/price-list';
import { languages, type Lang } from '@/lib/i18n/languages';
import { readPdfText } from '@/scripts/tools/read-pdf-text';
import { builtFixtureEvent } from './event-fixtures';

test.use({ javaScriptEnabled: false });

/** The texts of the page in its language: text, labels, alternative texts, title, descriptions, structured data. */
function pageTexts(): string[] {
  const lang = document.documentElement.lang;
  const inPageLanguage = (node: Node) => (node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? lang) === lang;
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(parent.tagName) && inPageLanguage(node)) texts.push(node.textContent ?? '');
  }
  document.querySelectorAll('[alt], [aria-label], [title], [placeholder], [aria-roledescription]').forEach((element) => {
    if ((element.closest('[lang]')?.getAttribute('lang') ?? lang) !== lang) return;
    for (const name of ['alt', 'aria-label', 'title', 'placeholder', 'aria-roledescription']) texts.push(element.getAttribute(name) ?? '');
  });
  document.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]').forEach((meta) => {
    const content = meta.getAttribute('content') ?? '';
    if (!/^(?:https?:|\/)/.test(content)) texts.push(content);
  });
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([key, child]) => (key.startsWith('@') || key === 'inLanguage' ? [] : strings(child)))
          : [];
  document.querySelectorAll('script[type="application/ld+json"]').forEach((script) => {
    texts.push(...strings(JSON.parse(script.textContent ?? 'null')).filter((text) => !/^(?:https?:|\/)/.test(text)));
  });
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** What French leaves on a page in another language (issue 39): a placeholder, the number in its national form, a space before a colon. */
const frenchLeftovers = [/à compléter/i, /(?<![\d+])0\d(?:[ .\u00a0]\d\d){4}(?!\d)/, /[^\S\r\n]+[:;?!](?=[\s\p{L}])/u];

const problemsIn = (lang: Lang, texts: readonly string[], fromPdf = false) =>
  texts.flatMap((text) => [
    ...wordingProblems(lang, text, { plainSpaces: fromPdf }).map(
      (problem) => `${problem.found} (${problem.use}) in: ${text.slice(0, 120)}`,
    ),
    ...(lang === 'fr'
      ? []
      : frenchLeftovers
          .filter((pattern) => pattern.test(text))
          .map((pattern) => `French ${String(text.match(pattern)?.[0])} in: ${text.slice(0, 120)}`)),
  ]);

test.describe('the built site’s words follow the glossary', { tag: '@desktop' }, () => {
  for (const lang of languages) {
    test(`${lang}: every page, an event and its calendar file, the 404 page and both PDFs`, async ({ page, request }) => {
      test.setTimeout(90_000);
      // Words only: no image is fetched.
      await page.route(/\.(?:avif|webp|jpe?g|png|svg)$/, (route) => route.abort());
      const mussels = builtFixtureEvent('soiree-moules-frites');
      const paths = [...routeIds.map((id) => pathOf(id, lang)), eventPath(mussels.slug, lang), notFoundPaths[lang]];
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        const texts = await page.evaluate(pageTexts);
        expect(texts.length, path).toBeGreaterThan(20);
        problems.push(...problemsIn(lang, texts).map((problem) => `${path}: ${problem}`));
      }
      // The calendar file: its summary and description, lines unfolded and unescaped.
      const ics = (await (await request.get(eventCalendarPath(eventPath(mussels.slug, lang)))).text()).replace(/\r\n[ \t]/g, '');
      const icsTexts = [...ics.matchAll(/^(?:SUMMARY|DESCRIPTION|LOCATION)[^:]*:(.*)$/gm)].map((match) =>
        (match[1] ?? '').replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1'),
      );
      expect(icsTexts).toHaveLength(3);
      problems.push(...problemsIn(lang, icsTexts).map((problem) => `calendar file: ${problem}`));
      for (const file of [menuPdfFileNames[lang], priceListFiles[lang]]) {
        const response = await request.get(`/${file}`);
        expect(response.status(), file).toBe(200);
        problems.push(...problemsIn(lang, [readPdfText(await response.body()).text], true).map((problem) => `${file}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
