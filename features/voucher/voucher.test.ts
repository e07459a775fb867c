import { voucherTermsIn } from './voucher';

describe('the voucher terms', () => {
  it('list the owner’s means of payment and the validity in each language', () => {
    const facts = { paymentMethods: ['virement', 'cheques-vacances', 'restaurant'] as ('virement' | 'cheques-vacances' | 'restaurant')[], validityMonths: 12 };
    expect(voucherTermsIn('fr', facts)).toEqual([
      'Moyens de paiement : virement bancaire, Chèques-Vacances ou sur place, au restaurant.',
      'Le bon est valable 12 mois à compter de sa date d’émission, écrite sur le bon.',
    ]);
    expect(voucherTermsIn('de', facts)[1]).toBe('Der Gutschein ist ab dem aufgedruckten Ausstellungsdatum 12 Monate gültig.');
    expect(voucherTermsIn('nl', facts)[0]).toBe('Betaalmethoden: bankoverschrijving, Chèques-Vacances (Franse vakantiecheques) of ter plaatse in het restaurant.');
    expect(voucherTermsIn('en', { paymentMethods: ['virement'], validityMonths: 1 })).toEqual(['Payment methods: bank transfer.', 'The voucher is valid for 1 month from the date of issue shown on it.']);
  });

  it('leave out a term the owner has not given yet, never saying it is to come', () => {
    expect(voucherTermsIn('fr', { paymentMethods: undefined, validityMonths: 12 })).toEqual(['Le bon est valable 12 mois à compter de sa date d’émission, écrite sur le bon.']);
    expect(voucherTermsIn('en', { paymentMethods: undefined, validityMonths: undefined })).toEqual([]);
  });
});
