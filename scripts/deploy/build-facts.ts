// Records, at the end of `npm run build`, what the export in out/ was made with (the facts still to
// give, EmailJS ids present), so that a deploy judges the very build it uploads,
// even from another shell or a later day. Read back by `npm run check:publish` and `deploy:ftp`.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import type { BuildFacts } from './publish-guard';

export const buildFactsFile = 'hosting/generated/build-facts.json';

const emailjsVariables = [
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_STAY_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_VOUCHER_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
] as const;

export async function recordBuildFacts(root: string): Promise<BuildFacts> {
  // The same .env files `next build` read, before the content reads NEXT_PUBLIC_SITE_URL.
  loadEnvConfig(root, false, { info: () => undefined, error: console.error });
  const { factsToGiveIn, readDataFiles } = await import('../checks/content-data');
  const { needed, optional } = factsToGiveIn(readDataFiles(), process.env);
  const facts: BuildFacts = {
    builtAt: new Date().toISOString(),
    // Read from the data files themselves, as check:content reads them.
    neededFacts: needed,
    optionalFactsLeft: optional.length,
    emailjsConfigured: emailjsVariables.every((name) => Boolean(process.env[name]?.trim())),
  };
  await mkdir(path.join(root, path.dirname(buildFactsFile)), { recursive: true });
  await writeFile(path.join(root, buildFactsFile), `${JSON.stringify(facts, null, 2)}\n`);
  return facts;
}

export async function readBuildFacts(root: string): Promise<BuildFacts> {
  const file = path.join(root, buildFactsFile);
  if (!existsSync(file) || !existsSync(path.join(root, 'out'))) {
    throw new Error('Aucun site construit : lancez d’abord « npm run build », qui prépare le dossier out/.');
  }
  return JSON.parse(await readFile(file, 'utf8')) as BuildFacts;
}
