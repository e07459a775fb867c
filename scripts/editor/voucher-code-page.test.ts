/** @jest-environment jsdom */
// The owner's voucher code page, as the browser draws it: its HTML, then its script run on it.
import { voucherCodePageHtml, voucherRegisterColumns, voucherRegisterCsv } from './voucher-code-html';
import { startVoucherCodePage, voucherCodePageWords } from './voucher-code-page';

function openPage(clipboard?: Pick<Clipboard, 'writeText'>) {
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    voucherCodePageHtml('code-bon-cadeau-ABC.js'),
    'text/html',
  ).documentElement.innerHTML;
  const first = startVoucherCodePage(document, globalThis.crypto, clipboard);
  return { first, code: () => document.getElementById('code')?.textContent ?? '' };
}

describe('the owner’s voucher code page', () => {
  it('loads its script from the site, no inline script, and links the register and the printable voucher', () => {
    const html = voucherCodePageHtml('code-bon-cadeau-ABC.js');
    expect(html).toContain('<script type="module" src="./code-bon-cadeau-ABC.js"></script>');
    expect(html.match(/<script\b[^>]*>/g)).toHaveLength(1);
    expect(html).toContain('href="./registre-bons-cadeaux.csv"');
    expect(html).toContain('href="/Bon-Cadeau-Modele.pdf"');
    // And the buyer's language's voucher, with its terms and right of withdrawal in that language.
    expect(html).toContain('href="/Gutschein-Vorlage.pdf"');
  });

  it('shows a random code at once, and another at each tap', () => {
    const page = openPage();
    expect(page.code()).toBe(page.first);
    expect(page.first).toMatch(/^BC-(?:[0-9A-HJKMNP-TV-Z]{4}-){2}[0-9A-HJKMNP-TV-Z]{4}$/);
    document.getElementById('another')?.click();
    expect(page.code()).not.toBe(page.first);
  });

  it('copies the code shown, and says when it could not', async () => {
    const copied: string[] = [];
    const page = openPage({ writeText: async (text) => void copied.push(text) });
    document.getElementById('copy')?.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(copied).toEqual([page.code()]);
    expect(document.getElementById('copy-status')?.textContent).toBe(voucherCodePageWords.copied);
    openPage({ writeText: () => Promise.reject(new Error('denied')) });
    document.getElementById('copy')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('copy-status')?.textContent).toBe(voucherCodePageWords.copyFailed);
  });

  it('reads back a code a guest gives as the register writes it, and says what a code is otherwise', () => {
    openPage();
    const typed = document.getElementById('typed') as HTMLInputElement;
    typed.value = 'bc 7k4m q2xp 9rho';
    typed.dispatchEvent(new Event('input'));
    expect(document.getElementById('typed-result')?.textContent).toBe('À chercher dans le registre : BC-7K4M-Q2XP-9RH0');
    typed.value = 'BC-2027-001';
    typed.dispatchEvent(new Event('input'));
    expect(document.getElementById('typed-result')?.textContent).toBe(voucherCodePageWords.checkNone);
  });

  it('writes an empty register a French spreadsheet opens: UTF-8 mark, semicolons, a « Utilisé le » column', () => {
    expect(voucherRegisterCsv).toBe(`\ufeff${voucherRegisterColumns.join(';')}\r\n`);
    expect(voucherRegisterColumns).toContain('Utilisé le');
  });
});
