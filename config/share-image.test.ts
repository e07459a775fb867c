import { shareImageAlt } from './share-image';

describe('the share image’s text alternative', () => {
  it('in Dutch, names the site once and goes on in lower case after the colon', () => {
    expect(shareImageAlt('nl', 'Het restaurant')).toBe('Les Chalets du lac: het restaurant');
    expect(shareImageAlt('nl', 'Je aankomst bij Les Chalets du lac')).toBe('Je aankomst bij Les Chalets du lac');
  });

  it('in French, names the site once, a no-break space before the colon, and goes on in lower case', () => {
    expect(shareImageAlt('fr', 'Le restaurant')).toBe('Les Chalets du lac\u00a0: le restaurant');
    expect(shareImageAlt('fr', 'Votre arrivée aux Chalets du lac')).toBe('Votre arrivée aux Chalets du lac');
  });

  it('keeps the German the way its pages write it', () => {
    expect(shareImageAlt('de', 'Das Restaurant')).toBe('Les Chalets du lac: Das Restaurant');
  });
});
