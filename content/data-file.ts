// Where a data file is read and written: its place under content/data, or the file an environment
// variable names instead (the e2e build points AVAILABILITY_DATA at availability synced from fixture
// feeds, leaving the committed file alone), or the same name under the folder CONTENT_DATA names (Jest
// reads the seed kept in fixtures/seed-data, so that no unit test follows the owner's edits). One rule
// for the build's pages, `npm run sync:availability` and `npm run check:content`. A relative path is the
// project folder's: npm scripts, Jest and next build all run from it. No zod here: the pages import this.
import path from 'node:path';

const dataFolder = 'content/data';

/** `file` ("content/data/….json"), or the file `variable` names when it is set, or `file` under CONTENT_DATA. */
export function dataFileOnDisk(file: string, variable?: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const named = variable && env[variable];
  if (named) return path.resolve(named);
  const folder = env.CONTENT_DATA;
  if (folder && (file === dataFolder || file.startsWith(`${dataFolder}/`))) return path.resolve(folder, file.slice(dataFolder.length + 1));
  return path.resolve(file);
}

/** The booked nights `npm run sync:availability` writes and /hebergements shows. */
export const availabilityFile = dataFileOnDisk('content/data/availability.json', 'AVAILABILITY_DATA');
