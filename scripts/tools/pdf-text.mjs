// Prints the page count and text of the PDF read on standard input, as JSON on the last line (pdf.js
// may print warnings before it), read with Mozilla's pdf.js.
// The tests use it to read the generated price list: `node scripts/tools/pdf-text.mjs < public/Tarifs-Chalets.pdf`.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const content = await (await document.getPage(number)).getTextContent();
  // One line per text item end of line, as drawn.
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
await document.destroy();
process.stdout.write(`\n${JSON.stringify({ pages: document.numPages, text: pages.join('\n') })}\n`);
