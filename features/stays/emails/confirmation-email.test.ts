import legalData from '@/fixtures/seed-data/legal.json';
import { languages } from '@/lib/i18n/languages';
import { advancePaymentKindIn, bookingTermsIn, complaintsIn } from '@/features/stays/pricing/booking-terms';
import { confirmationEmailIn, confirmationUnitsIn, unitNameIn, unitNameWithType } from '@/features/stays/emails/confirmation-email';
import { availabilityWords } from '@/features/stays/availability-words';
import staysData from '@/fixtures/seed-data/stays.json';
import { unitFactItemsOf } from '@/features/stays/units/unit-facts';
import { inSentence } from '@/features/stays/pricing/stay-price';
import { cabinsIn, stayConditionsIn } from '@/features/stays/units/accommodations-content';
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
      expect(mail.toLowerCase()).toMatch(
        new RegExp(`${glossary.touristTax[lang].term.toLowerCase()}[^\\n]*\\n[^\\n]*${glossary.touristTax[lang].term.toLowerCase()}`),
      );
      // Advance, balance, security deposit, cancellation, what arrhes or acompte do, complaints and the mediator.
      const terms = bookingTermsIn(lang);
      for (const item of terms.items)
        expect(mail).toContain(`${item.label}${lang === 'fr' ? '\u00a0:' : ':'} ${lang === 'fr' ? inSentence(item.value) : item.value}`);
      const inMail = (value = '') => (lang === 'fr' ? inSentence(value) : value);
      expect(mail).toContain(inMail(advancePaymentKindIn(lang)?.value));
      expect(mail).toContain(inMail(complaintsIn(lang)?.value));
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

  it('names the extras the family chose, and in a translation says the French version prevails', () => {
    expect(confirmationEmailIn('fr')).toContain('Suppléments choisis\u00a0: [suppléments et leur prix, ou «\u00a0aucun\u00a0»]');
    expect(confirmationEmailIn('en')).toContain('Extras chosen: [extras and their price, or ‘none’]');
    expect(confirmationEmailIn('fr')).not.toMatch(/version .* prevails|prévaut/);
    expect(confirmationEmailIn('en')).toContain('the French version of this confirmation prevails');
    expect(confirmationEmailIn('nl')).toContain('de Franse versie van deze bevestiging is bepalend');
    expect(confirmationEmailIn('de')).toContain('maßgeblich ist die französische Fassung dieser Bestätigung');
  });

  it('gives each unit its own model with its registration number (C. tourisme L324-1-1) and its état descriptif (L324-2): capacity, equipment and the unit’s facts', () => {
    const units = confirmationUnitsIn('fr');
    const seedUnits = staysData.unitTypes.flatMap((type) =>
      type.units.provisional ? [] : type.units.value.map((unit) => ({ type, unit })),
    );
    expect(units.map((unit) => unit.id)).toEqual(
      expect.arrayContaining(seedUnits.filter(({ type }) => !type.nightlyRates.provisional).map(({ unit }) => unit.id)),
    );
    for (const unit of units) {
      const mail = confirmationEmailIn('fr', unit);
      const seed = seedUnits.find((entry) => entry.unit.id === unit.id);
      expect(mail).toContain(`Hébergement\u00a0: ${seed?.unit.name ?? 'no unit'}`);
      if (seed?.unit.registrationNumber) expect(mail).toContain(`Numéro d’enregistrement\u00a0: ${seed.unit.registrationNumber}`);
      expect(mail).toContain('État descriptif de l’hébergement');
      expect(mail).toContain(`Jusqu’à ${seed?.type.capacity ?? 0} personnes`);
      for (const fact of unitFactItemsOf('fr', unit.typeId, unit.id) ?? [])
        expect(mail).toContain(`${fact.label}\u00a0: ${inSentence(fact.value)}`);
      // The seed's compulsory final cleaning, in the price.
      expect(mail).toContain('Frais obligatoires compris dans ce prix\u00a0: ménage de fin de séjour 40\u00a0€');
    }
    expect(confirmationEmailIn('de', confirmationUnitsIn('de')[0])).toContain('Beschreibung der Unterkunft');
    // The model that is no unit's own leaves both as blanks.
    expect(confirmationEmailIn('fr')).toContain('Numéro d’enregistrement\u00a0: [numéro de l’hébergement]');
  });

  it('adds no taxe de séjour to a unit whose commune takes it at a flat rate, and names the company with its form and capital', () => {
    const [unit] = confirmationUnitsIn('fr');
    if (!unit) throw new Error('no unit in the seed');
    const flat = confirmationEmailIn('fr', { ...unit, touristTaxAdded: false });
    expect(flat).toContain('Total\u00a0: [montant] € (pas de taxe de séjour à payer en plus');
    expect(flat).not.toContain('Taxe de séjour\u00a0: [montant]');
    expect(confirmationEmailIn('fr')).toContain(`${legalData.publisher.companyName.value}, au capital de 10\u202f000\u00a0€`);
  });
});

describe('a unit named in the confirmation', () => {
  it('adds its type in brackets only where its name does not say it', () => {
    expect(unitNameWithType('Chalet 1', 'a chalet')).toBe('Chalet 1');
    expect(unitNameWithType('Grande cabane', 'la grande cabane')).toBe('Grande cabane');
    expect(unitNameWithType('Grande cabane', 'the large treehouse')).toBe('Grande cabane (the large treehouse)');
    expect(unitNameWithType('Le Héron', 'un chalet')).toBe('Le Héron (un chalet)');
    expect(unitNameWithType('Petite cabane', 'das kleine Baumhaus')).toBe('Petite cabane (das kleine Baumhaus)');
  });

  it('names a unit the owner named by its French type alone by the type in the language', () => {
    // As the stays page's tabs name it (« Kleines Baumhaus »), not as a sentence would (« Das kleine Baumhaus »).
    for (const lang of ['en', 'nl', 'de'] as const) {
      const tab = cabinsIn(lang).find((cabin) => cabin.id === 'petite-cabane')?.name;
      expect(tab).toBeTruthy();
      expect(unitNameIn(lang, 'Petite cabane', 'petite-cabane')).toBe(tab);
    }
    expect(unitNameIn('de', 'Petite cabane', 'petite-cabane')).not.toBe(availabilityWords.de.typeTitle['petite-cabane']);
    expect(unitNameIn('fr', 'Petite cabane', 'petite-cabane')).toBe('Petite cabane');
    expect(unitNameIn('en', 'Chalet 1', 'chalet')).toBe('Chalet 1');
    expect(unitNameIn('nl', 'Le Héron', 'chalet')).toMatch(/^Le Héron \(/);
  });
});
