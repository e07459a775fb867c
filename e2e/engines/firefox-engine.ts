import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { eventually, hasQueries, isHydrated, locate, queriesBundle, steps, type Engine, type Target } from './engine';

export const firefoxBinary = '/usr/bin/firefox-esr';

/**
 * Debian's Firefox ESR over WebDriver BiDi (Puppeteer starts and stops it). The https proxy is the
 * e-mail stub; its throwaway certificate is accepted for the session only.
 */
export async function launchFirefox(stubProxy: string): Promise<Browser> {
  const [host, port] = stubProxy.split(':');
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxBinary,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.ssl': host ?? '',
      'network.proxy.ssl_port': Number(port),
    },
  });
}

async function find(page: Page, target: Target): Promise<ElementHandle<HTMLElement> | null> {
  if (!(await page.evaluate(hasQueries))) await page.evaluate(queriesBundle);
  const handle = await page.evaluateHandle(locate, steps(target));
  const element = handle.asElement();
  if (!element) await handle.dispose();
  return element as ElementHandle<HTMLElement> | null;
}

async function found(page: Page, target: Target): Promise<ElementHandle<HTMLElement>> {
  let element: ElementHandle<HTMLElement> | null = null;
  await eventually(async () => {
    element = await find(page, target);
    if (!element) throw new Error(`No ${target.role} “${target.name ?? ''}” on the page.`);
  });
  return element as unknown as ElementHandle<HTMLElement>;
}

/** A page of Firefox as an Engine; `errors` collects console errors and uncaught exceptions. */
export async function firefoxEngine(page: Page, origin: string): Promise<Engine> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  // As in the Playwright config: the visitors' time zone.
  await page.emulateTimezone('Europe/Paris');
  await page.setViewport({ width: 1280, height: 800 });
  return {
    name: 'firefox',
    async open(path) {
      errors.length = 0;
      await page.goto(`${origin}${path}`);
      await page.waitForFunction(isHydrated, { timeout: 15_000 });
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
    },
    async click(target) {
      await (await found(page, target)).click();
    },
    async fill(target, text) {
      await (await found(page, target)).asLocator().fill(text);
    },
    async fillDate(target, isoDate) {
      // Firefox's date field takes the digits in its locale's order (month, day, year here).
      const [year, month, day] = isoDate.split('-');
      await (await found(page, target)).focus();
      await page.keyboard.type(`${month}${day}${year}`);
    },
    async select(target, value) {
      await (await found(page, target)).select(value);
    },
    async focus(target) {
      await (await found(page, target)).focus();
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async attribute(target, name) {
      const element = await find(page, target);
      if (!element) return null;
      if (name === 'value') return element.evaluate((node) => (node as HTMLInputElement).value);
      return element.evaluate((node, attribute) => node.getAttribute(attribute), name);
    },
    async visible(target) {
      const element = await find(page, target);
      return element ? element.isVisible() : false;
    },
    async focused(target) {
      const element = await find(page, target);
      return element ? element.evaluate((node) => node === document.activeElement) : false;
    },
    async shownText() {
      return page.evaluate(() => document.body.innerText);
    },
    async evaluate(fn) {
      return page.evaluate(fn);
    },
    async currentUrl() {
      return page.url();
    },
    async back() {
      await page.goBack();
      await page.waitForFunction(isHydrated, { timeout: 15_000 });
    },
    mailtoReplacesPage: false,
    consoleErrors() {
      return [...errors];
    },
  };
}
