// Writes public/Carte-Restaurant.pdf from content; runs before every build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { menuText } from '../content/menu';
import { buildMenuPdf } from '../lib/menu-pdf';

async function main() {
  const output = path.join(process.cwd(), 'public', menuText.download.fileName);
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, await buildMenuPdf());
  console.log(`menu: ${path.relative(process.cwd(), output)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
