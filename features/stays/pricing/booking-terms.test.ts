import staysData from '@/fixtures/seed-data/stays.json';
import {
  advancePaymentKindIn,
  bookingTermsAnchor,
  bookingTermsIn,
  complaintsIn,
  paymentMethodsIn,
} from '@/features/stays/pricing/booking-terms';
import { consumerMediator } from '@/config/legal';
import { email } from '@/config/contact';
import { amountIn } from '@/lib/prices';
import { stays } from '@/features/stays/stays';
import { languages } from '@/lib/i18n/languages';

describe('the booking terms', () => {
  it('name the means of payment the owner ticked in each language, Chèques-Vacances among them', () => {
    expect(paymentMethodsIn('fr', ['cheques-vacances', 'carte', 'especes'])).toBe('Chèques-Vacances, carte bancaire, espèces');
    expect(paymentMethodsIn('fr', ['virement', 'cheque'])).toBe('virement, chèque');
    expect(paymentMethodsIn('en', ['cheques-vacances', 'virement'])).toBe('Chèques-Vacances (French holiday vouchers), bank transfer');
    expect(paymentMethodsIn('nl', ['especes', 'cheques-vacances-connect'])).toBe('contant, Chèques-Vacances Connect');
    expect(paymentMethodsIn('de', ['carte'])).toBe('Bank- oder Kreditkarte');
  });

  it('show the owner’s terms from content/data/stays.json, translated, with the security deposit’s amount', () => {
    const { bookingTerms } = stays;
    const french = bookingTermsIn('fr').items.map((item) => item.value);
    expect(french).toEqual([
      bookingTerms.advancePayment,
      bookingTerms.balance,
      bookingTerms.cancellation,
      advancePaymentKindIn('fr')?.value,
      paymentMethodsIn('fr', bookingTerms.paymentMethods ?? []),
      `${amountIn('fr', stays.depositEuros)}, ${bookingTerms.deposit}`,
      complaintsIn('fr')?.value,
    ]);
    const english = bookingTermsIn('en');
    expect(english.items.map((item) => item.label)).toEqual([
      'Advance payment',
      'Balance',
      'Cancellation',
      'If either of us cancels',
      'Payment methods',
      'Security deposit',
      'Complaints',
    ]);
    expect(english.items[2]?.value).toBe(staysData.en.bookingTerms.cancellation.value);
    expect(english.items[5]?.value).toBe(`${amountIn('en', stays.depositEuros)}, ${staysData.en.bookingTerms.deposit.value}`);
  });

  it('leave out a term the owner has not given yet, label and all, never saying it is to come', () => {
    const waiting = JSON.parse(JSON.stringify(staysData)) as { bookingTerms: Record<string, { provisional: boolean }> };
    for (const term of Object.values(waiting.bookingTerms)) term.provisional = true;
    jest.isolateModules(() => {
      jest.doMock('@/content/owner-data', () => ({
        ownerDataFile: (name: string) =>
          name === 'stays'
            ? waiting
            : jest.requireActual<typeof import('@/content/owner-data')>('@/content/owner-data').ownerDataFile(name),
      }));
      const terms = jest
        .requireActual<typeof import('@/features/stays/pricing/booking-terms')>('@/features/stays/pricing/booking-terms')
        .bookingTermsIn('en');
      // The deposit's amount is a fact of its own; the complaints and the mediator come from the legal notice.
      expect(terms.items.map((item) => item.label)).toEqual(['Security deposit', 'Complaints']);
    });
  });

  it('add in each language that a booking for set dates has no right of withdrawal (L221-28 12°), and link to their section', () => {
    for (const lang of languages) {
      const terms = bookingTermsIn(lang);
      expect(terms.noWithdrawal).toMatch(/L221-28/);
      expect(terms.link.href).toBe(`#${bookingTermsAnchor}`);
    }
    expect(bookingTermsIn('fr').noWithdrawal).toContain('droit de rétractation');
    expect(bookingTermsIn('en').noWithdrawal).toContain('no right of withdrawal');
    expect(bookingTermsIn('nl').noWithdrawal).toContain('geen herroepingsrecht');
    expect(bookingTermsIn('de').noWithdrawal).toContain('kein Widerrufsrecht');
  });

  it('say in each language what the advance is, arrhes or acompte as the owner chose, and what it does on cancellation (L214-1)', () => {
    expect(stays.bookingTerms.advancePaymentKind).toBe(staysData.bookingTerms.advancePaymentKind.value);
    const effect = {
      arrhes: {
        fr: 'si nous annulons, nous vous en rendons le double',
        en: 'we pay you back twice the amount',
        nl: 'betalen we je het dubbele terug',
        de: 'zahlen wir Ihnen den doppelten Betrag zurück',
      },
      acompte: {
        fr: 'le prix du séjour reste dû',
        en: 'the price of the stay remains due',
        nl: 'blijft de prijs van het verblijf verschuldigd',
        de: 'bleibt der Preis des Aufenthalts geschuldet',
      },
    } as const;
    for (const kind of ['arrhes', 'acompte'] as const) {
      for (const lang of languages) {
        const said = advancePaymentKindIn(lang, kind)?.value;
        expect(said).toContain(effect[kind][lang]);
        expect(said).toContain(kind);
      }
    }
    // Either kind gives way to the owner's cancellation terms, which may give arrhes back (the seed's do,
    // more than 30 days ahead): « vous les perdez » alone would contradict the line above it.
    const cancellationTerms = {
      fr: 'sauf disposition contraire de nos conditions d’annulation',
      en: 'unless our cancellation terms say otherwise',
      nl: 'behalve voor zover onze voorwaarden iets anders bepalen',
      de: 'soweit die Stornobedingungen nichts anderes vorsehen',
    } as const;
    for (const kind of ['arrhes', 'acompte'] as const)
      for (const lang of languages) expect(advancePaymentKindIn(lang, kind)?.value).toContain(cancellationTerms[lang]);
    // The French label names the advance by its kind, as the chosen one.
    expect(bookingTermsIn('fr').items[0]?.label).toBe(stays.bookingTerms.advancePaymentKind === 'arrhes' ? 'Arrhes' : 'Acompte');
    for (const lang of languages) expect(bookingTermsIn(lang).items).toContainEqual(advancePaymentKindIn(lang));
  });

  it('say in each language how a complaint is handled, with the e-mail, the phone and the consumer mediator (R111-1, L616-1)', () => {
    for (const lang of languages) {
      const value = complaintsIn(lang)?.value;
      expect(value).toContain(email);
      expect(value).toContain(consumerMediator.name);
      expect(value).toContain(consumerMediator.website);
      expect(bookingTermsIn(lang).items).toContainEqual(complaintsIn(lang));
    }
    expect(complaintsIn('en')?.value).toMatch(/\+33\u00a0/);
  });

  it('ask for a written complaint first, as the mediator takes none without one (L612-2), and never lead with the phone', () => {
    const written = {
      fr: /^Une réclamation s’adresse par écrit/,
      en: /^Please send any complaint in writing/,
      nl: /^Een klacht stuur je schriftelijk/,
      de: /^Schreiben Sie uns bei einem Anliegen bitte an .*schriftlichen Beschwerde/,
    } as const;
    for (const lang of languages) {
      expect(complaintsIn(lang)?.value).toMatch(written[lang]);
      expect(complaintsIn(lang)?.value).toMatch(/l’année|a year|een jaar|eines Jahres/);
    }
  });
});
