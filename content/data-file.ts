// Where a data file is read and written: its place under content/data, or the file an environment
// variable names instead (the e2e build points AVAILABILITY_DATA at availability synced from fixture
// feeds, leaving the committed file alone). One rule for the build's pages, `npm run sync:availability`
// and `npm run check:content`. A relative path is the project folder's: npm scripts, Jest and next
// build all run from it. No zod here: the pages import this.
import path from 'node:path';

/** `file` ("content/data/….json"), or the file `variable` names when it is set. */
export function dataFileOnDisk(file: string, variable?: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  return path.resolve((variable && env[variable]) || file);
}

/** The booked nights `npm run sync:availability` writes and /hebergements shows. */
export const availabilityFile = dataFileOnDisk('content/data/availability.json', 'AVAILABILITY_DATA');
