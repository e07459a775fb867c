/** @jest-environment node */
import { checkContent, shippedContent, type CheckedContent } from './check-content';

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
