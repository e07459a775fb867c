import staysData from '@/fixtures/seed-data/stays.json';
import {
  inGermanSentence,
  nightlyPriceIn,
  nightlyPriceOf,
  priceIncludesIn,
  registrationItemsIn,
  registrationItemsOf,
  touristTaxIn,
  touristTaxOf,
  touristTaxRateIn,
} from '@/features/stays/pricing/stay-price';
import { isOffered, offeredUnitTypes, stays, unitsOf, type UnitType } from '@/features/stays/stays';
import { stayRequestKit } from '@/features/stays/request/stay-request-kit';
import { languages, type Lang } from '@/lib/i18n/languages';

/** Intl's no-break spaces as plain ones, to compare with text typed here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a single price shown for a unit type', () => {
  it('says « dès » in each language where the seasons’ rates differ, and gives the lowest', () => {
    const rates = [80, 70, 90, 90];
    expect(nightlyPriceOf('fr', rates)).toBe('dès 70\u00a0€/nuit');
    expect(nightlyPriceOf('en', rates)).toBe('from €70 a night');
    expect(plain(nightlyPriceOf('nl', rates))).toBe('vanaf € 70/nacht');
    expect(plain(nightlyPriceOf('de', rates))).toBe('ab 70 €/Nacht');
  });

  it('is the rate alone where every season has the same', () => {
    expect(nightlyPriceOf('fr', [70, 70, 70, 70])).toBe('70\u00a0€/nuit');
    expect(nightlyPriceOf('en', [90, 90])).toBe('€90 a night');
  });

  it('on the pages, follows each type’s rates in content/data/stays.json, with the compulsory final cleaning beside it (L112-1)', () => {
    // The seed's extras: a final cleaning of 40 € per stay, compulsory; linen and pets optional.
    const beside: Record<Lang, string> = {
      fr: ' + ménage de fin de séjour 40\u00a0€',
      en: ' + €40 cleaning fee per stay',
      nl: ' + eindschoonmaak € 40 per verblijf',
      de: ' + Endreinigung 40\u00a0€ pro Aufenthalt',
    };
    for (const type of offeredUnitTypes) {
      for (const lang of languages)
        expect(plain(nightlyPriceIn(lang, type.id) ?? '')).toBe(
          plain(nightlyPriceOf(lang, Object.values(type.nightlyRates)) + beside[lang]),
        );
    }
  });

  it('gives no price to a type whose rates are not given yet', () => {
    const { nightlyRates, ...withoutRates } = offeredUnitTypes[0] ?? { nightlyRates: undefined };
    expect(nightlyRates).toBeDefined();
    expect(isOffered({ ...withoutRates, nightlyRates: undefined } as UnitType)).toBe(false);
  });
});

describe('the taxe de séjour beside a price', () => {
  it('writes a classified unit’s fixed rate per adult and night, minors free, in each language', () => {
    const rule = { kind: 'montant', eurosPerAdultNight: 0.88 } as const;
    expect(touristTaxRateIn('fr', rule)).toBe('0,88\u00a0€ par adulte et par nuit, gratuite pour les moins de 18 ans');
    expect(touristTaxRateIn('en', rule)).toBe('€0.88 per adult per night, free for under-18s');
    expect(plain(touristTaxRateIn('nl', rule))).toBe('€ 0,88 per volwassene per nacht, gratis onder de 18 jaar');
    expect(plain(touristTaxRateIn('de', rule))).toBe('0,88 € pro Erwachsenen und Nacht, unter 18 Jahren frei');
  });

  it('writes an unclassified unit’s percentage of the night before VAT per person, and its cap, in each language', () => {
    const rule = { kind: 'pourcentage', percent: 5.5, capEurosPerAdultNight: 2.53, vatPercent: 0 } as const;
    expect(plain(touristTaxRateIn('fr', rule))).toBe(
      '5,5 % du prix de la nuit hors TVA par personne, au plus 2,53 € par adulte et par nuit, gratuite pour les moins de 18 ans',
    );
    expect(touristTaxRateIn('en', rule)).toBe(
      '5.5% of the nightly price before VAT per person, up to €2.53 per adult per night, free for under-18s',
    );
    expect(plain(touristTaxRateIn('nl', rule))).toBe(
      '5,5% van de nachtprijs exclusief btw per persoon, maximaal € 2,53 per volwassene per nacht, gratis onder de 18 jaar',
    );
    expect(plain(touristTaxRateIn('de', rule))).toBe(
      '5,5 % des Übernachtungspreises ohne MwSt. pro Person, höchstens 2,53 € pro Erwachsenen und Nacht, unter 18 Jahren frei',
    );
  });

  it('says the tax once, one way: « en sus » beside a price, included under a total that counts it, nothing added under the commune’s flat rate', () => {
    const rule = { kind: 'montant', eurosPerAdultNight: 0.88 } as const;
    const beside = touristTaxOf('fr', rule);
    expect(beside.sentence).toBe('Taxe de séjour en sus\u00a0: 0,88\u00a0€ par adulte et par nuit, gratuite pour les moins de 18 ans');
    // Under an estimate whose total holds the tax, never « en sus ».
    expect(beside.estimateNote).toBe(
      'Taxe de séjour comprise dans ce total\u00a0: 0,88\u00a0€ par adulte et par nuit, gratuite pour les moins de 18 ans.',
    );
    for (const lang of ['fr', 'en', 'nl', 'de'] as const)
      expect(touristTaxOf(lang, rule).estimateNote).not.toMatch(/en sus|Plus tourist tax|Exclusief|Zuzüglich/);
    const flat = touristTaxOf('fr', { kind: 'forfait' });
    expect([flat.value, flat.sentence]).toEqual([
      'aucune à payer en plus (forfait de la commune, à notre charge)',
      'Pas de taxe de séjour à payer en plus\u00a0: la commune la perçoit au forfait auprès de nous.',
    ]);
    expect(touristTaxOf('de', { kind: 'forfait' }).sentence).toBe('Keine zusätzliche Kurtaxe: Die Gemeinde erhebt sie pauschal bei uns.');
    // After the label, the rate first and then that it comes on top (was "Tourist tax: extra: €0.88 …").
    expect(touristTaxOf('en', rule).value).toBe('€0.88 per adult per night, free for under-18s, payable on top');
  });

  it('hands the estimate and the owner’s e-mail the note of a total that holds the tax, in each language', () => {
    for (const lang of ['fr', 'en', 'nl', 'de'] as const) {
      for (const type of stayRequestKit(lang).types) {
        expect(type.taxNote).toBe(touristTaxIn(lang, type.id).estimateNote);
        expect(type.taxNote).not.toBe(touristTaxIn(lang, type.id).sentence);
      }
    }
  });

  it('on the pages, says the tax is on top in each language, with the owner’s rate once set', () => {
    for (const type of stays.unitTypes) {
      if (type.touristTax?.kind === 'forfait') continue;
      const rate = type.touristTax === undefined ? null : touristTaxRateIn('fr', type.touristTax);
      expect(touristTaxIn('fr', type.id).sentence).toBe(
        rate ? `Taxe de séjour en sus\u00a0: ${rate}` : 'Taxe de séjour en sus, fixée par la commune',
      );
      expect(touristTaxIn('en', type.id).sentence).toMatch(/^Plus tourist tax/);
      expect(touristTaxIn('nl', type.id).sentence).toMatch(/^Exclusief toeristenbelasting/);
      expect(touristTaxIn('de', type.id).sentence).toMatch(/^Zuzüglich Kurtaxe/);
    }
  });
});

describe('what a price includes and the units’ numbers', () => {
  it('reads what the price includes in the owner’s words, translated', () => {
    stays.unitTypes.forEach((type, index) => {
      expect(priceIncludesIn('fr', type.id)).toEqual({ label: 'Compris dans le prix', value: type.priceIncludes });
      expect(priceIncludesIn('nl', type.id)?.value).toBe(staysData.nl.unitTypes[index]?.priceIncludes.value ?? type.priceIncludes);
    });
  });

  it('shows a unit’s registration number once entered, named by unit where its type has several', () => {
    expect(registrationItemsOf('fr', [{ name: 'Petite cabane', registrationNumber: '39300000123AB' }])).toEqual([
      { label: 'Numéro d’enregistrement', value: '39300000123AB' },
    ]);
    expect(
      registrationItemsOf('de', [{ name: 'Chalet des Saules', registrationNumber: '39300000124CD' }, { name: 'Chalet des Aulnes' }]),
    ).toEqual([{ label: 'Registriernummer (Chalet des Saules)', value: '39300000124CD' }]);
    expect(registrationItemsOf('en', [{ name: 'Chalet 1' }, { name: 'Chalet 2' }])).toEqual([]);
  });

  it('on the pages, lists a registration number for each unit that holds one in content/data/stays.json', () => {
    for (const type of stays.unitTypes) {
      const numbered = unitsOf(type).filter((unit) => unit.registrationNumber);
      expect(registrationItemsIn('en', type.id).map((item) => item.value)).toEqual(numbered.map((unit) => unit.registrationNumber));
    }
  });
});

describe('an owner’s item inside a German list', () => {
  it('goes on in lower case after an article, and leaves a noun its capital', () => {
    expect(inGermanSentence('Ein kleiner Waschraum')).toBe('ein kleiner Waschraum');
    expect(inGermanSentence('Doppelbett 1,40 × 1,90 m')).toBe('Doppelbett 1,40 × 1,90 m');
    expect(inGermanSentence('Waschraum mit WC')).toBe('Waschraum mit WC');
  });
});
