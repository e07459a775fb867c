/** @jest-environment node */
import { buildPriceList, priceListContent, type PriceListContent, type PriceListStay } from '@/features/stays/pricing/price-list-pdf';
import { cabinsIn, stayInfoItemsIn } from '@/features/stays/units/accommodations-content';
import { bookingTermsIn } from '@/features/stays/pricing/booking-terms';
import { priceListWords } from '@/features/stays/pricing/price-list';
import { phoneDisplayIn } from '@/config/contact';
import { nightlyPriceIn, registrationItemsIn, touristTaxIn } from '@/features/stays/pricing/stay-price';
import { offeredUnitTypes, rateItems, unitsOf } from '@/features/stays/stays';
import type { Lang } from '@/lib/i18n/languages';
import { readPdfText } from '@/scripts/tools/read-pdf-text';

/** The seed's price list in a language: the seed offers every type (their rates are given). */
function seedContent(lang: Lang): PriceListContent {
  const content = priceListContent(lang);
  if (!content) throw new Error('the seed offers no unit type');
  return content;
}

/** The PDF's text with the fonts' spaces as plain ones (the standard fonts draw no narrow space); the seed's when no content is handed. */
const pdfText = async (content: PriceListContent | undefined, lang: Lang = 'fr') => {
  const { pages, text } = readPdfText(await buildPriceList(lang, content ?? seedContent(lang)));
  return { pages, text: text.replace(/[\u00a0\u202f]/g, ' ') };
};

const seasons = (rates: readonly number[]) =>
  ['Basse saison', 'Moyenne saison', 'Haute saison', 'Vacances scolaires'].map((label, index) => ({
    label,
    value: `${rates[index] ?? 0}\u00a0€/nuit`,
  }));

const stay = (rates: readonly number[]): PriceListStay => ({
  rates: seasons(rates),
  priceIncludes: { label: 'Compris dans le prix', value: 'linge de lit, ménage de fin de séjour' },
  notes: [],
  touristTax: 'Taxe de séjour en sus : 5 % du prix de la nuit par personne, au plus 2,30 € par adulte et par nuit',
  registration: [],
  facts: [],
});

/** A venue of its own: the owner's data is no fixture. */
const fixture: PriceListContent = {
  venueName: 'Domaine d’essai',
  phoneDisplay: '03 84 00 00 01',
  email: 'essai@example.org',
  chalets: { ...stay([110, 120, 150, 140]), equipment: ['2 chambres'] },
  cabins: [
    { ...stay([60, 60, 75, 75]), name: 'Cabane des pins', price: 'dès 60 €/nuit', equipements: ['1 lit double'] },
    { ...stay([85, 85, 85, 85]), name: 'Cabane des chênes', price: '85 €/nuit', equipements: ['2 lits'] },
  ],
  conditions: [{ label: 'Arrivée', value: 'de 15h00 à 19h00' }],
  bookingTerms: {
    title: 'Conditions de réservation',
    items: [{ label: 'Acompte', value: '30 % à la réservation' }],
    noWithdrawal: 'Pas de droit de rétractation pour des dates déterminées.',
    url: 'https://example.org/hebergements/#booking-terms',
  },
};

describe('the printable price list', () => {
  it('prints each unit’s facts to live in under its prices, label then value', async () => {
    const facts = [
      {
        unitIds: ['pins'],
        title: 'Vivre dans cet hébergement',
        items: [
          { key: 'access' as const, label: 'Accès', value: 'Une échelle, 2,5 m de haut' },
          { key: 'toilet' as const, label: 'Toilettes', value: 'Toilettes sèches, dehors, à côté' },
        ],
      },
    ];
    const [pins, ...rest] = fixture.cabins;
    const { text } = await pdfText({ ...fixture, cabins: [{ ...pins!, facts }, ...rest] });
    expect(text).toContain('Vivre dans cet hébergement');
    // After « : », the French line goes on in lower case (the round-H French reader).
    expect(text).toContain('Accès : une échelle, 2,5 m de haut');
    expect(text).toContain('Toilettes : toilettes sèches, dehors, à côté');
  });

  it.each(['fr', 'en', 'nl', 'de'] as const)(
    '%s: prints the seed’s small cabin with its ladder and dry toilet, in the language',
    async (lang) => {
      const { text } = await pdfText(undefined, lang);
      const expected = {
        fr: ['2,5 m de haut', 'toilettes sèches'],
        en: ['2.5 m high', 'Compost toilet'],
        nl: ['2,5 m hoog', 'Composttoilet'],
        de: ['2,5 m hoch', 'Trockentoilette'],
      }[lang];
      for (const words of expected) expect(text).toContain(words);
    },
  );

  it('lists every season’s rate of every unit type, « dès » beside a single price where they differ, what it includes and the tax on top', async () => {
    const { text } = await pdfText(fixture);
    for (const line of ['Basse saison : 110 €/nuit', 'Haute saison : 150 €/nuit', 'Vacances scolaires : 140 €/nuit'])
      expect(text).toContain(line);
    expect(text).toContain('Cabane des pins : dès 60 €/nuit');
    expect(text).toContain('Cabane des chênes : 85 €/nuit');
    for (const line of ['Moyenne saison : 60 €/nuit', 'Haute saison : 75 €/nuit']) expect(text).toContain(line);
    // One rate all year: the price beside the name says it, no season repeats it.
    expect(text).not.toContain('Moyenne saison : 85 €/nuit');
    // Once per unit type: the chalets and the two cabins.
    expect(text.split('Compris dans le prix : linge de lit, ménage de fin de séjour')).toHaveLength(4);
    expect(text.split('Taxe de séjour en sus : 5 % du prix de la nuit par personne, au plus 2,30 € par adulte et par nuit')).toHaveLength(
      4,
    );
  });

  it('prints the booking terms in full, the right of withdrawal and where to read them online', async () => {
    const { text } = await pdfText(fixture);
    expect(text).toContain('Conditions de réservation');
    expect(text).toContain('Acompte : 30 % à la réservation');
    expect(text).toContain('Pas de droit de rétractation pour des dates déterminées.');
    expect(text).toContain('Les mêmes conditions en ligne : https://example.org/hebergements/#booking-terms');
  });

  it('leaves out a type whose rates the owner has not given: it is not offered, and no number is invented', async () => {
    const { text } = await pdfText({ ...fixture, chalets: undefined });
    expect(text).not.toContain('Chalets familiaux');
    expect(text).toContain('Cabane des pins : dès 60 €/nuit');
  });

  it('prints each unit’s registration number (loi n° 2024-1039) once set, and nothing in its place before', async () => {
    const numbered = {
      ...fixture,
      chalets: fixture.chalets && {
        ...fixture.chalets,
        registration: [{ label: 'Numéro d’enregistrement (Chalet des Saules)', value: '39300000124CD' }],
      },
      cabins: fixture.cabins.map((cabin, index) =>
        index === 0 ? { ...cabin, registration: [{ label: 'Numéro d’enregistrement', value: '39300000123AB' }] } : cabin,
      ),
    };
    const { text } = await pdfText(numbered);
    expect(text).toContain('Numéro d’enregistrement (Chalet des Saules) : 39300000124CD');
    expect(text).toMatch(/Cabane des pins : dès 60 €\/nuit[\s\S]*Numéro d’enregistrement : 39300000123AB[\s\S]*Cabane des chênes/);
    expect((await pdfText(fixture)).text).not.toContain('enregistrement');
  });

  it('shows, from content, each type’s rates, the conditions, the terms and the phone number', async () => {
    const bytes = await buildPriceList('fr', seedContent('fr'));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(undefined);
    expect(text).toContain('Les Chalets du lac');
    const spaced = (line: string) => line.replace(/[\u00a0\u202f\u2009]/g, ' ');
    for (const cabin of cabinsIn('fr')) {
      expect(text).toContain(spaced(`${cabin.name} : ${nightlyPriceIn('fr', cabin.id) ?? 'no price'}`));
      // Each season's rate with the dates it applies to (L112-1), where the rates differ; one rate all year is the price beside the name.
      const rates = rateItems(cabin.id, 'fr');
      const seasonal = new Set(rates.map((rate) => rate.value)).size > 1;
      for (const rate of rates) {
        const line = spaced(priceListWords.fr.item(rate.label, rate.value));
        if (seasonal) expect(spaced(text.replace(/\n/g, ' '))).toContain(line);
        else expect(spaced(text.replace(/\n/g, ' '))).not.toContain(line);
      }
    }
    for (const type of offeredUnitTypes) expect(text).toContain(spaced(touristTaxIn('fr', type.id).sentence));
    for (const item of stayInfoItemsIn('fr')) expect(text).toContain(spaced(priceListWords.fr.item(item.label, item.value)));
    // A long term wraps onto several lines of the page.
    const flowing = text.replace(/\n/g, ' ');
    for (const item of bookingTermsIn('fr').items)
      expect(flowing).toContain(priceListWords.fr.item(item.label, item.value).replace(/[\u00a0\u202f]/g, ' '));
    expect(flowing).toContain(
      `Pour une question ou un séjour à la dernière minute, appelez-nous au ${phoneDisplayIn('fr')}.`.replace(/[\u00a0\u202f]/g, ' '),
    );
  });

  it('says the compulsory final cleaning beside each price, and the seed’s offer and arrival days (L112-1)', async () => {
    const flowing = (await pdfText(undefined)).text.replace(/\n/g, ' ').replace(/[\u00a0\u202f]/g, ' ');
    for (const cabin of cabinsIn('fr'))
      expect(flowing).toContain(`${cabin.name} : ${nightlyPriceIn('fr', cabin.id) ?? 'no price'} `.replace(/[\u00a0\u202f]/g, ' '));
    expect(flowing).toContain('+ ménage de fin de séjour 40 €');
    // Said once beside a cabin's price; beside the chalets' rates, after its label with no « + » (the round-E French reader).
    expect(flowing).not.toContain('Frais obligatoires : +');
    expect(flowing.match(/Frais obligatoires : /g)).toHaveLength(1);
    expect(flowing).toContain('Frais obligatoires : ménage de fin de séjour, 40 €');
    expect(flowing).toContain('Offre long séjour : –10 % dès 7 nuits');
    expect(flowing).toContain('Jour d’arrivée : le samedi (haute saison)');
  });

  it('exists in Dutch: the Dutch words, the prices as Dutch writes them, the document in Dutch', async () => {
    const bytes = await buildPriceList('nl', seedContent('nl'));
    const { text } = await pdfText(undefined, 'nl');
    for (const cabin of cabinsIn('nl'))
      expect(text).toContain(`${cabin.name}: ${nightlyPriceIn('nl', cabin.id) ?? 'no price'}`.replace(/[\u00a0\u202f]/g, ' '));
    for (const item of stayInfoItemsIn('nl')) expect(text).toContain(`${item.label}: ${item.value}`.replace(/[\u00a0\u202f]/g, ' '));
    for (const line of [
      'Prijzen van de accommodaties',
      'Boomhutten',
      'Boekingsvoorwaarden',
      'Exclusief toeristenbelasting',
      'herroepingsrecht',
      'Vraag je data aan op onze website.',
      (phoneDisplayIn('nl') ?? '').replace(/\u00a0/g, ' '),
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/Arrivée|Caution|Appelez-nous|Taxe de séjour/);
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(bytes)).catalog.toString()).toContain('/Lang (nl-NL)');
  });

  it('is A4', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(await buildPriceList('fr', fixture));
    const size = pdf.getPage(0).getSize();
    expect(Math.round(size.width)).toBe(595);
    expect(Math.round(size.height)).toBe(842);
  });

  it('keeps going when content holds characters the PDF fonts cannot draw, and flows onto a second page when long', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ label: `Période ${index + 1}`, value: 'sur demande' }));
    const { pages, text } = await pdfText({
      ...fixture,
      venueName: 'Domaine d’essai 🌲',
      chalets: fixture.chalets && { ...fixture.chalets, rates: many },
      phoneDisplay: '03\u202f84\u202f12',
    });
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Domaine d’essai');
    expect(text).toContain('Période 60 : sur demande');
    expect(text).toContain('03 84 12');
  });
});

describe('the price list’s content', () => {
  it('takes every season’s rate of each offered type from content/data/stays.json', () => {
    const content = seedContent('en');
    expect(content.chalets?.rates).toHaveLength(rateItems('chalet', 'en').length);
    for (const cabin of content.cabins)
      expect(cabin.rates.map((rate) => rate.value)).toEqual(
        rateItems(cabinsIn('en').find((item) => item.name === cabin.name)?.id ?? 'petite-cabane', 'en').map((rate) => rate.value),
      );
    expect(content.bookingTerms.url).toMatch(/\/en\/accommodation\/#booking-terms$/);
  });

  it('prints a unit’s registration number in every language’s price list, as the stays page shows it (Code du tourisme L324-1-1)', async () => {
    const numbered = offeredUnitTypes.flatMap((type) =>
      unitsOf(type)
        .filter((unit) => unit.registrationNumber)
        .map((unit) => ({ type: type.id, number: unit.registrationNumber ?? '' })),
    );
    expect(numbered.length).toBeGreaterThan(0);
    const label = { fr: 'Numéro d’enregistrement', en: 'Registration number', nl: 'Registratienummer', de: 'Registriernummer' } as const;
    for (const lang of ['fr', 'en', 'nl', 'de'] as const) {
      const { text } = await pdfText(undefined, lang);
      for (const { type, number } of numbered) {
        // Named by unit where the type has several (the chalets): « Numéro d’enregistrement (Chalet 1) : … ».
        expect(text).toMatch(new RegExp(`${label[lang]}(?: \\([^)]+\\))? ?: ${number}`));
        // The page says it too, in the page's language: each cabin in its tab, the chalets in their panel.
        const shown =
          type === 'chalet' ? registrationItemsIn(lang, 'chalet') : (cabinsIn(lang).find((cabin) => cabin.id === type)?.registration ?? []);
        expect(shown.map((item) => item.value)).toContain(number);
      }
    }
  });
});
