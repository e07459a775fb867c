import { formatEuros } from '@/lib/i18n/format';
import {
  checkVoucher,
  emptyVoucherValues,
  firstVoucherError,
  trimVoucherValues,
  voucherMailtoHref,
  voucherTemplateParams,
  type VoucherSummaryContext,
  type VoucherValues,
} from './voucher-request';
import { voucherWords } from './voucher-words';

const units = ['chalet', 'petite-cabane', 'grande-cabane'];
const checkWords = (lang: 'fr' | 'en' | 'de') => ({ messages: voucherWords[lang].messages, labels: voucherWords[lang].summary.labels });
const filled: VoucherValues = {
  ...emptyVoucherValues('chalet'),
  montant: '120',
  nom: 'Marie Dupont',
  email: 'marie@example.org',
  telephone: '06 12 34 56 78',
  beneficiaire: 'Paul Martin',
  message: 'Joyeux anniversaire\u00a0!',
};
const french: VoucherSummaryContext = {
  lang: 'fr',
  words: voucherWords.fr.summary,
  unitTitles: { chalet: 'Les chalets', 'grande-cabane': 'La grande cabane' },
  euros: (amount) => formatEuros('fr', amount),
};

describe('checkVoucher', () => {
  it('lets a complete amount voucher through', () => {
    expect(checkVoucher(filled, checkWords('fr'), units)).toEqual({});
  });

  it('names each missing field in the page’s language, the first to fix first', () => {
    const errors = checkVoucher(emptyVoucherValues('chalet'), checkWords('de'), units);
    expect(errors).toEqual({
      montant: 'Bitte füllen Sie das Feld „Betrag (€)“ aus.',
      nom: 'Bitte füllen Sie das Feld „Ihr Name“ aus.',
      email: 'Bitte füllen Sie das Feld „Ihre E-Mail-Adresse“ aus.',
      telephone: 'Bitte füllen Sie das Feld „Ihre Telefonnummer“ aus.',
      beneficiaire: 'Bitte füllen Sie das Feld „Name der beschenkten Person“ aus.',
    });
    expect(firstVoucherError(errors)).toBe('montant');
  });

  it('refuses an amount out of bounds or not whole, a bad address and a bad phone, naming the field', () => {
    const errors = checkVoucher({ ...filled, montant: '12.5', email: 'marie@', telephone: 'abc' }, checkWords('fr'), units);
    expect(errors.montant).toBe('«\u00a0Montant (€)\u00a0»\u00a0: indiquez un montant entier en euros, de 10\u00a0€ à 5\u202f000\u00a0€.');
    // Issue 48: the bounds are amounts, written as each language writes them.
    expect(checkVoucher({ ...filled, montant: '9' }, checkWords('en'), units).montant).toMatch(/from €10 to €5,000\.$/);
    expect(errors.email).toBe('«\u00a0Votre e-mail\u00a0»\u00a0: indiquez une adresse e-mail valide, par exemple nom@exemple.fr.');
    expect(errors.telephone).toBe('«\u00a0Votre téléphone\u00a0»\u00a0: indiquez un numéro de téléphone valide.');
    expect(checkVoucher({ ...filled, montant: '9' }, checkWords('fr'), units).montant).toMatch(/de 10\u00a0€ à 5\u202f000\u00a0€/);
    expect(checkVoucher({ ...filled, montant: '5001' }, checkWords('fr'), units).montant).toMatch(/de 10\u00a0€ à 5\u202f000\u00a0€/);
  });

  it('checks a stay’s unit and nights instead of the amount', () => {
    const stay = { ...filled, kind: 'sejour', montant: '', hebergement: 'grande-cabane', nuits: '2' };
    expect(checkVoucher(stay, checkWords('fr'), units)).toEqual({});
    expect(checkVoucher({ ...stay, nuits: '0' }, checkWords('fr'), units).nuits).toBe(
      '«\u00a0Nombre de nuits\u00a0»\u00a0: indiquez un nombre de nuits de 1 à 30.',
    );
    expect(checkVoucher({ ...stay, hebergement: 'yourte' }, checkWords('fr'), units).hebergement).toBe(
      'Remplissez le champ «\u00a0Hébergement\u00a0».',
    );
  });

  it('asks for the postal address only when the voucher goes by post', () => {
    expect(checkVoucher({ ...filled, livraison: 'email' }, checkWords('fr'), units).adresse).toBeUndefined();
    expect(checkVoucher({ ...filled, livraison: 'courrier' }, checkWords('fr'), units).adresse).toBe(
      'Remplissez le champ «\u00a0Adresse postale\u00a0».',
    );
  });
});

describe('voucherTemplateParams', () => {
  it('writes the owner’s variables in French, and nothing meant for the visitor’s address (issue 50)', () => {
    const params = voucherTemplateParams(
      { ...filled, kind: 'sejour', hebergement: 'grande-cabane', nuits: '2', livraison: 'courrier', adresse: '1 rue du Lac\n12345 Ville' },
      french,
      'néerlandais',
    );
    expect(params).toEqual({
      subject: 'Demande de bon cadeau – Marie Dupont (néerlandais)',
      bon: 'Un séjour',
      valeur: 'La grande cabane, 2 nuits',
      beneficiaire: 'Paul Martin',
      message: 'Joyeux anniversaire\u00a0!',
      livraison: 'Par courrier',
      adresse: '1 rue du Lac\n12345 Ville',
      nom: 'Marie Dupont',
      email: 'marie@example.org',
      telephone: '06 12 34 56 78',
      langue: 'néerlandais',
    });
  });

  it('writes an amount in euros and leaves a stale postal address out of an e-mail delivery', () => {
    const params = voucherTemplateParams({ ...filled, adresse: 'typed, then e-mail chosen' }, french, 'français');
    expect(params.valeur).toBe(formatEuros('fr', 120));
    expect(params.bon).toBe('Un montant');
    expect(params.livraison).toBe('Par e-mail');
    expect(params.adresse).toBe('');
  });
});

describe('voucherMailtoHref', () => {
  it('prepares the whole request in the page’s language, to the owner', () => {
    const english: VoucherSummaryContext = {
      lang: 'en',
      words: voucherWords.en.summary,
      unitTitles: {},
      euros: (amount) => formatEuros('en', amount),
    };
    const href = voucherMailtoHref(
      filled,
      english,
      { ...voucherWords.en.mailto, greeting: 'Hello,', truncated: '[shortened]' },
      'owner@example.org',
    );
    expect(href.startsWith('mailto:owner@example.org?subject=Gift%20voucher%20request%20%E2%80%93%20Marie%20Dupont&body=')).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1] ?? '');
    expect(body).toContain('Amount: €120');
    expect(body).toContain('\nName: Marie Dupont');
    expect(body).toContain('Recipient’s name: Paul Martin');
    expect(body).toContain('Delivery: By email');
  });

  it('ends the visitor’s copy with the right of withdrawal, and still fits an e-mail link with the longest message', () => {
    const english: VoucherSummaryContext = {
      lang: 'en',
      words: voucherWords.en.summary,
      unitTitles: {},
      euros: (amount) => formatEuros('en', amount),
    };
    const notice =
      'Right to cancel: 14 days from receiving the voucher, no reason needed; everything you paid is refunded within 14 days. Form and details: https://example.org/en/gift-voucher/#retractation';
    const copy = voucherMailtoHref(
      { ...filled, message: 'x'.repeat(300) },
      english,
      { ...voucherWords.en.mailto, greeting: 'Hello,', truncated: '[shortened]' },
      'marie@example.org',
      [notice],
    );
    expect(
      decodeURIComponent(copy.split('&body=')[1] ?? '')
        .trimEnd()
        .endsWith(notice),
    ).toBe(true);
    expect(copy.length).toBeLessThanOrEqual(2000);
    // The owner's e-mail when sending fails has no such line.
    expect(
      voucherMailtoHref(filled, english, { ...voucherWords.en.mailto, greeting: 'Hello,', truncated: '[shortened]' }, 'owner@example.org'),
    ).not.toContain('Right%20to%20cancel');
  });
});

describe('the values as sent (security review, issue 50)', () => {
  it('drops invisible controls from every field, the message’s and the postal address’s line breaks kept', () => {
    const trimmed = trimVoucherValues({
      ...filled,
      nom: 'Marie\u202E Dupont\u0000',
      beneficiaire: 'Paul\r\nBcc: x@y.z',
      message: 'Joyeux\u001b\nanniversaire',
      livraison: 'courrier',
      adresse: '1 rue du Lac\u2066\n39000 Lons',
    });
    expect(trimmed).toMatchObject({
      nom: 'Marie Dupont',
      beneficiaire: 'Paul Bcc: x@y.z',
      message: 'Joyeux\nanniversaire',
      adresse: '1 rue du Lac\n39000 Lons',
    });
  });

  it('refuses an address that would end early in a Reply-To or in the visitor’s mailto: copy', () => {
    for (const email of [
      'marie@example.org?cc=autre@example.org',
      'marie@example.org?body=x',
      '<marie@example.org>',
      'marie@example.org#x',
      'marie@exa%6Dple.org',
      'a"b@example.org',
    ]) {
      expect(checkVoucher({ ...filled, email }, checkWords('fr'), units).email).toBe(
        voucherWords.fr.messages.badEmail.replace('{field}', voucherWords.fr.summary.labels.email),
      );
    }
    expect(checkVoucher({ ...filled, email: "o'brien+bons@example.co.uk" }, checkWords('fr'), units).email).toBeUndefined();
  });
});
