import {
  buildMailtoBody,
  buildMailtoHref,
  buildSubject,
  firstInvalidField,
  formatFrenchDate,
  initialReservationValues,
  validatePeople,
  validateReservation,
  type ReservationValues,
} from './reservation';

const filled: ReservationValues = {
  nom: 'Dupont',
  prenom: 'Marie',
  telephone: '06 12 34 56 78',
  email: 'marie.dupont@exemple.fr',
  date: '2026-07-14',
  heure: '19:30',
  personnes: '4',
  message: 'Une chaise haute, s’il vous plaît.',
};

describe('reservation rules', () => {
  it('defaults the time to 12:00 and leaves every other field empty', () => {
    expect(initialReservationValues).toEqual({
      nom: '', prenom: '', telephone: '', email: '', date: '', heure: '12:00', personnes: '', message: '',
    });
  });

  it('accepts a complete request with or without a message', () => {
    expect(validateReservation(filled)).toEqual({});
    expect(validateReservation({ ...filled, message: '' })).toEqual({});
  });

  it('asks for every required field in French, in the form order', () => {
    const errors = validateReservation({ ...initialReservationValues, heure: '' });
    expect(errors).toEqual({
      nom: 'Veuillez indiquer votre nom.',
      prenom: 'Veuillez indiquer votre prénom.',
      telephone: 'Veuillez indiquer un numéro de téléphone.',
      email: 'Veuillez indiquer votre adresse e-mail.',
      date: 'Veuillez choisir une date.',
      heure: 'Veuillez choisir une heure.',
      personnes: 'Veuillez entrer un nombre valide de personnes',
    });
    expect(firstInvalidField(errors)).toBe('nom');
    expect(firstInvalidField({ personnes: 'x' })).toBe('personnes');
  });

  it('treats blank-only names as missing', () => {
    expect(validateReservation({ ...filled, nom: '   ' }).nom).toBe('Veuillez indiquer votre nom.');
  });

  it('rejects a malformed e-mail address and telephone number', () => {
    expect(validateReservation({ ...filled, email: 'marie@' }).email).toMatch(/adresse e-mail valide/);
    expect(validateReservation({ ...filled, telephone: 'abc' }).telephone).toBe('Veuillez entrer un numéro de téléphone valide.');
    expect(validateReservation({ ...filled, telephone: '+33 6 12 34 56 78' }).telephone).toBeUndefined();
  });

  it.each([
    ['', 'Veuillez entrer un nombre valide de personnes'],
    ['abc', 'Veuillez entrer un nombre valide de personnes'],
    ['2.5', 'Veuillez entrer un nombre valide de personnes'],
    ['0', 'Le nombre de personnes doit être au moins 1'],
    ['-3', 'Le nombre de personnes doit être au moins 1'],
  ])('refuses %p people with %p', (value, message) => {
    expect(validatePeople(value)).toBe(message);
  });

  it('accepts one person or more', () => {
    expect(validatePeople('1')).toBeNull();
    expect(validatePeople(' 12 ')).toBeNull();
  });

  it('builds the hidden subject from the first and last name', () => {
    expect(buildSubject(filled)).toBe('Réservation Restaurant - Marie Dupont');
    expect(buildSubject({ prenom: ' Marie ', nom: '' })).toBe('Réservation Restaurant - Marie');
    expect(buildSubject({ prenom: '', nom: '' })).toBe('Réservation Restaurant');
  });

  it('formats ISO dates the French way', () => {
    expect(formatFrenchDate('2026-07-14')).toBe('14/07/2026');
    expect(formatFrenchDate('')).toBe('');
  });

  it('writes a French mail body listing every field, the message only when given', () => {
    const body = buildMailtoBody(filled);
    for (const line of [
      'Date : 14/07/2026', 'Heure : 19:30', 'Nom : Dupont', 'Prénom : Marie', 'Téléphone : 06 12 34 56 78',
      'E-mail : marie.dupont@exemple.fr', 'Nombre de personnes : 4', 'Message : Une chaise haute, s’il vous plaît.',
    ]) {
      expect(body).toContain(line);
    }
    expect(buildMailtoBody({ ...filled, message: '' })).not.toContain('Message :');
  });

  it('encodes the mailto link so that accents, ampersands and line breaks survive', () => {
    const href = buildMailtoHref({ ...filled, message: 'Pain & sel\nmerci' }, 'contact@exemple.fr');
    expect(href.startsWith('mailto:contact@exemple.fr?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Réservation Restaurant - Marie Dupont');
    expect(url.searchParams.get('body')).toContain('Message : Pain & sel\r\nmerci');
  });
});
