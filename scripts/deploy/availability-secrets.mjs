// Run by .github/workflows/sync-availability.yml before `npm ci`, with every repository secret as JSON
// in SECRETS: hands the later steps (the sync) the calendar secrets alone, AVAILABILITY_ICAL_<UNIT>,
// through GITHUB_ENV, so that a unit added in the editor needs nothing more than its secret. Plain
// JavaScript on Node's own modules: no package's code runs while the other secrets (publishing
// passwords, tokens) are in reach, and no value is ever printed, only names.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';

const calendarSecret = /^AVAILABILITY_ICAL_[A-Z0-9_]+$/;

function readSecrets(text) {
  try {
    const secrets = JSON.parse(text ?? '');
    return typeof secrets === 'object' && secrets !== null ? secrets : null;
  } catch {
    return null;
  }
}

const secrets = readSecrets(process.env.SECRETS);
const envFile = process.env.GITHUB_ENV;
if (!secrets || !envFile) {
  console.error('Les secrets du dépôt n’ont pas pu être lus (SECRETS et GITHUB_ENV attendus) : aucun calendrier ne sera lu.');
  process.exit(1);
}
const names = Object.keys(secrets)
  .filter((name) => calendarSecret.test(name) && typeof secrets[name] === 'string')
  .sort();
for (const name of names) {
  const value = secrets[name];
  // GitHub hides the whole value in the logs; each address of a list is hidden on its own too.
  for (const address of value.split(/\s+/).filter(Boolean)) console.log(`::add-mask::${address}`);
  // The multi-line form, with a delimiter no address contains, whatever the value holds.
  const delimiter = `END_${randomUUID()}`;
  appendFileSync(envFile, `${name}<<${delimiter}\n${value}\n${delimiter}\n`);
}
console.log(
  names.length > 0
    ? `Calendriers transmis à la synchronisation : ${names.join(', ')}.`
    : 'Aucun secret AVAILABILITY_ICAL_… : aucun calendrier à lire (docs/guide-proprietaire.md, section 17).',
);
