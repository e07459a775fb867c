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
import { reservationWords } from '@/features/restaurant/restaurant-words';
import { voucherWords } from './voucher-words';

const units = ['chalet', 'petite-cabane', 'grande-cabane'];
// The voucher's own refusals, with the table request's for the e-mail and the phone (as voucher.ts joins them).
const checkWords = (lang: 'fr' | 'en' | 'de') => {
  const { emailRequired, emailInvalid, telephoneRequired, telephoneInvalid } = reservationWords[lang].messages;
  return { ...voucherWords[lang].messages, emailRequired, emailInvalid, telephoneRequired, telephoneInvalid };
};
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

  it('names each missing field in the page’s language, as the table request words its refusals, the first to fix first', () => {
    const errors = checkVoucher(emptyVoucherValues('chalet'), checkWords('de'), units);
    expect(errors).toEqual({
      montant: 'Bitte geben Sie einen Betrag an.',
      nom: 'Bitte geben Sie Ihren Namen an.',
      email: reservationWords.de.messages.emailRequired,
      telephone: reservationWords.de.messages.telephoneRequired,
      beneficiaire: 'Bitte geben Sie den Namen der beschenkten Person an.',
    });
    // One pattern in every form: no label in quotes (« Please fill in ‘Amount (€)’ », the English panel).
    expect(checkVoucher(emptyVoucherValues('chalet'), checkWords('en'), units).montant).toBe('Please enter an amount.');
    expect(firstVoucherError(errors)).toBe('montant');
  });

  it('refuses an amount out of bounds or not whole, a bad address and a bad phone, naming the field', () => {
    const errors = checkVoucher({ ...filled, montant: '12.5', email: 'marie@', telephone: 'abc' }, checkWords('fr'), units);
    expect(errors.montant).toBe('Veuillez indiquer un montant entier en euros, de 10\u00a0€ à 5\u202f000\u00a0€.');
    // Issue 48: the bounds are amounts, written as each language writes them.
    expect(checkVoucher({ ...filled, montant: '9' }, checkWords('en'), units).montant).toMatch(/from €10 to €5,000\.$/);
    expect(errors.email).toBe('Veuillez entrer une adresse e-mail valide, par exemple nom@exemple.fr.');
    expect(errors.telephone).toBe('Veuillez entrer un numéro de téléphone valide.');
    expect(checkVoucher({ ...filled, montant: '9' }, checkWords('fr'), units).montant).toMatch(/de 10\u00a0€ à 5\u202f000\u00a0€/);
    expect(checkVoucher({ ...filled, montant: '5001' }, checkWords('fr'), units).montant).toMatch(/de 10\u00a0€ à 5\u202f000\u00a0€/);
  });

  it('checks a stay’s unit and nights instead of the amount', () => {
    const stay = { ...filled, kind: 'sejour', montant: '', hebergement: 'grande-cabane', nuits: '2' };
    expect(checkVoucher(stay, checkWords('fr'), units)).toEqual({});
    expect(checkVoucher({ ...stay, nuits: '0' }, checkWords('fr'), units).nuits).toBe('Veuillez indiquer un nombre de nuits de 1 à 30.');
    expect(checkVoucher({ ...stay, hebergement: 'yourte' }, checkWords('fr'), units).hebergement).toBe('Veuillez choisir un hébergement.');
  });

  it('asks for the postal address only when the voucher goes by post', () => {
    expect(checkVoucher({ ...filled, livraison: 'email' }, checkWords('fr'), units).adresse).toBeUndefined();
    expect(checkVoucher({ ...filled, livraison: 'courrier' }, checkWords('fr'), units).adresse).toBe(
      'Veuillez indiquer l’adresse postale.',
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
      demande: 'Nouvelle demande de bon cadeau',
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
    expect(body).toContain('Delivery: by email');
  });

  it('writes the delivery in lower case after its label, in every language (« Versand: per E-Mail »)', () => {
    const lines = (lang: 'fr' | 'en' | 'nl' | 'de') => {
      const context: VoucherSummaryContext = {
        lang,
        words: voucherWords[lang].summary,
        unitTitles: {},
        euros: (amount) => formatEuros(lang, amount),
      };
      const href = voucherMailtoHref(filled, context, { ...voucherWords[lang].mailto, greeting: '', truncated: '' }, 'owner@example.org');
      return decodeURIComponent(href.split('&body=')[1] ?? '');
    };
    expect(lines('fr')).toContain('Envoi\u00a0: par e-mail');
    expect(lines('en')).toContain('Delivery: by email');
    expect(lines('nl')).toContain(': per e-mail');
    expect(lines('de')).toContain('Versand: per E-Mail');
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
      expect(checkVoucher({ ...filled, email }, checkWords('fr'), units).email).toBe(reservationWords.fr.messages.emailInvalid);
    }
    expect(checkVoucher({ ...filled, email: "o'brien+bons@example.co.uk" }, checkWords('fr'), units).email).toBeUndefined();
  });
});
