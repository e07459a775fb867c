// npm run test:dates: the specs whose answers depend on today (the status and closures, the calendar,
// its past days and periods, the estimate, the form's date hint, the events' lists and pages and the
// table request made for one) run on a machine whose clock is set by
// libfaketime to the days where date code breaks: a month's last day, New Year, both daylight-saving
// changes, 29 February. The build and the tests (runner, static server, browser) each get the clock:
// where a scenario names two instants, the site is built on the first and visited on the second, as a
// page built late on 31 December is read on 1 January. Not part of npm test (a build per scenario); it
// rebuilds out/ each time, so run `npm run build:e2e` after it before other specs.
// Usage: npm run test:dates [-- --only <scenario name part>]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const libfaketime = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const root = path.join(__dirname, '..', '..');
const specs = [
  'e2e/opening-status.spec.ts',
  'e2e/availability.spec.ts',
  'e2e/restaurant.spec.ts',
  'e2e/events.spec.ts',
  'e2e/event-page.spec.ts',
  'e2e/event-table-request.spec.ts',
];

interface Scenario {
  readonly name: string;
  /** When the site is built, with Paris's offset of that instant. */
  readonly builtAt: string;
  /** When the tests visit it. */
  readonly visitedAt: string;
}

const scenarios: readonly Scenario[] = [
  { name: 'last day of a 31-day month', builtAt: '2027-01-31T12:00:00+01:00', visitedAt: '2027-01-31T12:05:00+01:00' },
  { name: 'last day of a 30-day month, late evening', builtAt: '2026-11-30T23:20:00+01:00', visitedAt: '2026-11-30T23:30:00+01:00' },
  { name: 'built on 31 December, visited on 1 January', builtAt: '2026-12-31T23:50:00+01:00', visitedAt: '2027-01-01T00:10:00+01:00' },
  {
    name: 'summer time starts (28 March 2027, 02:00 → 03:00)',
    builtAt: '2027-03-28T01:30:00+01:00',
    visitedAt: '2027-03-28T03:30:00+02:00',
  },
  {
    name: 'summer time ends (31 October 2027, 03:00 → 02:00)',
    builtAt: '2027-10-31T02:30:00+02:00',
    visitedAt: '2027-10-31T02:30:00+01:00',
  },
  { name: '29 February 2028', builtAt: '2028-02-29T12:00:00+01:00', visitedAt: '2028-02-29T12:05:00+01:00' },
];

/**
 * The environment that runs a process with its clock moved to `instant`. An offset ("+N" seconds)
 * rather than an absolute time: the clock goes on ticking, and Chromium's processes start with it
 * (with an absolute "@…" time they do not start here).
 */
function clockAt(instant: string): NodeJS.ProcessEnv {
  const offset = Math.round((Date.parse(instant) - Date.now()) / 1000);
  return { ...process.env, LD_PRELOAD: libfaketime, FAKETIME: `${offset >= 0 ? '+' : ''}${offset}`, FAKETIME_NO_CACHE: '1' };
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv): number {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return result.status ?? 1;
}

function main(): void {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (!existsSync(libfaketime)) {
    console.error(`libfaketime est introuvable (${libfaketime}) : installez le paquet Debian libfaketime.`);
    process.exit(1);
  }
  const chosen = scenarios.filter((scenario) => !values.only || scenario.name.includes(values.only));
  const results: string[] = [];
  for (const scenario of chosen) {
    console.log(`\n=== ${scenario.name}: built at ${scenario.builtAt}, visited at ${scenario.visitedAt}`);
    const started = Date.now();
    const built = run('npm', ['run', 'build:e2e'], clockAt(scenario.builtAt));
    const tested =
      built === 0
        ? run(
            path.join(root, 'node_modules', '.bin', 'playwright'),
            ['test', ...specs, '--project', 'desktop', '--project', 'phone'],
            clockAt(scenario.visitedAt),
          )
        : 1;
    const seconds = Math.round((Date.now() - started) / 1000);
    results.push(
      `${built === 0 && tested === 0 ? 'passed' : 'FAILED'}  ${scenario.name} (build ${built === 0 ? 'ok' : 'failed'}, ${seconds} s)`,
    );
  }
  console.log(`\ntest:dates (${specs.join(', ')}):\n${results.join('\n')}`);
  const failed = results.filter((line) => line.startsWith('FAILED')).length;
  console.log(`${chosen.length - failed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main();
