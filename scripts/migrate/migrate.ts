// `npm run migrate`: every change of the data's shape (./migrations.ts) applied to the owner's data
// and to the tests' copy in one run (./migrate-folder.ts). Usage: npm run migrate [-- <folder>…]
// (content/data and fixtures/seed-data unless given).
import path from 'node:path';
import { migrateFolder, migratedFolders } from './migrate-folder';

function main(): void {
  const root = path.join(__dirname, '..', '..');
  const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : migratedFolders.map((folder) => path.join(root, folder));
  const changed = folders.flatMap((folder) => migrateFolder(folder));
  for (const { file, steps } of changed) console.log(`${path.relative(process.cwd(), file)} : ${steps.join(', ')}`);
  console.log(changed.length === 0 ? 'Données à jour : aucune migration à appliquer.' : `${changed.length} fichier(s) migré(s).`);
}

main();
