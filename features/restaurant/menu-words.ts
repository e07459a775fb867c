// The carte's words in each language, the site's own: the 14 allergens' names after regulation
// 1169/2011, the diets, the lines around the carte on the page and in its PDF, the meats' origin line,
// the PDF's file name. The carte itself, the owner's, is read by ./menu.ts.
import type { Translated } from '@/lib/i18n/languages';
import { allergenFrenchNames, dietNames as dietFrenchNames, type Allergen } from '@/content/schema/allergens';
import type { Meat } from '@/content/schema/menu';

/** An allergen as the legend names it, with what the regulation includes in it. */
export interface AllergenName {
  readonly name: string;
  readonly detail?: string;
}

/**
 * The 14 allergens in each language, after the wording of regulation 1169/2011's annex II in that
 * language (the owner picks ids, the site says the words): the carte, its PDF and the Menu's
 * structured data name them from here.
 */
export const allergenNames: Translated<Readonly<Record<Allergen, AllergenName>>> = {
  fr: {
    gluten: { name: allergenFrenchNames.gluten, detail: 'céréales qui en contiennent\u00a0: blé, seigle, orge, avoine, épeautre, kamut' },
    crustaces: { name: allergenFrenchNames.crustaces },
    oeufs: { name: allergenFrenchNames.oeufs },
    poissons: { name: allergenFrenchNames.poissons },
    arachides: { name: allergenFrenchNames.arachides, detail: 'cacahuètes' },
    soja: { name: allergenFrenchNames.soja },
    lait: { name: allergenFrenchNames.lait, detail: 'lactose compris' },
    'fruits-a-coque': {
      name: allergenFrenchNames['fruits-a-coque'],
      detail: 'amandes, noisettes, noix, noix de cajou, de pécan, du Brésil, de macadamia, pistaches',
    },
    celeri: { name: allergenFrenchNames.celeri },
    moutarde: { name: allergenFrenchNames.moutarde },
    sesame: { name: allergenFrenchNames.sesame, detail: 'graines' },
    sulfites: { name: allergenFrenchNames.sulfites, detail: 'anhydride sulfureux et sulfites, au-delà de 10 mg par kilo ou par litre' },
    lupin: { name: allergenFrenchNames.lupin },
    mollusques: { name: allergenFrenchNames.mollusques },
  },
  en: {
    gluten: { name: 'Gluten', detail: 'cereals containing gluten: wheat, rye, barley, oats, spelt, kamut' },
    crustaces: { name: 'Crustaceans' },
    oeufs: { name: 'Eggs' },
    poissons: { name: 'Fish' },
    arachides: { name: 'Peanuts' },
    soja: { name: 'Soya' },
    lait: { name: 'Milk', detail: 'including lactose' },
    'fruits-a-coque': {
      name: 'Tree nuts',
      detail: 'almonds, hazelnuts, walnuts, cashews, pecans, Brazil nuts, macadamias, pistachios',
    },
    celeri: { name: 'Celery' },
    moutarde: { name: 'Mustard' },
    sesame: { name: 'Sesame', detail: 'seeds' },
    sulfites: { name: 'Sulphites', detail: 'sulphur dioxide and sulphites, above 10 mg per kilo or per litre' },
    lupin: { name: 'Lupin' },
    mollusques: { name: 'Molluscs' },
  },
  nl: {
    gluten: { name: 'Gluten', detail: 'granen die het bevatten: tarwe, rogge, gerst, haver, spelt, kamut' },
    crustaces: { name: 'Schaaldieren' },
    oeufs: { name: 'Eieren' },
    poissons: { name: 'Vis' },
    arachides: { name: 'Pinda’s', detail: 'aardnoten' },
    soja: { name: 'Soja' },
    lait: { name: 'Melk', detail: 'inclusief lactose' },
    'fruits-a-coque': {
      name: 'Noten',
      detail: 'amandelen, hazelnoten, walnoten, cashewnoten, pecannoten, paranoten, macadamianoten, pistachenoten',
    },
    celeri: { name: 'Selderij' },
    moutarde: { name: 'Mosterd' },
    sesame: { name: 'Sesamzaad' },
    sulfites: { name: 'Sulfieten', detail: 'zwaveldioxide en sulfieten, boven 10 mg per kilo of per liter' },
    lupin: { name: 'Lupine' },
    mollusques: { name: 'Weekdieren' },
  },
  de: {
    gluten: { name: 'Gluten', detail: 'glutenhaltiges Getreide: Weizen, Roggen, Gerste, Hafer, Dinkel, Kamut' },
    crustaces: { name: 'Krebstiere' },
    oeufs: { name: 'Eier' },
    poissons: { name: 'Fisch' },
    arachides: { name: 'Erdnüsse' },
    soja: { name: 'Soja' },
    lait: { name: 'Milch', detail: 'einschließlich Laktose' },
    'fruits-a-coque': {
      name: 'Schalenfrüchte',
      detail: 'Mandeln, Haselnüsse, Walnüsse, Cashewnüsse, Pecannüsse, Paranüsse, Macadamianüsse, Pistazien',
    },
    celeri: { name: 'Sellerie' },
    moutarde: { name: 'Senf' },
    sesame: { name: 'Sesamsamen' },
    sulfites: { name: 'Sulfite', detail: 'Schwefeldioxid und Sulfite, über 10 mg pro Kilogramm oder Liter' },
    lupin: { name: 'Lupinen' },
    mollusques: { name: 'Weichtiere' },
  },
};

/** A meat bought raw as the origin line names it, in each language (the decree's and regulations' names). */
export const meatNames: Translated<Readonly<Record<Meat, string>>> = {
  fr: { boeuf: 'Viande bovine', porc: 'Viande porcine', volaille: 'Volaille', agneau: 'Viande ovine' },
  en: { boeuf: 'Beef', porc: 'Pork', volaille: 'Poultry', agneau: 'Lamb and mutton' },
  nl: { boeuf: 'Rundvlees', porc: 'Varkensvlees', volaille: 'Gevogelte', agneau: 'Schapen- en lamsvlees' },
  de: { boeuf: 'Rindfleisch', porc: 'Schweinefleisch', volaille: 'Geflügel', agneau: 'Schaf- und Lammfleisch' },
};

/**
 * A meat's origin in the words the law gives each language: the décret n° 2002-1465's in French
 * (« Origine : », « Élevé : … abattu : … », beef « Né et élevé : … abattu : … »), regulation (EU)
 * 1337/2013's and (EC) 1760/2000's in the others. "{meat}", "{statement}"; "{country}", "{born}",
 * "{raised}", "{slaughtered}".
 */
export const meatOriginWords: Translated<{
  readonly line: string;
  readonly origin: string;
  readonly raisedSlaughtered: string;
  readonly bornRaisedSlaughtered: string;
  readonly bornApart: string;
}> = {
  fr: {
    line: '{meat} – {statement}.',
    origin: 'Origine\u00a0: {country}',
    raisedSlaughtered: 'Élevé\u00a0: {raised}\u00a0; abattu\u00a0: {slaughtered}',
    bornRaisedSlaughtered: 'Né et élevé\u00a0: {raised}\u00a0; abattu\u00a0: {slaughtered}',
    bornApart: 'Né\u00a0: {born}\u00a0; élevé\u00a0: {raised}\u00a0; abattu\u00a0: {slaughtered}',
  },
  en: {
    line: '{meat} – {statement}.',
    // After the dash the statement runs on in lower case: "Beef – origin: France."
    origin: 'origin: {country}',
    raisedSlaughtered: 'reared in: {raised}; slaughtered in: {slaughtered}',
    bornRaisedSlaughtered: 'born and reared in: {raised}; slaughtered in: {slaughtered}',
    bornApart: 'born in: {born}; reared in: {raised}; slaughtered in: {slaughtered}',
  },
  nl: {
    line: '{meat} – {statement}.',
    // After the dash the statement runs on in lower case, and a Dutch label says « herkomst », as on a butcher's pack.
    origin: 'herkomst: {country}',
    raisedSlaughtered: 'gehouden in: {raised}; geslacht in: {slaughtered}',
    bornRaisedSlaughtered: 'geboren en gemest in: {raised}; geslacht in: {slaughtered}',
    bornApart: 'geboren in: {born}; gemest in: {raised}; geslacht in: {slaughtered}',
  },
  de: {
    line: '{meat} – {statement}.',
    origin: 'Herkunft: {country}',
    raisedSlaughtered: 'Aufgezogen in: {raised}; geschlachtet in: {slaughtered}',
    bornRaisedSlaughtered: 'Geboren und gemästet in: {raised}; geschlachtet in: {slaughtered}',
    bornApart: 'Geboren in: {born}; gemästet in: {raised}; geschlachtet in: {slaughtered}',
  },
};

/** Words around the carte on the restaurant page and in its PDF. Server and build only: never a client component's import. */
export interface MenuWords {
  readonly sectionTitle: string;
  /** "{date}": the day the carte is first served, as features/restaurant/menu-format.ts writes it. */
  readonly validFrom: string;
  readonly seeMenu: string;
  readonly downloadLabel: string;
  readonly vegetarian: string;
  readonly vegan: string;
  readonly glutenFree: string;
  readonly allergensLabel: string;
  readonly noAllergen: string;
  /** A dish whose allergens the owner has not given: the guest asks, never « none ». */
  readonly allergensOnRequest: string;
  readonly allergensOfChosenDishes: string;
  /** "{rate}": the service included (arrêté du 27 mars 1987: « Prix service compris » and its rate). */
  readonly serviceIncluded: string;
  /** Where no service is charged. */
  readonly netPrices: string;
  /** Free drinking water on request, printed by the site (C. env. L541-15-10, loi AGEC art. 77). */
  readonly tapWater: string;
  /** Whether allergen names go lower case inside a dish's line: German nouns keep their capital. */
  readonly lowerCaseInLists: boolean;
  readonly legendTitle: string;
  readonly legendIntro: string;
  readonly dietsIntro: string;
  readonly traces: string;
  readonly pdfTitle: string;
  /** "{phone}": the venue's number. */
  readonly pdfBooking: string;
}

export const menuWords: Translated<MenuWords> = {
  fr: {
    sectionTitle: 'La carte',
    validFrom: 'Servie à partir du {date}.',
    seeMenu: 'Voir la carte',
    downloadLabel: 'Télécharger la carte (PDF)',
    vegetarian: dietFrenchNames.vegetarien,
    vegan: dietFrenchNames.vegan,
    glutenFree: dietFrenchNames['sans-gluten'],
    allergensLabel: 'Allergènes\u00a0:',
    noAllergen: 'aucun.',
    allergensOnRequest: 'demandez-les au service.',
    serviceIncluded: 'Prix en euros, toutes taxes comprises, service compris ({rate}).',
    tapWater: 'Eau potable en carafe gratuite sur demande.',
    netPrices: 'Prix nets en euros, toutes taxes comprises\u00a0; aucun service n’est perçu en plus.',
    allergensOfChosenDishes: 'ceux des plats choisis.',
    lowerCaseInLists: true,
    legendTitle: 'Allergènes et régimes',
    legendIntro:
      'Chaque plat indique en toutes lettres les allergènes qu’il contient, parmi les 14 à déclarer selon le règlement européen 1169/2011\u00a0:',
    dietsIntro:
      'Les plats végétariens, végans ou sans gluten portent la mention «\u00a0Végétarien\u00a0», «\u00a0Végan\u00a0» ou «\u00a0Sans gluten\u00a0», et un plat peut en porter plusieurs.',
    traces:
      'Des traces d’allergènes restent possibles dans tous les plats\u00a0: en cas d’allergie ou d’intolérance, dites-le-nous en réservant ou en commandant.',
    pdfTitle: 'La carte du restaurant',
    pdfBooking: 'Réservations\u00a0: {phone}, ou en ligne sur notre site.',
  },
  en: {
    sectionTitle: 'The menu',
    validFrom: 'Served from {date}.',
    seeMenu: 'See the menu',
    downloadLabel: 'Download the menu (PDF)',
    vegetarian: 'Vegetarian',
    vegan: 'Vegan',
    glutenFree: 'Gluten-free',
    allergensLabel: 'Allergens:',
    noAllergen: 'none.',
    allergensOnRequest: 'please ask your server.',
    serviceIncluded: 'Prices in euros, including VAT and a {rate} service charge.',
    tapWater: 'Free tap water on request.',
    netPrices: 'Prices in euros, including VAT and service; no service charge is added.',
    allergensOfChosenDishes: 'those of the dishes you choose.',
    lowerCaseInLists: true,
    legendTitle: 'Allergens and diets',
    legendIntro: 'Each dish lists every allergen it contains, from the 14 that EU Regulation 1169/2011 requires us to declare:',
    dietsIntro:
      'Vegetarian, vegan and gluten-free dishes are marked ‘Vegetarian’, ‘Vegan’ or ‘Gluten-free’, and a dish can carry more than one.',
    traces: 'Traces of allergens may be found in any dish: if you have an allergy or intolerance, please tell us when you book or order.',
    pdfTitle: 'The restaurant menu',
    pdfBooking: 'Bookings: {phone}, or online on our website.',
  },
  nl: {
    sectionTitle: 'De menukaart',
    // After the season's name (« Herfstkaart. ») the carte is not named twice.
    validFrom: 'Geldig vanaf {date}.',
    seeMenu: 'Bekijk de menukaart',
    downloadLabel: 'Menukaart downloaden (pdf)',
    vegetarian: 'Vegetarisch',
    vegan: 'Veganistisch',
    glutenFree: 'Glutenvrij',
    allergensLabel: 'Allergenen:',
    noAllergen: 'geen.',
    allergensOnRequest: 'vraag ernaar bij de bediening.',
    serviceIncluded: 'Prijzen in euro, inclusief btw. Bediening inbegrepen ({rate}).',
    tapWater: 'Gratis kraanwater op verzoek.',
    netPrices: 'Nettoprijzen in euro, inclusief btw; er wordt geen bedieningsgeld gerekend.',
    allergensOfChosenDishes: 'zie de gekozen gerechten.',
    lowerCaseInLists: true,
    legendTitle: 'Allergenen en dieetwensen',
    legendIntro:
      'Bij elk gerecht staan voluit de allergenen die erin zitten. Het gaat om deze 14, die we volgens EU-verordening 1169/2011 moeten vermelden:',
    dietsIntro:
      'Vegetarische, veganistische en glutenvrije gerechten herken je aan ‘Vegetarisch’, ‘Veganistisch’ of ‘Glutenvrij’; een gerecht kan meer dan één van deze vermeldingen hebben.',
    traces:
      'Sporen van allergenen zijn in alle gerechten mogelijk: heb je een allergie of intolerantie, laat het ons dan weten als je reserveert of bestelt.',
    pdfTitle: 'De menukaart van het restaurant',
    pdfBooking: 'Reserveren: bel {phone} of stuur een reserveringsaanvraag via onze website.',
  },
  de: {
    sectionTitle: 'Die Speisekarte',
    validFrom: 'Gültig ab {date}.',
    seeMenu: 'Zur Speisekarte',
    downloadLabel: 'Speisekarte herunterladen (PDF)',
    vegetarian: 'Vegetarisch',
    vegan: 'Vegan',
    glutenFree: 'Glutenfrei',
    allergensLabel: 'Allergene:',
    noAllergen: 'keine.',
    allergensOnRequest: 'bitte beim Service erfragen.',
    serviceIncluded: 'Preise in Euro inklusive MwSt. Bedienung inbegriffen ({rate}).',
    tapWater: 'Leitungswasser auf Wunsch kostenlos.',
    netPrices: 'Endpreise in Euro inklusive MwSt.; ein Bedienungszuschlag wird nicht berechnet.',
    allergensOfChosenDishes: 'je nach gewählten Gerichten.',
    lowerCaseInLists: false,
    legendTitle: 'Allergene und Ernährungshinweise',
    legendIntro:
      'Bei jedem Gericht stehen die Allergene, die es enthält. Nach der EU-Verordnung 1169/2011 sind folgende 14 Allergene kennzeichnungspflichtig:',
    dietsIntro:
      'Vegetarische, vegane und glutenfreie Gerichte sind mit „Vegetarisch“, „Vegan“ oder „Glutenfrei“ gekennzeichnet, manche Gerichte auch mehrfach.',
    traces:
      'Spuren von Allergenen sind in allen Gerichten möglich. Sagen Sie uns deshalb bei einer Allergie oder Unverträglichkeit bitte Bescheid, wenn Sie reservieren oder bestellen.',
    pdfTitle: 'Die Speisekarte des Restaurants',
    pdfBooking: 'Reservierung: {phone} oder online auf unserer Website.',
  },
};

/**
 * The carte's PDF in each language, in public/ and at the site's root; French keeps the name it has
 * always had. Each language's restaurant page links to its own.
 */
export const menuPdfFileNames: Translated<string> = {
  fr: 'Carte-Restaurant.pdf',
  en: 'Menu-Restaurant-en.pdf',
  nl: 'Menukaart-Restaurant-nl.pdf',
  de: 'Speisekarte-Restaurant-de.pdf',
};
