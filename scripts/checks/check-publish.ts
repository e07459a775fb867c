// Usage: npm run check:publish [-- --editor-only] [-- --allow-missing-emailjs]
// Run after the build by every deploy (the GitHub workflow; deploy:ftp does the same check itself):
// exits 1, with the French list of what to give, when the build in out/ must not go live (a fact the
// law or a booking needs is missing: content/facts-to-give.ts, the same list check:content prints);
// warns, in French, of the optional facts not given yet. With --editor-only it keeps in out/ the
// editor alone (scripts/deploy/editor-only.ts): the owner publishes it to give the missing facts.
import path from 'node:path';
import { readBuildFacts } from '../deploy/build-facts';
import { keepEditorOnly } from '../deploy/editor-only';
import { guardOptionsFrom, publishRefusal, publishWarnings, workflowWarning } from '../deploy/publish-guard';

async function main() {
  const facts = await readBuildFacts(process.cwd());
  const warnings = publishWarnings(facts);
  if (warnings) {
    console.warn(warnings);
    // On GitHub, also on the run's page, where the owner sees it without opening the log.
    const annotation = workflowWarning(warnings, process.env);
    if (annotation) console.log(annotation);
  }
  const options = guardOptionsFrom(process.argv.slice(2));
  const refusal = publishRefusal(facts, options);
  if (refusal) {
    console.error(refusal);
    process.exitCode = 1;
    return;
  }
  if (options.editorOnly) {
    const kept = await keepEditorOnly(path.join(process.cwd(), 'out'));
    console.log(
      `Seul l’éditeur part en ligne (${kept} fichiers, à /admin/) : aucune page du site. Donnez-y les informations qui manquent ; la publication suivante mettra le site en ligne.`,
    );
    return;
  }
  console.log('Vérification avant publication : le site est prêt à être mis en ligne.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
