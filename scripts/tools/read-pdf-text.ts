import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A PDF's page count and text as Mozilla's pdf.js reads them, as a browser's PDF viewer would.
 * pdf.js is an ES module, hence its own Node process (scripts/tools/pdf-text.mjs).
 */
export function readPdfText(bytes: Uint8Array): { pages: number; text: string } {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], {
    input: bytes,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  return JSON.parse(output.toString('utf8').trim().split('\n').at(-1) ?? '') as { pages: number; text: string };
}
