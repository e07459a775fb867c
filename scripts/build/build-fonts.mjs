// Cuts the self-hosted display face (from its @fontsource-variable package) down to the characters
// French text uses and the one weight the design uses: 17 KB instead of 37 KB on every first visit.
// app/globals.css declares the face; Next fingerprints the file and serves it with the CSS.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..', '..');
const outputDir = path.join(root, 'generated/fonts');

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
// Basic Latin, Latin-1 (é, à, ç, «, »…), œ/Œ/Ÿ, dashes, curly quotes, ellipsis, bullet, euro, arrow, thin spaces.
const characters = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}ŒœŸ–—‘’‚“”„…•€→\u2009\u202f`;

const fonts = [
  {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    output: 'fraunces-latin-600.woff2',
    axes: { wght: 600 },
  },
];

await mkdir(outputDir, { recursive: true });
for (const font of fonts) {
  const source = await readFile(path.join(root, 'node_modules', font.source));
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: font.axes });
  await writeFile(path.join(outputDir, font.output), subset);
  console.log(`fonts: ${font.output} ${(subset.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`);
}
