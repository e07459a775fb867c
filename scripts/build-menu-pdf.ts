// Writes the carte's PDF in each language (public/Carte-Restaurant.pdf and its twins) from content; runs before every build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { menuPdfFileNames } from '../content/menu';
import { languages } from '../lib/i18n/languages';
import { buildMenuPdf } from '../lib/menu-pdf';

async function main() {
  for (const lang of languages) {
    const output = path.join(process.cwd(), 'public', menuPdfFileNames[lang]);
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, await buildMenuPdf(lang));
    console.log(`menu: ${path.relative(process.cwd(), output)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
