import { voucherTermsIn } from './voucher';

describe('the voucher terms', () => {
  it('list the owner’s means of payment and the validity in each language', () => {
    const facts = { paymentMethods: { value: ['virement', 'cheques-vacances', 'restaurant'] as const, provisional: false }, validityMonths: { value: 12, provisional: false } };
    const terms = (lang: 'fr' | 'en' | 'nl' | 'de') => voucherTermsIn(lang, { ...facts, paymentMethods: { ...facts.paymentMethods, value: [...facts.paymentMethods.value] } });
    expect(terms('fr')).toEqual({
      payment: 'Moyens de paiement : virement bancaire, Chèques-Vacances ou sur place, au restaurant.',
      validity: 'Le bon est valable 12 mois à compter de sa date d’émission, écrite sur le bon.',
    });
    expect(terms('de').validity).toBe('Der Gutschein ist ab dem aufgedruckten Ausstellungsdatum 12 Monate gültig.');
    expect(terms('nl').payment).toBe('Betaalmethoden: bankoverschrijving, Chèques-Vacances (Franse vakantiecheques) of ter plaatse in het restaurant.');
    expect(voucherTermsIn('en', { paymentMethods: { value: ['virement'], provisional: false }, validityMonths: { value: 1, provisional: false } })).toEqual({
      payment: 'Payment methods: bank transfer.',
      validity: 'The voucher is valid for 1 month from the date of issue shown on it.',
    });
  });

  it('say a provisional value is to be confirmed, never show it as fact', () => {
    const terms = voucherTermsIn('fr', { paymentMethods: { value: ['virement'], provisional: true }, validityMonths: { value: 12, provisional: true } });
    expect(terms.payment).not.toContain('virement');
    expect(terms.validity).not.toContain('12');
    expect(terms).toEqual({ payment: 'Moyens de paiement : à confirmer, nous vous les indiquons dans notre réponse.', validity: 'Durée de validité : à confirmer, elle est écrite sur le bon.' });
  });
});
