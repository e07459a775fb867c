// Run by `npm run build:e2e` before the build: syncs the fixture feeds into e2e/generated/
// availability.json (the committed content/data/availability.json is left alone), which the build then
// reads through AVAILABILITY_DATA; the run's output is kept for e2e/availability.spec.ts.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { previousAvailability, startFeedServer } from './availability-fixtures';

export const generatedDir = path.join(__dirname, 'generated');
export const fixtureAvailabilityFile = path.join(generatedDir, 'availability.json');
export const fixtureSyncOutputFile = path.join(generatedDir, 'sync-output.txt');

export async function syncFixtures(file = fixtureAvailabilityFile) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(previousAvailability(), null, 2)}\n`);
  const server = await startFeedServer();
  try {
    // Asynchronously: the feed server answers from this very process. Without GITHUB_ACTIONS: the
    // fixture's failing feed is no warning for the run that tests it.
    const run = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'scripts', 'deploy', 'sync-availability.ts')], {
      // The tests' seed names the units, never the owner's data (whose units may not be given yet).
      env: {
        ...process.env,
        ...server.env,
        CONTENT_DATA: path.join(__dirname, '..', 'fixtures', 'seed-data'),
        AVAILABILITY_DATA: file,
        GITHUB_ACTIONS: undefined,
      },
    });
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => run.on('close', resolve));
    return { status, output, feedBase: server.base };
  } finally {
    server.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  void syncFixtures().then(({ status, output }) => {
    writeFileSync(fixtureSyncOutputFile, output);
    process.stdout.write(output);
    process.exitCode = status ?? 1;
  });
}
