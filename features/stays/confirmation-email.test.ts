import legalData from '@/fixtures/seed-data/legal.json';
import { languages } from '@/lib/i18n/languages';
import { advancePaymentKindIn, bookingTermsIn, complaintsIn } from './booking-terms';
import { confirmationEmailIn } from './confirmation-email';
import { stayConditionsIn } from './accommodations-content';
import { glossary } from '@/config/glossary';

describe('the model confirmation e-mail (L221-13: the contract confirmed on a durable medium)', () => {
  it('holds, in each language, the venue’s identity, the stay, the total with the taxe de séjour and every booking term from the data', () => {
    for (const lang of languages) {
      const mail = confirmationEmailIn(lang);
      // Identity (L111-1, R111-1): the company and its numbers, as the legal notice gives them.
      expect(mail).toContain(legalData.publisher.companyName.value);
      expect(mail).toContain(legalData.publisher.siren.value);
      // The stay, its hours from the data, and the total with the tax named as the glossary names it.
      expect(mail).toContain(stayConditionsIn(lang).arrival.value);
      expect(mail).toContain(stayConditionsIn(lang).departure.value);
      expect(mail.toLowerCase()).toMatch(new RegExp(`${glossary.touristTax[lang].term.toLowerCase()}[^\\n]*\\n[^\\n]*${glossary.touristTax[lang].term.toLowerCase()}`));
      // Advance, balance, security deposit, cancellation, what arrhes or acompte do, complaints and the mediator.
      const terms = bookingTermsIn(lang);
      for (const item of terms.items) expect(mail).toContain(`${item.label}${lang === 'fr' ? ' :' : ':'} ${item.value}`);
      expect(mail).toContain(advancePaymentKindIn(lang)?.value);
      expect(mail).toContain(complaintsIn(lang)?.value);
      expect(mail).toContain(legalData.mediator.name.value);
      // The right of withdrawal that does not apply (L221-28 12°).
      expect(mail).toContain(terms.noWithdrawal);
    }
  });

  it('leaves what belongs to one booking as a blank in brackets, in the family’s language, and no French in the others', () => {
    expect(confirmationEmailIn('fr')).toContain('[date d’arrivée]');
    expect(confirmationEmailIn('en')).toContain('[arrival date]');
    expect(confirmationEmailIn('nl')).toContain('[aankomstdatum]');
    expect(confirmationEmailIn('de')).toContain('[Anreisedatum]');
    for (const lang of ['en', 'nl', 'de'] as const) expect(confirmationEmailIn(lang)).not.toMatch(/\[(?:montant|prénom|nombre|date d’)/u);
  });
});
