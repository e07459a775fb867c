/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { dataFilePath, dataFiles, dataFolders, type DataFile } from './index';
import { dataFileOnDisk } from '@/content/data-file';
import { isoCountryCodes } from '@/lib/iso-countries';
import { isoDay, parisTime } from '@/lib/opening-status';
import { errorOffset, validateDataFile } from './validate';

const entry = (name: string): DataFile => {
  const found = dataFiles.find((file) => file.name === name);
  if (!found) throw new Error(`no data file ${name}`);
  return found;
};
const shipped = (name: string) => JSON.parse(readFileSync(dataFileOnDisk(dataFilePath(name)), 'utf8')) as Record<string, unknown>;
const errorsOf = (name: string, data: unknown) => validateDataFile(entry(name), JSON.stringify(data, null, 2)).errors;

describe('the data files as shipped', () => {
  it.each(dataFiles.map((file) => file.name))('%s passes its schema', (name) => {
    expect(errorsOf(name, shipped(name))).toEqual([]);
  });
});

/** What JSON.parse says of `text`. */
function errorOf(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('valid JSON');
}

describe('the rules of the data files, in French with the file and the field', () => {
  it('refuses broken JSON, naming the file and the line', () => {
    const text = readFileSync(dataFileOnDisk(dataFilePath('restaurant-hours')), 'utf8').replace('"mardi": [],', '"mardi": []');
    const [message] = validateDataFile(entry('restaurant-hours'), text).errors;
    expect(message).toMatch(/^content\/data\/restaurant-hours\.json, ligne 5, colonne \d+ : le fichier n’est plus du JSON valide/);
  });

  it('names the line and column of a stray character, which JSON.parse reports without a position', () => {
    const text = readFileSync(dataFileOnDisk(dataFilePath('restaurant-hours')), 'utf8').replace('"mercredi": [', '"mercredi": [,,');
    const [message] = validateDataFile(entry('restaurant-hours'), text).errors;
    const line = text.split('\n').findIndex((row) => row.includes('[,,')) + 1;
    const column = (text.split('\n')[line - 1] ?? '').indexOf(',,') + 1;
    expect(message).toMatch(
      new RegExp(`^content/data/restaurant-hours\\.json, ligne ${line}, colonne ${column} : le fichier n’est plus du JSON valide`),
    );
    expect(errorOffset('Unexpected token \'}\', "{"a": tru}" is not valid JSON', '{"a": tru}')).toBe(9);
    expect(errorOffset('Unexpected end of JSON input', '{"a": ')).toBeUndefined();
    const early = '[1,,2, "une liste assez longue pour être coupée"]';
    expect(errorOffset(errorOf(early), early)).toBe(3);
  });

  it('refuses a link that starts with two slashes, which a browser reads as another site, naming the field', () => {
    for (const href of ['//autre.exemple/', '/\\autre.exemple/']) {
      const data = shipped('home') as { highlights: { link: { href: string } }[] };
      const first = data.highlights[0];
      if (!first) throw new Error('no highlight in the seed');
      first.link.href = href;
      expect(errorsOf('home', data)).toEqual([
        `content/data/home.json › highlights[0].link.href (Adresse du lien) : « ${href} » n’est pas un lien : écrivez /restaurant/ pour une page du site, https://… pour un autre site (jamais deux barres au début, qui mèneraient vers un autre site)`,
      ]);
    }
    const data = shipped('home') as { highlights: { link: { href: string } }[] };
    for (const href of ['/hebergements/', 'https://www.example.org/']) {
      if (data.highlights[0]) data.highlights[0].link.href = href;
      expect(errorsOf('home', data)).toEqual([]);
    }
  });

  it('refuses right-to-left writing in a text, which the PDFs would drop, naming the field', () => {
    const data = shipped('home') as { highlights: { title: string }[] };
    const first = data.highlights[0];
    if (!first) throw new Error('no highlight in the seed');
    first.title = 'Chalets \u202eet cabanes';
    const [message] = errorsOf('home', data);
    expect(message).toBe(
      'content/data/home.json › highlights[0].title (Titre) : « Chalets \u202eet cabanes » contient de l’écriture de droite à gauche (arabe, hébreu…) ou un caractère invisible qui change le sens de lecture : les PDF du site ne savent pas l’écrire et ce texte y disparaîtrait ; écrivez-le en lettres latines, sans ce caractère',
    );
    first.title = 'בקתות';
    expect(errorsOf('home', data)).toHaveLength(1);
  });

  it('refuses a time that is not one, and a service that closes before it opens', () => {
    const data = shipped('restaurant-hours') as { week: Record<string, { opens: string; closes: string }[]> };
    data.week.mercredi = [
      { opens: '12:00', closes: '25:00' },
      { opens: '20:30', closes: '19:00' },
    ];
    expect(errorsOf('restaurant-hours', data)).toEqual([
      'content/data/restaurant-hours.json › week.mercredi[0].closes (Fermeture) : « 25:00 » n’est pas une heure, écrivez-la au format 13:30',
      'content/data/restaurant-hours.json › week.mercredi[1].closes (Fermeture) : le service ferme à 19:00 sans avoir ouvert (ouverture 20:30) : l’heure de fermeture doit suivre celle d’ouverture, par exemple 12:00 puis 13:30',
    ]);
  });

  it('takes the owner’s periods of services, and refuses two periods changing the same day at the same dates, and a group size out of range', () => {
    type Period = { from: string; through: string; days: string[]; services: { opens: string; closes: string }[] };
    const data = shipped('restaurant-hours') as { periods: Period[]; largestParty: { value: unknown; provisional: boolean } };
    const summer: Period = { from: '07-01', through: '08-31', days: ['mardi'], services: [{ opens: '19:00', closes: '21:30' }] };
    data.periods = [summer, { from: '11-01', through: '03-31', days: ['dimanche'], services: [] }];
    data.largestParty = { value: 12, provisional: true };
    expect(errorsOf('restaurant-hours', data)).toEqual([]);
    data.periods = [
      summer,
      { from: '08-15', through: '09-15', days: ['lundi', 'mardi'], services: [] },
      { from: '07-01', through: '07-31', days: [], services: [] },
    ];
    data.largestParty = { value: 150, provisional: false };
    expect(errorsOf('restaurant-hours', data)).toEqual([
      'content/data/restaurant-hours.json › periods[2].days (Jours) : cochez au moins un jour : celui dont les services changent pendant la période',
      'content/data/restaurant-hours.json › largestParty.value (Personnes au plus) : au-delà de 99 personnes, laissez la valeur provisoire : le formulaire s’arrête de lui-même à 99',
      'content/data/restaurant-hours.json › periods[1].days (Jours) : la période du 15 août au 15 septembre change le mardi comme la période n° 1 aux mêmes dates : un jour ne suit qu’une période, séparez leurs dates ou leurs jours',
    ]);
  });

  it('warns of a time slot outside every service without refusing it, and refuses a slot twice', () => {
    const data = shipped('restaurant-hours') as { timeSlots: string[] };
    data.timeSlots = ['12:00', '12:00', '22:30'];
    expect(errorsOf('restaurant-hours', data)).toEqual([
      'content/data/restaurant-hours.json › timeSlots[1] (Créneau) : le créneau 12:00 est en double : retirez-le',
    ]);
    data.timeSlots = ['12:00', '22:30'];
    expect(validateDataFile(entry('restaurant-hours'), JSON.stringify(data)).warnings).toEqual([
      'content/data/restaurant-hours.json › timeSlots[1] (Créneau) : le créneau 22:30 tombe en dehors de tous les services : à vérifier (une table demandée à 22:30 trouverait-elle le restaurant ouvert ?)',
    ]);
  });

  it('refuses a closure that ends before its first day, a day not in the calendar, an unknown place and no place', () => {
    const closure = (fields: Record<string, unknown>) => ({
      closures: { value: [{ places: ['restaurant'], from: '2026-12-24', through: '2026-12-26', ...fields }], provisional: false },
    });
    expect(errorsOf('closures', closure({ through: '2026-12-20' }))).toEqual([
      'content/data/closures.json › closures.value[0].through (Dernier jour fermé) : la fermeture finit le 2026-12-20, avant son premier jour (2026-12-24) : écrivez un dernier jour égal ou postérieur au 2026-12-24',
    ]);
    expect(errorsOf('closures', closure({ through: '2026-12-24' }))).toEqual([]);
    expect(errorsOf('closures', closure({ from: '2026-02-30' }))).toEqual([
      'content/data/closures.json › closures.value[0].from (Premier jour fermé) : « 2026-02-30 » n’existe pas dans le calendrier : vérifiez le jour et le mois',
    ]);
    expect(errorsOf('closures', closure({ from: '24/12/2026' }))).toEqual([
      'content/data/closures.json › closures.value[0].from (Premier jour fermé) : « 24/12/2026 » n’est pas une date, écrivez-la au format 2026-12-24',
    ]);
    expect(errorsOf('closures', closure({ places: ['piscine'] }))).toEqual([
      'content/data/closures.json › closures.value[0].places[0] (Lieu) : « piscine » n’est pas dans la liste : écrivez l’un de restaurant (Restaurant), etang (Étang de pêche), verrerie (Verrerie)',
    ]);
    expect(errorsOf('closures', closure({ places: [] }))).toEqual([
      'content/data/closures.json › closures.value[0].places (Lieux fermés) : aucun lieu choisi : cochez le restaurant, l’étang ou la verrerie',
    ]);
  });

  describe('the carte', () => {
    type Carte = { sections: { value: { id: string; dishes: Record<string, unknown>[] }[] } };
    const withDish = (fields: Record<string, unknown>) => {
      const data = shipped('menu') as Carte;
      const section = data.sections.value[0];
      if (!section) throw new Error('the shipped carte has no section');
      section.dishes[0] = { ...section.dishes[0], ...fields };
      return data;
    };
    const where = 'content/data/menu.json › sections.value[0].dishes[0]';

    it('refuses an allergen outside the 14, by its French names', () => {
      const [message] = errorsOf('menu', withDish({ allergens: ['gluten', 'noix'] }));
      expect(message).toBe(
        `${where}.allergens[1] (Allergène) : « noix » n’est pas dans la liste : écrivez l’un de gluten (Gluten), crustaces (Crustacés), oeufs (Œufs), poissons (Poissons), arachides (Arachides), soja (Soja), lait (Lait), fruits-a-coque (Fruits à coque), celeri (Céleri), moutarde (Moutarde), sesame (Sésame), sulfites (Sulfites), lupin (Lupin), mollusques (Mollusques)`,
      );
    });

    it('refuses a negative price, more than two decimals and a price written as text', () => {
      expect(errorsOf('menu', withDish({ priceEuros: -2 }))).toEqual([
        `${where}.priceEuros (Prix (€)) : « -2 » est un prix négatif : écrivez un montant de 0 ou plus, par exemple 14.5`,
      ]);
      expect(errorsOf('menu', withDish({ priceEuros: 9.555 }))).toEqual([
        `${where}.priceEuros (Prix (€)) : « 9.555 » a plus de deux décimales : arrondissez au centime, par exemple 14.55`,
      ]);
      expect(errorsOf('menu', withDish({ priceEuros: '9,50' }))).toEqual([
        `${where}.priceEuros (Prix (€)) : « 9,50 » n’est pas un prix : écrivez un nombre, par exemple 14.5 pour 14,50 €`,
      ]);
      expect(errorsOf('menu', withDish({ priceEuros: 0 }))).toEqual([]);
      expect(errorsOf('menu', withDish({ priceEuros: 2.2 }))).toEqual([]);
    });

    it('refuses an unknown diet, a dish without a name, an empty section and a section id taken twice', () => {
      expect(errorsOf('menu', withDish({ diets: ['vegetarian'] }))[0]).toMatch(
        /^content\/data\/menu\.json › sections\.value\[0\]\.dishes\[0\]\.diets\[0\] \(Régime\) : « vegetarian » n’est pas dans la liste/,
      );
      expect(errorsOf('menu', withDish({ diets: ['vegetarien', 'vegetarien'] }))).toEqual([
        `${where}.diets[1] (Régime) : le régime Végétarien est coché deux fois : gardez-en un`,
      ]);
      expect(errorsOf('menu', withDish({ diets: ['vegetarien', 'sans-gluten'], allergens: ['gluten'] }))).toEqual([
        `${where}.diets[1] (Régime) : le plat est dit « Sans gluten » mais ses allergènes comptent le gluten : décochez l’un des deux`,
      ]);
      expect(errorsOf('menu', withDish({ diets: ['vegetarien', 'sans-gluten'], allergens: ['lait'] }))).toEqual([]);
      // A dish saved with no diet ticked, as an empty list or with the field left out, follows none.
      expect(errorsOf('menu', withDish({ diets: undefined }))).toEqual([]);
      expect(errorsOf('menu', withDish({ diets: [] }))).toEqual([]);
      expect(errorsOf('menu', withDish({ name: undefined }))).toEqual([
        `${where}.name (Nom du plat) : ce champ manque : ajoutez-le (voir le même champ dans les autres entrées du fichier)`,
      ]);
      const data = shipped('menu') as Carte;
      const [first, second] = data.sections.value;
      if (!first || !second) throw new Error('the shipped carte has fewer than two sections');
      second.id = first.id;
      first.dishes = [];
      expect(errorsOf('menu', data)).toEqual([
        'content/data/menu.json › sections.value[0].dishes (Plats) : section vide : ajoutez un plat ou retirez la section',
        `content/data/menu.json › sections.value[1].id (Identifiant) : l’identifiant « ${first.id} » est déjà pris par une autre section : choisissez-en un autre`,
      ]);
    });
  });

  describe('the glassworks, the photo credits, the team and the legal notice', () => {
    type Glassworks = { periods: { from: string; through: string; openings: { opens: string; closes: string }[] }[]; openDays: string[] };

    it('refuses a period that ends before it starts and an hour range that overlaps the previous one', () => {
      const data = shipped('glassworks') as Glassworks;
      data.periods = [
        {
          from: '04-30',
          through: '03-22',
          openings: [
            { opens: '10:00', closes: '12:00' },
            { opens: '11:30', closes: '14:00' },
          ],
        },
      ];
      expect(errorsOf('glassworks', data)).toEqual([
        'content/data/glassworks.json › periods[0].through (Au) : la période finit le 03-22, avant son premier jour (04-30) : une période tient dans l’année, du plus tôt au plus tard, par exemple 03-22 puis 04-30',
        'content/data/glassworks.json › periods[0].openings[1].opens (Ouverture) : la plage de 11:30 commence avant la fin de la précédente (12:00) : écrivez les plages dans l’ordre de la journée, sans chevauchement',
      ]);
    });

    it('refuses an hour range that closes before it opens, a period without hours, no open day and an unknown day', () => {
      const data = shipped('glassworks') as Glassworks;
      data.periods = [{ from: '03-22', through: '04-30', openings: [{ opens: '14:00', closes: '12:00' }] }];
      data.openDays = [];
      expect(errorsOf('glassworks', data)).toEqual([
        'content/data/glassworks.json › periods[0].openings[0].closes (Fermeture) : la verrerie ferme à 12:00 sans avoir ouvert (ouverture 14:00) : l’heure de fermeture doit suivre celle d’ouverture, par exemple 10:00 puis 12:00',
        'content/data/glassworks.json › openDays (Jours d’ouverture) : cochez au moins un jour d’ouverture',
      ]);
      data.periods = [{ from: '03-22', through: '04-30', openings: [] }];
      data.openDays = ['lundi', 'lun'];
      expect(errorsOf('glassworks', data)).toEqual([
        'content/data/glassworks.json › periods[0].openings (Horaires) : ajoutez au moins une plage horaire',
        'content/data/glassworks.json › openDays[1] (Jour) : « lun » n’est pas dans la liste : écrivez l’un de lundi (Lundi), mardi (Mardi), mercredi (Mercredi), jeudi (Jeudi), vendredi (Vendredi), samedi (Samedi), dimanche (Dimanche)',
      ]);
    });

    it('refuses a photo credited twice, a team photo without its description and a share capital written as text', () => {
      const credits = shipped('photo-credits') as { credits: { file: string }[] };
      const [first] = credits.credits;
      if (!first) throw new Error('no credit');
      credits.credits.push({ ...first });
      expect(errorsOf('photo-credits', credits)).toEqual([
        `content/data/photo-credits.json › credits[${credits.credits.length - 1}].file (Photo) : la photo ${first.file} a déjà un crédit plus haut : gardez-en un seul`,
      ]);
      const team = shipped('team') as { members: { photo: { alt: string } }[] };
      const [member] = team.members;
      if (!member) throw new Error('no member');
      member.photo.alt = ' ';
      expect(errorsOf('team', team)).toEqual([
        'content/data/team.json › members[0].photo.alt (Description de la photo) : ce champ est vide : écrivez le texte.',
      ]);
      const legal = shipped('legal') as { publisher: { shareCapital: { value: unknown } } };
      legal.publisher.shareCapital.value = '10 000 €';
      expect(errorsOf('legal', legal)).toEqual([
        'content/data/legal.json › publisher.shareCapital.value (Capital social (€)) : « 10 000 € » n’est pas un montant : écrivez un nombre entier d’euros, par exemple 10000',
      ]);
    });

    it('lists every team member’s name still to supply by its place in the list', () => {
      // The seed gives two names and leaves the third to give.
      const result = validateDataFile(entry('team'), JSON.stringify(shipped('team')));
      expect(result.provisional.map((value) => value.path.join('.'))).toEqual(['members.2.name']);
    });
  });

  it('lists each value still provisional with its file, its field and what it is', () => {
    const waiting = shipped('menu') as { season: { provisional: boolean }; meatOrigins: { provisional: boolean } };
    waiting.meatOrigins.provisional = true;
    waiting.season.provisional = true;
    const result = validateDataFile(entry('menu'), JSON.stringify(waiting));
    expect(result.provisional.map((value) => [value.path.join('.'), value.label])).toContainEqual([
      'meatOrigins',
      'Carte du restaurant : origine des viandes',
    ]);
    waiting.season.provisional = false;
    expect(validateDataFile(entry('menu'), JSON.stringify(waiting)).provisional.map((value) => value.path.join('.'))).not.toContain(
      'season',
    );
  });
});

describe('what check:content refuses beyond the values (issue 50), in French with the file and the field', () => {
  const text = (name: string) => readFileSync(dataFileOnDisk(dataFilePath(name)), 'utf8');

  it('refuses a key no field has, at any level and in a translation, naming the fields it could be', () => {
    const data = shipped('home') as { hero: Record<string, unknown>; en?: Record<string, unknown> };
    data.hero.titel = 'Bienvenue';
    data.en = { ...data.en, heroo: { title: 'Welcome' } };
    expect(errorsOf('home', data)).toEqual([
      'content/data/home.json › hero (Bandeau du haut de page) : « titel » n’est pas un champ de ce fichier (faute de frappe, ou mauvais niveau ?) : le site l’ignorerait sans rien dire ; les champs possibles ici : title, subtitle, photo',
      'content/data/home.json › en (Page d’accueil) : « heroo » n’est pas un champ de ce fichier (faute de frappe, ou mauvais niveau ?) : le site l’ignorerait sans rien dire ; les champs possibles ici : meta, hero, intro, highlights',
    ]);
  });

  it('refuses a key written twice in one object, which JSON.parse would keep the last of', () => {
    const twice = text('home').replace(/"hero": \{/, '"hero": {\n    "title": "Premier titre",');
    expect(validateDataFile(entry('home'), twice).errors).toEqual([
      'content/data/home.json › hero.title (Titre) : « title » est écrit deux fois ici ; le site ne lirait que la dernière valeur : gardez-en une seule',
    ]);
  });

  it('refuses a control character in any text, a translation’s included, and keeps the line breaks and tabs of a text', () => {
    const data = shipped('home') as { highlights: { title: string }[]; en: { highlights: { title: string }[] } };
    const [first] = data.highlights;
    const [english] = data.en.highlights;
    if (!first || !english) throw new Error('no highlight in the seed');
    first.title = 'Chalets\u0000 et cabanes';
    english.title = 'Chalets\u001b[31m';
    expect(errorsOf('home', data)).toEqual([
      'content/data/home.json › highlights[0].title (Titre) : contient un caractère de contrôle invisible (U+0000), venu sans doute d’un copier-coller depuis un autre programme : retapez ce texte dans l’éditeur',
      'content/data/home.json › en.highlights[0].title (Titre) : contient un caractère de contrôle invisible (U+001B), venu sans doute d’un copier-coller depuis un autre programme : retapez ce texte dans l’éditeur',
    ]);
    first.title = 'Chalets\tet cabanes';
    english.title = 'Chalets';
    expect(errorsOf('home', data)).toEqual([]);
  });

  it('refuses a booked range that ends on or before its first night, in a unit and in a feed’s record', () => {
    const range = { arrival: '2027-02-12', departure: '2027-02-10' };
    const data = {
      syncedAt: null,
      units: [
        {
          unit: 'chalet-1',
          booked: [range],
          feeds: [{ feed: 'www.airbnb.fr', booked: [{ arrival: '2027-02-10', departure: '2027-02-10' }] }],
        },
      ],
    };
    expect(errorsOf('availability', data)).toEqual([
      'content/data/availability.json › units[0].booked[0].departure (Départ) : « 2027-02-10 » n’est pas après l’arrivée (2027-02-12) : un séjour réservé finit au moins le lendemain de son arrivée',
      'content/data/availability.json › units[0].feeds[0].booked[0].departure (Départ) : « 2027-02-10 » n’est pas après l’arrivée (2027-02-10) : un séjour réservé finit au moins le lendemain de son arrivée',
    ]);
    expect(
      errorsOf('availability', {
        syncedAt: null,
        units: [{ unit: 'chalet-1', booked: [{ arrival: '2027-02-10', departure: '2027-02-11' }] }],
      }),
    ).toEqual([]);
  });

  it('refuses a review dated after today in Paris, and takes one dated today', () => {
    const today = isoDay(parisTime(new Date()).day);
    const tomorrow = isoDay(parisTime(new Date()).day + 1);
    const data = shipped('reviews') as { reviews: { reviewDate: string; stayMonth: string }[] };
    const [first] = data.reviews;
    if (!first) throw new Error('no review in the seed');
    Object.assign(first, { reviewDate: tomorrow, stayMonth: tomorrow.slice(0, 7) });
    expect(errorsOf('reviews', data)).toEqual([
      `content/data/reviews.json › reviews[0].reviewDate (Date de l’avis) : « ${tomorrow} » est après aujourd’hui (${today}) : un avis est daté du jour où le client l’a écrit, vérifiez l’année et le mois`,
    ]);
    Object.assign(first, { reviewDate: today, stayMonth: today.slice(0, 7) });
    expect(errorsOf('reviews', data)).toEqual([]);
  });

  it('refuses a country that is not an ISO 3166 code, saying GB for UK', () => {
    const data = shipped('reviews') as { reviews: { country: string }[] };
    const [first] = data.reviews;
    if (!first) throw new Error('no review in the seed');
    first.country = 'UK';
    expect(errorsOf('reviews', data)).toEqual([
      'content/data/reviews.json › reviews[0].country (Pays) : « UK » n’est pas un code de pays de la norme ISO 3166 : écrivez GB',
    ]);
    first.country = 'XX';
    expect(errorsOf('reviews', data)).toEqual([
      'content/data/reviews.json › reviews[0].country (Pays) : « XX » n’est pas un code de pays de la norme ISO 3166 : écrivez celui du pays, par exemple FR, NL, BE, DE, GB (Royaume-Uni)',
    ]);
    first.country = 'BE';
    expect(errorsOf('reviews', data)).toEqual([]);
  });

  it('refuses an event file whose name is not a day then lowercase words: it becomes an address and a line of the hosts’ rules', () => {
    const [events] = dataFolders;
    if (!events) throw new Error('no events folder');
    const eventText = readFileSync(dataFileOnDisk('content/data/events/2026-12-04-soiree-moules-frites.json'), 'utf8');
    expect(validateDataFile(events, eventText, 'content/data/events/2026-12-04-soiree-moules-frites.json').errors).toEqual([]);
    for (const name of [
      '<script>alert(1)<script>.json',
      'soiree.json',
      '2026-13-04-soiree.json',
      '2026-12-04-Soirée.json',
      '2026-12-04-a..json',
      '2026-12-04-"onload=x.json',
    ]) {
      expect(validateDataFile(events, eventText, `content/data/events/${name}`).errors).toEqual([
        `content/data/events/${name} : le nom du fichier « ${name} » n’est pas de la forme 2026-12-04-soiree-moules-frites.json (le jour, puis des lettres sans accents, des chiffres et des tirets) : il devient l’adresse de la page de l’événement. Renommez le fichier, ou recréez l’événement dans l’éditeur, qui le nomme ainsi`,
      ]);
    }
  });

  it('refuses a site address that is not https://', () => {
    const data = shipped('contact') as { siteUrl: { value: string } };
    data.siteUrl.value = 'http://www.chalets-du-lac.fr';
    expect(errorsOf('contact', data)).toEqual([
      'content/data/contact.json › siteUrl.value (Adresse du site) : « http://www.chalets-du-lac.fr » commence par http:// : l’adresse du site s’écrit en https://, la version chiffrée, par exemple https://www.example.org',
    ]);
    data.siteUrl.value = 'https://www.chalets-du-lac.fr';
    expect(errorsOf('contact', data)).toEqual([]);
  });

  it('refuses a photo named outside content/photos, and takes one in its folders', () => {
    const data = shipped('home') as { hero: { photo: { file: string } } };
    for (const file of ['../../.env', '/etc/passwd', 'placeholders/../../secret.jpg', 'C:\\photos\\lac.jpg']) {
      data.hero.photo.file = file;
      expect(errorsOf('home', data)).toEqual([
        `content/data/home.json › hero.photo.file (Fichier) : « ${file} » n’est pas une photo du dossier content/photos (rien avant lui, ni « .. », ni « / » au début) : choisissez la photo dans la liste de l’éditeur`,
      ]);
    }
    data.hero.photo.file = 'placeholders/chalet-exterieur.svg';
    expect(errorsOf('home', data)).toEqual([]);
  });

  it('warns of digits that look like a door code in the arrival guide, in French or in a translation, and not of a year, a distance or a phone number', () => {
    const guide = shipped('arrival-guide') as { key: { value: string }; en: { lastKilometres?: { value: string } } };
    const warningsOf = (data: unknown) => validateDataFile(entry('arrival-guide'), JSON.stringify(data, null, 2)).warnings;
    expect(warningsOf(guide)).toEqual([]);
    guide.key.value = 'La boîte à clés est à droite du portail, code 4821.';
    guide.en.lastKilometres = { value: 'Type 1397# at the gate.' };
    expect(warningsOf(guide)).toEqual([
      'content/data/arrival-guide.json › key.value (Texte) : « La boîte à clés est à droite du portail, code 4821. » : « 4821 » ressemble à un code (porte, boîte à clés, portail) ; cette page est publique : n’y écrivez jamais le code, dites comment le client le reçoit (par SMS la veille, par exemple)',
      'content/data/arrival-guide.json › en.lastKilometres.value (Texte) : « Type 1397# at the gate. » : « 1397 » ressemble à un code (porte, boîte à clés, portail) ; cette page est publique : n’y écrivez jamais le code, dites comment le client le reçoit (par SMS la veille, par exemple)',
    ]);
    guide.key.value = 'Depuis 2019, à 1500 m du village ; appelez le 03 84 00 00 00 en arrivant, nous vous donnons la clé.';
    delete guide.en.lastKilometres;
    expect(warningsOf(guide)).toEqual([]);
  });
});

describe('the ISO 3166 countries', () => {
  it('are the 249 codes Intl names as regions, UK and EU not among them', () => {
    expect(isoCountryCodes.size).toBe(249);
    const names = new Intl.DisplayNames('en', { type: 'region' });
    expect([...isoCountryCodes].filter((code) => names.of(code) === code)).toEqual([]);
    expect(['UK', 'EU', 'XK'].filter((code) => isoCountryCodes.has(code))).toEqual([]);
  });
});
