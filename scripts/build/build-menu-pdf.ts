// Writes the carte's PDF in each language (public/Carte-Restaurant.pdf and its twins) from content; runs before every build.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { menuPdfFileNames } from '../../features/restaurant/menu-words';
import { languages } from '../../lib/i18n/languages';
import { buildMenuPdf, menuPdfContent } from '../../features/restaurant/menu-pdf';

async function main() {
  for (const lang of languages) {
    const output = path.join(process.cwd(), 'public', menuPdfFileNames[lang]);
    // No carte given yet: no PDF, and a PDF of an earlier build is not left behind to be published.
    const content = menuPdfContent(lang);
    if (!content) {
      await rm(output, { force: true });
      console.log(`menu: pas de carte donnée, pas de ${path.relative(process.cwd(), output)}`);
      continue;
    }
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, await buildMenuPdf(lang, content));
    console.log(`menu: ${path.relative(process.cwd(), output)}`);
  }
}

main().catch((error: unknown) => {
  // In French for the owner, with the files the carte is made from: a content value is the likeliest cause.
  console.error(
    `La carte en PDF n’a pas pu être faite à partir de content/data/menu.json et content/data/contact.json : ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(error);
  process.exitCode = 1;
});
