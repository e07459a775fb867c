/** @jest-environment node */
import { checkContent, shippedContent, type CheckedContent } from './content-consistency';

const messages = (content: CheckedContent, level: 'error' | 'warning') =>
  checkContent(content)
    .filter((finding) => finding.level === level)
    .map((finding) => finding.message);

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

  it('reports a credit whose photo is no longer in content/photos', () => {
    const content = { ...shippedContent, creditedFiles: [...shippedContent.creditedFiles, 'remplacee.jpg'] };
    expect(messages(content, 'error')).toEqual([
      'Crédit d’une photo introuvable dans content/photos : remplacee.jpg (content/data/photo-credits.json)',
    ]);
  });

  it('reports a carousel without images', () => {
    const content = { ...shippedContent, carousels: [{ name: 'Photos des chalets', images: [] }] };
    expect(messages(content, 'error')).toEqual(['Carrousel sans images : « Photos des chalets »']);
  });

  it('reports a malformed international phone number', () => {
    const content = { ...shippedContent, phoneInternational: '03 84 00 00 00' };
    expect(messages(content, 'error')).toEqual([
      'Numéro de téléphone international mal écrit : « 03 84 00 00 00 » (attendu par exemple +33384000000).',
    ]);
  });

  it('warns of dates synced for a unit that stays.json no longer lists', () => {
    const content = { ...shippedContent, syncedUnitIds: ['chalet-1', 'chalet-9'] };
    expect(messages(content, 'warning')).toEqual([
      'content/data/availability.json : le logement « chalet-9 » n’est pas dans content/data/stays.json, ses dates ne sont pas affichées (la prochaine synchronisation le retire).',
    ]);
  });
});
