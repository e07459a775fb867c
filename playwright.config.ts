import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

// The specs read the data the e2e build was built from (npm run build:e2e): the seed kept in
// fixtures/seed-data, never the owner's content/data, whose every valid edit must publish.
process.env.CONTENT_DATA = 'fixtures/seed-data';

// Debian's Chromium where it is installed (downloads of Playwright's own browser fail on our machines).
const systemChromium = '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {};

/** Specs that build a throwaway copy of the project. */
const throwawayBuilds = /admin-publish\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    // Tests tagged @phone or @desktop check what only one screen size shows (menu button, bar links).
    { name: 'desktop', grepInvert: /@phone/, testIgnore: throwawayBuilds, use: desktop },
    { name: 'phone', grepInvert: /@desktop/, testIgnore: throwawayBuilds, use: { ...devices['Pixel 7'] } },
    // A whole build of a throwaway copy takes both cores for a minute: alone, once every other test
    // is done, so that no test waiting on the page's own timing shares the machine with it.
    { name: 'throwaway-builds', testMatch: throwawayBuilds, dependencies: ['desktop', 'phone'], workers: 1, use: desktop },
  ],
  webServer: {
    command: `node scripts/tools/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
