// Reads every data file of content/data against its schema (content/schema/index.ts). Node only:
// zod runs here and in the tests, never in the pages.
import { readFileSync } from 'node:fs';
import { dataFileOnDisk } from '../content/data-file';
import { formatPath } from '../content/schema/fields';
import { dataFilePath, dataFiles } from '../content/schema/index';
import { validateDataFile, type DataFileResult } from '../content/schema/validate';

export function readDataFiles(): DataFileResult[] {
  return dataFiles.map((entry) => {
    const file = dataFileOnDisk(dataFilePath(entry.name), entry.fileFromEnv);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return { file: dataFilePath(entry.name), errors: [`${dataFilePath(entry.name)} : fichier introuvable (il doit exister, même avec des valeurs provisoires).`], warnings: [], provisional: [] };
    }
    return validateDataFile(entry, text);
  });
}

/** A value still to supply, as check:content, the build's facts and the publish guard name it. */
export interface PendingValue {
  readonly label: string;
  readonly placeholder: string;
  /** "content/data/contact.json › phone": the file and the field to fill. */
  readonly where: string;
}

export function describePlaceholder(placeholder: unknown): string {
  // An optional value left empty (the registration number still to get) has no placeholder to show.
  if (placeholder === undefined) return '';
  const shown = typeof placeholder === 'string' ? placeholder : JSON.stringify(placeholder);
  // A long placeholder (the example carte) is named by its beginning.
  return shown.length > 100 ? `${shown.slice(0, 100)}…` : shown;
}

/** Provisional values the build's environment replaces: NEXT_PUBLIC_SITE_URL gives the site's address. */
const fromEnvironment: Readonly<Record<string, string>> = { 'content/data/contact.json › siteUrl': 'NEXT_PUBLIC_SITE_URL' };

export function pendingValues(results: readonly DataFileResult[], env: Readonly<Record<string, string | undefined>> = process.env): PendingValue[] {
  return results.flatMap((result) =>
    result.provisional
      .filter((value) => !env[fromEnvironment[`${result.file} › ${formatPath(value.path)}`] ?? '']?.trim())
      .map((value) => ({
      label: value.label,
      placeholder: describePlaceholder(value.value),
      where: `${result.file} › ${formatPath(value.path)}`,
    })),
  );
}
