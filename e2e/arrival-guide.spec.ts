import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { phoneDisplayIn, telHref } from '@/config/contact';
import { pathOf } from '@/config/routes';
import { arrivalGuideIn, sectionsOf } from '@/features/arrival/arrival-content';
import { arrivalWords } from '@/features/arrival/arrival-words';
import { arrivalGuideLinkWords } from '@/features/stays/units/arrival-guide-link';
import { languages, type Lang } from '@/lib/i18n/languages';

// The arrival guide on a phone without signal (issues 41 and 49), on a server of the test's own: after
// one visit with signal, the server stops and the browser goes offline (Chromium's offline mode alone
// does not reach a service worker's own requests: microsoft/playwright#2311), so the guide can only
// come from its worker's copy. The four languages each come to the guide another way: opened itself
// (French), by the stays page's link (German), after the home page (Dutch) or the contact page
// (English), which keep nothing on the phone: only the guide, asked for, stores its copy (loi
// Informatique et Libertés, article 82: from another page it would need consent). One test walks
// them, to keep the suite's time.

/** A port no other server listens on (on a shared machine, a fixed one may already serve another copy of the site). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function startServer(serverPort: number) {
  const server = spawn(process.execPath, ['scripts/tools/serve.mjs', '--port', String(serverPort)], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the test's server stopped (port ${serverPort} taken?)`);
    const up = await fetch(`http://127.0.0.1:${serverPort}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the test's server did not answer on port ${serverPort}`);
}

/** Waits until the guide's worker of `lang` holds its copy (it is active once its install kept the whole list). */
async function guideKept(page: Page, lang: Lang) {
  const state = () =>
    page.evaluate(async (scope) => (await navigator.serviceWorker.getRegistration(scope))?.active?.state ?? null, pathOf('arrival', lang));
  await expect.poll(state, { message: `the ${lang} guide kept from ${page.url()}`, timeout: 15_000 }).toBe('activated');
}

test('the arrival guide, once opened, is kept and opens without signal the next day, in each language, its call button there; no other page stores anything nor comes from its copy @phone', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const serverPort = await freePort();
  const origin = `http://127.0.0.1:${serverPort}`;
  const server = await startServer(serverPort);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const today = await context.newPage();
    await test.step('Dutch and English: the home or the contact page stores nothing; the guide, opened, keeps itself', async () => {
      for (const [lang, route] of [
        ['nl', 'home'],
        ['en', 'contact'],
      ] as const) {
        await today.goto(`${origin}${pathOf(route, lang)}`);
        // Past the load and the browser's idle time after it, when every page used to register the guide's worker.
        await today.waitForLoadState('load');
        await today.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
        await today.waitForTimeout(1000);
        // Nothing on the phone but the guides opened before: no worker of this language, no cache of its own.
        const stored = await today.evaluate(async () => ({
          workers: (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname),
          caches: (await caches.keys()).length,
        }));
        expect(stored, `${lang} ${route}`).toEqual(
          lang === 'nl' ? { workers: [], caches: 0 } : { workers: [pathOf('arrival', 'nl')], caches: 1 },
        );
        await today.goto(`${origin}${pathOf('arrival', lang)}`);
        await expect(today.getByText(arrivalWords[lang].offline)).toBeVisible();
        await guideKept(today, lang);
      }
    });
    await test.step('French: the guide opened itself says it is kept', async () => {
      await today.goto(`${origin}${pathOf('arrival', 'fr')}`);
      await expect(today.getByText(arrivalWords.fr.offline)).toBeVisible();
    });
    await test.step('German: the stays page’s link to the guide (the journey that saved nothing before)', async () => {
      await today.goto(`${origin}${pathOf('stays', 'de')}`);
      await today.getByRole('link', { name: arrivalGuideLinkWords.de.link }).click();
      await expect(today).toHaveURL(`${origin}${pathOf('arrival', 'de')}#plan`);
      await expect(today.getByText(arrivalWords.de.offline)).toBeVisible();
    });
    await today.close();

    server.kill();
    await context.setOffline(true);

    // The next day, without signal: a new tab, the guide's address.
    const tonight = await context.newPage();
    const failed: string[] = [];
    tonight.on('requestfailed', (request) => {
      if (request.url().startsWith(origin)) failed.push(request.url());
    });
    for (const lang of languages) {
      await test.step(`${lang}: the guide opens from its copy, whole, with its index and its call button`, async () => {
        const guide = arrivalGuideIn(lang);
        const words = arrivalWords[lang];
        const response = await tonight.goto(`${origin}${pathOf('arrival', lang)}`);
        expect(response?.fromServiceWorker()).toBe(true);
        await expect(tonight.getByRole('heading', { level: 1 })).toHaveText(guide.title);
        await expect(tonight.locator('html')).toHaveAttribute('lang', lang);
        // Its styles came too: the plan has its frame, which only the stylesheet gives it.
        const plan = tonight.getByRole('img', { name: guide.plan.title });
        await expect(plan).toBeVisible();
        expect(await plan.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('1px');
        // The index names each block the guide shows, the late arrival and Wi-Fi ones among them in the seed.
        const titles = {
          venir: words.gettingHere,
          'derniers-kilometres': words.lastKilometres,
          horaires: words.times,
          'arrivee-tardive': words.lateArrival,
          cle: words.key,
          'wifi-reseau': words.connection,
          apporter: words.toBring,
          regles: words.houseRules,
          plan: guide.plan.title,
        };
        const sections = sectionsOf(guide);
        expect(sections).toEqual(expect.arrayContaining(['arrivee-tardive', 'wifi-reseau']));
        await expect(tonight.getByRole('navigation', { name: words.index }).getByRole('link')).toHaveText(
          sections.map((section) => titles[section]),
        );
        // A tel: link: it calls without signal, with no script.
        await expect(tonight.getByRole('link', { name: `${words.call} ${phoneDisplayIn(lang) ?? ''}`, exact: true })).toHaveAttribute(
          'href',
          telHref ?? '',
        );
        if (lang === 'de') {
          await tonight.getByRole('navigation', { name: words.index }).getByRole('link', { name: words.connection }).click();
          await expect(tonight.getByRole('heading', { level: 2, name: words.connection })).toBeInViewport();
          await expect(tonight.getByText(guide.wifi ?? '')).toBeVisible();
        }
        await tonight.reload();
        await expect(tonight.getByRole('heading', { level: 1 })).toHaveText(guide.title);
      });
    }
    // Everything each guide loaded came from its copy: nothing it asked for failed.
    expect(failed).toEqual([]);
    for (const other of [pathOf('stays', 'de'), pathOf('home', 'nl'), pathOf('contact', 'en'), pathOf('home', 'fr')]) {
      await expect(tonight.goto(`${origin}${other}`), other).rejects.toThrow();
    }
  } finally {
    await context.close();
    server.kill();
  }
});
