import { setTimeout as sleep } from 'node:timers/promises';

/**
 * An element as a visitor finds it: by its role and accessible name, inside another one if given.
 * `field` is any form field by its label (a date field's role differs between engines).
 */
export interface Target {
  readonly role: 'button' | 'link' | 'tab' | 'region' | 'textbox' | 'combobox' | 'spinbutton' | 'navigation' | 'alert' | 'tabpanel' | 'field';
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
  /** Console errors and uncaught exceptions since the last `open`; null where the engine's driver cannot observe them. */
  consoleErrors(): readonly string[] | null;
}

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
