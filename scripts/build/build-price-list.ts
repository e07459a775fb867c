// Writes the price list of each language into public/ (public/Tarifs-Chalets.pdf in French) from content, and the
// printable gift voucher the owner fills and the written booking terms, in each language (public/Bon-Cadeau-Modele.pdf and
// public/Conditions-Generales-de-Vente.pdf in French); runs before every build.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { priceListFiles } from '../../features/stays/pricing/price-list';
import { languages } from '../../lib/i18n/languages';
import { buildPriceList, priceListContent } from '../../features/stays/pricing/price-list-pdf';
import { buildVoucherPdf, voucherPdfContent, voucherPdfFiles } from '../../features/voucher/voucher-pdf';
import { buildTermsPdf, termsPdfContent } from '../../features/terms/terms-pdf';
import { termsPdfFiles } from '../../features/terms/terms-words';

async function main() {
  for (const lang of languages) {
    const output = path.join(process.cwd(), 'public', priceListFiles[lang]);
    // No type offered yet (no rates given): no list, and none of an earlier build left to be published.
    const content = priceListContent(lang);
    if (!content) {
      await rm(output, { force: true });
      console.log(`price list: aucun tarif donné, pas de ${path.relative(process.cwd(), output)}`);
      continue;
    }
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, await buildPriceList(lang, content));
    console.log(`price list: ${path.relative(process.cwd(), output)}`);
  }
  // Beside the price list rather than in a script of its own: the same facts (contact), the same run.
  for (const lang of languages) {
    const voucher = path.join(process.cwd(), 'public', voucherPdfFiles[lang]);
    await writeFile(voucher, await buildVoucherPdf(voucherPdfContent(lang)));
    console.log(`gift voucher: ${path.relative(process.cwd(), voucher)}`);
    // The written booking terms, the same text as their page.
    const terms = path.join(process.cwd(), 'public', termsPdfFiles[lang]);
    await writeFile(terms, await buildTermsPdf(termsPdfContent(lang)));
    console.log(`booking terms: ${path.relative(process.cwd(), terms)}`);
  }
}

main().catch((error: unknown) => {
  // In French for the owner, with the files the price list is made from: a content value is the likeliest cause.
  console.error(
    `La liste des prix ou le bon cadeau en PDF n’a pas pu être faite à partir de content/data/stays.json, content/data/accommodations-page.json, content/data/voucher.json et content/data/contact.json : ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(error);
  process.exitCode = 1;
});
