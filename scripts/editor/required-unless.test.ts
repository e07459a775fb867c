import { missingValueMessage } from './required-unless';

const message = 'Il manque le montant : écrivez-le en euros, par exemple 18, ou choisissez « Gratuit »';

describe('a field required unless a sibling choice holds one value', () => {
  it('is refused empty beside any other choice', () => {
    for (const empty of [undefined, null, '', Number.NaN]) {
      expect(missingValueMessage(empty, 'prix', 'gratuit', message)).toBe(message);
      expect(missingValueMessage(empty, 'a-partir-de', 'gratuit', message)).toBe(message);
    }
  });

  it('may stay empty beside the exempting choice, or before the sibling is chosen', () => {
    expect(missingValueMessage(null, 'gratuit', 'gratuit', message)).toBeNull();
    expect(missingValueMessage(null, undefined, 'gratuit', message)).toBeNull();
    expect(missingValueMessage(null, '', 'gratuit', message)).toBeNull();
  });

  it('is accepted filled, zero included', () => {
    expect(missingValueMessage(18, 'prix', 'gratuit', message)).toBeNull();
    expect(missingValueMessage(0, 'a-partir-de', 'gratuit', message)).toBeNull();
  });
});
