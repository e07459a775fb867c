// The first publication, before the owner has given every fact the site needs (content/facts-to-give.ts):
// the editor alone goes online, at /admin/, so that the owner can give them there from a phone; no page
// of the site does (check:publish refuses those until every needed fact is given). Keeps in out/ the
// editor's folder and the host's own files (headers, redirects, robots.txt), which serve it as the
// site's build would; removes every page, PDF, image and script of the site.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { adminPath } from '../../hosting/policy';

/** What the host needs beside the editor: its rules (Apache, Netlify, Cloudflare Pages) and the robots' file. */
export const hostFiles: ReadonlySet<string> = new Set(['.htaccess', '_headers', '_redirects', '.nojekyll', 'robots.txt']);

/** The editor's folder in out/ ("admin"). */
const editorFolder = adminPath.replaceAll('/', '');

/** Whether a file of out/, by its path there, goes online with the editor alone. */
export const keptWithEditor = (file: string): boolean => file.startsWith(`${editorFolder}/`) || hostFiles.has(file);

/** Empties `outDir` of all but the editor and the host's files; the number of files kept. */
export async function keepEditorOnly(outDir: string): Promise<number> {
  const entries = await readdir(outDir, { withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.name !== editorFolder && !hostFiles.has(entry.name))
      .map((entry) => rm(path.join(outDir, entry.name), { recursive: true, force: true })),
  );
  const kept = await readdir(outDir, { recursive: true, withFileTypes: true });
  return kept.filter((entry) => entry.isFile()).length;
}
