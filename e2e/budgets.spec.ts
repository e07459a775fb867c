// The budgets a rerun cannot change, on every route at a phone's size: the bytes of what the page
// loads (brotli for text, as hosts send it; media as stored), the requests it makes before any
// interaction, and how it loads (no other host, no render-blocking script, the banner as the
// largest paint and asked for from the head, no layout shift once the fonts are in). Every figure is
// a count taken from the built files and the browser's own records, never a duration: waits here
// wait for a condition. Timings are the bench's (npm run bench).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { bannerlessRoutes, maxElements, routeBudgets, type RouteBudget } from './budgets';
import { pathOf, routeIds } from '@/config/routes';
import { languageNames, languages } from '@/lib/i18n/languages';
import { openPage } from './support';

const outDir = path.join(process.cwd(), 'out');
const textFile = /\.(html|js|css|json|svg|txt|xml|webmanifest)$/;

/** The file of out/ a site path is served from. */
function builtFile(pathname: string): string {
  const decoded = decodeURIComponent(pathname);
  return path.join(outDir, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
}

const sizes = new Map<string, number>();
/** The bytes a host sends for this path: text compressed with brotli at its highest quality. */
function sentBytes(pathname: string): number {
  const known = sizes.get(pathname);
  if (known !== undefined) return known;
  const file = builtFile(pathname);
  const content = readFileSync(file);
  const bytes = textFile.test(file)
    ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    : content.length;
  sizes.set(pathname, bytes);
  return bytes;
}

interface LoadRecord {
  readonly requests: readonly { readonly url: string; readonly type: string }[];
  readonly largestPaint: { readonly isBanner: boolean; readonly url: string; readonly initiator: string | null };
  readonly layoutShift: number;
  readonly blockingScripts: readonly string[];
  readonly firstScreenImages: readonly string[];
  readonly inlineScripts: number;
  readonly elements: number;
}

/** Loads the page as a visitor's phone does, and waits until it has fetched all it fetches untouched. */
async function recordLoad(page: Page, route: string): Promise<LoadRecord> {
  const requests: { url: string; type: string }[] = [];
  const onRequest = (request: { url: () => string; resourceType: () => string }) =>
    requests.push({ url: request.url(), type: request.resourceType() });
  page.on('request', onRequest);
  await openPage(page, route);
  await page.waitForLoadState('networkidle');
  const inPage = await page.evaluate(async () => {
    await document.fonts.ready;
    const buffered = <T extends PerformanceEntry>(type: string) =>
      new Promise<T[]>((resolve) => {
        const observer = new PerformanceObserver(() => undefined);
        observer.observe({ type, buffered: true });
        const entries = observer.takeRecords() as T[];
        observer.disconnect();
        resolve(entries);
      });
    type Paint = PerformanceEntry & { element: Element | null; url: string };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const paints = await buffered<Paint>('largest-contentful-paint');
    const shifts = await buffered<Shift>('layout-shift');
    const largest = paints.at(-1);
    const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[];
    const bannerEntry = largest ? resources.find((entry) => entry.name === largest.url) : undefined;
    const firstScreenImages = [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return (
          image.currentSrc !== '' &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          box.width > 0 &&
          box.height > 0 &&
          image.checkVisibility({ visibilityProperty: true })
        );
      })
      .map((image) => image.currentSrc);
    return {
      largestPaint: {
        isBanner: largest?.element?.tagName === 'IMG' && largest.element.getAttribute('fetchpriority') === 'high',
        url: largest?.url ?? '',
        initiator: bannerEntry?.initiatorType ?? null,
      },
      layoutShift: shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
      blockingScripts: resources
        .filter((entry) => entry.initiatorType === 'script' && entry.renderBlockingStatus === 'blocking')
        .map((entry) => entry.name),
      firstScreenImages: [...new Set(firstScreenImages)],
      inlineScripts: [...document.scripts].filter((script) => !script.src && script.type !== 'application/ld+json' && script.textContent)
        .length,
      elements: document.getElementsByTagName('*').length,
    };
  });
  page.off('request', onRequest);
  return { requests, ...inPage };
}

interface RouteFigures extends RouteBudget {
  readonly otherHosts: readonly string[];
  readonly parserBlockingInHtml: number;
}

function figuresOf(route: string, load: LoadRecord, origin: string): RouteFigures {
  const own = load.requests.filter((request) => new URL(request.url).origin === origin);
  const kb = (paths: readonly string[]) => Math.round((paths.reduce((sum, pathname) => sum + sentBytes(pathname), 0) / 1024) * 10) / 10;
  const pathsOf = (types: readonly string[]) =>
    own.filter((request) => types.includes(request.type)).map((request) => new URL(request.url).pathname);
  const html = readFileSync(builtFile(route), 'utf8');
  // A script the parser must fetch and run before it goes on: src without async, defer or module
  // (a nomodule script is skipped by every browser that runs modules).
  const parserBlockingInHtml = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(
    ([, attributes = '']) => /\bsrc=/i.test(attributes) && !/\b(async|defer|nomodule)\b|type="module"/i.test(attributes),
  ).length;
  const scripts = pathsOf(['script']);
  return {
    htmlKb: kb([route]),
    scriptKb: kb(scripts),
    scripts: scripts.length + load.inlineScripts,
    cssKb: kb(pathsOf(['stylesheet'])),
    fontKb: kb(pathsOf(['font'])),
    firstScreenImageKb: kb(load.firstScreenImages.map((url) => new URL(url).pathname)),
    totalKb: kb(own.map((request) => new URL(request.url).pathname)),
    requests: load.requests.length,
    elements: load.elements,
    otherHosts: [
      ...new Set(load.requests.map((request) => new URL(request.url).origin).filter((requestOrigin) => requestOrigin !== origin)),
    ],
    parserBlockingInHtml,
  };
}

const budgetKeys = [
  'htmlKb',
  'scriptKb',
  'scripts',
  'cssKb',
  'fontKb',
  'firstScreenImageKb',
  'totalKb',
  'requests',
  'elements',
] as const satisfies readonly (keyof RouteBudget)[];

// Carousels stand still under reduced motion, so nothing the page loads depends on how long it is watched.
test.use({ reducedMotion: 'reduce' });

// French pages have their budgets; each other language's page keeps within its French twin's.
for (const lang of languages) {
  test(
    `every route in ${languageNames[lang]} keeps within its weight and request budgets and loads its banner first`,
    { tag: '@phone' },
    async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const origin = new URL(baseURL ?? '').origin;
      const table: string[] = [`| route | ${budgetKeys.join(' | ')} |`, `| --- | ${budgetKeys.map(() => '---').join(' | ')} |`];
      for (const id of routeIds) {
        const route = pathOf(id, lang);
        const load = await recordLoad(page, route);
        const figures = figuresOf(route, load, origin);
        const budget = routeBudgets[id];
        table.push(`| ${route} | ${budgetKeys.map((key) => `${figures[key]} / ${budget?.[key] ?? '?'}`).join(' | ')} |`);

        expect.soft(budget, `${route} has a budget in e2e/budgets.ts`).toBeDefined();
        for (const key of budgetKeys) expect.soft(figures[key], `${route}: ${key} within budget`).toBeLessThanOrEqual(budget?.[key] ?? 0);
        expect.soft(figures.elements, `${route}: at most ${maxElements} elements`).toBeLessThanOrEqual(maxElements);
        expect.soft(figures.otherHosts, `${route}: requests to another host before any interaction`).toEqual([]);
        expect.soft(figures.parserBlockingInHtml, `${route}: scripts in the HTML that block the parser`).toBe(0);
        expect.soft(load.blockingScripts, `${route}: scripts the browser counts as render-blocking`).toEqual([]);
        if (bannerlessRoutes.includes(id)) {
          expect.soft(figures.firstScreenImageKb, `${route}: no photo in the first screen`).toBe(0);
        } else {
          expect.soft(load.largestPaint.isBanner, `${route}: the largest paint is the banner photo`).toBe(true);
          expect.soft(load.largestPaint.initiator, `${route}: the banner is requested by the preload in the head`).toBe('link');
        }
        expect.soft(load.layoutShift, `${route}: layout shift once the fonts are loaded`).toBe(0);
      }
      console.log(`Budgets (figure / budget), Pixel 7 screen, before any interaction:\n${table.join('\n')}`);
    },
  );
}

test(
  'the availability calendar stays within the element budget whatever a visitor pages to or estimates',
  { tag: '@phone' },
  async ({ page }) => {
    await openPage(page, '/hebergements/');
    const elements = () => page.evaluate(() => document.getElementsByTagName('*').length);
    const counts = [await elements()];
    for (const unitType of ['Les chalets', 'La petite cabane', 'La grande cabane']) {
      const next = page.getByRole('region', { name: unitType, exact: true }).getByRole('button', { name: 'Mois suivant' });
      while ((await next.getAttribute('aria-disabled')) !== 'true') {
        await next.click();
        counts.push(await elements());
      }
    }
    // The stay flow: its prices asked for without dates, its calendar open, then a stay priced for a party no unit sleeps alone.
    const flow = page.getByRole('region', { name: 'Demander un séjour' });
    await flow.getByRole('button', { name: 'Voir les prix' }).click();
    await expect(flow.getByText('Choisissez votre date d’arrivée et votre date de départ.')).toBeVisible();
    counts.push(await elements());
    await flow.getByRole('button', { name: 'Choisir les dates sur le calendrier' }).click();
    await expect(flow.getByRole('grid')).toBeVisible();
    counts.push(await elements());
    await flow.getByRole('button', { name: 'Fermer le calendrier' }).click();
    const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 43 * 86_400_000).toISOString().slice(0, 10);
    await flow.getByLabel('Arrivée', { exact: true }).fill(start);
    await flow.getByLabel('Départ', { exact: true }).fill(end);
    await flow.getByRole('spinbutton', { name: 'Adultes' }).fill('9');
    await expect(flow.getByRole('heading', { name: 'L’hébergement et ses suppléments' })).toBeVisible();
    counts.push(await elements());
    // Every month of every unit type was drawn: 11 presses each.
    expect(counts).toHaveLength(1 + 3 * 11 + 3);
    expect(Math.max(...counts), `elements after each action: ${counts.join(', ')}`).toBeLessThanOrEqual(maxElements);
  },
);
