// Writes the price list of each language into public/ (public/Tarifs-Chalets.pdf in French) from content; runs before every build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { priceListFiles } from '../content/price-list';
import { languages } from '../lib/i18n/languages';
import { buildPriceList } from '../lib/price-list';

async function main() {
  for (const lang of languages) {
    const output = path.join(process.cwd(), 'public', priceListFiles[lang]);
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, await buildPriceList(lang));
    console.log(`price list: ${path.relative(process.cwd(), output)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
