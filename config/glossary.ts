// One word per thing in each language, as a native writes it for holidaymakers: the glossary the
// site's words, its PDFs and the owner's translations follow. Each concept has its term and the
// variants it rules out, either because they mislead (« Angelschein » is the German state licence,
// with an exam; "deposit" is a part-payment to a Briton) or because they are a second word for the
// same thing (« Baumhütte » beside « Baumhaus »). Each language also has one clock and one style of
// quotation marks. config/glossary.test.ts holds the site's words to it; `npm run check:content`
// warns the owner, in French, when their own text uses a variant (scripts/checks/content-wording.ts), and
// e2e/wording.spec.ts reads every built page. Plain data and a pure function, no zod, no React.
import type { Lang, Translated } from '@/lib/i18n/languages';

/** A word or a form the glossary rules out, and why, in French for the owner. */
export interface RuledOut {
  /** Matched against a visitor-facing text: case-insensitively (flags `iu`) unless said otherwise. */
  readonly pattern: RegExp;
  readonly why: string;
  /** The rule tells a no-break space from a plain one: a text read back from a PDF (pdf.js gives every space as a plain one) skips it. */
  readonly noBreakSpace?: true;
}

export interface Term {
  /** The word the site writes for the concept, as a dictionary heads it. */
  readonly term: string;
  readonly ruledOut: readonly RuledOut[];
}

const letter = '[\\p{L}\\p{N}]';

/** A whole word (or words): "cabin" rules out "cabins", not "cabinet". */
function word(source: string, why: string): RuledOut {
  return { pattern: new RegExp(`(?<!${letter})(?:${source})(?!${letter})`, 'iu'), why };
}

/** Anywhere in a word: Dutch and German join words, so « Jahresangelschein » says « Angelschein » too. */
function part(source: string, why: string): RuledOut {
  return { pattern: new RegExp(source, 'iu'), why };
}

/** The same words in every language but French: English, Dutch and German readers all meet them. */
const checkInOut = (term: string) => word('check-?in|check-?out', `anglicisme : écrivez « ${term} »`);

export const concepts = [
  'chalet',
  'cabin',
  'securityDeposit',
  'touristTax',
  'fishingCard',
  'pond',
  'fitnessTrail',
  'glassworks',
  'estimate',
  'arrival',
  'departure',
  'carte',
  'setMenu',
  'chips',
  'reception',
  'accommodation',
  'equipment',
  'stayDates',
  'tableRequest',
  'bookTable',
  'download',
  'dryToilet',
  'ladder',
  'extra',
  'offer',
  'specialClosures',
  'grounds',
  'paymentMethods',
] as const;

export type Concept = (typeof concepts)[number];

export const glossary: Readonly<Record<Concept, Translated<Term>>> = {
  chalet: {
    fr: { term: 'chalet (chalet familial)', ruledOut: [word('bungalows?', 'le site dit « chalet »')] },
    en: { term: 'chalet (family chalet)', ruledOut: [word('bungalows?|cottages?', 'écrivez « chalet »')] },
    nl: {
      term: 'chalet (familiechalet)',
      ruledOut: [part('gezinschalet', 'écrivez « familiechalet »'), word('bungalows?', 'écrivez « chalet »')],
    },
    de: {
      term: 'Chalet (Familienchalet)',
      ruledOut: [
        part('familien-chalet', 'un seul mot : « Familienchalet »'),
        part('ferienhütte|ferienhaus', 'écrivez « Chalet »'),
        word('bungalows?', 'écrivez « Chalet »'),
      ],
    },
  },
  cabin: {
    fr: { term: 'cabane (dans les arbres, perchée)', ruledOut: [word('cabanons?', 'écrivez « cabane »')] },
    en: {
      term: 'treehouse',
      ruledOut: [
        word('tree[- ]cabins?|tree houses?', 'en un mot : « treehouse »'),
        word('cabins?', 'une « cabin » britannique est une cabane de rondins au sol : écrivez « treehouse »'),
      ],
    },
    nl: { term: 'boomhut', ruledOut: [part('boomhuis', 'écrivez « boomhut »')] },
    de: { term: 'Baumhaus', ruledOut: [part('baumhütte', '« Baumhütte » sonne comme une cabane d’enfant : écrivez « Baumhaus »')] },
  },
  securityDeposit: {
    fr: { term: 'caution', ruledOut: [] },
    en: {
      term: 'security deposit',
      ruledOut: [
        {
          pattern: /(?<!security )(?<![\p{L}\p{N}])deposits?(?![\p{L}\p{N}])/iu,
          why: 'un « deposit » britannique est un acompte : écrivez « security deposit »',
        },
        word('damage deposits?|bond', 'écrivez « security deposit »'),
      ],
    },
    nl: { term: 'borg', ruledOut: [part('waarborgsom|borgsom', 'écrivez « borg »')] },
    de: { term: 'Kaution', ruledOut: [word('Pfand', 'écrivez « Kaution »'), part('sicherheitsleistung', 'écrivez « Kaution »')] },
  },
  touristTax: {
    fr: { term: 'taxe de séjour', ruledOut: [] },
    en: { term: 'tourist tax', ruledOut: [word('(?:city|visitor|local|holiday|sojourn|stay) tax', 'écrivez « tourist tax »')] },
    nl: {
      term: 'toeristenbelasting',
      ruledOut: [part('verblijfsbelasting|toeristentaks|verblijfstaks|kurtaks', 'écrivez « toeristenbelasting »')],
    },
    de: {
      term: 'Kurtaxe',
      ruledOut: [
        part(
          'touristensteuer|übernachtungssteuer|aufenthaltssteuer|tourismusabgabe|bettensteuer|ortstaxe|kurabgabe|gästetaxe',
          'écrivez « Kurtaxe »',
        ),
      ],
    },
  },
  fishingCard: {
    fr: {
      term: 'carte de pêche (vendue à l’accueil)',
      ruledOut: [word('permis de pêche', 'le permis est l’affaire de l’État : le site vend une « carte de pêche »')],
    },
    en: {
      term: 'fishing ticket (day, weekly, weekend, annual ticket)',
      ruledOut: [
        word(
          'permits?|(?:fishing|rod|angling) licen[cs]es?',
          'se lit comme un permis d’État : l’étang vend des « fishing tickets » sur place',
        ),
        word('fishing cards?', 'écrivez « fishing ticket »'),
      ],
    },
    nl: {
      term: 'viskaart (dagkaart, weekkaart, weekendkaart, jaarkaart)',
      ruledOut: [
        part('vergunning', '« vergunning » fait penser au VISpas national : écrivez « viskaart »'),
        part('vispas', 'écrivez « viskaart »'),
      ],
    },
    de: {
      term: 'Angelkarte (Tageskarte, Wochenkarte, Wochenendkarte, Jahreskarte)',
      ruledOut: [
        part('angelschein|fischereischein', '« Angelschein » est le permis d’État allemand, avec examen : écrivez « Angelkarte »'),
        part('angellizenz|angelerlaubnis|angelberechtigung', 'écrivez « Angelkarte »'),
      ],
    },
  },
  pond: {
    fr: { term: 'étang (de pêche)', ruledOut: [] },
    en: { term: 'pond (fishing pond)', ruledOut: [word('fishing lake|fish ?pond', 'écrivez « pond » ou « fishing pond »')] },
    nl: { term: 'vijver (visvijver)', ruledOut: [part('visplas', 'écrivez « vijver »')] },
    de: { term: 'Teich (Angelteich)', ruledOut: [part('weiher|angelsee', 'écrivez « Teich »')] },
  },
  fitnessTrail: {
    fr: { term: 'parcours de santé', ruledOut: [word('parcours sportifs?', 'écrivez « parcours de santé »')] },
    en: {
      term: 'fitness trail',
      ruledOut: [
        word(
          'trim trails?|health (?:trails?|courses?|paths?)|fitness courses?|exercise trails?|sports? trails?',
          'écrivez « fitness trail »',
        ),
      ],
    },
    // « Trimparcours » is Flemish: the Netherlands say « trimbaan ».
    nl: {
      term: 'trimbaan',
      ruledOut: [
        part(
          'trimparcours|fitnessparcours|gezondheidsparcours|sportparcours|beweegroute',
          'usage belge ou variante : écrivez « trimbaan »',
        ),
      ],
    },
    de: {
      term: 'Trimm-dich-Pfad',
      ruledOut: [
        part(
          'fitnessparcours|gesundheitspfad|sportparcours|trimmpfad|trimm-pfad|fitnesspfad|vita-?parcours',
          'écrivez « Trimm-dich-Pfad »',
        ),
      ],
    },
  },
  glassworks: {
    fr: { term: 'verrerie', ruledOut: [] },
    en: {
      term: 'glassworks',
      ruledOut: [word('glass ?factor(?:y|ies)|glass works|glass(?:making|blowing) workshops?', 'écrivez « glassworks »')],
    },
    nl: {
      term: 'glasblazerij',
      ruledOut: [part('glasfabriek|glasbedrijf|glasatelier', 'écrivez « glasblazerij »'), word('glashut', 'écrivez « glasblazerij »')],
    },
    de: { term: 'Glashütte', ruledOut: [part('glasbläserei|glasfabrik|glaswerk', 'une verrerie historique est une « Glashütte »')] },
  },
  estimate: {
    fr: { term: 'estimation', ruledOut: [word('devis', 'un devis engage : le site donne une « estimation »')] },
    en: { term: 'estimate (price estimate)', ruledOut: [word('quotes?|quotations?|estimations?', 'écrivez « estimate »')] },
    nl: {
      term: 'prijsindicatie',
      ruledOut: [part('prijsberekening|prijsschatting', 'écrivez « prijsindicatie »'), word('offertes?', 'écrivez « prijsindicatie »')],
    },
    de: { term: 'Preisberechnung', ruledOut: [part('preisschätzung|kostenvoranschlag|kostenschätzung', 'écrivez « Preisberechnung »')] },
  },
  arrival: {
    fr: { term: 'arrivée', ruledOut: [] },
    en: { term: 'arrival', ruledOut: [checkInOut('arrival')] },
    nl: {
      term: 'aankomst',
      ruledOut: [
        checkInOut('aankomst'),
        part('inchecken', 'écrivez « aankomst »'),
        word('aank\\.', 'pas d’abréviation : écrivez « aankomst »'),
      ],
    },
    de: { term: 'Anreise', ruledOut: [checkInOut('Anreise'), part('einchecken', 'écrivez « Anreise »')] },
  },
  departure: {
    fr: { term: 'départ', ruledOut: [] },
    en: { term: 'departure', ruledOut: [checkInOut('departure')] },
    nl: { term: 'vertrek', ruledOut: [part('uitchecken', 'écrivez « vertrek »')] },
    de: { term: 'Abreise', ruledOut: [part('auschecken', 'écrivez « Abreise »')] },
  },
  carte: {
    fr: { term: 'carte (du restaurant)', ruledOut: [] },
    en: {
      term: 'menu (the à la carte menu)',
      ruledOut: [
        { pattern: /(?<!à la |a la )(?<![\p{L}\p{N}])carte(?![\p{L}\p{N}])/iu, why: 'écrivez « menu »' },
        word('bill of fare', 'écrivez « menu »'),
      ],
    },
    nl: { term: 'menukaart (van de kaart)', ruledOut: [part('spijskaart', 'écrivez « menukaart »')] },
    de: { term: 'Speisekarte', ruledOut: [part('menükarte|speiseplan', 'écrivez « Speisekarte »')] },
  },
  setMenu: {
    fr: { term: 'formule, menu', ruledOut: [] },
    en: { term: 'set menu', ruledOut: [word('formulas?|formules?|prix fixe|fixed[- ]price menus?', 'écrivez « set menu »')] },
    nl: { term: 'menu', ruledOut: [word('formules?', 'gallicisme : écrivez « menu »')] },
    de: { term: 'Menü', ruledOut: [word('Formeln?|Formules?', 'gallicisme : écrivez « Menü »')] },
  },
  chips: {
    fr: { term: 'frites', ruledOut: [] },
    en: { term: 'chips', ruledOut: [word('(?:french )?fries', 'l’anglais britannique dit « chips »')] },
    nl: { term: 'friet', ruledOut: [word('patat', 'écrivez « friet »')] },
    // Case-sensitive: a French dish name on the German carte says « aux pommes ».
    de: {
      term: 'Pommes frites',
      ruledOut: [
        { pattern: /(?<![\p{L}\p{N}])Pommes(?! frites)(?![\p{L}\p{N}])/u, why: 'écrivez « Pommes frites »' },
        word('Fritten', 'écrivez « Pommes frites »'),
      ],
    },
  },
  reception: {
    fr: { term: 'accueil', ruledOut: [] },
    en: { term: 'reception', ruledOut: [word('front desk|front office', 'l’anglais britannique dit « reception »')] },
    nl: {
      term: 'receptie',
      ruledOut: [word('balie', 'écrivez « receptie »'), part('onthaal', 'usage belge : « receptie », « welkomstgids »')],
    },
    de: { term: 'Empfang', ruledOut: [word('Rezeption', 'écrivez « Empfang »')] },
  },
  accommodation: {
    fr: { term: 'hébergement', ruledOut: [word('logements?', 'un seul mot pour un chalet ou une cabane : « hébergement »')] },
    en: {
      term: 'accommodation (uncountable)',
      ruledOut: [
        word('accommodations', 'l’anglais britannique dit « accommodation », sans pluriel'),
        word("(?:this|the|each|a) unit(?:’s|'s)?", 'un seul mot pour l’hébergement : « this accommodation »'),
      ],
    },
    nl: { term: 'accommodatie', ruledOut: [] },
    de: { term: 'Unterkunft', ruledOut: [] },
  },
  // One heading for what a chalet or a treehouse has, whichever section shows it.
  equipment: {
    fr: { term: 'équipements', ruledOut: [] },
    en: {
      term: 'facilities',
      ruledOut: [
        word("what’s included|what's included|amenities", 'un seul titre pour les équipements : « Facilities »'),
        { pattern: /(?<![\p{L}])equipment:/iu, why: 'un seul titre pour les équipements : « Facilities: »' },
      ],
    },
    nl: { term: 'voorzieningen', ruledOut: [part('uitrusting', 'écrivez « voorzieningen »')] },
    de: { term: 'Ausstattung', ruledOut: [word('Einrichtungen|Annehmlichkeiten', 'écrivez « Ausstattung »')] },
  },
  // The dates of a stay. « Daten » reads as data in German (« Ihre Daten », the visitor's personal data, stays).
  stayDates: {
    fr: { term: 'dates (du séjour)', ruledOut: [] },
    en: { term: 'dates', ruledOut: [] },
    nl: { term: 'data (meervoud van datum)', ruledOut: [] },
    de: {
      term: 'Zeitraum (Reisezeitraum)',
      ruledOut: [
        {
          pattern: /(?<!Ihre |Ihren |personenbezogene |personenbezogenen )(?<![\p{L}\p{N}])Daten(?![\p{L}\p{N}])/u,
          why: '« Daten » se lit « données » : pour les dates d’un séjour, écrivez « Zeitraum » ou « Reisezeitraum »',
        },
      ],
    },
  },
  // The table request: one name per language, distinct from the stay's booking enquiry.
  tableRequest: {
    fr: { term: 'demande de réservation (d’une table)', ruledOut: [] },
    en: {
      term: 'table request',
      ruledOut: [word('table (?:booking )?enquir(?:y|ies)|table reservation requests?|reservation requests?', 'écrivez « table request »')],
    },
    nl: {
      term: 'reserveringsaanvraag',
      ruledOut: [
        part('tafelaanvraag|tafelreservering', 'écrivez « reserveringsaanvraag »'),
        word('(?:een )?tafel aan(?:te )?vragen|vraag (?:een|je) tafel aan', 'écrivez « een reserveringsaanvraag sturen »'),
      ],
    },
    de: { term: 'Reservierungsanfrage', ruledOut: [part('tischanfrage|tischreservierungsanfrage', 'écrivez « Reservierungsanfrage »')] },
  },
  // The action of booking a table, worded one way wherever a button or a link offers it.
  bookTable: {
    fr: { term: 'Réserver une table', ruledOut: [] },
    en: { term: 'Book a table', ruledOut: [word('reserve a table', 'écrivez « Book a table »')] },
    nl: { term: 'Tafel reserveren', ruledOut: [word('reserveer (?:een|je) tafel', 'une action, une tournure : « Tafel reserveren »')] },
    de: {
      term: 'Tisch reservieren',
      ruledOut: [word('reservieren Sie (?:einen|Ihren) Tisch', 'une action, une tournure : « Tisch reservieren »')],
    },
  },
  // Downloading a PDF, worded one way for the carte and the price list.
  download: {
    fr: { term: 'Télécharger … (PDF)', ruledOut: [] },
    en: { term: 'Download the … (PDF)', ruledOut: [] },
    nl: { term: '… downloaden (pdf)', ruledOut: [word('download (?:de|het|een|je|onze)', 'une action, une tournure : « … downloaden »')] },
    de: {
      term: '… herunterladen (PDF)',
      ruledOut: [word('laden Sie (?:die|das|den|unsere) .{1,30} herunter', 'une action, une tournure : « … herunterladen »')],
    },
  },
  // A dry toilet said as such: a family choosing a cabin asks whether there is a real toilet.
  dryToilet: {
    fr: { term: 'toilettes sèches', ruledOut: [word('toilettes? (?:à compost|écologiques?)', 'écrivez « toilettes sèches »')] },
    // British English says "compost toilet"; "dry toilet" reads as a calque of « toilettes sèches ».
    en: {
      term: 'compost toilet',
      ruledOut: [word('dry toilets?|composting toilets?|eco[- ]toilets?|composting loos?', 'écrivez « compost toilet »')],
    },
    // « Composttoilet » is what a Dutch or Flemish camper knows; « droogtoilet » reads technical.
    nl: { term: 'composttoilet', ruledOut: [part('droogtoilet|ecotoilet', 'écrivez « composttoilet »')] },
    de: { term: 'Trockentoilette', ruledOut: [part('komposttoilette|ökotoilette|biotoilette', 'écrivez « Trockentoilette »')] },
  },
  ladder: {
    fr: { term: 'échelle', ruledOut: [] },
    en: { term: 'ladder', ruledOut: [] },
    nl: { term: 'ladder', ruledOut: [part('laddertrap', 'écrivez « ladder »')] },
    de: { term: 'Leiter', ruledOut: [part('leitertreppe', 'écrivez « Leiter »')] },
  },
  // What the owner sells beside the night (issue 40): a final cleaning, linen, pets.
  extra: {
    fr: { term: 'supplément', ruledOut: [word('options? payantes?', 'écrivez « supplément »')] },
    en: { term: 'extra', ruledOut: [word('add-ons?', 'écrivez « extra »')] },
    nl: { term: 'extra', ruledOut: [word('add-ons?', 'écrivez « extra »')] },
    de: { term: 'Zusatzleistung', ruledOut: [word('Add-ons?', 'écrivez « Zusatzleistung »')] },
  },
  // A discount the owner sets (long stay, last minute, mid-week), a line of the estimate.
  offer: {
    fr: { term: 'offre', ruledOut: [word('promos?', 'écrivez « offre »')] },
    en: { term: 'offer', ruledOut: [word('deals?|promos?', 'écrivez « offer »')] },
    // A price list says « korting » for a discount; « aanbieding » reads as a shop's special offer.
    nl: { term: 'korting', ruledOut: [part('aanbieding', 'écrivez « korting »'), word('deals?|promo’?s?', 'écrivez « korting »')] },
    de: { term: 'Angebot', ruledOut: [word('Deals?|Rabattaktion(en)?', 'écrivez « Angebot »')] },
  },
  // The days a place closes outside its weekly hours (content/data/closures.json), as a text sends the visitor to them.
  specialClosures: {
    fr: { term: 'fermetures exceptionnelles', ruledOut: [] },
    en: { term: 'special closures', ruledOut: [] },
    // « Uitzonderlijke sluitingen » is ruled out among the calques below.
    nl: { term: 'extra sluitingsdagen', ruledOut: [] },
    de: {
      term: 'Abweichende Schließzeiten',
      ruledOut: [
        part(
          'außerordentliche schließung|sonderschließung|ausnahmsweise schließung',
          'calque de « fermetures exceptionnelles » : écrivez « abweichende Schließzeiten »',
        ),
      ],
    },
  },
  // The venue's land, « le domaine »: one word for it, the plan's, the team's and the events' alike.
  grounds: {
    fr: { term: 'domaine', ruledOut: [] },
    en: { term: 'grounds', ruledOut: [word('estates?', '« estate » évoque un grand domaine ou un lotissement : écrivez « grounds »')] },
    nl: { term: 'terrein', ruledOut: [part('landgoed', 'écrivez « terrein »')] },
    de: { term: 'Gelände', ruledOut: [part('anwesen', 'écrivez « Gelände »')] },
  },
  // How a guest may pay (the booking terms, the voucher, the FAQ): one label per language wherever it is listed.
  paymentMethods: {
    fr: { term: 'moyens de paiement', ruledOut: [] },
    en: {
      term: 'payment methods',
      ruledOut: [word('ways to pay|means of payment|methods of payment|payment options', 'un seul nom : « Payment methods »')],
    },
    nl: { term: 'betaalmethoden', ruledOut: [part('betaalmiddel|betaalmogelijkhe|betaalwijze', 'un seul mot : « betaalmethoden »')] },
    de: { term: 'Zahlungsarten', ruledOut: [part('zahlungsmöglichkeit|zahlungsmethode', 'un seul nom : « Zahlungsarten »')] },
  },
};

/**
 * Turns of phrase copied from French that a native reader stops at (« période par période », « à venir »,
 * « Verantwoordelijk uitgever », the Belgian legal words), with what a native writes instead.
 */
export const calques: Translated<readonly RuledOut[]> = {
  fr: [
    // A title keeps its capital for its first word only: « Nos chalets familiaux ».
    {
      pattern: /(?<![\p{L}\p{N}])(?:Nos|Notre|nos|notre) (?:Chalets?|Cabanes?|Équipe|Restaurant|Étang)(?![\p{L}\p{N}])/u,
      why: 'une majuscule au premier mot seulement : « Nos chalets familiaux »',
    },
    // A season's name inside a sentence goes on in lower case: « 140 €/nuit (vacances scolaires) ».
    {
      pattern: /(?<=\S )\((?:Vacances scolaires|Basse saison|Moyenne saison|Haute saison)\)/u,
      why: 'dans une phrase, le nom de la saison en minuscule : « (vacances scolaires) »',
    },
    // « Chalet » is the site's word for a family chalet: a market's stalls are « stands ».
    word('chalets? (?:ouverts?|du marché|de Noël)', '« chalet » désigne les hébergements : pour un marché, écrivez « stands »'),
    word(
      'à confirmer par téléphone|réservation par téléphone|réserver par téléphone',
      'les dates se demandent en ligne, le téléphone sert aux questions : ne dites pas que le séjour se réserve par téléphone',
    ),
    // The French native panel (2026-11): each kind once found on the site, ruled out wherever it comes back.
    word('Venez simplement', 'calque de « just come along » : « Sans réservation »'),
    word('Directeur ou directrice', 'une mention qui hésite sur le genre : « Direction de la publication »'),
    word('la prépare, adressée', 'tournure raide : « le lien ci-dessous prépare dans votre messagerie un e-mail adressé à … »'),
    word('retient aucune date', 'un bon ne « retient » pas une date : « le bon ne bloque aucune date »'),
    word('écrits? dessus|écrite sur le bon', 'familier pour un texte de conditions : « indiqué sur le bon »'),
    word('chacun (?:dit|le signale)', 'un avis ne « dit » rien de lui-même : « chacun indique … », « c’est indiqué sous chacun d’eux »'),
    word('nous en disons', 'on « indique » un motif : « nous en indiquons le motif »'),
    word('sauf ce que prévoient', 'tournure raide : « sauf disposition contraire de nos conditions d’annulation »'),
    word('Vivre dans cet hébergement', 'calque de « living in this accommodation » : « En pratique »'),
    // « ménage de fin de séjour 40 € par séjour »: the name already says when it is paid.
    {
      pattern: /(?<![\p{L}\p{N}])séjour[ \u00a0]\d[\d \u00a0\u202f,]*[ \u00a0\u202f]?€ par séjour/iu,
      why: 'le nom dit déjà « séjour » : « + ménage de fin de séjour 40 € »',
    },
    // « Un parcours vous attend, pour … s’étirer à votre rythme »: the person changes mid-sentence.
    {
      pattern: /(?<![\p{L}\p{N}])s[’'][\p{L}]+ à votre rythme/iu,
      why: 'la personne change dans la phrase : « vous étirer à votre rythme »',
    },
    // Terms do not « say »: « nos conditions … disent comment », « … le disent ».
    {
      pattern: /conditions[^.]{0,80}(?<![\p{L}\p{N}])(?:disent comment|le disent)(?![\p{L}\p{N}])/iu,
      why: 'des conditions ne « disent » pas : « nos conditions de réservation le précisent »',
    },
    // The French reader of round D (2026-11): each kind once found on the site, ruled out wherever it comes back.
    // A participle with no subject after a heading agrees with nothing (« Les chalets » / « Déjà pris »).
    {
      pattern: /(?<![\p{L}\p{N}])Déjà pris(?![\p{L}\p{N}])/u,
      why: 'un participe sans sujet s’accorde mal sous le titre : « Pas libre à ces dates »',
    },
    word('demande(?: de [\\p{L} ]{1,20})? est envoyée', 'écrivez « Votre demande a bien été envoyée »'),
    {
      pattern: /(?:Tabac[ \u00a0]*:[ \u00a0]*|^)non-fumeur(?:\.|$)/iu,
      why: 'un hébergement est non-fumeur, pas le tabac : « Hébergements non-fumeurs »',
    },
    { pattern: /^A eu lieu/u, why: 'le badge d’un événement passé : « Événement passé »' },
    { pattern: /au plus (?:\{count\}|\d+), les personnes/u, why: 'tournure raide : « 4 au plus, soit les personnes du séjour »' },
    // A window to leave in: « libérer l’hébergement entre 9h00 et 11h00 », not « de 9h00 à 11h00 » (two hours of leaving).
    { pattern: /libérer[^.;:]{0,60}(?<![\p{L}])de \d{1,2}h\d{2} à/iu, why: 'un créneau pour partir : « entre 9h00 et 11h00 »' },
    { pattern: /\(par séjour\)/u, why: 'un supplément par séjour se paie une fois : son nom seul, « Ménage de fin de séjour »' },
    word('attention de (?:SARL|SAS|SASU|EURL|SA|SNC|SCI)', 'une société a son article : « À l’attention de la SARL … »'),
    word('Autre date choisie', 'tournure de fiche : « Vous avez choisi une autre date »'),
    // The failure banner (the specification's words) already says « Veuillez réessayer »: the advice under it says what to do first.
    word('réessayez', 'la bannière d’échec dit déjà « réessayer » : l’avis dessous dit ce qui s’est passé'),
    // The round-F French reader: a legend that says nothing, two words for one state.
    word('avant le séjour minimum', 'ne se comprend pas : « séjour trop court »'),
    // The French reader of round E: the prepared e-mail opens on a failure, so the advice asks for no wait nor a new try.
    {
      pattern: /envoyée[ \u00a0]*![ \u00a0]*Ce n’est pas encore une réservation/u,
      why: 'la bannière vient de dire « envoyée » : la suite dit l’étape d’après, « Nous vous répondons par e-mail… »',
    },
    {
      pattern: /[ \u00a0]:[ \u00a0]*\+[ \u00a0]/u,
      why: 'pas de « + » après les deux-points : « Frais obligatoires : ménage de fin de séjour, 40 € »',
    },
    // The button, shown before any date is chosen (the mailto's « Je souhaite demander ces dates : » lists them after it).
    { pattern: /(?<![\p{L}])Demander ces dates/u, why: '« ces » ne montre encore aucune date : « Demander un séjour »' },
    word(
      'nuits de ces saisons',
      'chaque saison avec sa préposition : « Il est valable en basse saison et pendant les vacances scolaires »',
    ),
    word('fermé le soir du', 'tournure lourde : « Le restaurant est fermé le lundi 14 décembre au soir »'),
    word('Le sort des sommes versées', 'tournure juridique : « Ce qui vous est remboursé dépend de la date d’annulation »'),
    word('Enfant de 16 à 17 ans', 'à 16 ans on n’est plus un enfant, et « de 16 à 17 » fait deux âges : « Jeune de 16 ou 17 ans »'),
    word(
      '(?:patientez|avant un nouvel envoi|avant de la renvoyer)',
      'la messagerie s’ouvre déjà avec la demande : dites seulement ce qui s’est passé',
    ),
    { pattern: /la nuit[ \u00a0]\+[ \u00a0]/u, why: 'pas de « + » dans une phrase : « …la nuit, ménage de fin de séjour 40 € en plus »' },
    {
      pattern: /toutes taxes comprises\. Prix service compris/iu,
      why: 'une seule phrase : « Prix en euros, toutes taxes comprises, service compris (15 %) »',
    },
    word('Au format international', 'le 06 est accepté : « Par exemple 06 12 34 56 78 ou +33 6 12 34 56 78 »'),
    word('mal écrites?', 'une date « n’est pas valide »'),
    word('comment vous l’envisagez', 'tournure vague : « précisez votre situation dans le message »'),
    word('toilettes à chasse d’eau', 'écrivez « WC » : « WC à l’intérieur »'),
    word('douche à marche', 'écrivez « douche avec une marche de 15 cm »'),
    // One unit for a bed's size, as the unit facts write it: « 140 × 190 cm ».
    {
      pattern: /(?<![\p{L}])lits?(?![\p{L}])[^.;\n]{0,40}\d,\d{1,2}[ \u00a0]?×[ \u00a0]?\d,\d{1,2}[ \u00a0]?m(?![\p{L}])/iu,
      why: 'une seule unité pour les lits : « 140 × 190 cm »',
    },
    { pattern: /Langue[ \u00a0]*:[ \u00a0]*Français/u, why: 'un nom de langue dans une phrase, en minuscule : « Langue : français »' },
    {
      pattern: /\d{1,2}(?:er)? \p{Ll}+, aussi (?:le|la|les|du)(?![\p{L}])/u,
      why: 'tournure raide : « …, ainsi que le mardi soir du 1er juillet au 31 août »',
    },
    word('en équipe de (?:deux|trois|quatre|\\d+)', 'écrivez « par équipes de deux »'),
    {
      pattern: /(?:réseau mobile|Wi-Fi)[ \u00a0]*:[ \u00a0]*oui(?![\p{L}])/iu,
      why: 'un niveau, pas une réponse : « réseau mobile : bon »',
    },
    word('dit à quelle distance|(?:sont|est) dans nos conditions', 'une fiche ou des conditions « indiquent » ; un fait y « figure »'),
    word('Qui vend', 'un titre de conditions : « Le vendeur »'),
    word(
      'lisible sans réseau|ouverte avec du réseau',
      'tournure raide : « Une fois ouverte, cette page reste consultable sans réseau sur ce téléphone »',
    ),
    word('sert ce soir-là', 'tournure lourde : « pendant les heures de service du restaurant »'),
    { pattern: /, Auteur inconnu/u, why: 'après une virgule, en minuscule : « auteur inconnu »' },
    { pattern: /cabane \(à partir de \d+ ans\)/u, why: 'tournure lourde : « 6 ans dans la petite cabane »' },
  ],
  en: [
    word('washrooms?', 'nord-américain : l’anglais britannique dit « shower room » ou « toilet and washbasin »'),
    word('contests?', 'un seul mot pour un concours : « competition »'),
    // A window to leave in: « between 09:00 and 11:00 », not « leave … from 09:00 to 11:00 ».
    { pattern: /\bleave\b[^.;:]{0,60}\bfrom \d{2}:\d{2} to\b/iu, why: 'un créneau pour partir : « leave between 09:00 and 11:00 »' },
    // A list item after a semicolon goes on in lower case: « Double bed 1.40 × 1.90 m; sofa bed … ».
    { pattern: /; \p{Lu}\p{Ll}/u, why: 'après un point-virgule, la suite en minuscule : « Double bed …; sofa bed … »' },
    word('period by period', 'calque de « période par période » : « Available and booked periods »'),
    word('(?:a )?date to come|dates to come', 'calque de « à venir » : « a future date »'),
    word('(?:calendar|it) has run out', 'calque : « This calendar is out of date »'),
    { pattern: /:\s*met\./iu, why: 'calque de « : respecté » : « These dates meet the minimum stay »' },
    word("restaurant[’']s reception", 'calque de « l’accueil du restaurant » : « at reception (it’s in the restaurant) »'),
    word('annual holidays?', 'calque de « congés annuels » pour une fermeture : « annual closure »'),
    word('publication director', 'calque de « directeur de la publication » : « Person responsible for content »'),
    word("field[’']s calendar", 'calque de « calendrier du champ » : « the date picker »'),
    word('measures? (?:its|the|our) audience', 'calque de « mesure d’audience » : « uses no analytics »'),
    word('the site is protected', 'calque de « le site est protégé » (un site naturel) : « this is a protected nature site »'),
    word('final cleaning', 'calque de « ménage de fin de séjour » : « cleaning fee »'),
    word('drink in moderation', 'calque de « à consommer avec modération » : « Please drink responsibly »'),
    word('to discover', 'calque de « à découvrir » : dites ce que le visiteur y trouve'),
    word('without (?:a )?signal', 'calque de « sans réseau » : « even with no signal »'),
    word('restaurant of Les Chalets', 'calque de « le restaurant des Chalets du lac » : « the restaurant at Les Chalets du lac »'),
    word('from what age', 'calque de « à partir de quel âge » : « How old do children need to be … ? »'),
    word('reserved (?:parking )?spaces?', 'calque de « places réservées » : « disabled parking spaces »'),
    word('isn’t a purchase|is not a purchase', 'calque de « ce n’est pas encore un achat » : « you’re not buying anything yet »'),
    word('wood stoves?', 'américain : l’anglais britannique dit « wood-burning stove »'),
    word('add to my', 'le site s’adresse au visiteur : « Add to your calendar »'),
    word('card imprints?', 'calque de « empreinte de carte » : « card pre-authorisation »'),
    { pattern: /\?\s*our answers/iu, why: 'calque de « ? Nos réponses » : « Questions about paying? Find the answers »' },
    word('how you see it', 'calque de « comment vous l’envisagez » : « what you have in mind »'),
    word('that is €', 'calque de « soit … € » : « an advance payment of €… »'),
    // The stay's request has one English name, the form's and the e-mails' alike.
    word('(?:stay|booking) requests?', 'un seul nom pour la demande de séjour : « booking enquiry »'),
    // A range of dates opens a clause with a comma: « from 1 July to 31 August, dinner on Tuesdays ».
    {
      pattern: /\bfrom \d{1,2} \p{Lu}\p{Ll}+ to \d{1,2} \p{Lu}\p{Ll}+:/u,
      why: 'calque de « du … au … : » : « from 1 July to 31 August, dinner on Tuesdays »',
    },
    // A weekday said of every week: « Saturday arrivals only », never « arrivals on Saturday only ».
    { pattern: /arrivals on (?:\{days\}|\p{Lu}\p{Ll}+day) only/u, why: 'un jour de chaque semaine : « Saturday arrivals only »' },
    word('open except', 'calque de « ouverte sauf … » : « Open every day except Sundays and public holidays »'),
    { pattern: /If nothing opens:/u, why: 'une phrase entière : « If nothing opens, send the request by email … »' },
    { pattern: /, wheelchair access:/iu, why: 'calque de « …, en fauteuil roulant : » : « Wheelchair access (the chalets): … »' },
    // Inside a line, a value goes on in lower case: « Wi-Fi: yes; mobile signal: patchy ».
    { pattern: /: (?:Yes|No|Patchy)\b[^.;\n]*;/u, why: 'dans une ligne, la valeur en minuscule : « Wi-Fi: yes; mobile signal: patchy »' },
    {
      pattern: /Payment methods: (?:Bank|Card|Cash|Cheque)\b/u,
      why: 'après le deux-points, en minuscule : « Payment methods: bank transfer, card »',
    },
    word('opening hours', 'un seul nom pour les horaires : « opening times »'),
    // British Intl writes « Sept » beside « Jul » and « Aug »: three letters for every month.
    { pattern: /(?<![\p{L}])Sept(?![\p{L}])/u, why: 'trois lettres comme les autres mois : « 30 Aug – 30 Sep 2027 »' },
    // A page may leave out what « above » or « below » points to (a term not given yet): say what it is.
    word('(?:cancellation )?terms above', 'les conditions peuvent manquer au-dessus : « our cancellation terms apply instead »'),
    { pattern: /cancellation period \(below\)/u, why: 'la section peut manquer : « Once the 14-day cancellation period is over »' },
    { pattern: / \+ (?:The|A|An) \p{Ll}/u, why: 'le second nom en minuscule : « A chalet + the large treehouse »' },
    // The visitor ticks it beside « your arrival evening … of your stay »: the site says « your », or no pronoun.
    word('during our stay', 'le site s’adresse au visiteur : « Book a table at the restaurant too »'),
    // A day, then a colon and a sentence that starts with the unit's article: say the unit first.
    {
      pattern: /\p{Lu}\p{Ll}+day \d{1,2} \p{Lu}\p{Ll}+: (?:The|A|An) /u,
      why: 'pas de majuscule au milieu de la phrase : « The small treehouse is already booked on the night of Friday 11 December »',
    },
    // The page's name in a sentence is in lower case, as the FAQ and the contact page write it.
    { pattern: /\bthe Accommodation page/u, why: 'dans une phrase, en minuscule : « on the accommodation page »' },
    // The round-D English reader (2026-11): each kind once found on the site, ruled out wherever it comes back.
    // "Accommodation" is uncountable in British English: one unit is "a chalet or treehouse", never "each accommodation".
    word(
      "(?:each|per|every|no|an|one|another) accommodation|accommodation[’']s",
      '« accommodation » est indénombrable : « for each chalet or treehouse », « No chalet or treehouse may take … »',
    ),
    word('(?:a )?stay at short notice', 'tournure raide : « Got a question, or want to come at short notice? Give us a call. »'),
    word('leaves? a trace', 'calque de « laisser une trace » : « as we don’t always have a record of a meal »'),
    { pattern: /departures only|^in: arrivals only/iu, why: 'se lit comme une interdiction : « dep.: you can leave that day (by 11:00) »' },
    { pattern: /\bat reception, in the restaurant/u, why: 'on dirait deux lieux : « at reception (it’s in the restaurant) »' },
    word('date calendar', 'calque de « calendrier des dates » : « Choose your dates »'),
    word('before the minimum stay', 'calque : « shorter than the minimum stay »'),
    word('arrival evening', 'calque de « soir d’arrivée » : « the evening you arrive »'),
    word('one enquiry, nothing', 'il manque un mot : « all in one enquiry, with nothing to type twice »'),
    word('with an adult who is responsible', 'tournure de juriste traduite : « must be accompanied by a responsible adult »'),
    word('repairs we can show(?! were)', 'phrase inachevée : « the cost of any repairs we can show were needed »'),
    word('at a distance', 'calque de « à distance » : « bought online or by phone »'),
    word("doesn[’']t hold any dates|holds no dates", 'un bon ne « tient » pas une date : « the voucher doesn’t reserve any dates »'),
    word('your own email app sends', 'l’app ne s’envoie pas seule : « your email app opens with the request ready to send to us »'),
    word("cooks the restaurant[’']s dishes", 'calque de « cuisine les plats du restaurant » : « Runs the kitchen »'),
    word("if you[’']ll be later", 'il manque un verbe : « If you’ll be arriving later »'),
    { pattern: /: one (?:fewer|more)$/u, why: 'un bouton dit ce qu’il fait : « Remove an adult », « Add an adult »' },
    word('booking enquiry at', 'calque de « votre demande de réservation aux … » : « Your enquiry for Les Chalets du lac, … »'),
    // The round-E English reader (2026-11), each kind ruled out wherever it comes back.
    // « Libre » said of a night is "available": "free" reads as "free of charge" (the calendar's cell keeps "free", too narrow for more).
    word(
      "(?:is|are|isn[’']t|aren[’']t) free (?:on|from|together|according)|(?:nearest|other) free|free (?:and booked|periods?|nights|stays?)|(?:dates|nights) are free|free from (?:mon|tues|wednes|thurs|fri|satur|sun)day",
      '« libre » se dit « available » : « free » se lit « gratuit » (« Available from Sunday 29 November »)',
    ),
    {
      pattern: /(?:First|Second) chalet or treehouse:/u,
      why: 'le titre répète l’hébergement nommé : « First place to stay: A chalet (…) »',
    },
    { pattern: /^Subject: \p{Ll}/mu, why: 'l’objet d’un e-mail commence par une majuscule : « Subject: Your stay at … »' },
    { pattern: /already booked \(/u, why: 'une parenthèse pour qui est pris : « already booked for the chalets »' },
    {
      pattern: /(?:Mobile signal|Wi-Fi): (?:Yes|No)\b(?!;)/u,
      why: 'un niveau, pas une réponse : « Mobile signal: Good », « Wi-Fi: None »',
    },
    { pattern: /toilets?, (?:inside|outside)\b/iu, why: 'où sont les toilettes : « Compost toilet, indoors », « outdoors, nearby »' },
    word('flush toilets?', 'l’anglais britannique des hébergements dit « flushing toilet »'),
    // After a label whose colon goes on in running text, the sentence goes on in lower case.
    {
      pattern: /If either of us cancels: \p{Lu}/u,
      why: 'la phrase continue après le deux-points : « If either of us cancels: your advance payment … »',
    },
    {
      pattern: /Wheelchair access \([^)]*\): \p{Lu}\p{Ll}/u,
      why: 'la phrase continue : « Wheelchair access (the small treehouse): not possible … »',
    },
    { pattern: /– (?:Origin|Reared|Born)\b/u, why: 'après le tiret, en minuscule : « Beef – origin: France. »' },
    { pattern: /, Unknown author\b/u, why: 'dans une ligne, en minuscule : « …, unknown author, public domain »' },
    { pattern: /Changeover days: \p{Lu}\p{Ll}+day \([^)]*\)(?![;,])/u, why: 'un seul jour : « Changeover day: Saturday (high season) »' },
    word('illustrative photo', 'tournure raide : « Photo for illustration only »'),
    word('to book, please make', 'tournure raide : « To confirm your booking, please pay an advance (‘arrhes’) of € … »'),
    word('check it with you', '« it » ne renvoie à rien : « We’ll check the accommodation with you when you leave »'),
    // The round-F English reader.
    word('in the (?:first|second) one', 'sonne traduit : « in the second place to stay »'),
    word('looks after you well', 'sonne traduit : « takes good care of you »'),
    word('which covers the grounds', 'calque de « dont relève le domaine » : « which has jurisdiction over the site »'),
    word(
      'then the accommodation and its extras',
      'une liste sans verbe : « Choose your dates and group, then where to stay and any extras … »',
    ),
    // Inside a line, a level goes on in lower case too: « Wi-Fi: good; mobile signal: patchy ».
    { pattern: /: (?:Good|None)\b[^.;\n]*;/u, why: 'dans une ligne, la valeur en minuscule : « Wi-Fi: good; mobile signal: patchy »' },
  ],
  nl: [
    // « dichtstbijzijnde » is for a place (« de dichtstbijzijnde stad »); for a time, « eerstvolgende » or « die het dichtst bij … ligt ».
    {
      pattern: /dichtstbijzijnde (?:vrije )?(?:avond|aankomst|periode|verblij|datum|data|dag|zaterdag|nacht|zaterdagen)/iu,
      why: '« dichtstbijzijnde » se dit d’un lieu : pour une date, « eerstvolgende » ou « … die het dichtst bij … ligt »',
    },
    part('rechtenvrij', 'les photos sont sous licence libre : « vrij te gebruiken beelden »'),
    {
      pattern: /\bverlaat\b[^.;:]{0,60}\bvan \d{1,2}\.\d{2} tot\b/iu,
      why: 'un créneau pour partir : « verlaat je … tussen 9.00 en 11.00 uur »',
    },
    { pattern: /^met een rolstoel$/iu, why: 'un libellé : « Rolstoeltoegankelijkheid »' },
    word('(maand|week|dag|periode) per \\1', 'calque belge de « X par X » : « per maand », « vrije en bezette periodes »'),
    word('verantwoordelijke? uitgever', 'usage belge : « Verantwoordelijke voor de inhoud »'),
    word('maatschappelijke? (?:kapitaal|zetel)', 'usage belge : « Geplaatst kapitaal », « Statutaire zetel »'),
    word('kalender is afgelopen', 'calque : « Deze kalender is verouderd »'),
    word('kalender van het veld', 'calque de « calendrier du champ » : « de datumkiezer »'),
    word('verblijf later', 'calque de « séjour plus lointain » : « een later verblijf »'),
    word('jaarlijkse vakantie', 'calque de « congés annuels » pour une fermeture : « jaarlijkse sluiting »'),
    word('receptie van het restaurant', 'calque de « l’accueil du restaurant » : « de receptie in het restaurant »'),
    word('uitzonderlijke sluitings?(?:dagen|en)?', 'calque de « fermetures exceptionnelles » : « extra sluitingsdagen »'),
    word('opleiding van het personeel', 'calque de « formation du personnel » : « training »'),
    word('uitgever van de (?:web)?site', 'calque de « éditeur du site » : « eigenaar van de website »'),
    word('kon(?:den)? niet laden', 'calque de « n’a pas pu charger » : « kon niet worden geladen »'),
    word('om (?:hier|er) te slapen', 'calque de « pour y dormir » : « vanaf 6 jaar »'),
    word('toilet met doorspoeling', 'calque de « toilettes à chasse d’eau » : « spoeltoilet »'),
    word('(?:boekings|reserverings)?aanvraag schrijven', 'calque de « écrire une demande » : « een aanvraag versturen »'),
    word('voorbehouden (?:park(?:eer)?)?plaatsen', 'usage belge : « gehandicaptenparkeerplaatsen »'),
    // The round-F Dutch reader: « places réservées » said as a calque.
    word('gereserveerde parkeerplaatsen', 'calque de « places réservées » : « gehandicaptenparkeerplaatsen »'),
    word('die we aannemen', 'usage belge : « die we accepteren »'),
    // « +€ 10 »: Dutch writes the sign apart from the amount, « + € 10 », as formatEuros writes « € 10 ».
    { pattern: /\+€/u, why: 'écrivez « + € 10 » : le signe séparé du montant' },
    // A charge added in a sentence goes on in lower case: « € 70/nacht + eindschoonmaak € 40 per verblijf ».
    // After a semicolon too: « Tweepersoonsbed 140 × 190 cm; slaapbank 130 × 190 cm ».
    { pattern: /; \p{Lu}\p{Ll}/u, why: 'après un point-virgule, la suite en minuscule : « Tweepersoonsbed …; slaapbank … »' },
    { pattern: /\+ \p{Lu}\p{Ll}/u, why: 'après « + », la suite de la phrase en minuscule : « + eindschoonmaak € 40 per verblijf »' },
    { pattern: /\?\s*onze antwoorden/iu, why: 'calque de « ? Nos réponses » : « Vragen over betalen? Lees de antwoorden »' },
    word('is nog geen aankoop', 'calque de « ce n’est pas encore un achat » : « je koopt nog niets »'),
    word('het terrein is beschermd', 'calque de « le site est protégé » (un site naturel) : « dit is een beschermd natuurgebied »'),
    word('royale keuken', 'calque de « cuisine généreuse » : « royale porties »'),
    word('bij \\S+ nachten of meer', 'tournure : « 10% korting vanaf 7 nachten »'),
    part('verhuurplatform', 'un seul mot pour Airbnb, Booking.com… : « boekingsplatforms »'),
    { pattern: /gekoppeld aan de platforms/iu, why: 'un seul mot pour Airbnb, Booking.com… : « boekingsplatforms »' },
    word('de schrijver', 'l’auteur d’un avis : « de gast » ou « de reviewer »'),
    word('onbekende maker', 'crédit photo : « maker onbekend »'),
    word('jouw (?:rechten|gegevens)', 'un seul possessif dans les titres : « Je rechten », « Je gegevens »'),
    word('onderhoud van het terrein', 'calque de « entretien du terrain » : « Terreinonderhoud »'),
    word('keuken van het restaurant', 'calque de « cuisine du restaurant » : « Keuken »'),
    word('de kalender heeft geen', 'calque de « le calendrier n’a pas » : « er is in de kalender geen … »'),
    word('geschikt voor rolstoelen', 'écrivez « rolstoeltoegankelijk »'),
    word('gekochte viskaart', 'tournure : « bij elke viskaart die je koopt »'),
    word('(?:op )?een steenworp van', 'l’expression est « op een steenworp afstand van »'),
    // « Kinderen: een meer » reads « Children: a lake », and « Kinderen: één meer » still reads like a machine: a
    // button says what it does, per field (round E).
    {
      pattern: /:\s*(?:een|één) (?:meer|minder)$/iu,
      why: 'un bouton dit ce qu’il fait : « Eén volwassene meer », « Eén kind minder »',
    },
    word('hoe je het ziet', 'calque de « comment vous l’envisagez » : « wat je in gedachten hebt »'),
    // A price estimate is a thing: « hem » or « die », never « haar », in everyday Dutch.
    word('vergelijk haar', '« haar » sonne écrit pour une chose : « vergelijk hem met die in de e-mail »'),
    word('voor meer, bel', 'calque de « pour davantage, appelez-nous » : « Neem je er meer mee? Bel ons dan even »'),
    // The carousel's buttons say what its photo viewer says: one word for a photo (issue 48's native review).
    word('(?:vorige|volgende|kies een) afbeelding|naar afbeelding', 'un seul mot pour une photo, celui de la visionneuse : « foto »'),
    // « conclure » a booking: a Dutch booking « is definitief »; « gesloten » reads « fermée ».
    word(
      'boeking (?:is|werd|wordt) gesloten',
      'calque de « la réservation est conclue » : « de boeking is definitief », « toen je boekte »',
    ),
    word('bevestigen we haar', '« haar » sonne écrit pour une chose : « bevestigen we die »'),
    // A period inside a sentence runs on without a colon, as the French « du 1er juillet au 31 août, le mardi soir » does
    // (the panel's native read of the restaurant's hours on the home page, the restaurant page and the FAQ).
    {
      pattern: /t\/m \d{1,2} (?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december): /iu,
      why: 'une période dans une phrase, sans deux-points : « van 1 juli t/m 31 augustus ook op dinsdagavond »',
    },
    // A French court's name is quoted, not given a Dutch article: « de tribunal judiciaire de Lons-le-Saunier » reads half French.
    word('de tribunal', 'un nom français cité : « de rechtbank waaronder het terrein valt (tribunal judiciaire de …) »'),
    word(
      'is voor niet meer personen',
      'tournure traduite : « In een accommodatie verblijven niet meer personen dan er slaapplaatsen zijn »',
    ),
    // A field's name is not what one fills in: « Vul ‘Je naam’ in » reads like a machine.
    { pattern: /\bvul ‘[^’]+’ in\b/iu, why: 'le nom du champ cité : « ‘Je naam’ is nog niet ingevuld. »' },
    // The native review in Dutch (round D): each kind once found on the site, ruled out wherever it comes back.
    // A role under a first name (« Mathis ») is a job, not a team: « Keuken », as « Receptie en reserveringen ».
    { pattern: /^het keukenteam$/iu, why: 'un rôle sous un prénom : « Keuken », pas une équipe' },
    word('zo verblijf je', 'le titre des faits d’un hébergement : « Praktische informatie »'),
    { pattern: /(?<![\p{L}\p{N}])oorsprong:/iu, why: 'calque de « Origine : » : sur une carte, « Rundvlees – herkomst: Frankrijk. »' },
    // « Open {jours de la verrerie}. »: the days a place opens come before its exceptions.
    word('open behalve', 'les jours d’ouverture d’abord : « Open van maandag t/m zaterdag, behalve op feestdagen »'),
    { pattern: /^behalve op /u, why: 'les jours d’ouverture d’abord : « elke dag, behalve op zondag »' },
    part('siroop met water', 'calque de « sirop à l’eau » : « Limonadesiroop »'),
    word(
      'legt (?:geen|de) data (?:niet )?vast',
      'calque de « le bon ne fixe pas de dates » : « met de bon zijn nog geen data gereserveerd »',
    ),
    word(
      '(?:een|geen) spoor(?: bij ons)? na',
      'calque de « laisser une trace » : « van een maaltijd hebben we niet altijd een boeking of bon »',
    ),
    word('tipt je', 'tournure : « heeft tips voor wandelingen », « geeft je tips »'),
    word('bewaar (?:hem|deze pagina) goed', 'une page web s’enregistre : « Sla hem op »'),
    part('welkomstblad', 'calque de « fiche de bienvenue » : « welkomstkaart »'),
    word('zoveel personen telt', 'tournure : « maximaal 4, het aantal personen van je verblijf »'),
    { pattern: /te gebruiken beelden, die we gebruiken/iu, why: 'un verbe répété : « vrij te gebruiken beelden, die we inzetten tot … »' },
    // The native review in Dutch (round E): each kind once found on the site, ruled out wherever it comes back.
    // The compulsory charges come on top of the nights: « inbegrepen » reads « free ».
    word(
      'inbegrepen in de prijs van het verblijf',
      'les frais s’ajoutent aux nuits : « die we in de totaalprijs van het verblijf meerekenen »',
    ),
    // One evening is the day's evening: « op dinsdagavond », as a Dutch sign says it.
    { pattern: /\bop \p{L}+dag voor diner\b/iu, why: 'un soir : « op dinsdagavond »' },
    word('die van de gekozen gerechten', 'un renvoi : « Allergenen: zie de gekozen gerechten. »'),
    // A table's hour is « Tijdstip »: « Tijd » alone reads « time » in general.
    { pattern: /^Tijd(?: \*)?$/u, why: 'une heure précise : « Tijdstip »' },
    part('blokkering op je (?:credit)?card', 'le terme des banques : « een reservering (pre-autorisatie) op je creditcard »'),
    word('omgeruild voor geld', 'un bon s’échange : « niet ingewisseld voor geld »'),
    part('looptijden', '« looptijd » est la durée d’un contrat : « Loopafstanden »'),
    word('(?:is het|het is) stil op het terrein', 'une règle dite comme une demande : « Vanaf 22.00 uur graag stilte op het terrein »'),
    word('vuur alleen in', 'une règle complète : « Vuur maken mag alleen in de barbecues »'),
    word('niet altijd een registratie', 'langue de bureau : « niet altijd een boeking of bon »'),
    word('sluit binnenkort', 'l’heure suffit : « Sluit om 13.30 uur »'),
    // One term for the people of a stay, as the form's first step says: « gezelschap ».
    word('je hele groep', 'un seul terme : « je hele gezelschap »'),
    word('in mijn e-mailapp', 'un seul libellé pour les trois formulaires : « Een kopie van mijn aanvraag bewaren »'),
    part('modelcontractbepaling', 'le terme du RGPD en néerlandais : « standaardcontractbepalingen »'),
    word('kookt voor jou', '« jou » insiste : « Kookt voor je en … »'),
  ],
  de: [
    part('waschraum', '« Waschraum » est une salle commune : « kleines WC mit Waschbecken »'),
    // « nächstmöglich » looks ahead only: the Saturdays offered lie before and after the chosen day.
    part('nächstmöglichen? Anreisetag', '« nächstmöglich » ne regarde que vers l’avant : « die nächsten Samstage davor und danach »'),
    { pattern: /Falls sich nichts öffnet:/u, why: 'une phrase entière : « Falls sich nichts öffnet, senden Sie … »' },
    word('Zeitraum für Zeitraum', 'calque de « période par période » : « Freie und belegte Zeiträume »'),
    word('Kalender ist abgelaufen', 'calque : « Dieser Kalender ist nicht mehr aktuell »'),
    word('scheint unterbrochen(?! zu sein)', '« scheinen » appelle « zu sein » : « scheint unterbrochen zu sein »'),
    word('Kalender des Feldes', 'calque de « calendrier du champ » : « die Datumsauswahl »'),
    word('Empfang des Restaurants', 'calque de « l’accueil du restaurant » : « am Empfang im Restaurant »'),
    word('Erdweg(?:e|es)?', 'calque de « chemin de terre » : « Waldweg » (ou « Feldweg »)'),
    word('zum Schlafen ab', 'calque de « à partir de … ans pour y dormir » : « ab 6 Jahren »'),
    part('nächstgelegenen? Anreisetag', 'calque de « les jours d’arrivée les plus proches » : « die nächsten Samstage davor und danach »'),
    word('wir richten uns danach', 'calque de « nous nous adaptons » : « Wir stellen uns gern darauf ein »'),
    {
      pattern: /(?<![\p{L}\p{N}])prüf\p{L}*(?: [^.;:,]{1,60})?, dass(?![\p{L}\p{N}])/iu,
      why: 'calque de « vérifier que » : « prüfen, ob » ou « abgleichen »',
    },
    word('ist noch kein Kauf', 'calque de « ce n’est pas encore un achat » : « Damit kaufen Sie noch nichts »'),
    word('großzügige Küche', 'calque de « cuisine généreuse » : « herzhafte Küche »'),
    word('die schönen Tage', 'calque de « les beaux jours » : « sonnige Tage »'),
    word('Produkte der Saison', 'calque de « produits de saison » : « Zutaten der Saison »'),
    word('ganzer Betrag', 'calque de « un montant entier » : « nur ganze Eurobeträge »'),
    word('die der gewählten', 'calque de « ceux des plats choisis » : « je nach gewählten Gerichten »'),
    word('Gelände ist geschützt', 'calque de « le site est protégé » (un site naturel) : « steht unter Naturschutz »'),
    word('Ausstattung zu warten', 'calque de « aucun équipement à entretenir » : « Keine Wartung nötig »'),
    word('Kein Zugang mit dem Rollstuhl', 'calque de « pas d’accès en fauteuil » : « Nicht rollstuhlgerecht »'),
    word('mit seinem Code', 'calque de « avec son code » : « mit Gutscheincode »'),
    word('reservierte Stellplätze', 'calque de « places réservées » : « Behindertenparkplätze »'),
    // A family's party is « Personen », not a « Gruppe » (a coach party): the restaurant's « Für Gruppen » stays.
    {
      pattern: /(?<![\p{L}\p{N}])(?:Ihre|Ihrer|diese|und) (?:ganze )?Gruppe(?![\p{L}\p{N}])/u,
      why: 'une famille n’est pas un « groupe » : « Reisezeitraum und Personen », « das reicht nicht für alle »',
    },
    word('Bedingungen des Gutscheins', 'calque de « conditions du bon » : « Gutscheinbedingungen »'),
    word('auf Bitte der Website', 'calque de « à la demande du site » : « auf Anweisung der Website »'),
    word(
      'Ein Fehler ist aufgetreten',
      'vague, et le conseil qui suit dit déjà de réessayer : « Ihre Anfrage konnte nicht gesendet werden. »',
    ),
    // A week's hours run long, with a semicolon: a verb left after them is lost (« Das Restaurant ist … geöffnet »).
    {
      pattern: /\{horaires[^}]*\} (?:geöffnet|geschlossen)(?![\p{L}\p{N}])/u,
      why: 'le verbe avant les horaires de la semaine : « Das Restaurant empfängt Sie {horaires du restaurant}. »',
    },
    part('Banküberweisung', 'un seul mot, celui des conditions de réservation : « Überweisung »'),
    word('(?:Vorheriges|Nächstes) Bild|Bild auswählen', 'un seul mot pour une photo, celui de la visionneuse : « Foto »'),
    { pattern: /Navi[^.]{0,60}verirrt/iu, why: 'calque de « votre GPS se perd » : « Falls Ihr Navi … nicht weiterweiß »' },
    { pattern: /, im Rollstuhl:/iu, why: 'calque de « …, en fauteuil roulant : » : « Barrierefreiheit (Kleines Baumhaus): … »' },
    part('Langzeitangebot', 'calque de « offre long séjour » : « Rabatt ab 7 Nächten »'),
    word('\\d+ ?cl', 'un volume allemand se dit en litres : « 0,25 l », pas « 25 cl »'),
    part('kartenabdruck', 'calque de « empreinte de carte » : « Kreditkarten-Vorautorisierung »'),
    // The stay's arrival is « Anreise » (glossary): « bei Anreise », as « bei Abreise ».
    word('bei Ankunft', 'un seul mot pour l’arrivée du séjour : « bei Anreise »'),
    { pattern: /\?\s*unsere Antworten/iu, why: 'calque de « ? Nos réponses » : « Fragen zur Zahlung? Hier finden Sie Antworten »' },
    // A stepper's button counts pets too: « eine Person mehr » said of them reads wrong.
    word('eine Person (?:mehr|weniger)', 'les animaux aussi : « Anzahl {label} erhöhen »'),
    word('telefonisch buchen', 'les dates se demandent en ligne, le téléphone sert aux questions : « oder rufen Sie uns an »'),
    part('Ernährungsweisen', 'tournure raide sur un formulaire de restaurant : « Ernährung und Allergien »'),
    // « Holzofen » is a baker's oven: a wood-burning stove in a chalet is a « Kaminofen ».
    word('Holzofen', 'un « Holzofen » est un four à bois : pour le poêle, « Kaminofen »'),
    // The native review in German (2026-11): each kind once found on the site, ruled out wherever it comes back.
    { pattern: /(?<![\p{L}\p{N}])Ursprung:/u, why: 'calque de « Origine : » : sur une carte, « Herkunft: Frankreich »' },
    // « du 1er juillet au 31 août : le mardi soir »: the French colon inside a German sentence.
    {
      pattern: /(?<![\p{L}\p{N}])vom \d{1,2}\. [\p{L}.]+ bis (?:zum )?\d{1,2}\. [\p{L}.]+(?: \d{4})?: \p{Ll}/u,
      why: 'pas de deux-points au milieu de la phrase : « vom 1. Juli bis 31. August dienstags abends »',
    },
    part('Spur hinterl', 'calque de « laisser une trace » : « sich nicht in unseren Unterlagen nachweisen lässt »'),
    { pattern: /\(freiwillig\)/u, why: 'un seul mot pour un champ facultatif, celui des formulaires : « (optional) »' },
    word('vor dem Mindestaufenthalt', 'calque de « avant le séjour minimum » : « kürzer als der Mindestaufenthalt »'),
    word('gemindert nur um', 'tournure raide : « abzüglich nachgewiesener Reparaturkosten »'),
    word('Katzensprung', 'la verrerie est à cinq minutes en voiture : « ganz in der Nähe »'),
    { pattern: /(?<![\p{L}\p{N}])von \d{1,2} und \d{1,2} Jahren/u, why: 'un âge de … à … : « Jugendliche (16–17 Jahre) »' },
    word('Anzahlung zurück', 'style télégraphique : « Anzahlung wird erstattet, wenn … »'),
    word('Datum der Mahlzeit', 'calque de « la date du repas » : « nach Ihrem Restaurantbesuch »'),
    word(
      'Entschädigung auf beiden Seiten',
      'calque de « sans autre indemnité de part et d’autre » : « schuldet keine Seite der anderen eine Entschädigung »',
    ),
    {
      pattern: /(?<![\p{L}\p{N}])Bewertung(?:en)? (?:eines|von) (?:Aufenthalt|Restaurantbesuch)/u,
      why: 'génitif en chaîne calqué sur « l’avis d’un séjour » : « eine Bewertung zu einem Aufenthalt »',
    },
    // The round D reader (2026-11): each kind once found on the site, ruled out wherever it comes back.
    word('als einzige Nachbarin', 'calque de « pour seule voisine » : « und ringsum nur die Stille des Waldes »'),
    part('außergewöhnlichen? Baumhäuser', 'calque de « insolites » : « Unsere besonderen Baumhäuser »'),
    word('Einige Stufen', '« einige » puis un nombre : « Stufen (drei, mit abnehmbarer Rampe) »'),
    part('mit Wasserspülung', 'un nom de catalogue : « WC in der Unterkunft »'),
    word('Käseteller mit Käse', 'redite : « Käseteller aus der Region »'),
    word('in Sahne gebratenen', 'calque de « poêlés à la crème » : « Landbrot mit Waldpilzen in Rahm »'),
    part('gepäckwagen', 'un seul mot, celui de la FAQ : « Bollerwagen »'),
    word('danach einbehalten', 'style télégraphique : « …; danach wird sie einbehalten. »'),
    // A weekday's date takes no article after « von » and « bis »: « Von Dienstag, 1. Dezember, bis Montag, 7. Dezember ».
    {
      pattern:
        /(?<![\p{L}\p{N}])(?:[Vv]om|bis zum) (?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|\{arrival\}|\{departure\})/u,
      why: 'devant un jour de la semaine, sans article : « Von Dienstag, 1. Dezember, bis Montag, 7. Dezember »',
    },
    word('schlagen wir Ihnen diesen Abend', 'tournure raide : « Wie wäre es stattdessen mit Mittwoch, 2. Dezember? »'),
    { pattern: /\[Ihr Vorname\], für/u, why: 'une signature allemande sur deux lignes : « [Ihr Vorname] », puis « Les Chalets du lac »' },
    // The site's hours after the owner's words: a dash and « geöffnet », not a colon.
    {
      pattern: /Küche: (?:\{horaires|von \p{Lu})/u,
      why: 'pas de deux-points devant les horaires : « herzhafte Küche – geöffnet von Mittwoch … »',
    },
    word('scrollen Sie seitwärts', 'sur un téléphone, on balaie : « Wischen Sie zur Seite »'),
    word('(?:diesem|Ihrem|Ihr) Telefon|Ihres Telefons', 'l’appareil, pas la ligne : « auf diesem Gerät », « Ihres Smartphones »'),
    { pattern: /Anreiseinfo(?![s\p{L}])/u, why: 'au pluriel, comme le titre de la page : « Anreiseinfos »' },
    word('Zu Lageplan', 'l’article manque : « Zum Lageplan und zu den Anreiseinfos »'),
    word('ohne Vertragsstrafe', 'le droit allemand n’en parle pas ici : « ohne Angabe von Gründen widerrufen »'),
    word('binnen 14 Tagen erstattet', 'dire d’où court le délai : « binnen 14 Tagen nach Eingang Ihres Widerrufs erstattet »'),
    word('verkauft von', 'participe calqué de « vendus par » : « Anbieter: SARL … »'),
    word('Mindestalter für Kinder', 'redite : « Mindestalter: 6 Jahre für das kleine Baumhaus … »'),
    // The round E reader (2026-11): each kind once found on the site, ruled out wherever it comes back.
    word('zu klein für so viele Personen', 'tournure raide : « Platz für höchstens 6 Personen – das reicht nicht für alle »'),
    word('so viele Personen umfasst', 'une virgule pour un tiret : « höchstens 9 – so viele Gäste umfasst Ihr Aufenthalt »'),
    word('zu einer Uhrzeit, zu der', 'tournure lourde : « während der Öffnungszeiten des Restaurants »'),
    // A separable verb closes its clause: « rufen Sie uns bitte unter 03 84 … an ».
    { pattern: /rufen Sie uns (?:bitte )?an unter/iu, why: 'la particule en fin de phrase : « rufen Sie uns bitte unter … an »' },
    word('gleich noch einmal', 'le courriel préparé s’ouvre déjà : une seule suite, « Sie können sie direkt absenden »'),
    word('fertig geschriebenen', 'tournure lourde : « mit Ihrer fertigen Anfrage »'),
    word('bei uns in unseren', 'redite : « in unseren Unterlagen »'),
    word(
      'Kennzeichnungspflichtig sind',
      'ordre des mots calqué : « Nach der EU-Verordnung 1169/2011 sind folgende 14 Allergene kennzeichnungspflichtig: »',
    ),
    part('reisedaten', '« Daten » se lit « données » : « Ihren Wunschzeitraum fragen Sie online an »'),
    word('Reisezeitraum fragen', 'tournure administrative : « Ihren Wunschzeitraum fragen Sie online an »'),
    word('Zusatzleistungen nach Wahl', 'le mot des formulaires : « Zusatzleistungen (optional) »'),
    // One term for the mobile signal, as the unit facts and the arrival guide say it.
    part('mobilfunknetz', 'un seul mot : « Handyempfang »'),
    { pattern: /Rampe von \d/u, why: 'la longueur avant le nom : « eine 1,20 m lange Rampe »' },
    { pattern: /\d cm Stufe/u, why: 'la mesure appelle un adjectif : « Dusche mit 15 cm hoher Stufe »' },
    // A page's name in running text is quoted, as Kontakt and the FAQ do: « auf der Seite „Unterkünfte“ ».
    {
      pattern:
        /Seite (?:Startseite|Restaurant|Unterkünfte|Freizeit|Veranstaltungen|Kontakt|Impressum|Häufige Fragen|Gutschein|Anreiseinfos|AGB)(?![\p{L}\p{N}])/u,
      why: 'le nom d’une page entre guillemets : « auf der Seite „Unterkünfte“ »',
    },
    // After a label's colon, or a « · », an adjective or a preposition goes on in lower case; a noun keeps its capital.
    {
      pattern:
        /(?::|·) (?:Kostenlos|Elektrisch|Per (?:E-Mail|Post))(?![\p{L}\p{N}])|(?:WLAN|Handyempfang): (?:Ja|Nein|Schwach)(?![\p{L}\p{N}])/u,
      why: 'après les deux-points, en minuscule sauf un nom : « Preis: kostenlos », « Versand: per E-Mail », « Heizung: elektrisch »',
    },
  ],
};

/** The marks every language writes one way (issue 48): an ellipsis, a dash, a minus, a times sign. */
const sharedTypography: readonly RuledOut[] = [
  { pattern: /\.\.\./u, why: 'trois points : écrivez le caractère « … »' },
  // A spaced hyphen standing for a dash: « Demande de séjour – Marie Dupont ».
  { pattern: /(?<=\S) - (?=\S)/u, why: 'un tiret entre espaces : « – » (tiret demi-cadratin), pas « - »' },
  // An amount taken off: the true minus « −€52.50 », as « −15 % » beside it.
  {
    pattern:
      /(?<![\p{L}\p{N}])-[ \u00a0\u202f]?(?:€[ \u00a0\u202f]?)?\d[\d.,\u00a0\u202f]*[ \u00a0\u202f]?(?:€|%)|(?<![\p{L}\p{N}])-€|€[ \u00a0\u202f]?-\d/u,
    why: 'un montant déduit prend le signe moins « − », pas le trait d’union',
  },
  { pattern: /\d x \d/u, why: 'des dimensions s’écrivent avec le signe de multiplication : « 1,40 × 1,90 m »' },
  // A phone number broken across two lines: no-break spaces between its groups.
  {
    pattern: /(?:\+33 ?|(?<![\d+])0)[1-9](?: \d\d){4}/u,
    why: 'un numéro de téléphone garde ses groupes ensemble : des espaces insécables',
    noBreakSpace: true,
  },
];

/** Each language's typography, beside the shared marks: French spaces its euro sign with a no-break space, writes « e-mail ». */
export const typography: Translated<readonly RuledOut[]> = {
  fr: [
    ...sharedTypography,
    { pattern: /\d€/u, why: 'une espace insécable entre le nombre et le signe : « 70 €/nuit »' },
    {
      pattern: /\d €/u,
      why: 'une espace insécable entre le nombre et le signe, pas une espace simple : « 70 €/nuit »',
      noBreakSpace: true,
    },
    { pattern: /(?<![\p{L}\p{N}{-])e?mails?(?![\p{L}\p{N}@.}])/iu, why: 'écrivez « e-mail » (« E-mail » en tête)' },
    // A colon, a semicolon, a question or exclamation mark, a closing guillemet at the start of a line
    // on a phone reads wrong: French ties them to the word before with a no-break space, as it ties
    // « to the word after (the French review). The owner types plain spaces: content/localized-data.ts ties them.
    {
      pattern: / [:;?!»]|« /u,
      why: 'une espace insécable avant « : ; ? ! » et après « (avant ») : « Arrivée : 16h00 »',
      noBreakSpace: true,
    },
    {
      pattern: /[\p{L})][;?!](?=[\s\u00a0]|$)|\p{L}:(?=[\s\u00a0]|$)/u,
      why: 'une espace insécable avant « : ; ? ! » : « Arrivée : 16h00 »',
    },
  ],
  en: sharedTypography,
  nl: sharedTypography,
  de: sharedTypography,
};

/** How a language writes an hour: its example, and the other clocks it rules out. */
export interface Clock {
  readonly example: string;
  readonly ruledOut: readonly RuledOut[];
}

const twelveHour = word('\\d{1,2}(?:[.:]\\d{2})? ?(?:am|pm|a\\.m\\.|p\\.m\\.)', 'pas d’heures « am/pm » : l’horloge de 24 heures');

/** One clock per language (lib/i18n/format.ts writes it): hospitality's 24-hour clock everywhere. */
export const clocks: Translated<Clock> = {
  // One French clock (issue 48): « 16h00 », « 9h30 », a range with an en dash, « 12h00–13h30 ».
  fr: {
    example: '16h00, 9h30, 12h00–13h30',
    ruledOut: [
      twelveHour,
      word('\\d{1,2}:\\d{2}', 'le français écrit « 16h00 » ou « 16h30 »'),
      word(
        '\\d{1,2} ?h(?: ?\\d{1,2})?(?=[ \u00a0]?[-–]|[ \u00a0]?à|[ \u00a0]|$|[.,;)])(?<!\\dh\\d\\d)',
        'une seule horloge : « 16h00 », « 9h30 »',
      ),
      { pattern: /\dh\d\d ?- ?\d/u, why: 'entre deux heures, un tiret demi-cadratin : « 12h00–13h30 »' },
    ],
  },
  en: {
    example: '06:00, 16:00, 19:30 (horloge de 24 heures, l’heure sur deux chiffres)',
    ruledOut: [
      twelveHour,
      word("o’clock|o'clock", 'écrivez « 16:00 »'),
      word('\\d{1,2}h\\d{0,2}', 'écriture française : « 16:00 » en anglais'),
      { pattern: /(?<![\d:.])\d:\d{2}(?!\d)/u, why: 'deux chiffres pour l’heure : « 06:00 »' },
    ],
  },
  nl: {
    example: '6.00 uur, 16.30 uur, 19.00–22.30 uur',
    ruledOut: [
      twelveHour,
      word('\\d{1,2}:\\d{2}', 'le néerlandais écrit « 16.00 uur »'),
      { pattern: /(?<![\d.,])0\d\.\d{2}(?!\d)/u, why: 'sans zéro devant l’heure : « 6.00 uur »' },
      word('\\d{1,2}(?:u|h)\\d{0,2}', 'écrivez « 16.00 uur »'),
    ],
  },
  de: {
    example: '6:00 Uhr, 16:30 Uhr, 19:00–22:30 Uhr',
    // No am/pm rule: « 10 am See » is German.
    ruledOut: [
      word('\\d{1,2}\\.\\d{2} ?Uhr', 'écrivez « 16:00 Uhr »'),
      { pattern: /(?<![\d:.])0\d:\d{2}(?!\d)/u, why: 'sans zéro devant l’heure : « 6:00 Uhr »' },
      word('\\d{1,2}h\\d{0,2}', 'écrivez « 16:00 Uhr »'),
    ],
  },
};

/** How a language quotes a word or a button's name, and the marks it never uses. */
export interface QuotationMarks {
  readonly open: string;
  readonly close: string;
  readonly ruledOut: readonly RuledOut[];
}

const straightQuote: RuledOut = { pattern: /["']/u, why: 'guillemet ou apostrophe droits de machine à écrire : « » “ ” „ ‘ ’' };

export const quotationMarks: Translated<QuotationMarks> = {
  fr: { open: '«\u00a0', close: '\u00a0»', ruledOut: [straightQuote, { pattern: /[“”„]/u, why: 'le français cite entre « »' }] },
  // British usage: single quotes first.
  en: { open: '‘', close: '’', ruledOut: [straightQuote, { pattern: /[“”„«»]/u, why: 'l’anglais britannique cite entre ‘ ’' }] },
  nl: { open: '‘', close: '’', ruledOut: [straightQuote, { pattern: /[“”„«»]/u, why: 'le néerlandais du site cite entre ‘ ’' }] },
  de: {
    open: '„',
    close: '“',
    ruledOut: [
      straightQuote,
      { pattern: /[”«»‚]/u, why: 'l’allemand cite entre „ “' },
      // A closing mark with no opening one before it: an English “…” in a German text.
      { pattern: /^[^„]*“/u, why: 'l’allemand ouvre ses guillemets en bas : „ “' },
    ],
  },
};

/** A variant found in a text: what it says, and what to write instead. */
/**
 * What a page never says: that a fact is still to come (« à compléter », "to be confirmed", « Foto
 * folgt »…). A fact the owner has not given is left out (content/given-facts.ts, docs/missing-facts.md);
 * these words would be a marker in its place. The site's words are held to them (config/glossary.test.ts),
 * every built page, PDF, calendar file and JSON-LD graph too (e2e/missing-facts.spec.ts), and
 * check:content warns an owner who types one into a text.
 */
export const missingFactMarkers: Translated<readonly RuledOut[]> = {
  fr: [
    word(
      'à compléter|à préciser|photo à venir|exemple à remplacer|non renseignée?s?|en attente de',
      'un fait pas encore donné ne s’annonce pas : écrivez-le, ou laissez le champ vide (la page le laisse alors de côté)',
    ),
  ],
  en: [
    word('to be (?:confirmed|completed|announced|determined)|coming soon|TBC|TBA|TBD', 'a fact not given yet is left out, never announced'),
  ],
  nl: [
    word(
      'nog (?:in te vullen|te bepalen|aan te vullen|te bevestigen|niet bekend)|foto volgt',
      'een gegeven dat nog ontbreekt wordt weggelaten, nooit aangekondigd',
    ),
  ],
  de: [
    word(
      'noch (?:festzulegen|zu ergänzen|offen|nicht bekannt)|Foto folgt|wird noch bekannt gegeben',
      'eine noch fehlende Angabe wird weggelassen, nie angekündigt',
    ),
  ],
};

export interface WordingProblem {
  /** The words as the text has them. */
  readonly found: string;
  /** The glossary's term, the language's clock or its quotation marks. */
  readonly use: string;
  readonly why: string;
}

/** Quoted names (a photo's title, « Evening Glow », "summer 1am") are not the site's words. */
function withoutQuotedNames(lang: Lang, text: string): string {
  const { open, close } = quotationMarks[lang];
  const opening = open.trim();
  const closing = close.trim();
  return text.replace(new RegExp(`${opening}[^${opening}${closing}]*${closing}`, 'gu'), '…');
}

/**
 * Every variant the glossary rules out in a text of `lang`, in the order the rules come. A text read
 * back from a PDF (`{ plainSpaces: true }`) shows its no-break spaces as plain ones: the rules that tell
 * them apart are left out there (the PDF's own words are held to them before it is built).
 */
export function wordingProblems(lang: Lang, text: string, options: { readonly plainSpaces?: boolean } = {}): WordingProblem[] {
  const problems: WordingProblem[] = [];
  const check = (rules: readonly RuledOut[], use: string, within: string) => {
    for (const { pattern, why, noBreakSpace } of rules) {
      if (noBreakSpace && options.plainSpaces) continue;
      const match = pattern.exec(within);
      if (match) problems.push({ found: match[0], use, why });
    }
  };
  for (const concept of concepts) check(glossary[concept][lang].ruledOut, glossary[concept][lang].term, text);
  check(calques[lang], 'une tournure idiomatique', text);
  check(typography[lang], 'la typographie de la langue', text);
  check(missingFactMarkers[lang], 'rien : le fait est laissé de côté', text);
  check(clocks[lang].ruledOut, clocks[lang].example, withoutQuotedNames(lang, text));
  const marks = quotationMarks[lang];
  check(marks.ruledOut, `${marks.open}…${marks.close}`, text);
  return problems;
}
