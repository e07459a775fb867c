// Checks the content the owner edits: every data file against its schema first (a broken file stops
// here, before anything reads it), then what spans several files; lists every value still to supply.
// Usage: npm run check:content (also run first by every build). Exits with 1 when there is an error.
import { translatedPagesInFrench } from '../../content/schema/translations';
import { missingTranslationMessages, pendingTranslations, pendingValues, readDataFiles, staleTranslationMessages } from './content-data';
import { wordingWarnings } from './content-wording';
import { measurePhotos, photoProblems } from './photo-checks';

async function main(): Promise<void> {
  const results = readDataFiles();
  const dataErrors = results.flatMap((result) => result.errors);
  if (dataErrors.length > 0) {
    console.error(`Erreurs à corriger dans les fichiers de contenu (${dataErrors.length}) :`);
    for (const message of dataErrors) console.error(`  - ${message}`);
    process.exitCode = 1;
    return;
  }
  // Only now that every file reads: the content modules build the pages' constants from them.
  const { checkContent, shippedContent } = await import('./content-consistency');
  const findings = checkContent(shippedContent);
  // The site's own words: an entry still notTranslatedYet(…) would publish another language's words.
  const { notTranslatedEntries, notTranslatedMessages } = await import('./words-modules');
  const untranslated = notTranslatedMessages(notTranslatedEntries());
  // Two languages writing one file (a PDF, a page, a share image): the last written would win.
  const { sharedOutputMessages, sharedOutputs, siteOutputTables } = await import('./output-paths');
  const sharedFiles = sharedOutputMessages(sharedOutputs(siteOutputTables()));
  const measures = await measurePhotos(results);
  const photoErrors = photoProblems(results, (file) => measures.get(file));
  const pending = pendingValues(results);
  // The glossary's words only warn: a word never stops a publication.
  const warnings = [...results.flatMap((result) => result.warnings), ...findings.filter((finding) => finding.level === 'warning').map((finding) => finding.message), ...wordingWarnings(results)];
  const errors = [...findings.filter((finding) => finding.level === 'error').map((finding) => finding.message), ...photoErrors, ...untranslated, ...sharedFiles];

  console.log(`Valeurs à fournir par le propriétaire (${pending.length}) :`);
  for (const value of pending) console.log(`  - ${value.where} : ${value.label} (en attendant : ${value.placeholder})`);
  // Their translations too: the publication refuses them as it refuses the French placeholders.
  const pendingInOtherLanguages = pendingTranslations(results);
  if (pendingInOtherLanguages.length > 0) {
    console.log(`\nTraductions de valeurs à compléter (${pendingInOtherLanguages.length}) : la publication les refuse comme les valeurs provisoires`);
    for (const translation of pendingInOtherLanguages) console.log(`  - ${translation.message}`);
  }
  if (warnings.length > 0) {
    console.log(`\nÀ vérifier (${warnings.length}) :`);
    for (const message of warnings) console.log(`  - ${message}`);
  }
  // Neither stops the build: a page shows the French text where a translation is missing.
  const missing = missingTranslationMessages(results);
  if (missing.length > 0) {
    console.log(`\nTraductions manquantes (${missing.length}) : les pages en ${translatedPagesInFrench} montrent le français à la place`);
    for (const message of missing) console.log(`  - ${message}`);
  }
  const stale = staleTranslationMessages(results);
  if (stale.length > 0) {
    console.log(`\nTraductions à relire (${stale.length}) : le texte français a changé depuis qu’elles ont été écrites`);
    for (const message of stale) console.log(`  - ${message}`);
  }
  if (errors.length > 0) {
    console.error(`\nErreurs à corriger avant de publier (${errors.length}) :`);
    for (const message of errors) console.error(`  - ${message}`);
    process.exitCode = 1;
    return;
  }
  console.log('\nContenu cohérent : aucune erreur.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
