/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ownerValuesToFill } from '../content/owner-value';
import { checkContent, checkStays, shippedContent, type CheckedContent } from './check-content';

const messages = (content: CheckedContent, level: 'error' | 'warning') =>
  checkContent(content).filter((finding) => finding.level === level).map((finding) => finding.message);

describe('the content check', () => {
  it('finds no error in the shipped content, only the 13:45 slot after lunch closes at 13:30 to verify', () => {
    expect(messages(shippedContent, 'error')).toEqual([]);
    expect(messages(shippedContent, 'warning')).toEqual(['Le créneau 13:45 est en dehors des horaires d’ouverture du restaurant : à vérifier.']);
  });

  it('reports a photo without alt text and a photo file that does not exist', () => {
    const content = {
      ...shippedContent,
      modules: { ...shippedContent.modules, extra: { banner: { photo: { file: 'absente.jpg', alt: '  ' } } } },
    };
    expect(messages(content, 'error')).toEqual([
      'Photo sans texte alternatif (alt) : absente.jpg (extra.banner.photo)',
      'Photo introuvable dans content/photos : absente.jpg (extra.banner.photo)',
    ]);
  });

  it('reports a carousel without images', () => {
    const content = { ...shippedContent, carousels: [{ name: 'Photos des chalets', images: [] }] };
    expect(messages(content, 'error')).toEqual(['Carrousel sans images : « Photos des chalets »']);
  });

  it('reports time slots outside the opening hours, malformed or missing the default', () => {
    const content = { ...shippedContent, timeSlots: ['12:00', '22:30', '9h'], defaultTimeSlot: '12:15' };
    expect(messages(content, 'warning')).toEqual(['Le créneau 22:30 est en dehors des horaires d’ouverture du restaurant : à vérifier.']);
    expect(messages(content, 'error')).toEqual([
      'L’heure par défaut 12:15 n’est pas un créneau proposé.',
      'Créneau mal écrit : « 9h » (format attendu HH:MM, par exemple 12:30).',
    ]);
  });

  it('reports opening hours that close before they open, and a week that is not the 7 days in order', () => {
    const content = { ...shippedContent, openingHours: [{ day: 'Lundi', periods: [{ opens: '14:00', closes: '12:00' }] }] };
    const weekMessage = 'Les horaires du restaurant doivent compter les 7 jours dans l’ordre : Lundi, Mardi, Mercredi, Jeudi, Vendredi, Samedi, Dimanche.';
    expect(messages(content, 'error')).toEqual(expect.arrayContaining([weekMessage, 'Horaires incohérents le lundi : 14:00 - 12:00.']));
    const reordered = { ...shippedContent, openingHours: [...shippedContent.openingHours].reverse() };
    expect(messages(reordered, 'error')).toEqual([weekMessage]);
  });

  it('reports a malformed international phone number and cabin or fishing prices that disagree with themselves', () => {
    const content = {
      ...shippedContent,
      phoneInternational: '03 84 00 00 00',
      cabins: [{ name: 'Petite cabane', price: '75€/nuit', priceEuros: 70 }],
      fishingCards: [{ name: 'Carte journalière', prices: [{ who: 'Adulte', price: '7€', euros: 6 }, { who: 'Enfant', price: 'Gratuit', euros: 0 }] }],
    };
    expect(messages(content, 'error')).toEqual([
      'Numéro de téléphone international mal écrit : « 03 84 00 00 00 » (attendu par exemple +33384000000).',
      'Prix incohérent pour la petite cabane : « 75€/nuit » affiché, 70 € dans priceEuros.',
      'Prix incohérent pour la carte journalière (Adulte) : « 7€ » affiché, 6 € dans euros.',
    ]);
  });

  it('reports a closure that ends before it starts, a malformed date and an unknown place', () => {
    const content = {
      ...shippedContent,
      closures: [
        { places: ['restaurant'], from: '2026-12-24', through: '2026-12-20' },
        { places: ['restaurant'], from: '2026-02-30', through: '2026-03-02' },
        { places: ['piscine'], from: '2026-07-01', through: '2026-07-02' },
      ] as unknown as CheckedContent['closures'],
    };
    expect(messages(content, 'error')).toEqual([
      'Fermeture du 2026-12-24 au 2026-12-20 : la fin est avant le début.',
      'Fermeture du 2026-02-30 au 2026-03-02 : date mal écrite « 2026-02-30 » (format attendu AAAA-MM-JJ, par exemple 2026-12-24).',
      'Fermeture du 2026-07-01 au 2026-07-02 : lieu inconnu « piscine » (lieux possibles : restaurant, etang, verrerie).',
    ]);
  });
});

describe('the content check of the carte', () => {
  const carte = shippedContent.menu;
  const firstSection = carte.sections[0];
  if (!firstSection) throw new Error('The shipped carte has no section.');
  const firstDish = firstSection.dishes[0];
  if (!firstDish) throw new Error('The shipped carte’s first section is empty.');
  const withSection = (section: Partial<typeof firstSection>): CheckedContent => ({
    ...shippedContent,
    menu: { ...carte, sections: [{ ...firstSection, ...section }, ...carte.sections.slice(1)] },
  });
  const withDish = (dish: Record<string, unknown>): CheckedContent =>
    withSection({ dishes: [{ ...firstDish, ...dish } as typeof firstDish, ...firstSection.dishes.slice(1)] });

  it('finds nothing wrong with the shipped carte and lists it among the values to supply', () => {
    expect(messages(shippedContent, 'error')).toEqual([]);
    const labels = ownerValuesToFill().map((record) => record.label);
    expect(labels).toContain('Carte du restaurant : plats, descriptions, prix et allergènes (exemple à remplacer)');
    expect(labels).toContain('Coordonnées GPS de l’entrée du domaine (latitude, longitude en degrés décimaux)');
  });

  it('rejects an allergen outside the 14 of the regulation', () => {
    expect(messages(withDish({ allergens: ['gluten', 'arachide'] }), 'error')).toEqual([
      `Allergène inconnu pour « ${firstDish.name} » (${firstSection.title}) : « arachide » (attendu l’un de : gluten, crustaces, oeufs, poissons, arachides, soja, lait, fruits-a-coque, celeri, moutarde, sesame, sulfites, lupin, mollusques).`,
    ]);
    expect(messages(withDish({ allergens: 'gluten' }), 'error')).toEqual([
      `Allergènes mal écrits pour « ${firstDish.name} » (${firstSection.title}) : une liste entre crochets est attendue, [] si le plat n’en contient aucun.`,
    ]);
  });

  it('rejects a price that is not a number of euros and cents', () => {
    for (const price of ['9,50', -2, 9.555, Number.NaN]) {
      expect(messages(withDish({ priceEuros: price }), 'error')).toEqual([
        `Prix mal écrit pour « ${firstDish.name} » (${firstSection.title}) : « ${String(price)} » (attendu un nombre d’euros, les centimes après un point : 14.5 pour 14,50 €).`,
      ]);
    }
  });

  it('rejects an empty section, a carte without sections, a bad section id, an unknown diet and a malformed date', () => {
    expect(messages(withSection({ dishes: [] }), 'error')).toEqual([
      `Section vide dans la carte : « ${firstSection.title} » (ajoutez un plat ou retirez la section).`,
    ]);
    expect(messages({ ...shippedContent, menu: { ...carte, sections: [] } }, 'error')).toEqual(['La carte du restaurant n’a aucune section.']);
    expect(messages(withSection({ id: 'Entrées' }), 'error')).toEqual([
      'Identifiant de section mal écrit dans la carte : « Entrées » (minuscules sans accents et tirets).',
    ]);
    expect(messages(withDish({ diet: 'vegetarian' }), 'error')).toEqual([
      `Régime inconnu pour « ${firstDish.name} » (${firstSection.title}) : « vegetarian » (attendu vegetarien ou vegan).`,
    ]);
    for (const validFrom of ['01/11/2026', '2026-02-30']) {
      expect(messages({ ...shippedContent, menu: { ...carte, validFrom } }, 'error')).toEqual([
        `Date de la carte mal écrite : « ${validFrom} » (format attendu AAAA-MM-JJ, par exemple 2026-11-01).`,
      ]);
    }
  });
});

describe('the stays check', () => {
  const stays = JSON.parse(readFileSync(path.join(__dirname, '..', 'content', 'data', 'stays.json'), 'utf8')) as Record<string, unknown>;
  const availability = { syncedAt: null, units: [] };

  it('finds no error in the shipped stays and lists their provisional values as owner values', () => {
    expect(checkStays(stays, availability)).toEqual([]);
    expect(ownerValuesToFill().map((record) => record.label)).toContain('Taxe de séjour par adulte et par nuit — content/data/stays.json');
  });

  it('reports a field the schema refuses, with where it is', () => {
    expect(checkStays({ ...stays, petsPerNight: 'dix' }, availability)).toEqual([
      { level: 'error', message: 'content/data/stays.json, petsPerNight : Invalid input: expected number, received string' },
    ]);
  });

  it('reports overlapping periods, an impossible date and a booked unit nobody knows', () => {
    const periods = [
      { season: 'haute', from: '2027-07-03', through: '2027-08-29' },
      { season: 'moyenne', from: '2027-08-20', through: '2027-02-30' },
    ];
    const findings = checkStays({ ...stays, seasonPeriods: { value: periods, provisional: true } }, { syncedAt: null, units: [{ unit: 'chalet-9', booked: [] }] });
    expect(findings.map((finding) => finding.message)).toEqual([
      'Période haute du 2027-07-03 au 2027-08-29 : elle chevauche la période qui commence le 2027-08-20.',
      'Période moyenne du 2027-08-20 au 2027-02-30 : date impossible « 2027-02-30 » (par exemple 2027-07-03).',
      'Période moyenne du 2027-08-20 au 2027-02-30 : la dernière nuit est avant la première.',
      'availability.json : logement inconnu « chalet-9 » (ses dates ne sont pas affichées).',
    ]);
  });
});
