// Usage: npm run sync:availability. Reads each unit's iCal feeds from AVAILABILITY_ICAL_<UNIT> (the
// unit's id in capitals, hyphens as underscores; several addresses separated by spaces) and writes
// the booked nights to content/data/availability.json (or AVAILABILITY_DATA), only when they changed.
// Exits 1 when every feed failed; a unit whose feed fails keeps its dates and the run goes on. On
// GitHub Actions the warnings are also annotations on the run's page.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { availabilityFile } from '../../content/data-file';
import { unitIds } from '../../features/stays/stays';
import type { Availability } from '../../content/schema/stays';
import { allFailedMessage, fetchFeed, syncAvailability, workflowAnnotations } from '../../features/stays/availability/sync';

async function main() {
  const previous = JSON.parse(readFileSync(availabilityFile, 'utf8')) as Availability;
  const result = await syncAvailability({ unitIds, env: process.env, previous, now: new Date(), fetchText: (url) => fetchFeed(url) });
  for (const line of result.report) console.log(line);
  for (const warning of result.warnings) console.warn(warning);
  for (const annotation of workflowAnnotations(result, process.env)) console.log(annotation);
  if (result.changed && !result.allFailed) {
    writeFileSync(availabilityFile, `${JSON.stringify(result.data, null, 2)}\n`);
    console.log(`Disponibilités modifiées : ${path.relative(process.cwd(), availabilityFile)} mis à jour.`);
  } else {
    console.log('Aucune date modifiée : fichier inchangé.');
  }
  if (result.allFailed) {
    console.error(allFailedMessage);
    process.exitCode = 1;
  }
}

main().catch(() => {
  // The error's own text could quote a feed's address.
  console.error('La synchronisation des disponibilités a échoué.');
  process.exitCode = 1;
});
