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

  it('in English and German, never names the site twice (the arrival guide’s heading names it)', () => {
    expect(shareImageAlt('en', 'Your arrival at Les Chalets du lac')).toBe('Your arrival at Les Chalets du lac');
    expect(shareImageAlt('de', 'Ihre Anreise zu den Chalets du lac')).toBe('Ihre Anreise zu den Chalets du lac');
    expect(shareImageAlt('en', 'The restaurant')).toBe('Les Chalets du lac: The restaurant');
  });

  it('keeps the German the way its pages write it', () => {
    expect(shareImageAlt('de', 'Das Restaurant')).toBe('Les Chalets du lac: Das Restaurant');
  });
});
