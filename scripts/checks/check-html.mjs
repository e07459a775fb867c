// Checks every page of the static export with the Nu Html Checker (vnu.jar, run by Java) and fails on
// any error. Usage: node scripts/checks/check-html.mjs [--dir out]. Needs a built out/ and `java` on the PATH.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
const root = path.resolve(values.dir);
// The package exports the path of the jar it ships; its own launcher would try to download a Java.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

if (!existsSync(root)) {
  console.error(`check-html: ${root} does not exist; run npm run build first.`);
  process.exit(1);
}

const entries = await readdir(root, { recursive: true, withFileTypes: true });
const pages = entries
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort();
if (pages.length === 0) {
  console.error(`check-html: no .html file under ${root}.`);
  process.exit(1);
}

// The checker's CSS grammar predates three things Tailwind writes, which the home pages' inline CSS
// (scripts/build/critical-css.ts) now carries where only the unchecked stylesheet had them: @property
// (CSS Properties and Values), margin-trim inside an @supports test, and a custom property named in
// transition-property. Those three messages, and no other CSS message, are left out.
const modernCss = [
  'CSS: Unrecognized at-rule “@property”.*',
  'CSS: “margin-trim”: Property “margin-trim” doesn.t exist.*',
  'CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value.*',
];
const result = spawnSync(
  'java',
  ['-jar', vnuJar, '--errors-only', '--format', 'gnu', '--filterpattern', `.*(${modernCss.join('|')})`, ...pages],
  { encoding: 'utf8' },
);
if (result.error) {
  console.error(`check-html: could not run java (${result.error.message}); install a Java 17+ runtime.`);
  process.exit(1);
}
const report = `${result.stdout}${result.stderr}`.trim();
if (result.status !== 0 || report !== '') {
  console.error(report.replaceAll(`${root}${path.sep}`, ''));
  console.error(`check-html: the Nu Html Checker found errors in ${pages.length} checked page(s).`);
  process.exit(1);
}
console.log(`check-html: ${pages.length} pages checked by the Nu Html Checker, no error.`);
