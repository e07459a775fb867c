// Writes public/Tarifs-Chalets.pdf from content; runs before every build.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chaletSection } from '../content/accommodations';
import { buildPriceList } from '../lib/price-list';

async function main() {
  const output = path.join(process.cwd(), 'public', chaletSection.priceList.fileName);
  await writeFile(output, await buildPriceList());
  console.log(`price list: ${path.relative(process.cwd(), output)}`);
}

void main();
