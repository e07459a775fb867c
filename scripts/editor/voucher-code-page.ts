// The owner's page that draws a gift voucher's code (/admin/code-bon-cadeau.html, beside the editor,
// under its policy): a new random code at each opening and each tap, to copy onto the voucher and into
// the register, and the reading of a code a guest gives back. Its words and its script; the page itself
// is voucher-code-html.ts, written by scripts/editor/build-admin.ts with this script bundled from
// voucher-code-entry.ts (no inline script). French: the owner's page.
import { newVoucherCode, normalizeVoucherCode, type RandomBytes } from '../../features/voucher/voucher-code';

export const voucherCodePageWords = {
  title: 'Code d’un bon cadeau',
  intro:
    'Chaque ouverture de cette page tire un code au hasard : personne ne peut deviner celui d’un autre bon. Écrivez-le sur le bon (ligne « Code du bon ») et, le même jour, dans votre registre des bons, avec la date, l’acheteur, le bénéficiaire, la valeur et le paiement.',
  codeLabel: 'Nouveau code',
  another: 'Un autre code',
  copy: 'Copier le code',
  copied: 'Code copié.',
  copyFailed: 'La copie n’a pas marché : recopiez le code à la main.',
  registerTitle: 'Le registre des bons',
  register:
    'Un tableau (ou un cahier) que vous seul voyez, jamais sur le site. Quand un client présente un bon, cherchez son code dans le registre : absent, ou déjà marqué utilisé, le bon n’est pas valable. Sinon, écrivez la date du jour dans la colonne « Utilisé le ».',
  registerLink: 'Le registre vide, à ouvrir dans un tableur',
  pdfLink: 'Le bon à imprimer (PDF)',
  /** The other languages' vouchers, each with its terms and right of withdrawal in that language: the buyer's language. */
  pdfOtherLanguages: 'dans la langue de l’acheteur :',
  pdfLanguageNames: { en: 'anglais', nl: 'néerlandais', de: 'allemand' },
  checkTitle: 'Relire un code donné par un client',
  checkLabel: 'Code tel que le client le donne',
  checkHint: 'Les espaces, les tirets, les minuscules, un O pour un 0, un I ou un L pour un 1 sont relus.',
  checkAs: 'À chercher dans le registre : {code}',
  checkNone: 'Ce n’est pas un code de bon : un code a 12 caractères après « BC- » (chiffres et lettres, sans I, L, O ni U).',
  withoutScript: 'Cette page a besoin de JavaScript pour tirer un code.',
} as const;

/** Draws a code into the page and wires its buttons and its reading field; returns the first code drawn. */
export function startVoucherCodePage(page: Document, random: RandomBytes, clipboard?: Pick<Clipboard, 'writeText'>): string {
  const words = voucherCodePageWords;
  const code = page.getElementById('code');
  const status = page.getElementById('copy-status');
  const typed = page.getElementById('typed') as HTMLInputElement | null;
  const result = page.getElementById('typed-result');
  const draw = () => {
    const drawn = newVoucherCode(random);
    if (code) code.textContent = drawn;
    if (status) status.textContent = '';
    return drawn;
  };
  page.getElementById('another')?.addEventListener('click', draw);
  page.getElementById('copy')?.addEventListener('click', () => {
    const text = code?.textContent ?? '';
    const done = (message: string) => {
      if (status) status.textContent = message;
    };
    if (!clipboard) return done(words.copyFailed);
    clipboard.writeText(text).then(
      () => done(words.copied),
      () => done(words.copyFailed),
    );
  });
  typed?.addEventListener('input', () => {
    const read = typed.value.trim() ? normalizeVoucherCode(typed.value) : null;
    if (result) result.textContent = typed.value.trim() === '' ? '' : read ? words.checkAs.replace('{code}', read) : words.checkNone;
  });
  return draw();
}
