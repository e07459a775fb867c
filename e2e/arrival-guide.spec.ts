import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { pathOf } from '@/config/routes';
import { arrivalGuideIn } from '@/features/arrival/arrival-content';
import { arrivalWords } from '@/features/arrival/arrival-words';
import { languages } from '@/lib/i18n/languages';

// The arrival guide on a phone without signal (issue 41), on a server of the test's own: after one
// visit with signal, the server stops and the browser goes offline (Chromium's offline mode alone does
// not reach a service worker's own requests: microsoft/playwright#2311), so the guide can only come
// from its worker's copy. One test walks the four languages, to keep the suite's time.
const port = 4300;

async function startServer(serverPort: number) {
  const server = spawn(process.execPath, ['scripts/tools/serve.mjs', '--port', String(serverPort)], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
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

test('the arrival guide opens without signal once opened, in each language, and no other page comes from its copy @phone', async ({ browser }, testInfo) => {
  test.setTimeout(60_000);
  const serverPort = port + testInfo.workerIndex;
  const origin = `http://127.0.0.1:${serverPort}`;
  const server = await startServer(serverPort);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const titles = new Map<string, string>();
    for (const lang of languages) {
      await page.goto(`${origin}${pathOf('arrival', lang)}`);
      // The page says it is kept once its worker holds the copy.
      await expect(page.getByText(arrivalWords[lang].offline)).toBeVisible();
      titles.set(lang, (await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
    }
    // Another page, visited with signal: it must not open without.
    await page.goto(`${origin}${pathOf('stays', 'fr')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    server.kill();
    await context.setOffline(true);

    for (const lang of languages) {
      const response = await page.goto(`${origin}${pathOf('arrival', lang)}`);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.get(lang) ?? '');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Its styles came too: the plan has its frame, which only the stylesheet gives it.
      const plan = page.getByRole('img', { name: arrivalGuideIn(lang).plan.title });
      await expect(plan).toBeVisible();
      expect(await plan.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('1px');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.get(lang) ?? '');
    }
    for (const other of [pathOf('stays', 'fr'), pathOf('home', 'en'), pathOf('contact', 'de')]) {
      await expect(page.goto(`${origin}${other}`), other).rejects.toThrow();
    }
  } finally {
    await context.close();
    server.kill();
  }
});
