import { Builder, Capabilities, Key, WebElement, type WebDriver } from 'selenium-webdriver';
import { Select } from 'selenium-webdriver/lib/select.js';
import { eventually, hasQueries, isHydrated, locate, queriesBundle, steps, type Engine, type Target } from './engine';
import { descendantsOf, killAll, start, waitForUrl, type Started } from './processes';

export const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const libfaketime = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

export interface WebKitSession {
  readonly driver: WebDriver;
  close(): Promise<void>;
}

interface SessionOptions {
  readonly port: number;
  readonly display: string;
  readonly stubProxy: string;
  /** Starts the browser's clock at this instant, in Europe/Paris. */
  readonly clock?: Date;
}

/** "2026-11-25 12:30:00" in Paris time, the form libfaketime reads in the process's own time zone. */
function parisWallClock(instant: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' }).format(instant);
}

/**
 * WebKitWebDriver (Debian's webkit2gtk-driver) on its own port, which starts WebKitGTK's MiniBrowser
 * on the Xvfb display for the session. Its Classic WebDriver has no preload script and no request
 * interception, so what must hold before the page's scripts is set on the processes themselves:
 * the https proxy (the e-mail stub) from the environment, the time zone from TZ, and, for the clock,
 * libfaketime preloaded into the browser's processes, starting their wall clock at the instant
 * (timers keep the real monotonic clock).
 */
export async function startWebKit(options: SessionOptions): Promise<WebKitSession> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: options.display,
    https_proxy: `http://${options.stubProxy}`,
    no_proxy: '127.0.0.1,localhost',
    TZ: 'Europe/Paris',
    // The date field's order (month/day/year) follows the locale: pinned, so fillDate knows it.
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    ...(options.clock ? { LD_PRELOAD: libfaketime, FAKETIME: `@${parisWallClock(options.clock)}`, FAKETIME_DONT_FAKE_MONOTONIC: '1' } : {}),
  };
  const { started } = start('WebKitWebDriver', [`--port=${options.port}`], {
    env,
    log: `test-results/engines/webkit-driver-${options.port}.log`,
  });
  const stopAll = async (driverProcess: Started) => {
    const browser = descendantsOf(driverProcess.pid);
    await driverProcess.stop();
    killAll(browser);
  };
  try {
    await waitForUrl(`http://127.0.0.1:${options.port}/status`);
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      acceptInsecureCerts: true,
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    });
    const driver = await new Builder().usingServer(`http://127.0.0.1:${options.port}`).withCapabilities(capabilities).build();
    await driver.manage().window().setRect({ width: 1280, height: 800 });
    return {
      driver,
      close: async () => {
        await driver.quit().catch(() => undefined);
        await stopAll(started);
      },
    };
  } catch (error) {
    await stopAll(started);
    throw error;
  }
}

async function find(driver: WebDriver, target: Target): Promise<WebElement | null> {
  if (!(await driver.executeScript(hasQueries))) await driver.executeScript(queriesBundle);
  return driver.executeScript<WebElement | null>(locate, steps(target));
}

async function found(driver: WebDriver, target: Target): Promise<WebElement> {
  let element: WebElement | null = null;
  await eventually(async () => {
    element = await find(driver, target);
    if (!element) throw new Error(`No ${target.role} “${target.name ?? ''}” on the page.`);
  });
  const shown = element as unknown as WebElement;
  // WebKitWebDriver answers "element not interactable" for an element below the fold instead of
  // scrolling to it as the standard says: brought to the middle of the view first.
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', shown);
  return shown;
}

const keys = { Escape: Key.ESCAPE, ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT } as const;

export function webkitEngine(driver: WebDriver, origin: string): Engine {
  const typeInto = async (element: WebElement, text: string) => {
    await element.clear();
    await element.sendKeys(text);
  };
  return {
    name: 'webkit',
    async open(path) {
      await driver.get(`${origin}${path}`);
      await driver.wait(async () => (await driver.executeScript(isHydrated)) === true, 15_000, `${path} did not hydrate`);
    },
    async resize(width, height) {
      await driver.manage().window().setRect({ width, height });
    },
    async click(target) {
      await (await found(driver, target)).click();
    },
    async fill(target, text) {
      await typeInto(await found(driver, target), text);
    },
    async fillDate(target, isoDate) {
      const [year, month, day] = isoDate.split('-');
      await (await found(driver, target)).sendKeys(`${month}/${day}/${year}`);
    },
    async select(target, value) {
      await new Select(await found(driver, target)).selectByValue(value);
    },
    async focus(target) {
      await driver.executeScript('arguments[0].focus()', await found(driver, target));
    },
    async press(key) {
      await driver.actions().sendKeys(keys[key]).perform();
    },
    async attribute(target, name) {
      const element = await find(driver, target);
      return element ? element.getAttribute(name) : null;
    },
    async visible(target) {
      const element = await find(driver, target);
      return element ? element.isDisplayed() : false;
    },
    async focused(target) {
      const element = await find(driver, target);
      return element ? WebElement.equals(element, driver.switchTo().activeElement()) : false;
    },
    async shownText() {
      return driver.executeScript<string>('return document.body.innerText');
    },
    async evaluate(fn) {
      return driver.executeScript(fn);
    },
    async currentUrl() {
      return driver.getCurrentUrl();
    },
    async back() {
      await driver.navigate().back();
      await driver.wait(async () => (await driver.executeScript(isHydrated)) === true, 15_000, 'the page did not hydrate after Back');
    },
    mailtoReplacesPage: true,
    consoleErrors() {
      // Without BiDi (not enabled in Debian's WebKitGTK 2.50), WebKitWebDriver gives no console.
      return null;
    },
  };
}
