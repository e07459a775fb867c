// What an FTP deploy does, in which order, worked out from two manifests (size + hash of every file:
// the build in out/ and what the server holds). Pure: scripts/deploy/ftp-deploy.ts only carries the
// steps out. The order keeps the live site whole at every moment of the upload:
//   1. a manifest marking every file about to change as unknown, so a cut run is finished next time;
//   2. if the policy changes, a transitional .htaccess allowing the inline scripts of both builds;
//   3. new and changed assets (hashed scripts, photos…), which no published page uses yet;
//   4. pages and the sitemap, each replaced whole (uploaded aside, then renamed over);
//   5. the final hosting files (.htaccess of the new build only, _headers, _redirects);
//   6. stale files, then folders left empty, and last the manifest of what is now online.

export interface FileEntry {
  readonly size: number;
  readonly sha256: string;
}

/** Path relative to the site root, with "/" separators → size and hash. */
export type Manifest = Readonly<Record<string, FileEntry>>;

// Apache, as set up by Debian and shared hosts, never serves a file whose name starts with ".ht".
export const manifestName = '.ht-deploy-manifest.json';
/** A file is uploaded under this suffix, then renamed over its real name. */
export const uploadSuffix = '.deploy-part';
const htaccess = '.htaccess';
const hostingFiles = new Set([htaccess, '_headers', '_redirects']);
/** Written into a manifest for a file whose content on the server is not known. */
const unknownEntry: FileEntry = { size: -1, sha256: '' };

export type Step =
  | { readonly kind: 'write-manifest'; readonly manifest: Manifest; readonly final: boolean }
  | { readonly kind: 'transitional-htaccess' }
  | { readonly kind: 'upload'; readonly path: string; readonly phase: 'asset' | 'page' | 'hosting' }
  | { readonly kind: 'delete'; readonly path: string }
  | { readonly kind: 'remove-folder'; readonly path: string };

export interface Plan {
  readonly steps: readonly Step[];
  readonly uploads: number;
  readonly deletions: number;
  readonly unchanged: number;
}

function isPage(file: string): boolean {
  return file.endsWith('.html') || /^sitemap[^/]*\.xml$/.test(file);
}

function phaseOf(file: string): 'asset' | 'page' | 'hosting' {
  if (hostingFiles.has(file)) return 'hosting';
  return isPage(file) ? 'page' : 'asset';
}

function sameEntry(a: FileEntry | undefined, b: FileEntry | undefined): boolean {
  return a !== undefined && b !== undefined && a.size === b.size && a.sha256 === b.sha256;
}

function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) folders.add(parts.slice(0, depth).join('/'));
  }
  return folders;
}

/**
 * @param local the build to publish
 * @param remote the manifest found on the server ({} for a first deploy)
 */
export function planDeploy(local: Manifest, remote: Manifest): Plan {
  const localFiles = Object.keys(local).sort();
  const changed = localFiles.filter((file) => !sameEntry(local[file], remote[file]));
  const stale = Object.keys(remote)
    .filter((file) => !(file in local))
    .sort();
  if (changed.length === 0 && stale.length === 0) return { steps: [], uploads: 0, deletions: 0, unchanged: localFiles.length };

  // Until the run ends, files about to change (and their upload copies) count as unknown: a run cut
  // halfway leaves a manifest that makes the next run send them again and clear leftovers.
  const pending: Record<string, FileEntry> = { ...remote };
  for (const file of changed) {
    pending[file] = unknownEntry;
    pending[`${file}${uploadSuffix}`] = unknownEntry;
  }

  const byPhase = (phase: 'asset' | 'page' | 'hosting') =>
    changed.filter((file) => phaseOf(file) === phase).map((file): Step => ({ kind: 'upload', path: file, phase }));
  const localFolders = foldersOf(localFiles);
  // Deepest first, so a folder is empty of sub-folders when its turn comes.
  const emptiedFolders = [...foldersOf(Object.keys(remote))]
    .filter((folder) => !localFolders.has(folder))
    .sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));

  const steps: Step[] = [
    { kind: 'write-manifest', manifest: pending, final: false },
    // Also over a site uploaded by hand (no manifest yet): the executor reads whatever .htaccess is online.
    ...(changed.includes(htaccess) ? [{ kind: 'transitional-htaccess' } as const] : []),
    ...byPhase('asset'),
    ...byPhase('page'),
    ...byPhase('hosting'),
    ...stale.map((file): Step => ({ kind: 'delete', path: file })),
    ...emptiedFolders.map((folder): Step => ({ kind: 'remove-folder', path: folder })),
    { kind: 'write-manifest', manifest: local, final: true },
  ];
  // Upload copies left by a cut run are cleared too, but are not site files to report.
  const deletions = stale.filter((file) => !file.endsWith(uploadSuffix)).length;
  return { steps, uploads: changed.length, deletions, unchanged: localFiles.length - changed.length };
}

const scriptHashPattern = /'sha(?:256|384|512)-[A-Za-z0-9+/=]+'/g;

/**
 * The new build's .htaccess, its script-src also allowing the inline scripts of the policy online
 * now: while old and new pages are both served, neither has its scripts blocked.
 */
export function transitionalHtaccess(next: string, online: string): string {
  const onlineHashes = new Set(online.match(scriptHashPattern) ?? []);
  return next.replace(/script-src ([^;"]*)/g, (directive: string, sources: string) => {
    const missing = [...onlineHashes].filter((hash) => !sources.includes(hash));
    return missing.length === 0 ? directive : `script-src ${sources} ${missing.join(' ')}`;
  });
}
