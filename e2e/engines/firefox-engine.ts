import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { eventually, isHydrated, type Engine, type Target } from './engine';

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

/**
 * The ARIA query of Puppeteer, answered over BiDi by Firefox's own accessibility tree
 * (`browsingContext.locateNodes`), so names are computed by the engine under test.
 */
function ariaSelector(target: Target): string {
  const name = target.name === undefined ? '' : `[name=${JSON.stringify(target.name)}]`;
  const role = target.role === 'field' ? '' : `[role="${target.role}"]`;
  return `::-p-aria(${name}${role})`;
}

async function find(page: Page, target: Target): Promise<ElementHandle<Element> | null> {
  const scope = target.within ? await find(page, target.within) : page;
  if (!scope) return null;
  return scope.$(ariaSelector(target));
}

async function found(page: Page, target: Target): Promise<ElementHandle<Element>> {
  let element: ElementHandle<Element> | null = null;
  await eventually(async () => {
    element = await find(page, target);
    if (!element) throw new Error(`No ${target.role} “${target.name ?? ''}” on the page.`);
  });
  return element as unknown as ElementHandle<Element>;
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
      // Puppeteer fills a date field with its value, as typing a full date does.
      await (await found(page, target)).asLocator().fill(isoDate);
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
    consoleErrors() {
      return [...errors];
    },
  };
}
