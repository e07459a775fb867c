// The arrival guide's service worker (features/arrival/offline-worker-events.ts), bundled by esbuild
// into sw.js inside each language's guide folder of out/ (/guide-arrivee/sw.js, /en/arrival-guide/sw.js…):
// a worker's scope cannot reach above its own folder without a Service-Worker-Allowed header, which
// not every host lets the site send. Called by finish-export.ts after `next build`.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { offlineWorkerPath } from '../../config/routes';
import { languages } from '../../lib/i18n/languages';

/** Where the worker is served in each language: inside the guide's folder, its scope. */
export const serviceWorkerPaths: readonly string[] = languages.map(offlineWorkerPath);

export async function buildServiceWorkers(out: string): Promise<void> {
  const entry = path.join(process.cwd(), 'features/arrival/offline-worker-events.ts');
  for (const address of serviceWorkerPaths) {
    const file = path.join(out, address);
    await mkdir(path.dirname(file), { recursive: true });
    await build({ entryPoints: [entry], bundle: true, format: 'iife', minify: true, target: 'es2020', outfile: file, logLevel: 'warning' });
  }
  console.log(`build-service-worker: ${serviceWorkerPaths.join(', ')}`);
}
