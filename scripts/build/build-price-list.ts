// Writes the price list of each language into public/ (public/Tarifs-Chalets.pdf in French) from content; runs before every build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { priceListFiles } from '../../features/stays/price-list';
import { languages } from '../../lib/i18n/languages';
import { buildPriceList } from '../../features/stays/price-list-pdf';

async function main() {
  for (const lang of languages) {
    const output = path.join(process.cwd(), 'public', priceListFiles[lang]);
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, await buildPriceList(lang));
    console.log(`price list: ${path.relative(process.cwd(), output)}`);
  }
}

main().catch((error: unknown) => {
  // In French for the owner, with the files the price list is made from: a content value is the likeliest cause.
  console.error(
    `La liste des prix en PDF n’a pas pu être faite à partir de content/data/stays.json, content/data/accommodations-page.json et content/data/contact.json : ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(error);
  process.exitCode = 1;
});
