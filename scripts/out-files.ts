import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir` whose name ends with `extension`, as full paths. */
export async function filesEndingWith(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(extension)).map((entry) => path.join(entry.parentPath, entry.name));
}
