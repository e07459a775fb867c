// The owner's voucher code page as HTML (voucher-code-page.ts holds its words and script), and the
// empty register written beside it. Node only: written by scripts/editor/build-admin.ts.
import { escapeHtml } from '../../lib/escape-html';
import { voucherPdfFile, voucherPdfFiles } from '../../features/voucher/voucher-pdf';
import { voucherCodePageWords } from './voucher-code-page';

export const voucherCodePageFile = 'code-bon-cadeau.html';
export const voucherRegisterFile = 'registre-bons-cadeaux.csv';

/** The register's columns, first line of the empty register the build writes beside this page. */
export const voucherRegisterColumns = [
  'Code',
  'Émis le',
  'Acheteur',
  'Bénéficiaire',
  'Valeur',
  'Paiement reçu le',
  'Valable jusqu’au',
  'Utilisé le',
  'Remarque',
] as const;

/** The empty register: its header line, with the mark spreadsheets read UTF-8 from, and semicolons as French spreadsheets expect. */
export const voucherRegisterCsv = `\ufeff${voucherRegisterColumns.join(';')}\r\n`;

/** The page, `entry` being its script's file name beside it. */
export function voucherCodePageHtml(entry: string): string {
  const words = voucherCodePageWords;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(words.title)} · Les Chalets du lac</title>
<style>
body { font: 18px/1.5 system-ui, sans-serif; color: #1b2421; background: #faf7f1; margin: 0 auto; padding: 1rem; max-width: 40rem; }
h1, h2 { color: #0f2a33; line-height: 1.2; }
output#code { display: block; font: 600 2rem/1.3 ui-monospace, monospace; letter-spacing: 0.05em; margin: 0.5rem 0 1rem; }
button, input { font: inherit; min-height: 3rem; }
button { margin: 0 0.5rem 0.5rem 0; padding: 0 1rem; border-radius: 0.75rem; border: 2px solid #1d4e5c; background: #fff; color: #0f2a33; }
input { width: 100%; box-sizing: border-box; padding: 0 0.75rem; border: 1px solid #7fb3bb; border-radius: 0.75rem; }
a { color: #1d4e5c; }
</style>
<script type="module" src="./${escapeHtml(entry)}"></script>
</head>
<body>
<main>
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.intro)}</p>
<p id="code-label">${escapeHtml(words.codeLabel)}</p>
<output id="code" aria-labelledby="code-label" aria-live="polite"></output>
<noscript><p>${escapeHtml(words.withoutScript)}</p></noscript>
<button type="button" id="another">${escapeHtml(words.another)}</button>
<button type="button" id="copy">${escapeHtml(words.copy)}</button>
<p id="copy-status" role="status"></p>
<h2>${escapeHtml(words.registerTitle)}</h2>
<p>${escapeHtml(words.register)}</p>
<p><a href="./${voucherRegisterFile}" download>${escapeHtml(words.registerLink)}</a> · <a href="/${voucherPdfFile}">${escapeHtml(words.pdfLink)}</a>, ${escapeHtml(words.pdfOtherLanguages)} ${(['en', 'nl', 'de'] as const).map((lang) => `<a href="/${voucherPdfFiles[lang]}">${escapeHtml(words.pdfLanguageNames[lang])}</a>`).join(', ')}</p>
<h2>${escapeHtml(words.checkTitle)}</h2>
<label for="typed">${escapeHtml(words.checkLabel)}</label>
<p id="typed-hint">${escapeHtml(words.checkHint)}</p>
<input id="typed" autocomplete="off" autocapitalize="characters" spellcheck="false" aria-describedby="typed-hint typed-result">
<p id="typed-result" role="status"></p>
</main>
</body>
</html>
`;
}
