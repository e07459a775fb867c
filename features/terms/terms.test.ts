/** @jest-environment node */
import legalData from '@/fixtures/seed-data/legal.json';
import arrivalData from '@/fixtures/seed-data/arrival-guide.json';
import { readPdfText } from '@/scripts/tools/read-pdf-text';
import { languages } from '@/lib/i18n/languages';
import { bookingTermsPartsIn, noWithdrawalIn } from '@/features/stays/pricing/booking-terms';
import { inSentence } from '@/features/stays/pricing/stay-price';
import { stayConditionsIn } from '@/features/stays/units/accommodations-content';
import { termsFactsIn, termsIn } from './terms';
import { buildTermsPdf, termsPdfContent } from './terms-pdf';
import { termsWords, type TermsFacts } from './terms-words';

const text = (lang: (typeof languages)[number]) =>
  termsIn(lang)
    .sections.flatMap((section) => [section.title, ...section.paragraphs])
    .join('\n');

describe('the written booking terms (CGV), from the owner’s facts', () => {
  it('hold every subject a lawyer asks of them, in each language, one section each', () => {
    for (const lang of languages) {
      expect(termsIn(lang).sections.map((section) => section.id)).toEqual([
        'vendeur',
        'reservation',
        'prix',
        'paiement',
        'annulation',
        'sejour',
        'caution',
        'regles',
        'securite',
        'force-majeure',
        'reclamations',
        'bons-cadeaux',
        'donnees',
        'droit',
      ]);
    }
  });

  it('take each fact from the data: the company and its numbers, the terms as the stays page words them, hours, deposit, house rules, the mediator and the court', () => {
    const fr = text('fr');
    for (const fact of [
      legalData.publisher.companyName.value,
      legalData.publisher.siren.value,
      legalData.publisher.rcs.value,
      legalData.mediator.name.value,
      legalData.mediator.website.value,
      legalData.court.value,
    ]) {
      expect(fr).toContain(fact);
    }
    const parts = bookingTermsPartsIn('fr');
    for (const part of [parts.advancePayment, parts.balance, parts.cancellation, parts.advancePaymentKind, parts.paymentMethods])
      expect(fr).toContain(`${part?.label ?? ''}\u00a0: ${inSentence(part?.value ?? 'missing')}`);
    expect(fr).toContain(parts.deposit.value);
    expect(fr).toContain(noWithdrawalIn('fr'));
    expect(fr).toContain(stayConditionsIn('fr').arrival.value);
    for (const rule of arrivalData.houseRules.value) expect(fr).toContain(rule);
    // The seed's compulsory cleaning and its minimum ages for the cabins.
    expect(fr).toContain(
      'Frais obligatoires, en plus du prix des nuits et compris dans le prix total du séjour\u00a0: ménage de fin de séjour 40\u00a0€.',
    );
    expect(fr).toMatch(/Âge minimum des enfants\u00a0: \d+ ans dans la petite cabane/);
    expect(fr).toContain('La réservation est conclue quand nous recevons les arrhes');
  });

  it('ask for a written complaint before the mediator (L612-2), name the law and the consumer’s courts, and on a translation say the French version prevails', () => {
    expect(text('fr')).toMatch(/Adressez-nous d’abord votre réclamation par écrit[\s\S]*dans l’année qui suit votre réclamation écrite/);
    expect(text('en')).toMatch(/send us your complaint in writing first/);
    expect(text('fr')).toContain('R631-3');
    // The guest's own courts (Brussels Ia, articles 17 and 18), in each language; no promise of their
    // country's law, which a stay supplied in France alone does not carry (Rome I, article 6(4)(a)).
    for (const lang of languages) {
      expect(text(lang)).toContain('1215/2012');
      expect(text(lang)).not.toContain('593/2008');
    }
    expect(termsIn('fr').prevails).toBeNull();
    expect(termsIn('en').prevails).toMatch(/French version of these terms prevails/);
    expect(termsIn('nl').prevails).toMatch(/Franse versie/);
    expect(termsIn('de').prevails).toMatch(/französische Fassung/);
    // In every language, the section on the law says which version prevails.
    for (const lang of languages) expect(termsIn(lang).sections.at(-1)?.paragraphs.at(-1)).toMatch(/français|French|Franse|französische/);
  });

  it('leave out each sentence whose fact is not given, never saying it is to come', () => {
    const facts: TermsFacts = {
      ...termsFactsIn('fr'),
      company: undefined,
      mediator: undefined,
      court: undefined,
      advanceKind: undefined,
      capacities: undefined,
    };
    const without = termsIn('fr', facts)
      .sections.flatMap((section) => section.paragraphs)
      .join('\n');
    expect(without).not.toContain('Ces conditions s’appliquent');
    expect(without).not.toContain('médiateur');
    expect(without).not.toContain('dont dépend le domaine');
    expect(without).not.toContain('La réservation est conclue');
    expect(without).not.toMatch(/à compléter|undefined/);
  });

  it('say a child’s minimum age with the age first, as each language says it', () => {
    // The seed's small treehouse takes children from 6.
    expect(termsFactsIn('en').childAges).toMatch(/^6 in the small treehouse\b/);
    expect(termsFactsIn('fr').childAges).toMatch(/^6 ans dans la petite cabane\b/);
  });

  it('number the sections they hold one after another, a section left out leaving no gap (« 2., 3., 5. » read as a page missing)', () => {
    for (const lang of languages) {
      // The owner's data as shipped: no company yet, no payment terms, no mediator.
      const facts: TermsFacts = { ...termsFactsIn(lang), company: undefined, payment: [], mediator: undefined };
      const sections = termsIn(lang, facts).sections;
      expect(sections.length).toBeLessThan(termsIn(lang).sections.length);
      expect(sections.map((section) => section.title.match(/^\d+(?=\. )/u)?.[0])).toEqual(sections.map((_, index) => String(index + 1)));
    }
  });

  it('are a PDF in each language, the same text as the page, on as many pages as it needs', async () => {
    for (const lang of ['fr', 'de'] as const) {
      const { pages, text: pdf } = readPdfText(await buildTermsPdf(termsPdfContent(lang)));
      const flowing = pdf.replace(/\s+/g, ' ');
      expect(pages).toBeGreaterThan(1);
      expect(flowing).toContain(termsWords[lang].bannerTitle);
      for (const section of termsIn(lang).sections) expect(flowing).toContain(section.title);
      expect(flowing).toContain(legalData.mediator.name.value);
    }
  });
});
