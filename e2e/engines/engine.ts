import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type * as TestingLibraryDom from '@testing-library/dom';

/**
 * An element as a visitor finds it: by its role and accessible name, inside another one if given.
 * `field` is any form field by its label.
 */
export interface Target {
  readonly role:
    'button' | 'link' | 'tab' | 'region' | 'textbox' | 'combobox' | 'spinbutton' | 'navigation' | 'alert' | 'tabpanel' | 'field';
  readonly name?: string;
  readonly within?: Target;
}

/** What the journeys need from a browser, implemented over Puppeteer (Firefox) and Selenium (WebKit). */
export interface Engine {
  readonly name: 'firefox' | 'webkit';
  /** Opens a path of the site and waits until React has hydrated it. */
  open(path: string): Promise<void>;
  /** Sets the size of the page's viewport (WebKit: of the window, whose narrowest is about 450 px). */
  resize(width: number, height: number): Promise<void>;
  click(target: Target): Promise<void>;
  /** Types into a text field, after emptying it. */
  fill(target: Target, text: string): Promise<void>;
  /** Types a date (YYYY-MM-DD) into a date field the way this engine's date field takes it. */
  fillDate(target: Target, isoDate: string): Promise<void>;
  select(target: Target, value: string): Promise<void>;
  focus(target: Target): Promise<void>;
  press(key: 'Escape' | 'ArrowRight' | 'ArrowLeft'): Promise<void>;
  /** An attribute of the element, null when it is absent or the element cannot be found. */
  attribute(target: Target, name: string): Promise<string | null>;
  /** Whether the element is found and shown. */
  visible(target: Target): Promise<boolean>;
  focused(target: Target): Promise<boolean>;
  /** The text the page shows, as `innerText` gives it (hidden text excluded). */
  shownText(): Promise<string>;
  /** Runs a function without arguments in the page and returns its result. */
  evaluate<T>(fn: () => T): Promise<T>;
  /** The address the tab shows. */
  currentUrl(): Promise<string>;
  /** The browser's Back, waiting until the page has hydrated again. */
  back(): Promise<void>;
  /**
   * True where the browser has no mail client to hand a mailto: address to and shows it in the tab
   * instead (WebKitGTK's MiniBrowser), so the page that asked for it is left.
   */
  readonly mailtoReplacesPage: boolean;
  /** Console errors and uncaught exceptions since the last `open`; null where the engine's driver cannot observe them. */
  consoleErrors(): readonly string[] | null;
}

/**
 * Testing Library's DOM queries as a browser bundle, put into the page by the test when it first
 * looks for an element: roles and accessible names are then computed the same way in every engine
 * (as Playwright does with its own injected script), and one round trip finds an element.
 */
export const queriesBundle = readFileSync(
  createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

/** True in the page once the bundle is there. */
export const hasQueries = (): boolean => 'TestingLibraryDom' in window;

/** One step of a Target, outermost first, as the page receives it. */
export interface Step {
  readonly role: Target['role'];
  readonly name?: string;
}

export function steps(target: Target): Step[] {
  return [...(target.within ? steps(target.within) : []), { role: target.role, name: target.name }];
}

/** In the page: the element a chain of steps designates (each inside the previous one), or null. */
export const locate = (chain: readonly Step[]): HTMLElement | null => {
  const dom = (window as unknown as { TestingLibraryDom: typeof TestingLibraryDom }).TestingLibraryDom;
  let scope: HTMLElement | null = document.body;
  for (const step of chain) {
    if (!scope) return null;
    const options = step.name === undefined ? {} : { name: step.name };
    const name = step.name ?? '';
    // A label reads "Date *": its text starts with the field's name. (No named function in here:
    // tsx would wrap it in a helper the page does not have.)
    const found: HTMLElement[] =
      step.role === 'field'
        ? dom.queryAllByLabelText(scope, (text) => text === name || text.startsWith(`${name} `))
        : dom.queryAllByRole(scope, step.role, options);
    scope = found[0] ?? null;
  }
  return scope;
};

/** True in the page once React has hydrated the header (a client component marks its nodes "__reactFiber…"). */
export const isHydrated = (): boolean => {
  const header = document.querySelector('header');
  return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
};

/** Retries a check until it passes or `timeoutMs` is over, then throws the check's last error. */
export async function eventually(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

/** Ports of one engine's run: the static server, the e-mail stub, the driver, from a base in the caller's range. */
export function enginePorts(offset: number) {
  const base = Number(process.env.E2E_PORT ?? 4173) + offset;
  return { site: base, stub: base + 1, driver: base + 2, clockDriver: base + 3 };
}
