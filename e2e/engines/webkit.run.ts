// The core journeys in WebKit (Debian's WebKitGTK MiniBrowser through WebKitWebDriver, under Xvfb).
// Run: npm run test:engines:webkit
import { after, before, describe, test } from 'node:test';
import { startEmailStub, type EmailStub } from './email-stub';
import { enginePorts, type Engine } from './engine';
import { clockProbe, registerJourneys, statusInstant, statusJourney } from './journeys';
import { startStaticServer, startXvfb, type Started } from './processes';
import { startWebKit, webkitEngine, type WebKitSession } from './webkit-engine';

const ports = enginePorts(70);
const origin = `http://127.0.0.1:${ports.site}`;

let server: Started | undefined;
let stub: EmailStub | undefined;
let xvfb: { started: Started; display: string } | undefined;
let session: WebKitSession | undefined;
let engine: Engine | undefined;

let clocked: WebKitSession | undefined;

/**
 * A second WebKit session whose clock starts at the status instant (libfaketime), in Europe/Paris,
 * started by the first check that needs it and shared by the next (a session takes seconds to start).
 */
async function withClock(check: (engine: Engine) => Promise<void>) {
  if (!xvfb || !stub) throw new Error('WebKit did not start.');
  clocked ??= await startWebKit({ port: ports.clockDriver, display: xvfb.display, stubProxy: stub.proxy, clock: statusInstant });
  await check(webkitEngine(clocked.driver, origin));
}

describe('webkit', () => {
  before(async () => {
    server = await startStaticServer(ports.site);
    stub = await startEmailStub(ports.stub);
    xvfb = await startXvfb();
    session = await startWebKit({ port: ports.driver, display: xvfb.display, stubProxy: stub.proxy });
    engine = webkitEngine(session.driver, origin);
  });

  after(async () => {
    await clocked?.close();
    await session?.close();
    // The last: whatever GTK process might remain loses its display and ends.
    await xvfb?.started.stop();
    await stub?.close();
    await server?.stop();
  });

  registerJourneys(
    () => engine,
    () => stub,
  );

  test('clock probe: the page sees Wednesday 2026-11-25 12:30 in Europe/Paris', async () => {
    await withClock(clockProbe);
  });

  test('open/closed status at Wednesday 12:30 in Paris', async () => {
    await withClock(statusJourney);
  });
});
