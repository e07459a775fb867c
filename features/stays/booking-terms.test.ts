import staysData from '../../fixtures/seed-data/stays.json';
import { bookingTermsAnchor, bookingTermsIn, paymentMethodsIn } from './booking-terms';
import { amountIn } from '../../config/prices';
import { stays } from './stays';
import { languages } from '@/lib/i18n/languages';

describe('the booking terms', () => {
  it('name the means of payment the owner ticked in each language, Chèques-Vacances among them', () => {
    expect(paymentMethodsIn('fr', ['cheques-vacances', 'carte', 'especes'])).toBe('Chèques-Vacances, carte bancaire, espèces');
    expect(paymentMethodsIn('fr', ['virement', 'cheque'])).toBe('Virement, chèque');
    expect(paymentMethodsIn('en', ['cheques-vacances', 'virement'])).toBe('Chèques-Vacances (French holiday vouchers), bank transfer');
    expect(paymentMethodsIn('nl', ['especes', 'cheques-vacances-connect'])).toBe('Contant, Chèques-Vacances Connect');
    expect(paymentMethodsIn('de', ['carte'])).toBe('Bank- oder Kreditkarte');
  });

  it('say a means of payment is still to be given while none is ticked, never invent one', () => {
    expect(paymentMethodsIn('fr', [])).toBe('à préciser');
    expect(paymentMethodsIn('de', [])).toBe('noch festzulegen');
  });

  it('show the owner’s terms from content/data/stays.json, translated, with the security deposit’s amount', () => {
    const { bookingTerms } = stays;
    const french = bookingTermsIn('fr').items.map((item) => item.value);
    expect(french).toEqual([
      bookingTerms.advancePayment.value,
      bookingTerms.balance.value,
      bookingTerms.cancellation.value,
      paymentMethodsIn('fr', bookingTerms.paymentMethods.value),
      `${amountIn('fr', stays.depositEuros)}, ${bookingTerms.deposit.value}`,
    ]);
    const english = bookingTermsIn('en');
    expect(english.items.map((item) => item.label)).toEqual(['Advance payment', 'Balance', 'Cancellation', 'Payment methods accepted', 'Security deposit']);
    // The seed's French terms are still provisional: English says so in its own words, not the
    // translated placeholder that repeated its label ("Cancellation: cancellation terms to be confirmed").
    expect(bookingTerms.cancellation.provisional).toBe(true);
    expect(staysData.en.bookingTerms.cancellation.value).toContain('cancellation');
    expect(english.items[2]?.value).toBe('to be confirmed');
    expect(english.items[4]?.value).toBe(amountIn('en', stays.depositEuros));
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
});
