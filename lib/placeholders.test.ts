import { fillPlaceholders, hasLoneBrace, placeholderKey, placeholdersIn } from './placeholders';

const values: Readonly<Record<string, string>> = { 'heures du four': 'de 9h à 17h', 'jours du four': 'sauf le lundi' };
const valueOf = (key: string) => values[key];

describe('the owner’s placeholders', () => {
  it('fills each known name, as often as it comes', () => {
    expect(fillPlaceholders('Le four chauffe {heures du four}, {jours du four} ; {heures du four} !', valueOf)).toBe(
      'Le four chauffe de 9h à 17h, sauf le lundi ; de 9h à 17h !',
    );
  });

  it('reads a name as a phone types it: straight apostrophe, capitals, spaces', () => {
    expect(placeholderKey(" Horaires de l'étang  ")).toBe('horaires de l’étang');
    expect(fillPlaceholders('Ouvert {Heures  du four}.', valueOf)).toBe('Ouvert de 9h à 17h.');
  });

  it('leaves an unknown name as written, for the check to name it', () => {
    expect(fillPlaceholders('Ouvert {heures du fourneau}.', valueOf)).toBe('Ouvert {heures du fourneau}.');
    expect(placeholdersIn('Ouvert {heures du fourneau} et {jours du four}.')).toEqual(['heures du fourneau', 'jours du four']);
  });

  it('tells a brace left alone from a placeholder', () => {
    expect(hasLoneBrace('Ouvert {heures du four}.')).toBe(false);
    expect(hasLoneBrace('Ouvert {heures du four.')).toBe(true);
    expect(hasLoneBrace('Ouvert heures du four}.')).toBe(true);
    expect(hasLoneBrace('Ouvert tous les jours.')).toBe(false);
  });
});
