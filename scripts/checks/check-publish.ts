// Usage: npm run check:publish [-- --allow-placeholders] [-- --allow-missing-emailjs]
// Run after the build by every deploy (the GitHub workflow; deploy:ftp does the same check itself):
// exits 1, with the French list of what to fix, when the build in out/ must not go live; warns, in
// French, of what may go live but is worth doing. Meublés de tourisme without their registration
// number (Code du tourisme L324-1-1) are refused with the placeholders.
import { readBuildFacts } from '../deploy/build-facts';
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
  const refusal = publishRefusal(facts, guardOptionsFrom(process.argv.slice(2)));
  if (refusal) {
    console.error(refusal);
    process.exitCode = 1;
    return;
  }
  console.log('Vérification avant publication : le site est prêt à être mis en ligne.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
