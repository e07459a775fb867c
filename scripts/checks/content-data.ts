// Reads every data file of content/data against its schema (content/schema/index.ts). Node only:
// zod runs here and in the tests, never in the pages.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataFileOnDisk } from '../../content/data-file';
import { dataEntryOf, dataFilePath, dataFiles, dataFolderPath, dataFolders } from '../../content/schema/index';
import {
  describeMissing,
  describeOrphan,
  describeProvisionalTranslation,
  describeStale,
  missingTranslations,
  orphanedTranslations,
  provisionalTranslations,
  staleTranslations,
} from '../../content/schema/translations';
import { validateDataFile, type DataFileResult } from '../../content/schema/validate';
import { factsToGive, type FactsToGive } from '../../content/facts-to-give';

export function readDataFiles(): DataFileResult[] {
  return dataFiles
    .map((entry) => {
      const file = dataFileOnDisk(dataFilePath(entry.name), entry.fileFromEnv);
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return {
          file: dataFilePath(entry.name),
          errors: [`${dataFilePath(entry.name)} : fichier introuvable (il doit exister, même avec des valeurs provisoires).`],
          warnings: [],
          provisional: [],
        };
      }
      return validateDataFile(entry, text);
    })
    .concat(
      dataFolders.flatMap((folder) => {
        const onDisk = dataFileOnDisk(dataFolderPath(folder.name), folder.folderFromEnv);
        // An empty folder is no folder in git: no entry yet (no event announced) is valid.
        const names = (() => {
          try {
            return readdirSync(onDisk)
              .filter((name) => name.endsWith('.json'))
              .sort();
          } catch {
            return [];
          }
        })();
        return names.map((name) =>
          validateDataFile(folder, readFileSync(path.join(onDisk, name), 'utf8'), `${dataFolderPath(folder.name)}/${name}`),
        );
      }),
    );
}

/** What the owner has still to give in the files read (content/facts-to-give.ts), as check:content and the build's facts list it. */
export function factsToGiveIn(
  results: readonly DataFileResult[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): FactsToGive {
  return factsToGive(
    results.flatMap((result) => (result.written === undefined ? [] : [{ file: result.file, data: result.written }])),
    env,
  );
}

/**
 * Every translation that still repeats a value not given, or was written for one (content/schema/translations.ts
 * says how it is told): the page shows the French there (content/localized-data.ts), so a reminder, never a refusal.
 */
export function provisionalTranslationMessages(results: readonly DataFileResult[]): string[] {
  return results.flatMap((result) => {
    const entry = dataEntryOf(result.file);
    if (!entry || ('writtenBy' in entry && entry.writtenBy !== undefined) || result.written === undefined) return [];
    // A translation of a fact not given in French yet waits for it: the French is listed already.
    return provisionalTranslations(entry.schema, result.written)
      .filter((found) => found.because === 'translation')
      .map((found) => describeProvisionalTranslation(result.file, found));
  });
}

/** Every text some language has no translation of, in French: the file, the field, the languages. */
export function missingTranslationMessages(results: readonly DataFileResult[]): string[] {
  return results.flatMap((result) => {
    const entry = dataEntryOf(result.file);
    if (!entry || ('writtenBy' in entry && entry.writtenBy !== undefined) || result.written === undefined) return [];
    return missingTranslations(entry.schema, result.written).map((missing) => describeMissing(result.file, missing));
  });
}

/** Every translated item of a list whose French item is gone (its id no longer in the list): words shown nowhere. */
export function orphanTranslationMessages(results: readonly DataFileResult[]): string[] {
  return results.flatMap((result) => {
    const entry = dataEntryOf(result.file);
    if (!entry || ('writtenBy' in entry && entry.writtenBy !== undefined) || result.written === undefined) return [];
    return orphanedTranslations(result.written).map((orphan) => describeOrphan(result.file, orphan));
  });
}

/** Runs git in the project; undefined when it cannot (no git, not a repository). */
function git(args: readonly string[], input?: string, cwd?: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024, stdio: ['pipe', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

/**
 * The committed versions of a file, oldest first, parsed (undefined for one that does not read),
 * read in one `git cat-file --batch`: each answer is "<id> blob <bytes>\n<content>\n".
 */
export function committedVersions(file: string, repository?: string): unknown[] {
  const commits = git(['log', '--format=%H', '--reverse', '--', file], undefined, repository)?.split('\n').filter(Boolean) ?? [];
  if (commits.length === 0) return [];
  const output = Buffer.from(
    git(['cat-file', '--batch'], commits.map((commit) => `${commit}:${file}\n`).join(''), repository) ?? '',
    'utf8',
  );
  const versions: unknown[] = [];
  let offset = 0;
  while (offset < output.length) {
    const lineEnd = output.indexOf(10, offset);
    if (lineEnd < 0) break;
    const size = /^\S+ blob (\d+)$/.exec(output.subarray(offset, lineEnd).toString('utf8'))?.[1];
    offset = lineEnd + 1;
    // "<commit>:<file> missing": the file did not exist at that commit.
    if (size === undefined) continue;
    const text = output.subarray(offset, offset + Number(size)).toString('utf8');
    offset += Number(size) + 1;
    try {
      versions.push(JSON.parse(text) as unknown);
    } catch {
      versions.push(undefined);
    }
  }
  return versions;
}

/**
 * The translations written for an older French text, from each file's git history then the file as
 * it is now (content/schema/translations.ts says how). A clone without the history (a shallow one)
 * cannot tell: it says so rather than report nothing silently.
 */
export function staleTranslationMessages(
  results: readonly DataFileResult[],
  versionsOf: (file: string) => unknown[] = committedVersions,
): string[] {
  if (versionsOf === committedVersions && git(['rev-parse', '--is-shallow-repository'])?.trim() === 'true') {
    return ['les traductions à relire ne se voient qu’avec l’historique complet du dépôt (ce clone est partiel : git fetch --unshallow)'];
  }
  return results.flatMap((result) => {
    const entry = dataEntryOf(result.file);
    if (!entry || ('writtenBy' in entry && entry.writtenBy !== undefined) || result.written === undefined) return [];
    return staleTranslations(entry.schema, [...versionsOf(result.file), result.written]).map((stale) => describeStale(result.file, stale));
  });
}
