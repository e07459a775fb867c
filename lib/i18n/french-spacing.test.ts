import { withFrenchSpaces } from './french-spacing';

const nbsp = '\u00a0';

describe('French spacing of the owner’s texts', () => {
  it('ties « : ; ? ! » to the word before with a no-break space, in place of a plain one', () => {
    expect(withFrenchSpaces('Arrivée : 16h00 ; départ ? Oui !')).toBe(`Arrivée${nbsp}: 16h00${nbsp}; départ${nbsp}? Oui${nbsp}!`);
  });

  it('adds the space a phone’s keyboard left out, where the mark ends a clause', () => {
    expect(withFrenchSpaces('Attention: le portail ferme; vraiment?')).toBe(`Attention${nbsp}: le portail ferme${nbsp}; vraiment${nbsp}?`);
  });

  it('ties the guillemets to the words they quote', () => {
    expect(withFrenchSpaces('le panneau « Les Chalets du lac »')).toBe(`le panneau «${nbsp}Les Chalets du lac${nbsp}»`);
    expect(withFrenchSpaces('le panneau «Les Chalets du lac»')).toBe(`le panneau «${nbsp}Les Chalets du lac${nbsp}»`);
  });

  it('leaves hours, addresses and a text already spaced as they are', () => {
    for (const text of [
      'de 16h00 à 18h00',
      'https://www.medicys.fr/?a=b',
      '12:30',
      `Arrivée${nbsp}: 16h00`,
      'Vraiment ?!'.replace(' ', nbsp),
    ])
      expect(withFrenchSpaces(text)).toBe(text);
  });
});
