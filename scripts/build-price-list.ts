// Writes public/Tarifs-Chalets.pdf from content; runs before every build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chaletSection } from '../content/accommodations';
import { buildPriceList } from '../lib/price-list';

async function main() {
  const output = path.join(process.cwd(), 'public', chaletSection.priceList.fileName);
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, await buildPriceList());
  console.log(`price list: ${path.relative(process.cwd(), output)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
