// A week of the owner's edits (issue 29), written into a throwaway copy's content/data as the editor
// writes its files: JSON, French at the root and each translation in its language's block. Each edit
// names the facts it changes: where the built site shows them in each language, the new value must
// be there and the old one nowhere. e2e/admin-publish.spec.ts applies the week to the copy it builds,
// runs the publish workflow's steps on it and reads the pages and PDFs.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hoursTextWords } from '@/content/fact-texts';
import { priceListFiles } from '../features/stays/pricing/price-list';
import { amountIn, hourIn } from '../lib/prices';
import { touristTaxRateIn } from '../features/stays/pricing/stay-price';
import { pathOf, eventPath, type RouteId } from '../config/routes';
import { menuPdfFileNames } from '../features/restaurant/menu-words';
import seedHours from '../fixtures/seed-data/restaurant-hours.json';
import seedGlassworks from '../fixtures/seed-data/glassworks.json';
import seedContact from '../fixtures/seed-data/contact.json';
import seedTeam from '../fixtures/seed-data/team.json';
import { capitalize } from '../lib/i18n/format';
import { intlLocales, languages, translationLanguages, type Lang, type TranslationLanguage } from '../lib/i18n/languages';
import { restaurantWeekText, weeklyDaysText, type TimePeriod } from '@/lib/hours-sentences';
import { parisDayIn } from './event-fixtures';

type Json = Record<string, unknown>;

function editJson(root: string, file: string, edit: (data: Json) => void): void {
  const full = path.join(root, file);
  const data = JSON.parse(readFileSync(full, 'utf8')) as Json;
  edit(data);
  writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`);
}

const at = <T>(list: T[] | undefined, index: number, what: string): T => {
  const found = list?.[index];
  if (found === undefined) throw new Error(`the seed has no ${what}`);
  return found;
};

/** Where a fact shows: a page of the site by its route, or a PDF by its file name, in one language. */
export type Place = { readonly page: RouteId | { readonly event: string } } | { readonly pdf: (lang: Lang) => string };

export interface Fact {
  /** What the owner changed, as the test reports it. */
  readonly what: string;
  readonly where: readonly Place[];
  /** What must show, per language: strings, or patterns for a fact written several ways. */
  readonly now: (lang: Lang) => readonly (string | RegExp)[];
  /** What must show nowhere there any more, per language: strings, or patterns for a fact written several ways. */
  readonly before: (lang: Lang) => readonly (string | RegExp)[];
}

/** The small cabin's high-season night, and its taxe de séjour once the commune's rate is known. */
const highSeasonRate = 80;
const touristTax = { kind: 'montant', eurosPerAdultNight: 1.1 } as const;

/** The day-card's new price, the deposit, the dish, the event: old and new values. */
const deposit = { before: 250, now: 300 };
const dayCard = { before: 6, now: 7 };
const veloute = { before: 7.5, now: 8.5 };
/** Tuesday evening opens; Sunday, open at lunch, closes. */
const restaurantWeekEdit: Readonly<Record<string, TimePeriod[]>> = { mardi: [{ opens: '19:00', closes: '21:00' }], dimanche: [] };
const weekdays = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
/** The restaurant's week in `lang`'s words (lib/hours-sentences.ts), before and after the edit, from the seed the copy builds on. */
const restaurantWeek = (lang: Lang, edited: boolean) =>
  restaurantWeekText(
    lang,
    hoursTextWords[lang],
    weekdays.map((day) => (edited ? restaurantWeekEdit[day] : undefined) ?? seedHours.week[day]),
    seedHours.eveningStartsAt,
  );
/** The glassworks opens from Tuesday to Sunday (Monday to Saturday before). */
const glassworksDays = ['mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const glassworksWeek = (lang: Lang, edited: boolean) =>
  weeklyDaysText(
    lang,
    hoursTextWords[lang],
    weekdays.map((day) => (edited ? glassworksDays : seedGlassworks.openDays).includes(day)),
    seedGlassworks.closedOnPublicHolidays,
  );
/** A text written anywhere, at the head of a box or inside a sentence. */
const anyCase = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

/** The pond's access hours, 06:00–20:00 before. */
const pond = { opens: '07:00', closes: '21:00' };
/** An amount of euros as the language writes it, the space before or after the sign as a page or a PDF sets it. */
const euros = (lang: Lang, amount: number): RegExp => {
  const digits = amountIn(lang, amount)
    .replace(/[€\s\u00a0\u202f]/g, '')
    .replace(/[.,]/g, '[.,]');
  return new RegExp(`€\\s?${digits}(?![\\d.,])|(?<![\\d.,])${digits}\\s?€`);
};

/** The pond's new hours, 07:00 to 21:00, however a text writes the range. */
const sevenToNine =
  /\b0?7(?:[:.h]\s?00|\s?h|\s?(?:Uhr|uur|am))?\s*(?:à|to|-|–|bis|tot|until)\s*(?:de\s)?21(?:[:.h]\s?00|\s?h|\s?(?:Uhr|uur|pm))?\b/i;

/** An hour-6-to-hour-20 range however a text writes it: « 6h à 20h », « de 6 h à 20 h », "06:00 to 20:00", « 06.00 tot 20.00 uur »… */
const sixToEight =
  /\b0?6(?:[:.h]\s?00|\s?h|\s?(?:Uhr|uur|am))?\s*(?:à|to|-|–|bis|tot|until)\s*(?:de\s)?20(?:[:.h]\s?00|\s?h|\s?(?:Uhr|uur|pm))?\b/i;

const newDish = {
  name: 'Truite du lac au beurre blanc',
  description: 'Truite pêchée dans l’étang, beurre blanc, pommes vapeur.',
  price: 19,
};
const newDishWords: Record<TranslationLanguage, string> = {
  en: 'Trout from our pond, beurre blanc butter sauce, steamed potatoes.',
  nl: 'Forel uit onze vijver, beurre-blancsaus, gestoomde aardappelen.',
  de: 'Forelle aus unserem Teich, Beurre-blanc-Sauce, Salzkartoffeln.',
};
const renamedSection: Record<Lang, string> = { fr: 'Pour commencer', en: 'To start', nl: 'Om te beginnen', de: 'Zum Auftakt' };

const closureReason: Record<Lang, string> = {
  fr: 'rénovation de la salle',
  en: 'dining room renovation',
  nl: 'renovatie van de eetzaal',
  de: 'Renovierung des Gastraums',
};

/** The new contact details: the seed gives others (fixture values), which go from every page. */
const contact = {
  phone: '+33384201234',
  email: 'reservation@chalets-du-lac.fr',
  street: '12 chemin du Grand Étang',
  city: 'Fougerolles-Saint-Valbert',
  postalCode: '70220',
};
const teamNames = ['Sophie', 'Mathieu', 'Lucas'];

const eventTitle: Record<Lang, string> = {
  fr: 'Soirée friture du lac',
  en: 'Lake fish fry evening',
  nl: 'Avond met gebakken meervis',
  de: 'Abend mit frittiertem Seefisch',
};
const eventDescription: Record<TranslationLanguage, string> = {
  en: 'Fried perch from the pond, fresh chips and salad, by the fire.',
  nl: 'Gebakken baarsjes uit de vijver, verse friet en salade, bij het haardvuur.',
  de: 'Frittierte Barsche aus dem Teich, frische Pommes frites und Salat, am Kaminfeuer.',
};
const eventPrice = 22;
/** The event the owner deletes (its file name in content/data/events). */
const deletedExample = '2026-12-12-marche-de-noel';

/** The glassworks' first period opens on 15 March (22 March before), and it opens on Sundays, not on Mondays. */
const glassworksOpens = { before: 22, now: 15 };

/** The real event's day: ten days on, whatever day the test runs. */
export const realEventDay = parisDayIn(10);
export const realEventSlug = `${realEventDay}-soiree-friture-du-lac`;
/** The closure: from 20 to 22 days on, for the restaurant. */
const closureFrom = parisDayIn(20);
const closureThrough = parisDayIn(22);

/** What the week took away, as the seed in the copy wrote it: nowhere on the built site afterwards. */
export interface Removed {
  /** The starter the owner took off the carte. */
  readonly dish: string;
  /** The large cabin's last photo, its description in each language (French where it has no translation). */
  readonly photoAlt: Readonly<Record<Lang, string>>;
}

/** Applies the week to the project copy at `root`; what it removed. */
export function applyOwnerWeek(root: string): Removed {
  let dish = '';
  const photoAlt: Record<Lang, string> = { fr: '', en: '', nl: '', de: '' };
  editJson(root, 'content/data/restaurant-hours.json', (data) => {
    const hours = data as { week: Record<string, { opens: string; closes: string }[]>; timeSlots: string[] };
    Object.assign(hours.week, restaurantWeekEdit);
    hours.timeSlots.push('20:45');
  });

  editJson(root, 'content/data/stays.json', (data) => {
    data.depositEuros = deposit.now;
    const cabin = (
      data as { unitTypes: { id: string; nightlyRates: { value: Record<string, number> }; touristTax: unknown }[] }
    ).unitTypes.find((type) => type.id === 'petite-cabane');
    if (!cabin) throw new Error('the seed has no petite-cabane');
    cabin.nightlyRates.value.haute = highSeasonRate;
    cabin.touristTax = { value: touristTax, provisional: false };
  });

  editJson(root, 'content/data/fishing.json', (data) => {
    const fishing = data as { accessHours: unknown; cards: { name: string; prices: { euros: number }[] }[] };
    fishing.accessHours = pond;
    const day = fishing.cards.find((card) => card.name === 'Carte journalière');
    if (!day) throw new Error('the seed has no Carte journalière');
    for (const price of day.prices) price.euros = dayCard.now;
  });

  editJson(root, 'content/data/menu.json', (data) => {
    type Dish = { id: string; name: string; description?: string; priceEuros: number; allergens: string[] };
    const menu = data as { sections: { value: { title: string; dishes: Dish[] }[] } } & Record<
      Lang,
      { sections?: { value?: { title?: string; dishes?: { id?: string; description?: string }[] }[] } } | undefined
    >;
    const [starters, mains] = [at(menu.sections.value, 0, 'first section'), at(menu.sections.value, 1, 'second section')];
    starters.title = renamedSection.fr;
    at(starters.dishes, 0, 'first dish').priceEuros = veloute.now;
    // The starters' last dish goes, and its translations with it (matched by its id); the new dish gets an
    // id as the editor gives one (its uuid field: the prefix, then lower-case base32).
    const removed = at(starters.dishes.splice(starters.dishes.length - 1, 1), 0, 'starter to remove');
    dish = removed.name;
    const newDishId = 'plat-ownerweekdish';
    mains.dishes.push({
      id: newDishId,
      name: newDish.name,
      description: newDish.description,
      priceEuros: newDish.price,
      allergens: ['poissons', 'lait'],
    });
    for (const lang of translationLanguages) {
      const sections = menu[lang]?.sections?.value;
      const translatedStarters = sections?.[0];
      if (translatedStarters) {
        translatedStarters.title = renamedSection[lang];
        translatedStarters.dishes = translatedStarters.dishes?.filter((translated) => translated.id !== removed.id);
      }
      sections?.[1]?.dishes?.push({ id: newDishId, description: newDishWords[lang] });
    }
  });

  editJson(root, 'content/data/closures.json', (data) => {
    const closures = data as { closures: { value: unknown[] } } & Record<
      TranslationLanguage,
      { closures: { value: { reason: string }[] } }
    >;
    closures.closures.value.push({ places: ['restaurant'], from: closureFrom, through: closureThrough, reason: closureReason.fr });
    for (const lang of translationLanguages) {
      const translated = closures[lang].closures.value;
      while (translated.length < closures.closures.value.length - 1) translated.push({ reason: '' });
      translated.push({ reason: closureReason[lang] });
    }
  });

  editJson(root, 'content/data/accommodations-page.json', (data) => {
    type Photo = { file?: string; alt: string };
    const page = data as { chalets: { images: Photo[] }; cabins: Record<string, { images?: Photo[] }> } & Record<
      TranslationLanguage,
      { chalets: { images: { alt: string }[] }; cabins: Record<string, { images?: { alt: string }[] }> }
    >;
    // The chalets' new photo is the one the owner sent in the editor (the spec's upload).
    photoAlt.fr = page.cabins['grande-cabane']?.images?.pop()?.alt ?? '';
    for (const lang of translationLanguages) photoAlt[lang] = page[lang].cabins['grande-cabane']?.images?.pop()?.alt || photoAlt.fr;
    if (!photoAlt.fr) throw new Error('the seed’s large cabin has no photo to remove');
  });

  editJson(root, 'content/data/glassworks.json', (data) => {
    const glassworks = data as { periods: { from: string }[]; openDays: string[] };
    at(glassworks.periods, 0, 'glassworks period').from = `03-${glassworksOpens.now}`;
    glassworks.openDays = [...glassworksDays];
  });

  editJson(root, 'content/data/contact.json', (data) => {
    data.phone = { value: contact.phone, provisional: false };
    data.email = { value: contact.email, provisional: false };
    data.phoneLanguages = { value: ['fr', 'en', 'de'], provisional: false };
    data.address = {
      value: {
        street: contact.street,
        postalCode: contact.postalCode,
        city: contact.city,
        region: 'Bourgogne-Franche-Comté',
        country: 'FR',
      },
      provisional: false,
    };
  });

  editJson(root, 'content/data/team.json', (data) => {
    const team = data as { members: { name: unknown }[] };
    team.members.forEach((member, index) => {
      member.name = { value: teamNames[index] ?? `Membre ${index + 1}`, provisional: false };
    });
  });

  const events = path.join(root, 'content/data/events');
  rmSync(path.join(events, `${deletedExample}.json`));
  writeFileSync(
    path.join(events, `${realEventSlug}.json`),
    `${JSON.stringify(
      {
        title: eventTitle.fr,
        description: 'Friture de perchettes de l’étang, frites fraîches et salade, au coin du feu.',
        startDay: realEventDay,
        startTime: '19:00',
        endDay: realEventDay,
        endTime: '22:00',
        place: 'restaurant',
        participation: 'table',
        priceKind: 'prix',
        priceEuros: eventPrice,
        status: 'prevu',
        example: false,
        ...Object.fromEntries(translationLanguages.map((lang) => [lang, { title: eventTitle[lang], description: eventDescription[lang] }])),
      },
      null,
      2,
    )}\n`,
  );
  if (!readdirSync(events).includes(`${realEventSlug}.json`)) throw new Error('the event was not written');
  return { dish, photoAlt };
}

const page = (id: RouteId): Place => ({ page: id });

/** A day of March as each language writes it: « 15 mars », "15 March", "15 maart", "15. März". */
const inMarch = (lang: Lang, day: number): string =>
  new Intl.DateTimeFormat(intlLocales[lang], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(2027, 2, day));

/** Every fact the week changes, where the site shows it; `chaletPhotoAlt`, the description of the photo the owner sent in the editor. */
export const ownerWeekFacts = (removed: Removed, chaletPhotoAlt: string): readonly Fact[] => [
  {
    what: 'the restaurant opens on Tuesday evening until 21:00',
    where: [page('restaurant')],
    now: (lang) => [hourIn(lang, '21:00')],
    before: () => [],
  },
  {
    what: 'the security deposit, 250 € → 300 €',
    where: [page('stays'), { pdf: (lang) => priceListFiles[lang] }],
    now: (lang) => [amountIn(lang, deposit.now)],
    before: (lang) => [amountIn(lang, deposit.before)],
  },
  {
    what: 'the small cabin’s high-season night at 80 € (the page says « dès » 70 €, the price list every season)',
    where: [{ pdf: (lang) => priceListFiles[lang] }],
    now: (lang) => [euros(lang, highSeasonRate)],
    before: () => [],
  },
  {
    what: 'the small cabin’s taxe de séjour at 1.10 € per adult and night',
    where: [page('stays'), { pdf: (lang) => priceListFiles[lang] }],
    now: (lang) => [touristTaxRateIn(lang, touristTax)],
    before: () => [],
  },
  {
    what: 'the day fishing card, 6 € → 7 €',
    where: [page('leisure')],
    now: (lang) => [amountIn(lang, dayCard.now)],
    before: (lang) => [amountIn(lang, dayCard.before)],
  },
  {
    what: 'the pond’s access hours, 06:00–20:00 → 07:00–21:00',
    where: [page('leisure'), page('home')],
    now: () => [sevenToNine],
    before: () => [sixToEight],
  },
  {
    what: 'the restaurant’s week, Tuesday evening opened and Sunday closed, in the texts that cite it ({horaires du restaurant})',
    where: [page('home')],
    now: (lang) => [restaurantWeek(lang, true)],
    before: (lang) => [anyCase(restaurantWeek(lang, false))],
  },
  {
    what: 'the restaurant’s week in its status box before the scripts run, and nowhere the old week',
    where: [page('restaurant')],
    now: (lang) => [capitalize(restaurantWeek(lang, true))],
    before: (lang) => [anyCase(restaurantWeek(lang, false))],
  },
  {
    what: 'the glassworks opens on Sundays and closes on Mondays, in the sentence that cites its days ({jours de la verrerie})',
    where: [page('leisure')],
    now: (lang) => [glassworksWeek(lang, true)],
    before: (lang) => [anyCase(glassworksWeek(lang, false))],
  },
  {
    what: 'a dish’s price, the starters renamed, a starter removed, a main course added',
    where: [page('restaurant'), { pdf: (lang) => menuPdfFileNames[lang] }],
    now: (lang) => [euros(lang, veloute.now), renamedSection[lang], newDish.name],
    before: () => [removed.dish],
  },
  {
    what: 'a closure of the restaurant, its reason translated',
    where: [page('restaurant')],
    now: (lang) => [closureReason[lang]],
    before: (lang) => (lang === 'fr' ? [] : [closureReason.fr]),
  },
  {
    what: 'a chalet photo added (in French only), the large cabin’s last photo removed',
    where: [page('stays')],
    now: () => [chaletPhotoAlt],
    before: (lang) => [removed.photoAlt[lang]],
  },
  {
    what: 'the glassworks opens on 15 March (22 March before)',
    where: [page('leisure')],
    now: (lang) => [inMarch(lang, glassworksOpens.now)],
    before: (lang) => [inMarch(lang, glassworksOpens.before)],
  },
  {
    what: 'the phone, the e-mail and the address changed',
    where: [page('contact')],
    now: () => [contact.email, contact.street, contact.city],
    before: () => [seedContact.email.value, seedContact.address.value.street, seedContact.address.value.city, seedContact.phone.value],
  },
  {
    what: 'the team’s names, the one the seed leaves out given',
    where: [page('home')],
    now: () => teamNames,
    // The seed's names given, as whole words: none is in the new list.
    before: () => seedTeam.members.flatMap((member) => (member.name.provisional ? [] : [new RegExp(`\\b${member.name.value}\\b`)])),
  },
  {
    what: 'an event added, another deleted',
    where: [page('events'), { page: { event: realEventSlug } }],
    now: (lang) => [eventTitle[lang], euros(lang, eventPrice)],
    // By its address: the events page's own text may name a Christmas market of its own.
    before: (lang) => [eventPath(deletedExample, lang)],
  },
];

/** The address of a place's page in `lang`. */
export const pagePath = (place: Extract<Place, { page: unknown }>, lang: Lang): string =>
  typeof place.page === 'string' ? pathOf(place.page, lang) : eventPath(place.page.event, lang);

export { languages };
