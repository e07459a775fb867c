import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { adminPath } from '../../hosting/policy';

/** Every file below `dir` whose name ends with `extension`, as full paths. */
export async function filesEndingWith(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Whether an exported file belongs to the owner's editor (adminPath), which is no page of the site. */
export function isAdminFile(outDir: string, file: string): boolean {
  return `/${path.relative(outDir, file).split(path.sep).join('/')}`.startsWith(adminPath);
}

/**
 * The site's HTML pages in out/: the editor's page is left out, it has its own policy and none of
 * the framework's scripts that scripts/build/finish-export.ts rewrites.
 */
export async function sitePages(outDir: string): Promise<string[]> {
  return (await filesEndingWith(outDir, '.html')).filter((file) => !isAdminFile(outDir, file));
}
