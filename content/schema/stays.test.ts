/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { dataFileOnDisk } from '@/content/data-file';
import { dataFilePath, dataFiles, type DataFile } from './index';
import { registrationNumberIssue } from './stays';
import { provisionalTranslations } from './translations';
import { maxCombinedOfferPercent } from './offer-cap';
import { validateDataFile } from './validate';

const entry = (name: string): DataFile => {
  const found = dataFiles.find((file) => file.name === name);
  if (!found) throw new Error(`no data file ${name}`);
  return found;
};
const shipped = () => JSON.parse(readFileSync(dataFileOnDisk(dataFilePath('stays')), 'utf8')) as Record<string, unknown>;
const check = (data: unknown) => validateDataFile(entry('stays'), JSON.stringify(data, null, 2));

describe('content/data/stays.json against its schema', () => {
  it('passes as shipped and lists its provisional values with their fields', () => {
    expect(check(shipped()).errors).toEqual([]);
    const waiting = shipped() as { seasonPeriods: { provisional: boolean } };
    waiting.seasonPeriods.provisional = true;
    expect(check(waiting).provisional.map((value) => value.label)).toEqual(
      expect.arrayContaining(['Dates des saisons et des vacances scolaires']),
    );
  });

  it('refuses a price written as words, naming the file and the field', () => {
    const data = shipped() as { extras: { euros: unknown }[] };
    const extras = data.extras.map((extra, index) => (index === 0 ? { ...extra, euros: 'dix' } : extra));
    expect(check({ ...data, extras }).errors).toEqual([
      'content/data/stays.json › extras[0].euros (Prix (€)) : « dix » n’est pas un prix : écrivez un nombre, par exemple 14.5 pour 14,50 €',
    ]);
  });

  it('refuses two extras with one id, naming the second', () => {
    const data = shipped() as { extras: { id: string }[] };
    const extras = [...data.extras, { ...data.extras[0], id: data.extras[0]?.id ?? '' }];
    expect(check({ ...data, extras }).errors).toEqual([
      `content/data/stays.json › extras[${data.extras.length}].id (Identifiant) : l’identifiant ${data.extras[0]?.id} est déjà pris par un autre supplément : donnez-en un autre, par exemple ${data.extras[0]?.id}-2`,
    ]);
  });

  it('refuses an answer on compulsory charges that the extras contradict, naming the extra, and waits while it is provisional (issue 48)', () => {
    type Extra = { name: string; compulsory: boolean };
    const data = shipped() as { extras: Extra[] };
    const firstCompulsory: Extra[] = data.extras.map((extra, index) => ({ ...extra, compulsory: index === 0 }));
    const noneCompulsory: Extra[] = data.extras.map((extra) => ({ ...extra, compulsory: false }));
    const answer = (value: string, provisional = false) => ({ value, provisional });
    const none = check({ ...data, extras: firstCompulsory, compulsoryCharges: answer('aucun') }).errors.join('\n');
    expect(none).toContain(`vous avez répondu « aucun », mais « ${firstCompulsory[0]?.name ?? ''} » est coché « Obligatoire »`);
    const listed = check({ ...data, extras: noneCompulsory, compulsoryCharges: answer('supplements') }).errors.join('\n');
    expect(listed).toContain('aucun n’y est coché « Obligatoire »');
    expect(check({ ...data, extras: firstCompulsory, compulsoryCharges: answer('supplements') }).errors).toEqual([]);
    expect(check({ ...data, extras: noneCompulsory, compulsoryCharges: answer('aucun') }).errors).toEqual([]);
    expect(check({ ...data, extras: firstCompulsory, compulsoryCharges: answer('aucun', true) }).errors).toEqual([]);
  });

  it('refuses an offer’s percentage above 90 and an arrival day that is not a weekday', () => {
    const data = shipped() as { offers: { longStay: object }; seasons: { arrivalDays: string[] }[] };
    const seasons = data.seasons.map((season, index) => (index === 0 ? { ...season, arrivalDays: ['samedii'] } : season));
    const errors = check({ ...data, seasons, offers: { ...data.offers, longStay: { ...data.offers.longStay, percent: 120 } } }).errors;
    expect(errors).toHaveLength(2);
    expect(errors.join('\n')).toContain('écrivez un pourcentage de 0 (aucune réduction) à 90');
    expect(errors.join('\n')).toContain('« samedii » n’est pas dans la liste');
  });

  it('refuses offers that together take off more than the cap the schema states, in French, naming each (issue 50)', () => {
    const data = shipped() as {
      offers: {
        longStay: { percent: number; fromNights: number };
        lastMinute: { percent: number; withinDays: number };
        midweek: { percent: number };
      };
    };
    const offers = {
      longStay: { ...data.offers.longStay, percent: 30 },
      lastMinute: { ...data.offers.lastMinute, percent: 25 },
      midweek: { percent: 10 },
    };
    expect(check({ ...data, offers }).errors).toEqual([
      `content/data/stays.json › offers.lastMinute.percent (Réduction (%)) : ensemble, les offres (long séjour 30 %, dernière minute 25 %, milieu de semaine 10 %) font 65 % : un même séjour peut les cumuler, et elles ne peuvent pas dépasser ${maxCombinedOfferPercent} % à elles toutes ; baissez l’une d’elles`,
    ]);
    // 30 + 10 + 10 = 50 %: the cap itself is allowed.
    expect(check({ ...data, offers: { ...offers, lastMinute: { ...offers.lastMinute, percent: 10 } } }).errors).toEqual([]);
  });

  it('refuses an impossible date, a period that ends before it starts and periods that overlap', () => {
    const periods = [
      { season: 'haute', from: '2027-07-03', through: '2027-08-29' },
      { season: 'moyenne', from: '2027-08-20', through: '2027-09-30' },
      { season: 'vacances', from: '2027-10-20', through: '2027-10-16' },
      { season: 'basse', from: '2027-02-30', through: '2027-03-02' },
    ];
    expect(check({ ...shipped(), seasonPeriods: { value: periods, provisional: true } }).errors).toEqual([
      'content/data/stays.json › seasonPeriods.value[3].from (Première nuit) : « 2027-02-30 » n’existe pas dans le calendrier : vérifiez le jour et le mois',
      'content/data/stays.json › seasonPeriods.value[1].from (Première nuit) : la période du 2027-08-20 chevauche celle du 2027-07-03 au 2027-08-29 : faites-la commencer le lendemain de 2027-08-29 ou plus tard',
      'content/data/stays.json › seasonPeriods.value[2].through (Dernière nuit) : la dernière nuit (2027-10-16) est avant la première (2027-10-20) : écrivez une date le 2027-10-20 ou après',
    ]);
  });

  it('refuses a season named but not described, a season twice and a unit id twice', () => {
    const data = shipped() as { seasons: { id: string }[]; unitTypes: { units: { value: { id: string; name: string }[] } }[] };
    const [basse, moyenne, haute] = data.seasons;
    const chalets = data.unitTypes[0];
    if (!basse || !moyenne || !haute || !chalets) throw new Error('shipped stays.json changed shape');
    data.seasons = [basse, moyenne, haute, { ...haute }];
    // Each unit keeps its facts to live in: only the ids clash.
    const [unit] = chalets.units.value;
    chalets.units.value = [
      { ...unit, id: 'chalet-1', name: 'Chalet des Saules' },
      { ...unit, id: 'chalet-1', name: 'Chalet des Aulnes' },
    ];
    expect(
      check({ ...data, seasonPeriods: { value: [{ season: 'vacances', from: '2026-12-19', through: '2027-01-03' }], provisional: true } })
        .errors,
    ).toEqual([
      'content/data/stays.json › seasons[3].id (Saison) : la saison haute est déjà dans la liste : retirez ce doublon',
      'content/data/stays.json › seasonPeriods.value[0].season (Saison) : la saison vacances n’est pas dans la liste des saisons : ajoutez-la ou choisissez-en une de la liste',
      'content/data/stays.json › unitTypes[0].units.value[1].id (Identifiant) : l’identifiant chalet-1 est déjà pris par un autre logement : donnez-en un autre, par exemple chalet-1-2',
    ]);
  });

  it('takes each kind of taxe de séjour, as the editor writes it, and refuses a rate or a kind it cannot compute with, in French', () => {
    const data = shipped() as { unitTypes: { touristTax: unknown }[] };
    const withTax = (...taxes: unknown[]) => ({
      ...data,
      unitTypes: data.unitTypes.map((type, index) => ({ ...type, touristTax: { value: taxes[index] ?? taxes[0], provisional: false } })),
    });
    expect(
      check(
        withTax(
          { kind: 'montant', eurosPerAdultNight: 0.88 },
          { kind: 'pourcentage', percent: 5, capEurosPerAdultNight: 2.3, vatPercent: 10 },
          { kind: 'forfait' },
        ),
      ).errors,
    ).toEqual([]);
    expect(check(withTax({ kind: 'pourcentage', percent: 0, capEurosPerAdultNight: 2.3, vatPercent: 0 })).errors).toContain(
      'content/data/stays.json › unitTypes[0].touristTax.value.percent (Taux (% du prix de la nuit par personne)) : écrivez un taux de plus de 0, par exemple 5 pour 5 %',
    );
    // The percentage is of the price before VAT (CGCT L2333-30): the owner says which VAT the price holds.
    expect(check(withTax({ kind: 'pourcentage', percent: 5, capEurosPerAdultNight: 2.3 })).errors.join('\n')).toContain(
      'unitTypes[0].touristTax.value.vatPercent (TVA comprise dans le prix de la nuit (%))',
    );
    expect(check(withTax({ kind: 'montant', eurosPerAdultNight: 'un euro' })).errors[0]).toBe(
      'content/data/stays.json › unitTypes[0].touristTax.value.eurosPerAdultNight (Montant (€ par adulte et par nuit)) : « un euro » n’est pas un prix : écrivez un nombre, par exemple 14.5 pour 14,50 €',
    );
    expect(check(withTax({ kind: 'au-reel', eurosPerAdultNight: 1 })).errors[0]).toBe(
      'content/data/stays.json › unitTypes[0].touristTax.value.kind (Sorte de taxe de séjour) : « au-reel » n’est pas une sorte de taxe de séjour : choisissez montant (logement classé), pourcentage (logement non classé) ou forfait (taxe forfaitaire de la commune)',
    );
  });

  it('lists the provisional taxe de séjour and booking terms with the owner’s words, and a registration number may stay empty', () => {
    const data = shipped() as { unitTypes: { touristTax: unknown; units: { value: { registrationNumber?: string }[] } }[] };
    const provisional = {
      ...data,
      unitTypes: data.unitTypes.map((type) => ({
        ...type,
        touristTax: { value: { kind: 'montant', eurosPerAdultNight: 0 }, provisional: true },
      })),
    };
    const labels = check(provisional).provisional.map((value) => value.label);
    expect(labels).toEqual(expect.arrayContaining(['Taxe de séjour']));
    for (const type of data.unitTypes) for (const unit of type.units.value) unit.registrationNumber = '';
    expect(check(data).errors).toEqual([]);
  });

  it('guards the translations of what the price includes and of the terms as legal.json and menu.json do: once the French is given, each language still ticked is listed', () => {
    type Given = { value: unknown; provisional: boolean };
    const data = shipped() as { unitTypes: { priceIncludes: Given }[]; bookingTerms: Record<string, Given> };
    const given = (value: Given) => ({ ...value, provisional: false });
    // Each language's box still ticked, as when the owner has given the French and not yet its translation.
    const ticked = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(ticked)
        : typeof value === 'object' && value !== null
          ? 'provisional' in value
            ? { ...value, provisional: true }
            : Object.fromEntries(Object.entries(value).map(([key, child]) => [key, ticked(child)]))
          : value;
    const translations = Object.fromEntries(
      (['en', 'nl', 'de'] as const).map((lang) => [lang, ticked((data as unknown as Record<string, unknown>)[lang])]),
    );
    const confirmed = {
      ...data,
      ...translations,
      unitTypes: data.unitTypes.map((type) => ({
        ...type,
        priceIncludes: given({ ...type.priceIncludes, value: 'Linge de lit, ménage de fin de séjour' }),
      })),
      bookingTerms: Object.fromEntries(
        Object.entries(data.bookingTerms).map(([key, value]) => [
          key,
          key === 'paymentMethods' ? value : given({ ...value, value: `${key} : texte confirmé` }),
        ]),
      ),
    };
    const found = provisionalTranslations(entry('stays').schema, confirmed).map((item) => [
      item.path.join('.'),
      item.languages,
      item.because,
    ]);
    const everyLanguage = ['en', 'nl', 'de'];
    expect(found).toEqual(
      expect.arrayContaining([
        ...data.unitTypes.map((_, index) => [`unitTypes.${index}.priceIncludes`, everyLanguage, 'translation']),
        ...['advancePayment', 'balance', 'cancellation', 'deposit'].map((key) => [`bookingTerms.${key}`, everyLanguage, 'translation']),
      ]),
    );
  });

  it('asks whether the units are meublés de tourisme, and whether the advance is arrhes or acompte, arrhes until the owner chooses as the law presumes', () => {
    const data = shipped() as { furnishedTouristLets?: unknown; bookingTerms: Record<string, unknown> };
    const waiting = { ...data, bookingTerms: { ...data.bookingTerms, advancePaymentKind: { value: 'arrhes', provisional: true } } };
    expect(check(waiting).provisional.map((value) => value.label)).toContain('Conditions de réservation : arrhes ou acompte');
    expect(
      check({ ...data, bookingTerms: { ...data.bookingTerms, advancePaymentKind: { value: 'caution', provisional: false } } }).errors,
    ).toEqual([expect.stringContaining('bookingTerms.advancePaymentKind.value (Arrhes ou acompte) : « caution » n’est pas dans la liste')]);
    const { furnishedTouristLets, ...without } = data;
    expect(typeof furnishedTouristLets).toBe('boolean');
    expect(check(without).errors).toEqual([expect.stringContaining('furnishedTouristLets (Les logements sont des meublés de tourisme)')]);
  });

  it('refuses a registration number of another shape than the décret’s (13 characters), naming the unit, in French', () => {
    const data = shipped() as { unitTypes: { units: { value: { name: string; registrationNumber?: string }[] } }[] };
    const unit = data.unitTypes[1]?.units.value[0];
    if (!unit) throw new Error('the seed has no small cabin');
    for (const right of ['39155000103PC', '39155 000103 PC', '2A004000123AB']) expect(registrationNumberIssue(right)).toBeUndefined();
    unit.registrationNumber = '3915500010';
    expect(check(data).errors).toEqual([
      expect.stringMatching(
        /^content\/data\/stays\.json › unitTypes\[1\]\.units\.value\[0\]\.registrationNumber .*: Petite cabane : « 3915500010 » n’est pas un numéro d’enregistrement : il a 13 caractères/,
      ),
    ]);
  });

  it('keeps availability.json, written by the sync, out of the editor', () => {
    expect(entry('availability')).toMatchObject({ writtenBy: 'npm run sync:availability' });
    expect(entry('stays')).toMatchObject({ collection: 'prix' });
  });
});
