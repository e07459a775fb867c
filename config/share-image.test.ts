import { shareImageAlt } from './share-image';

describe('the share image’s text alternative', () => {
  it('in Dutch, names the site once and goes on in lower case after the colon', () => {
    expect(shareImageAlt('nl', 'Het restaurant')).toBe('Les Chalets du lac: het restaurant');
    expect(shareImageAlt('nl', 'Je aankomst bij Les Chalets du lac')).toBe('Je aankomst bij Les Chalets du lac');
  });

  it('keeps the French and German the way their pages write them', () => {
    expect(shareImageAlt('fr', 'Le restaurant')).toBe('Les Chalets du lac : Le restaurant');
    expect(shareImageAlt('de', 'Das Restaurant')).toBe('Les Chalets du lac: Das Restaurant');
  });
});
