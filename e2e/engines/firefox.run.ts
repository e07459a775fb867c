// The core journeys in Firefox (Debian's firefox-esr over WebDriver BiDi). Run: npm run test:engines:firefox
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { startEmailStub, type EmailStub } from './email-stub';
import { enginePorts, type Engine } from './engine';
import { firefoxEngine, launchFirefox } from './firefox-engine';
import { clockProbe, registerJourneys, statusInstant, statusJourney } from './journeys';
import { startStaticServer, type Started } from './processes';

const ports = enginePorts(60);
const origin = `http://127.0.0.1:${ports.site}`;

let server: Started | undefined;
let stub: EmailStub | undefined;
let browser: Browser | undefined;
let engine: Engine | undefined;

/**
 * A page whose clock starts at `instant` (a preload script, run by Firefox before any of the
 * page's own scripts, shifts Date) in the Paris time zone (BiDi emulation), for one check.
 */
async function withClock(instant: Date, check: (engine: Engine) => Promise<void>) {
  if (!browser) throw new Error('Firefox did not start.');
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((at: number) => {
    const RealDate = Date;
    const shift = at - RealDate.now();
    globalThis.Date = class extends RealDate {
      constructor(...args: ConstructorParameters<typeof Date> | []) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...(args as ConstructorParameters<typeof Date>));
      }
      static override now() {
        return RealDate.now() + shift;
      }
    } as DateConstructor;
  }, instant.getTime());
  try {
    await check(await firefoxEngine(page, origin));
  } finally {
    await page.close();
  }
}

describe('firefox', () => {
  before(async () => {
    server = await startStaticServer(ports.site);
    stub = await startEmailStub(ports.stub);
    browser = await launchFirefox(stub.proxy);
    engine = await firefoxEngine(await browser.newPage(), origin);
  });

  after(async () => {
    const pid = browser?.process()?.pid;
    await browser?.close().catch(() => undefined);
    // Puppeteer's close waits for Firefox to exit; if it could not, the pid is killed.
    if (pid !== undefined) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await stub?.close();
    await server?.stop();
  });

  registerJourneys(
    () => engine,
    () => stub,
  );

  test('clock probe: the page sees Wednesday 2026-11-25 12:30 in Europe/Paris', async () => {
    await withClock(statusInstant, clockProbe);
  });

  test('open/closed status at Wednesday 12:30 in Paris', async () => {
    await withClock(statusInstant, statusJourney);
  });
});
