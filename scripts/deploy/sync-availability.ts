// Usage: npm run sync:availability. Reads each unit's iCal feeds from AVAILABILITY_ICAL, a JSON object
// {"<unit id>": "<address> <address>", …} (the ids of content/data/stays.json; several addresses
// separated by spaces), and writes the booked nights to content/data/availability.json (or
// AVAILABILITY_DATA) when they changed, or when a feed first reads empty (a mark the site ignores).
// Exits 1 when the secret cannot be read or every feed failed; a unit whose feed fails keeps its dates
// and the run goes on. On GitHub Actions: every address is masked before anything is printed, the
// warnings are also annotations on the run's page, and the step's output dates-changed says whether the
// site has to be published again.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { availabilityFile } from '../../content/data-file';
import { unitIds } from '../../features/stays/stays';
import type { Availability } from '../../content/schema/stays';
import { feedAddresses, feedSecretName, fetchFeed, syncAvailability, workflowAnnotations } from '../../features/stays/availability/sync';

const onGitHub = process.env.GITHUB_ACTIONS === 'true';
const secret = process.env[feedSecretName];
// GitHub hides the secret's whole value in the logs, not each address inside it: each is hidden on its
// own, before any other line (an error's text could quote one).
if (onGitHub) for (const address of feedAddresses(secret)) console.log(`::add-mask::${address}`);

async function main() {
  const previous = JSON.parse(readFileSync(availabilityFile, 'utf8')) as Availability;
  const result = await syncAvailability({ unitIds, secret, previous, now: new Date(), fetchText: (url) => fetchFeed(url) });
  for (const line of result.report) console.log(line);
  for (const warning of result.warnings) console.warn(warning);
  for (const annotation of workflowAnnotations(result, process.env)) console.log(annotation);
  const written = (result.changed || result.marked) && !result.error;
  if (written) {
    writeFileSync(availabilityFile, `${JSON.stringify(result.data, null, 2)}\n`);
    const file = path.relative(process.cwd(), availabilityFile);
    console.log(
      result.changed
        ? `Disponibilités modifiées : ${file} mis à jour.`
        : `Dates inchangées ; ${file} note un calendrier lu vide (le site n’en change pas).`,
    );
  } else {
    console.log('Aucune date modifiée : fichier inchangé.');
  }
  if (onGitHub && process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `dates-changed=${written && result.changed}\n`);
  if (result.error) {
    console.error(result.error);
    process.exitCode = 1;
  }
}

main().catch(() => {
  // The error's own text could quote a feed's address.
  console.error('La synchronisation des disponibilités a échoué.');
  process.exitCode = 1;
});
