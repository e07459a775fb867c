// Checks the content the owner edits: every data file against its schema first (a broken file stops
// here, before anything reads it), then what spans several files; then what the owner has still to
// give (content/facts-to-give.ts): the facts the site cannot go live without, which it refuses as
// check:publish does, and the optional ones, which the site leaves out and it only lists.
// Usage: npm run check:content [-- --preview]. `npm run build` runs it with --preview: a build may be
// a preview, so the needed facts are listed there, and check:publish refuses the build that lacks them.
// Exits with 1 when there is an error, or a needed fact missing outside --preview.
import { translatedPagesInFrench } from '../../content/schema/translations';
import { neededFactsLines, whereToGive } from '../../content/facts-to-give';
import {
  factsToGiveIn,
  missingTranslationMessages,
  orphanTranslationMessages,
  provisionalTranslationMessages,
  readDataFiles,
  staleTranslationMessages,
} from './content-data';
import { wordingWarnings } from './content-wording';
import { homemadeClaimErrors } from './homemade-claims';
import { measurePhotos, photoProblems } from './photo-checks';

async function main(): Promise<void> {
  const preview = process.argv.includes('--preview');
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
  const { needed, optional } = factsToGiveIn(results);
  // The glossary's words only warn: a word never stops a publication.
  const warnings = [
    ...results.flatMap((result) => result.warnings),
    ...findings.filter((finding) => finding.level === 'warning').map((finding) => finding.message),
    ...wordingWarnings(results),
  ];
  const errors = [
    ...findings.filter((finding) => finding.level === 'error').map((finding) => finding.message),
    ...photoErrors,
    ...untranslated,
    ...sharedFiles,
    ...homemadeClaimErrors(results),
  ];

  if (needed.length > 0) {
    console.log(
      `Informations à donner avant la mise en ligne (${needed.length}) : le site ne peut pas être publié sans elles (la loi ou une réservation en a besoin) ; en attendant, les pages les laissent de côté.`,
    );
    for (const line of neededFactsLines(needed)) console.log(`  ${line}`);
  } else {
    console.log('Informations à donner avant la mise en ligne : toutes sont données.');
  }
  if (optional.length > 0) {
    console.log(
      `\nInformations facultatives pas encore données (${optional.length}) : les pages les laissent de côté, avec leur titre ; rien n’empêche de publier.`,
    );
    for (const fact of optional) console.log(`  - ${whereToGive(fact)}`);
  }
  const provisionalTranslations = provisionalTranslationMessages(results);
  if (provisionalTranslations.length > 0) {
    console.log(
      `\nTraductions encore provisoires (${provisionalTranslations.length}) : les pages en ${translatedPagesInFrench} montrent le français à leur place`,
    );
    for (const message of provisionalTranslations) console.log(`  - ${message}`);
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
  // Nor these: a translation whose French item is gone shows nowhere, but its words may be wanted back.
  const orphans = orphanTranslationMessages(results);
  if (orphans.length > 0) {
    console.log(
      `\nTraductions sans texte français (${orphans.length}) : un élément de liste supprimé ou dont l’identifiant a changé en français`,
    );
    for (const message of orphans) console.log(`  - ${message}`);
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
  if (needed.length > 0 && !preview) {
    console.error(`\nContenu cohérent, mais pas prêt à être mis en ligne : ${needed.length} information(s) à donner (liste au début).`);
    process.exitCode = 1;
    return;
  }
  console.log('\nContenu cohérent : aucune erreur.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
