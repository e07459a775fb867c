import { languages } from '@/lib/i18n/languages';
import { bookingTermsIn, bookingTermsPartsIn } from '@/features/stays/pricing/booking-terms';
import { replyEmail, replyEmailIn } from '@/features/stays/emails/reply-email';
import { venueLinesIn } from '@/features/stays/emails/confirmation-email';
import { absoluteUrl } from '@/config/page-metadata';
import { pathOf } from '@/config/routes';

describe('the model reply to a stay request, before the family books', () => {
  it('names the advance as the owner chose it, arrhes or acompte, never one for the other (L214-1)', () => {
    // The seed chose arrhes.
    const arrhes = replyEmailIn('fr');
    expect(arrhes).toContain('Pour réserver, il vous suffit de régler les arrhes\u00a0: [montant] € (');
    expect(arrhes).toContain('Dès réception des arrhes, nous vous confirmons la réservation');
    expect(arrhes).not.toMatch(/l’acompte|de l’acompte/);
    // Terms of their own where the owner chose acompte.
    const parts = {
      advancePayment: { label: 'Acompte', value: '30 % du séjour à la réservation' },
      balance: { label: 'Solde', value: 'à l’arrivée' },
      cancellation: { label: 'Annulation', value: 'le séjour reste dû, sauf ce que prévoit votre assurance' },
      advancePaymentKind: { label: 'Arrhes ou acompte', value: 'Les sommes versées avant le séjour sont un acompte.' },
      paymentMethods: { label: 'Moyens de paiement acceptés', value: 'Virement' },
      deposit: { label: 'Caution', value: '250 €' },
      complaints: undefined,
    };
    const acompte = replyEmail('fr', parts, 'acompte');
    expect(acompte).toContain('Pour réserver, il vous suffit de régler l’acompte\u00a0: [montant] € (30 % du séjour à la réservation).');
    expect(acompte).toContain('Dès réception de l’acompte');
    expect(acompte).not.toMatch(/arrhes/);
    expect(replyEmail('de', parts, 'acompte')).toContain('(„acompte“)');
    expect(replyEmailIn('en')).toContain('(‘arrhes’)');
  });

  it('carries the owner’s payment terms as the stays page says them, and the booking terms’ address, in each language', () => {
    for (const lang of languages) {
      const reply = replyEmailIn(lang);
      const parts = bookingTermsPartsIn(lang);
      for (const part of [parts.advancePayment, parts.paymentMethods, parts.balance, parts.cancellation])
        expect(reply).toContain(part?.value ?? 'missing');
      // Every term's line ends as the means of payment's does, with a full stop (« Restzahlung: bei Anreise. »).
      for (const part of [parts.paymentMethods, parts.balance, parts.cancellation, parts.advancePaymentKind]) {
        const line = reply.split('\n').find((each) => part !== undefined && each.includes(part.value.slice(1)));
        expect(line).toMatch(/\.$/u);
      }
      expect(reply).toMatch(/\/(conditions-generales-de-vente|en\/terms-and-conditions|nl\/algemene-voorwaarden|de\/agb)\//);
    }
  });

  it('repeats beside the price what the family pays on: the deposit, complaints and the mediator, no right of withdrawal, the description and who sells (L221-5, L324-2)', () => {
    for (const lang of languages) {
      const reply = replyEmailIn(lang);
      const parts = bookingTermsPartsIn(lang);
      expect(reply).toContain(parts.deposit.label);
      if (parts.complaints) expect(reply).toContain(parts.complaints.label);
      expect(reply).toContain(bookingTermsIn(lang).noWithdrawal);
      expect(reply).toContain(absoluteUrl(pathOf('stays', lang)));
      for (const line of venueLinesIn(lang)) expect(reply).toContain(line);
    }
  });
});
