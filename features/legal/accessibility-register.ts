// The public accessibility register (the restaurant's, the reception's: the owner says which parts it covers) (content/data/accessibility-register.json, schema and
// the law's list: content/schema/accessibility-register.ts), as the legal page shows it in a language:
// each item the arrêté du 19 avril 2017 asks, the owner's words (translated in the editor, French
// marked where not), the site's words for the rest. A value the owner has not given yet is left out
// with its label. Server-only (reads the data).
import { readLocalizedData } from '@/content/localized-data';
import { ownerDataFile } from '@/content/owner-data';
import type { AccessibilityRegister, ErpCategory, RegisterDocumentKind, RegisterPart } from '@/content/schema/accessibility-register';
import { intlLocales, type Lang, type Translated } from '@/lib/i18n/languages';

/** The register's section on the legal page: the address the restaurant's page links to. */
export const accessibilityRegisterAnchor = 'registre-accessibilite';

interface RegisterWords {
  readonly title: string;
  readonly intro: string;
  /** "{parts}": which parts of the grounds open to the public the register covers. */
  readonly scope: string;
  readonly parts: Readonly<Record<RegisterPart, string>>;
  readonly labels: {
    readonly category: string;
    readonly services: string;
    readonly access: string;
    readonly documents: string;
    readonly staffGuide: string;
    readonly training: string;
    readonly maintenance: string;
    readonly consultOnSite: string;
    readonly updatedOn: string;
  };
  readonly category: Readonly<Record<ErpCategory, string>>;
  readonly documents: Readonly<Record<RegisterDocumentKind, string>>;
  readonly noDocument: string;
  readonly staffGuide: { readonly yes: string; readonly no: string };
  /** The link from the restaurant's page. */
  readonly link: string;
}

const words: Translated<RegisterWords> = {
  fr: {
    title: 'Registre public d’accessibilité',
    scope: 'Ce registre couvre {parts}.',
    parts: { restaurant: 'le restaurant', accueil: 'l’accueil', etang: 'l’étang de pêche' },
    intro:
      'Ce que nous avons prévu pour accueillir chacun, notamment les personnes handicapées, quel que soit leur handicap (Code de la construction et de l’habitation, article R111-19-60\u00a0; arrêté du 19 avril 2017). Le registre complet, avec ses pièces, se consulte aussi sur place.',
    labels: {
      category: 'Catégorie de l’établissement',
      services: 'Prestations proposées',
      access: 'Accessibilité',
      documents: 'Pièces du registre',
      staffGuide: 'Guide d’accueil du personnel',
      training: 'Formation du personnel',
      maintenance: 'Entretien des équipements d’accessibilité',
      consultOnSite: 'Consultable sur place',
      updatedOn: 'Mis à jour le',
    },
    category: { '5': '5e catégorie', '1-4': 'Catégories 1 à 4' },
    documents: {
      'attestation-achevement': 'Attestation d’achèvement des travaux',
      'attestation-accessibilite': 'Attestation d’accessibilité',
      'calendrier-adap': 'Calendrier de l’agenda d’accessibilité programmée (Ad’AP)',
      'bilan-adap': 'Bilan à mi-parcours de l’Ad’AP',
      'attestation-fin-adap': 'Attestation d’achèvement de l’Ad’AP',
      derogation: 'Arrêté préfectoral de dérogation',
      'notice-accessibilite': 'Notice d’accessibilité',
    },
    noDocument: 'Aucune pièce',
    staffGuide: {
      yes: 'Le guide «\u00a0Bien accueillir les personnes handicapées\u00a0» est remis au personnel.',
      no: 'Pas encore remis au personnel.',
    },
    link: 'Registre public d’accessibilité',
  },
  en: {
    title: 'Public accessibility register',
    scope: 'This register covers {parts}.',
    parts: { restaurant: 'the restaurant', accueil: 'reception', etang: 'the fishing pond' },
    intro:
      'What we have done to welcome everyone, including disabled guests, whatever their disability (French Building Code, article R111-19-60; order of 19 April 2017). The full register, with its documents, can also be read on site.',
    labels: {
      category: 'Category of the premises',
      services: 'What we offer',
      access: 'Accessibility',
      documents: 'Documents in the register',
      staffGuide: 'Staff welcome guide',
      training: 'Staff training',
      maintenance: 'Upkeep of accessibility equipment',
      consultOnSite: 'Available to read on site',
      updatedOn: 'Last updated',
    },
    category: { '5': 'Category 5 (small premises)', '1-4': 'Categories 1 to 4' },
    documents: {
      'attestation-achevement': 'Certificate of completion of the works',
      'attestation-accessibilite': 'Certificate of accessibility',
      'calendrier-adap': 'Accessibility works schedule (Ad’AP)',
      'bilan-adap': 'Mid-term review of the Ad’AP',
      'attestation-fin-adap': 'Certificate of completion of the Ad’AP',
      derogation: 'Prefectural waiver',
      'notice-accessibilite': 'Accessibility statement',
    },
    noDocument: 'No documents',
    staffGuide: { yes: 'Our staff have the government guide to welcoming disabled guests.', no: 'Not yet given to our staff.' },
    link: 'Public accessibility register',
  },
  nl: {
    title: 'Openbaar toegankelijkheidsregister',
    scope: 'Dit register geldt voor {parts}.',
    parts: { restaurant: 'het restaurant', accueil: 'de receptie', etang: 'de visvijver' },
    intro:
      'Wat we doen om iedereen te ontvangen, ook gasten met een beperking, welke beperking dan ook (Franse Code de la construction et de l’habitation, artikel R111-19-60; besluit van 19 april 2017). Het volledige register, met de stukken, kun je ook ter plaatse inzien.',
    labels: {
      category: 'Categorie van het gebouw',
      services: 'Wat we bieden',
      access: 'Toegankelijkheid',
      documents: 'Stukken in het register',
      staffGuide: 'Welkomstgids voor het personeel',
      training: 'Training',
      maintenance: 'Onderhoud van de toegankelijkheidsvoorzieningen',
      consultOnSite: 'Ter plaatse in te zien',
      updatedOn: 'Bijgewerkt op',
    },
    category: { '5': 'Categorie 5 (klein gebouw)', '1-4': 'Categorie 1 tot en met 4' },
    documents: {
      'attestation-achevement': 'Verklaring van voltooiing van de werkzaamheden',
      'attestation-accessibilite': 'Toegankelijkheidsverklaring',
      'calendrier-adap': 'Planning van de aanpassingen voor toegankelijkheid (Ad’AP)',
      'bilan-adap': 'Tussentijdse evaluatie van de Ad’AP',
      'attestation-fin-adap': 'Verklaring van voltooiing van de Ad’AP',
      derogation: 'Ontheffing van de prefectuur',
      'notice-accessibilite': 'Toegankelijkheidsnota',
    },
    noDocument: 'Geen stukken',
    staffGuide: {
      yes: 'Ons personeel heeft de gids van de overheid over het ontvangen van gasten met een beperking.',
      no: 'Het personeel heeft de gids nog niet gekregen.',
    },
    link: 'Openbaar toegankelijkheidsregister',
  },
  de: {
    title: 'Öffentliches Register zur Barrierefreiheit',
    scope: 'Dieses Register gilt für {parts}.',
    parts: { restaurant: 'das Restaurant', accueil: 'den Empfang', etang: 'den Angelteich' },
    intro:
      'Was wir tun, um alle Gäste zu empfangen, auch Menschen mit Behinderung, gleich welcher Art (französischer Code de la construction et de l’habitation, Artikel R111-19-60; Erlass vom 19. April 2017). Das vollständige Register mit seinen Unterlagen können Sie auch vor Ort einsehen.',
    labels: {
      category: 'Kategorie des Gebäudes',
      services: 'Unser Angebot',
      access: 'Barrierefreiheit',
      documents: 'Unterlagen im Register',
      staffGuide: 'Leitfaden für das Personal',
      training: 'Schulung des Personals',
      maintenance: 'Wartung der Ausstattung für Barrierefreiheit',
      consultOnSite: 'Vor Ort einsehbar',
      updatedOn: 'Aktualisiert am',
    },
    category: { '5': 'Kategorie 5 (kleines Gebäude)', '1-4': 'Kategorien 1 bis 4' },
    documents: {
      'attestation-achevement': 'Bescheinigung über den Abschluss der Bauarbeiten',
      'attestation-accessibilite': 'Bescheinigung der Barrierefreiheit',
      'calendrier-adap': 'Zeitplan der Maßnahmen zur Barrierefreiheit (Ad’AP)',
      'bilan-adap': 'Zwischenbilanz der Ad’AP',
      'attestation-fin-adap': 'Bescheinigung über den Abschluss der Ad’AP',
      derogation: 'Präfekturerlass über eine Ausnahme',
      'notice-accessibilite': 'Erläuterung zur Barrierefreiheit',
    },
    noDocument: 'Keine Unterlagen',
    staffGuide: {
      yes: 'Unserem Personal liegt der staatliche Leitfaden zum Empfang von Menschen mit Behinderung vor.',
      no: 'Dem Personal noch nicht ausgehändigt.',
    },
    link: 'Infos zur Barrierefreiheit',
  },
};

export interface RegisterItem {
  readonly label: string;
  /** One line, or several (the documents). */
  readonly values: readonly string[];
  /** "fr" where the owner's words are French standing in for a missing translation. */
  readonly lang?: 'fr';
}

export interface AccessibilityRegisterView {
  readonly title: string;
  readonly intro: string;
  readonly items: readonly RegisterItem[];
}

const dateIn = (lang: Lang, isoDate: string) => {
  const text = new Intl.DateTimeFormat(intlLocales[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
  return lang === 'fr' ? text.replace(/^1(?=\s)/, '1er') : text;
};

/**
 * The register in `lang`, from its data file (`data`: the parsed file, for the tests' own): each fact
 * the owner has given, with its label; undefined while none is (the legal page then has no register
 * section, and the restaurant's page no link to it: the paper register at the restaurant is the law's).
 */
export function accessibilityRegisterIn(
  lang: Lang,
  data: unknown = ownerDataFile('accessibility-register'),
): AccessibilityRegisterView | undefined {
  const text = words[lang];
  const untranslated = new Set<string>();
  const register = readLocalizedData<AccessibilityRegister>('accessibility-register', data, lang, (value) => {
    untranslated.add(value);
    return value;
  });
  const owner = (label: string, value: string | undefined): RegisterItem[] =>
    value === undefined ? [] : [{ label, values: [value], ...(lang !== 'fr' && untranslated.has(value) ? { lang: 'fr' as const } : {}) }];
  const site = <T>(label: string, value: T | undefined, write: (given: T) => string): RegisterItem[] =>
    value === undefined ? [] : [{ label, values: [write(value)] }];
  const { documents } = register;
  const items: RegisterItem[] = [
    ...site(text.labels.category, register.category, (category) => text.category[category]),
    ...owner(text.labels.services, register.services),
    ...owner(text.labels.access, register.access),
    ...(documents === undefined
      ? []
      : [
          {
            label: text.labels.documents,
            values:
              documents.length === 0
                ? [text.noDocument]
                : documents.map((document) =>
                    [text.documents[document.kind], document.date ? dateIn(lang, document.date) : undefined, document.summary]
                      .filter(Boolean)
                      .join(lang === 'fr' ? ' — ' : ' – '),
                  ),
            ...(lang !== 'fr' && documents.some((document) => document.summary !== undefined && untranslated.has(document.summary))
              ? { lang: 'fr' as const }
              : {}),
          },
        ]),
    ...site(text.labels.staffGuide, register.staffGuide, (given) => (given ? text.staffGuide.yes : text.staffGuide.no)),
    ...owner(text.labels.training, register.training),
    ...owner(text.labels.maintenance, register.maintenance),
    ...owner(text.labels.consultOnSite, register.consultOnSite),
    ...site(text.labels.updatedOn, register.updatedOn, (day) => dateIn(lang, day)),
  ];
  // Which parts of the grounds it covers is said first, or the register is not shown: a visitor must
  // know whether the reception, the restaurant or the pond is the one described.
  const covers = register.covers;
  if (items.length === 0 || covers === undefined || covers.length === 0) return undefined;
  const parts = new Intl.ListFormat(intlLocales[lang], { type: 'conjunction' }).format(covers.map((part) => text.parts[part]));
  return { title: text.title, intro: `${text.intro} ${text.scope.replace('{parts}', parts)}`, items };
}

/** The link to the register, from the restaurant's page: its words in `lang`. */
export const accessibilityRegisterLinkIn = (lang: Lang): string => words[lang].link;
