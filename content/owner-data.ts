// The owner's data files as the pages, documents and scripts read them: the file under content/data,
// or the same name under the folder CONTENT_DATA names (the tests' seed, fixtures/seed-data: no test
// follows the owner's edits). Read from disk when the site is built, never bundled: no page's script
// imports a module that reads one (the reservation form is handed its facts as props).
import { readFileSync } from 'node:fs';
import { dataFileOnDisk } from './data-file';

/** content/data/<name>.json, parsed; its schema is checked by `npm run check:content` before every build. */
export function ownerDataFile(name: string): unknown {
  return JSON.parse(readFileSync(dataFileOnDisk(`content/data/${name}.json`), 'utf8')) as unknown;
}
