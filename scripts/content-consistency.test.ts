/** @jest-environment node */
import { checkContent, shippedContent, type CheckedContent } from './content-consistency';

const messages = (content: CheckedContent, level: 'error' | 'warning') =>
  checkContent(content).filter((finding) => finding.level === level).map((finding) => finding.message);

describe('the content check', () => {
  it('finds no error in the shipped content', () => {
    expect(messages(shippedContent, 'error')).toEqual([]);
    expect(messages(shippedContent, 'warning')).toEqual([]);
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
});
