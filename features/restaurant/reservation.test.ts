import {
  buildMailtoBody,
  buildMailtoHref,
  buildSubject,
  characterCount,
  clampValue,
  dateHint,
  dietsOf,
  firstInvalidField,
  isGroup,
  ownerDateText,
  ownerDietsText,
  parisNow,
  slotsOnDate,
  toggleDiet,
  trimValues,
  formatNumericDate,
  emptyReservation,
  validatePeople,
  validateReservation,
  type ReservationValues,
} from './reservation';
import { reservationWords } from './restaurant-words';
import { mailtoMaxLength } from '@/lib/mailto';
import { honeypotField, isRobotSubmission } from '@/lib/request-fields';
import { ownerSubjectPrefix } from '@/features/restaurant/reservation-fields';
import { timeSlotLabel } from './restaurant-words';
import type { Lang } from '@/lib/i18n/languages';
import { dayFromIso, isoDay } from '@/lib/opening-status';
import type { RestaurantServices } from '@/lib/restaurant-services';

const { messages } = reservationWords.fr;

/**
 * The week of the specification, a fixture of these tests: lunch Wednesday to Sunday, dinner Wednesday
 * to Saturday; and a summer period of the tests' own: Tuesday evenings, 19:00 to 21:30, in July and August.
 */
const lunch = { opens: '12:00', closes: '13:30' };
const dinner = { opens: '19:00', closes: '20:30' };
const timeSlots = ['12:00', '12:30', '13:00', '19:00', '19:30', '20:00', '21:00'];
const services: RestaurantServices = {
  week: [[], [], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch]],
  periods: [{ from: '07-01', through: '08-31', weekdays: [1], openings: [{ opens: '19:00', closes: '21:30' }] }],
  closures: [{ from: '2026-07-15', through: '2026-07-16' }],
  slots: timeSlots,
  eveningStartsAt: '17:00',
};
const limit = { largestParty: 12, phone: '03 84 00 00 00' };
const initialReservationValues = emptyReservation('12:00');

/** What the prepared e-mail is written with on a page in `lang`. */
const draftIn = (lang: Lang) => ({
  words: reservationWords[lang].mailto,
  timeLabels: Object.fromEntries(timeSlots.map((slot) => [slot, timeSlotLabel(lang, slot)])),
  diets: reservationWords[lang].diets,
});
const french = draftIn('fr');
const frenchDiets = { vegetarien: 'végétarien', vegan: 'végan', 'sans-gluten': 'sans gluten' };

const filled: ReservationValues = {
  nom: 'Dupont',
  prenom: 'Marie',
  telephone: '06 12 34 56 78',
  email: 'marie.dupont@exemple.fr',
  date: '2026-07-14',
  heure: '19:30',
  personnes: '4',
  message: 'Une chaise haute, s’il vous plaît.',
  regimes: '',
  allergies: '',
};

describe('reservation rules', () => {
  it('defaults the time to the first slot and leaves every other field empty', () => {
    expect(initialReservationValues).toEqual({
      nom: '',
      prenom: '',
      telephone: '',
      email: '',
      date: '',
      heure: '12:00',
      personnes: '',
      message: '',
      regimes: '',
      allergies: '',
    });
  });

  it('accepts a complete request with or without a message', () => {
    expect(validateReservation(filled, messages, limit)).toEqual({});
    expect(validateReservation({ ...filled, message: '' }, messages, limit)).toEqual({});
  });

  it('asks for every required field in French, in the form order', () => {
    const errors = validateReservation({ ...initialReservationValues, heure: '' }, messages, limit);
    expect(errors).toEqual({
      nom: 'Veuillez indiquer votre nom.',
      prenom: 'Veuillez indiquer votre prénom.',
      telephone: 'Veuillez indiquer un numéro de téléphone.',
      email: 'Veuillez indiquer votre adresse e-mail.',
      date: 'Veuillez choisir une date.',
      heure: 'Veuillez choisir une heure.',
      personnes: 'Veuillez entrer un nombre valide de personnes.',
    });
    // The page asks the party, its day and time first, then who asks.
    expect(firstInvalidField(errors)).toBe('personnes');
    expect(firstInvalidField({ nom: 'x', telephone: 'x' })).toBe('nom');
    expect(firstInvalidField({ prenom: 'x', nom: 'x' }, ['prenom', 'nom'])).toBe('prenom');
  });

  it('treats blank-only names as missing', () => {
    expect(validateReservation({ ...filled, nom: '   ' }, messages, limit).nom).toBe('Veuillez indiquer votre nom.');
  });

  it('rejects a malformed e-mail address and telephone number', () => {
    expect(validateReservation({ ...filled, email: 'marie@' }, messages, limit).email).toMatch(/adresse e-mail valide/);
    expect(validateReservation({ ...filled, telephone: 'abc' }, messages, limit).telephone).toBe(
      'Veuillez entrer un numéro de téléphone valide.',
    );
    expect(validateReservation({ ...filled, telephone: '+33 6 12 34 56 78' }, messages, limit).telephone).toBeUndefined();
  });

  it.each([
    ['', 'Veuillez entrer un nombre valide de personnes.'],
    ['abc', 'Veuillez entrer un nombre valide de personnes.'],
    ['2.5', 'Veuillez entrer un nombre valide de personnes.'],
    ['0', 'Le nombre de personnes doit être au moins 1.'],
    ['-3', 'Le nombre de personnes doit être au moins 1.'],
    // A number field takes an exponent: the owner's e-mail would read « 1e1 » (security review, issue 50).
    ['1e1', 'Veuillez entrer un nombre valide de personnes.'],
    ['0x3', 'Veuillez entrer un nombre valide de personnes.'],
  ])('refuses %p people with %p', (value, message) => {
    expect(validatePeople(value, messages, limit)).toBe(message);
  });

  it('accepts one person up to the owner’s group size', () => {
    expect(validatePeople('1', messages, limit)).toBeNull();
    expect(validatePeople(' 12 ', messages, limit)).toBeNull();
  });

  it('refuses a party above the owner’s group size, naming the field and the number to call for a group', () => {
    expect(validatePeople('13', messages, limit)).toBe(
      'Le nombre de personnes ne peut pas dépasser 12\u00a0: pour un groupe, appelez-nous au 03 84 00 00 00.',
    );
    expect(validatePeople('9999', reservationWords.de.messages, limit)).toBe(
      'Die Anzahl der Personen darf höchstens 12 betragen. Für Gruppen rufen Sie uns bitte unter 03 84 00 00 00 an.',
    );
    expect([isGroup('13', limit), isGroup('12', limit), isGroup('abc', limit), isGroup('', limit)]).toEqual([true, false, false, false]);
  });

  it('ticks and unticks diets in the list’s order, and asks for the allergy once its box is ticked', () => {
    const ticked = toggleDiet(toggleDiet('', 'sans-gluten', true), 'vegetarien', true);
    expect(ticked).toBe('vegetarien,sans-gluten');
    expect(toggleDiet(ticked, 'vegetarien', false)).toBe('sans-gluten');
    expect(dietsOf('vegan,inconnu,allergie')).toEqual(['vegan', 'allergie']);
    expect(validateReservation({ ...filled, regimes: 'allergie' }, messages, limit).allergies).toBe(
      'Veuillez préciser l’allergie, par exemple arachides.',
    );
    expect(validateReservation({ ...filled, regimes: 'allergie', allergies: 'arachides' }, messages, limit)).toEqual({});
    // The allergy written, then its box unticked: nothing is asked and nothing is sent of it.
    expect(validateReservation({ ...filled, allergies: 'arachides' }, messages, limit)).toEqual({});
  });

  it('gives the owner the diets and the date in French words, whatever the page’s language', () => {
    expect(ownerDietsText('vegetarien,sans-gluten,allergie', frenchDiets)).toBe('végétarien, sans gluten');
    expect(ownerDietsText('', frenchDiets)).toBe('');
    expect(ownerDateText('2026-12-05')).toBe('samedi 5 décembre 2026');
    expect(ownerDateText('2027-05-01')).toBe('samedi 1er mai 2027');
    expect(ownerDateText('2026-13-01')).toBe('');
  });

  it('builds the hidden subject from the first and last name', () => {
    expect(buildSubject(filled, ownerSubjectPrefix)).toBe('Réservation Restaurant – Marie Dupont');
    expect(buildSubject({ prenom: ' Marie ', nom: '' }, ownerSubjectPrefix)).toBe('Réservation Restaurant – Marie');
    expect(buildSubject({ prenom: '', nom: '' }, ownerSubjectPrefix)).toBe('Réservation Restaurant');
  });

  it('formats ISO dates the French way', () => {
    expect(formatNumericDate('2026-07-14', reservationWords.fr.mailto.date)).toBe('14/07/2026');
    expect(formatNumericDate('', reservationWords.fr.mailto.date)).toBe('');
  });

  it('writes a French mail body listing every field, the message only when given', () => {
    const body = buildMailtoBody(filled, french);
    for (const line of [
      'Date\u00a0: 14/07/2026',
      'Heure\u00a0: 19h30',
      'Nom\u00a0: Dupont',
      'Prénom\u00a0: Marie',
      'Téléphone\u00a0: 06 12 34 56 78',
      'E-mail\u00a0: marie.dupont@exemple.fr',
      'Nombre de personnes\u00a0: 4',
      'Message\u00a0: Une chaise haute, s’il vous plaît.',
    ]) {
      expect(body).toContain(line);
    }
    expect(buildMailtoBody({ ...filled, message: '' }, french)).not.toContain('Message\u00a0:');
    expect(buildMailtoBody(filled, french)).not.toMatch(/Régimes|Allergie/);
  });

  it('adds the diets ticked and the allergy written to the prepared e-mail, in the visitor’s language', () => {
    const withDiets = { ...filled, regimes: 'vegetarien,sans-gluten,allergie', allergies: 'arachides' };
    expect(buildMailtoBody(withDiets, french)).toContain(
      'Nombre de personnes\u00a0: 4\nRégimes\u00a0: Végétarien, Sans gluten\nAllergie\u00a0: arachides\nMessage',
    );
    expect(buildMailtoBody(withDiets, draftIn('nl'))).toContain('Dieetwensen: Vegetarisch, Glutenvrij\nAllergie: arachides');
  });

  it('encodes the mailto link so that accents, ampersands and line breaks survive', () => {
    const href = buildMailtoHref({ ...filled, message: 'Pain & sel\nmerci' }, 'contact@exemple.fr', french);
    expect(href.startsWith('mailto:contact@exemple.fr?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Réservation Restaurant – Marie Dupont');
    expect(url.searchParams.get('body')).toContain('Message\u00a0: Pain & sel\r\nmerci');
  });
});

describe('hostile and odd input', () => {
  const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)> & \'quote\' «\u00a0éàç\u00a0» 🎉👨‍👩‍👧';

  it('stays plain text in the mailto link, decoded back exactly', () => {
    const href = buildMailtoHref({ ...filled, nom: hostile, message: `${hostile}\nligne 2` }, 'contact@exemple.fr', french);
    expect(href).not.toMatch(/[<>" \n]/);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe(`Réservation Restaurant – Marie ${hostile}`);
    expect(url.searchParams.get('body')).toContain(`Message\u00a0: ${hostile}\r\nligne 2`);
  });

  it('keeps each field within its maximum length without cutting an emoji in half', () => {
    expect(characterCount(clampValue('message', 'a'.repeat(5000)))).toBe(1000);
    // An emoji takes two of the 80 units, as in the browser's maxlength.
    expect(clampValue('nom', '🎉'.repeat(100))).toBe('🎉'.repeat(40));
    expect(clampValue('nom', `a${'🎉'.repeat(100)}`)).toBe(`a${'🎉'.repeat(39)}`);
    expect(clampValue('nom', 'Dupont')).toBe('Dupont');
    expect(characterCount('é🎉a')).toBe(4);
  });

  it('replaces a lone half of an emoji so that encoding never throws', () => {
    const broken = `abc${'🎉'.charAt(0)}def`;
    expect(clampValue('message', broken)).toBe('abc\uFFFDdef');
    expect(() => buildMailtoHref({ ...filled, message: broken }, 'contact@exemple.fr', french)).not.toThrow();
  });

  it('removes surrounding spaces from every field and keeps the line breaks inside the message', () => {
    const trimmed = trimValues({ ...filled, nom: '  Dupont ', email: ' marie@exemple.fr  ', message: '\n  Bonjour\nà bientôt  \n' });
    expect(trimmed.nom).toBe('Dupont');
    expect(trimmed.email).toBe('marie@exemple.fr');
    expect(trimmed.message).toBe('Bonjour\nà bientôt');
  });

  it('sends a visitor’s text without invisible controls, on one line but in the message (security review, issue 50)', () => {
    const trimmed = trimValues({
      ...filled,
      nom: 'Du\u0000pont\u202E',
      prenom: 'Ma\r\nrie',
      allergies: 'arachide\u001b[31m',
      message: 'Bonjour\u2066\nà bientôt',
    });
    expect(trimmed).toMatchObject({ nom: 'Dupont', prenom: 'Ma rie', allergies: 'arachide[31m', message: 'Bonjour\nà bientôt' });
  });

  it('shortens a long message to fit a mailto link, saying so, and keeps everything else', () => {
    const message = `${'Très long message avec des accents éèà et des emoji 🎉. '.repeat(80)}FIN`;
    const href = buildMailtoHref({ ...filled, message }, 'contact@exemple.fr', french);
    expect(href.length).toBeLessThanOrEqual(mailtoMaxLength);
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toContain('[Message raccourci pour tenir dans l’e-mail\u00a0: merci de compléter la suite si besoin.]');
    expect(body).toContain('Message\u00a0: Très long message');
    expect(body).not.toContain('FIN');
    for (const line of ['Date\u00a0: 14/07/2026', 'Nom\u00a0: Dupont', 'Téléphone\u00a0: 06 12 34 56 78', 'Nombre de personnes\u00a0: 4']) {
      expect(body).toContain(line);
    }
    // Nearly as long as allowed: no more of the message was dropped than needed.
    expect(href.length).toBeGreaterThan(mailtoMaxLength - 40);
  });

  it('counts the link as it leaves the page: strictly encoded, a browser has nothing left to re-encode', () => {
    const message = `L’été, c'est (vraiment) l'idéal\u00a0! Réservez* à l'avance\u00a0: «\u00a0merci\u00a0» & à bientôt. `
      .repeat(70)
      .slice(0, 5000);
    expect(message).toHaveLength(5000);
    const href = buildMailtoHref({ ...filled, nom: "D'Artagnan", message }, 'contact@exemple.fr', french);
    expect(href.length).toBeLessThanOrEqual(mailtoMaxLength);
    expect(new URL(href).searchParams.get('body')).toContain('[Message raccourci');
    const query = href.slice(href.indexOf('?') + 1);
    // Only unreserved characters and percent escapes: the same length whatever the browser escapes.
    expect(query).toMatch(/^subject=[A-Za-z0-9\-._~%]+&body=[A-Za-z0-9\-._~%]+$/);
    expect(query).toContain('D%27Artagnan');
    expect(new URL(href).searchParams.get('subject')).toBe("Réservation Restaurant – Marie D'Artagnan");
  });

  it('leaves a message that fits untouched', () => {
    const href = buildMailtoHref(filled, 'contact@exemple.fr', french);
    expect(new URL(href).searchParams.get('body')).not.toContain('raccourci');
  });
});

describe('date hints', () => {
  // Wednesday 1 July 2026 at 10:00, Paris.
  const now = { day: dayFromIso('2026-07-01'), minutes: 600 };
  const hint = (date: string, time: string, lang: Lang = 'fr', at = now) =>
    dateHint(date, time, at, reservationWords[lang].hints, services, (day) => isoDay(day));

  it('warns about a date in the past', () => {
    expect(hint('2026-06-30', '12:00')).toBe('Attention\u00a0: cette date est déjà passée.');
  });

  it('warns about Monday, whatever the time, and a Tuesday out of the summer period by its date', () => {
    expect(hint('2026-07-06', '12:00')).toBe('Attention\u00a0: le restaurant est fermé le lundi.');
    expect(hint('2026-09-01', '19:30')).toBe('Attention\u00a0: le restaurant est fermé le 2026-09-01.');
  });

  it('takes a July Tuesday evening as served, its lunch not', () => {
    expect(hint('2026-07-07', '19:30')).toBeNull();
    expect(hint('2026-07-07', '12:00')).toBe('Attention\u00a0: le restaurant est fermé le mardi midi.');
  });

  it('warns about a closure by its date, and about Sunday evening only', () => {
    expect(hint('2026-07-15', '12:00')).toBe('Attention\u00a0: le restaurant est fermé le 2026-07-15.');
    expect(hint('2026-07-05', '19:00')).toBe('Attention\u00a0: le restaurant est fermé le dimanche soir.');
    expect(hint('2026-07-05', '12:30')).toBeNull();
  });

  it('says nothing for an open day, today included, or an incomplete date; today once its last slot is past, says so', () => {
    expect(hint('2026-07-01', '20:00')).toBeNull();
    expect(hint('2026-07-04', '12:00')).toBeNull();
    expect(hint('', '12:00')).toBeNull();
    expect(hint('2026-7-4', '12:00')).toBeNull();
    expect(hint('2026-07-01', '21:00', 'fr', { ...now, minutes: 21 * 60 })).toBe(
      'Attention\u00a0: le dernier créneau d’aujourd’hui est passé.',
    );
  });

  it('takes today in Paris, whatever the visitor’s time zone: 23:30 UTC on 5 January is already the 6th there', () => {
    expect(isoDay(parisNow(new Date(Date.UTC(2026, 0, 5, 23, 30))).day)).toBe('2026-01-06');
    expect(parisNow(new Date(Date.UTC(2026, 6, 1, 8, 0))).minutes).toBe(600);
  });
});

describe('the slots of the date chosen', () => {
  it('offers the day’s own slots, the summer Tuesday’s evening ones, and every slot on a day without service or before a date', () => {
    expect(slotsOnDate(services, '2026-07-08')).toEqual(['12:00', '12:30', '13:00', '19:00', '19:30', '20:00']);
    expect(slotsOnDate(services, '2026-07-07')).toEqual(['19:00', '19:30', '20:00', '21:00']);
    expect(slotsOnDate(services, '2026-07-05')).toEqual(['12:00', '12:30', '13:00']);
    expect(slotsOnDate(services, '2026-09-01')).toEqual(timeSlots);
    expect(slotsOnDate(services, '')).toEqual(timeSlots);
  });

  it('offers today the slots still to come, by the Paris clock', () => {
    expect(slotsOnDate(services, '2026-07-01', { day: dayFromIso('2026-07-01'), minutes: 12 * 60 + 45 })).toEqual([
      '13:00',
      '19:00',
      '19:30',
      '20:00',
    ]);
  });
});

describe('in the visitor’s language', () => {
  const now = { day: dayFromIso('2026-07-01'), minutes: 600 };

  it('asks for what is missing in each language, with the same rules', () => {
    const empty = { ...initialReservationValues, heure: '' };
    expect(validateReservation(empty, reservationWords.de.messages, limit)).toMatchObject({
      nom: 'Bitte geben Sie Ihren Nachnamen an.',
      personnes: 'Bitte geben Sie die Personenzahl ein.',
    });
    expect(validatePeople('0', reservationWords.en.messages, limit)).toBe('The number of people must be at least 1.');
    // An empty field asks for the number; only something typed that is no number is « not valid » (the French says the spec's words for both).
    expect(validatePeople('', reservationWords.en.messages, limit)).toBe('Please enter the number of people.');
    expect(validatePeople('abc', reservationWords.en.messages, limit)).toBe('Please enter a valid number of people.');
    expect(validatePeople(' ', reservationWords.nl.messages, limit)).toBe('Vul het aantal personen in.');
    expect(validateReservation({ ...filled, email: 'marie@' }, reservationWords.nl.messages, limit).email).toBe(
      'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
    );
  });

  it('writes the prepared e-mail in German: its subject, greeting, date, time and labels', () => {
    const href = buildMailtoHref(filled, 'contact@exemple.fr', draftIn('de'));
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Reservierungsanfrage – Marie Dupont');
    expect(url.searchParams.get('body')).toBe(
      [
        'Guten Tag,',
        '',
        'ich möchte gern einen Tisch im Restaurant der Chalets du lac reservieren.',
        '',
        'Datum: 14.07.2026',
        'Uhrzeit: 19:30 Uhr',
        'Nachname: Dupont',
        'Vorname: Marie',
        'Telefon: 06 12 34 56 78',
        'E-Mail: marie.dupont@exemple.fr',
        'Anzahl der Personen: 4',
        'Nachricht: Une chaise haute, s’il vous plaît.',
        '',
        'Bitte bestätigen Sie mir die Reservierung. Vielen Dank!',
      ].join('\r\n'),
    );
  });

  it('writes the date and time of the prepared e-mail as English and Dutch write them', () => {
    const english = buildMailtoBody(filled, draftIn('en'));
    expect(english).toContain('Date: 14/07/2026\nTime: 19:30\nLast name: Dupont');
    const dutch = buildMailtoBody(filled, draftIn('nl'));
    expect(dutch).toContain('Datum: 14-07-2026\nTijdstip: 19.30 uur\nAchternaam: Dupont');
    expect(dutch.startsWith('Hallo,')).toBe(true);
  });

  it('shortens a long message with a note in the visitor’s language', () => {
    const href = buildMailtoHref({ ...filled, message: 'Sehr lange Nachricht. '.repeat(200) }, 'contact@exemple.fr', draftIn('de'));
    expect(href.length).toBeLessThanOrEqual(mailtoMaxLength);
    expect(new URL(href).searchParams.get('body')).toContain('[Nachricht gekürzt, damit sie in die E-Mail passt');
  });

  it('keeps the owner’s subject French and adds the visitor’s language after it, but not on French pages', () => {
    expect(buildSubject(filled, ownerSubjectPrefix, 'allemand')).toBe('Réservation Restaurant – Marie Dupont (allemand)');
    expect(buildSubject(filled, ownerSubjectPrefix, null)).toBe('Réservation Restaurant – Marie Dupont');
  });

  it('warns about closed days and services in each language’s own grammar', () => {
    const hint = (date: string, time: string, lang: Lang) =>
      dateHint(date, time, now, reservationWords[lang].hints, services, (day) => isoDay(day));
    expect(hint('2026-07-06', '12:00', 'de')).toBe('Bitte beachten Sie: Am Montag ist das Restaurant geschlossen.');
    expect(hint('2026-07-05', '19:00', 'de')).toBe('Bitte beachten Sie: Am Sonntagabend ist das Restaurant geschlossen.');
    expect(hint('2026-07-05', '19:00', 'nl')).toBe('Let op: het restaurant is op zondagavond gesloten.');
    expect(hint('2026-07-06', '19:00', 'en')).toBe('Please note: the restaurant is closed on Mondays.');
    expect(hint('2026-07-07', '12:00', 'en')).toBe('Please note: the restaurant is closed on Tuesday lunchtimes.');
    expect(hint('2026-06-30', '12:00', 'en')).toBe('Please note: this date has already passed.');
  });
});

describe('the spam trap', () => {
  const formWith = (trap: string | null) => {
    const data = new FormData();
    data.set('nom', 'Dupont');
    if (trap !== null) data.set(honeypotField, trap);
    return data;
  };

  it('takes a filled trap field for a robot, an empty or missing one for a person', () => {
    expect(isRobotSubmission(formWith('https://spam.example'))).toBe(true);
    expect(isRobotSubmission(formWith(''))).toBe(false);
    expect(isRobotSubmission(formWith('   '))).toBe(false);
    expect(isRobotSubmission(formWith(null))).toBe(false);
  });

  it('is named so that no autofill recognises it', () => {
    expect(honeypotField).not.toMatch(/name|nom|mail|tel|phone|address|adresse|url|web|site|company|city|zip|postal|code/i);
  });
});
