// Usage: npm run deploy:ftp [-- --editor-only] [-- --allow-missing-emailjs]
// Publishes the build in out/ to an FTP host (most French shared hosting), settings in FTP_HOST,
// FTP_PORT (21), FTP_USER, FTP_PASSWORD, FTP_REMOTE_DIR, FTP_SECURE (explicit TLS unless "false"),
// from the environment or .env.local. Refuses a build that is not ready (scripts/deploy/publish-guard.ts).
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { readBuildFacts } from './build-facts';
import { DeployError, deployFtp, ftpSettingsFromEnv, type DeployReport } from './ftp-deploy';
import { keepEditorOnly } from './editor-only';
import { guardOptionsFrom, publishRefusal, publishWarnings } from './publish-guard';

/** Checks the build in root/out, then publishes it; throws a DeployError worded for the owner. */
export async function publishWithFtp(
  root: string,
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  log: (line: string) => void,
): Promise<DeployReport> {
  const facts = await readBuildFacts(root);
  const options = guardOptionsFrom(argv);
  const refusal = publishRefusal(facts, options);
  if (refusal) throw new DeployError(refusal);
  const warnings = publishWarnings(facts);
  if (warnings) log(warnings);
  // The first publication, facts still to give: the editor alone (scripts/deploy/editor-only.ts).
  if (options.editorOnly)
    log(`Seul l’éditeur part en ligne (${await keepEditorOnly(path.join(root, 'out'))} fichiers, à /admin/) : aucune page du site.`);
  return deployFtp(path.join(root, 'out'), ftpSettingsFromEnv(env), log);
}

async function main() {
  const root = process.cwd();
  loadEnvConfig(root, false, { info: () => undefined, error: console.error });
  try {
    await publishWithFtp(root, process.argv.slice(2), process.env, console.log);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) void main();
