// The restaurant's public accessibility register (registre public d'accessibilité), which every
// établissement recevant du public keeps (Code de la construction et de l'habitation L111-7-3 and
// R111-19-60, décret n° 2017-431 du 28 mars 2017) with the contents the arrêté du 19 avril 2017
// (article 1) lists: what the venue offers, the papers that say how accessible it is (attestation
// d'achèvement, attestation d'accessibilité, Ad'AP calendar and assessments, prefectural waivers,
// notice d'accessibilité), the staff's guide to welcoming disabled guests, the upkeep of the
// accessibility equipment, and for categories 1 to 4 the staff's training. The register is consulted
// at the main reception and may be put online: the legal page shows this file, linked from the
// restaurant's page. Every value is the owner's, still to supply in content/data.
import { z } from 'zod';
import { choice, date, longText, optional, text } from './common';
import { ownerValue } from './owner-value';

export const erpCategories = ['5', '1-4'] as const;

/** The parts of the grounds open to the public a register may cover (each établissement recevant du public keeps its own). */
export const registerParts = ['restaurant', 'accueil', 'etang'] as const;
export type RegisterPart = (typeof registerParts)[number];
export type ErpCategory = (typeof erpCategories)[number];

/** The papers the arrêté du 19 avril 2017 (article 1, I) asks, as the owner ticks those the venue has. */
export const registerDocumentKinds = [
  'attestation-achevement',
  'attestation-accessibilite',
  'calendrier-adap',
  'bilan-adap',
  'attestation-fin-adap',
  'derogation',
  'notice-accessibilite',
] as const;
export type RegisterDocumentKind = (typeof registerDocumentKinds)[number];

export const registerDocumentNames: Readonly<Record<RegisterDocumentKind, string>> = {
  'attestation-achevement': 'Attestation d’achèvement des travaux (bâtiment neuf, article L111-7-4)',
  'attestation-accessibilite': 'Attestation d’accessibilité (établissement conforme au 31 décembre 2014, article R111-19-33)',
  'calendrier-adap': 'Calendrier de l’agenda d’accessibilité programmée (Ad’AP)',
  'bilan-adap': 'Bilan à mi-parcours de l’Ad’AP',
  'attestation-fin-adap': 'Attestation d’achèvement de l’Ad’AP',
  derogation: 'Arrêté préfectoral accordant une dérogation',
  'notice-accessibilite': 'Notice d’accessibilité (autorisation de construire, d’aménager ou de modifier)',
};

const registerDocument = z
  .object({
    kind: choice(registerDocumentKinds, registerDocumentNames, 'Pièce'),
    date: optional(date('Date de la pièce', 'Par exemple 2017-09-30')),
    summary: optional(longText('Ce qu’elle dit', 'En une phrase, par exemple : travaux d’accès et sanitaires adaptés, terminés en 2019')),
  })
  .meta({ title: 'Pièce du registre' });

export const accessibilityRegisterSchema = z
  .object({
    covers: ownerValue(
      z
        .array(choice(registerParts, { restaurant: 'Le restaurant', accueil: 'L’accueil', etang: 'L’étang de pêche' }, 'Partie du domaine'))
        .min(1, { error: 'cochez au moins une partie du domaine que ce registre couvre' })
        .meta({
          title: 'Parties du domaine que ce registre couvre',
          description:
            'Chaque lieu ouvert au public a son registre : cochez ceux que celui-ci couvre ; la page le dit, et ne montre pas le registre tant que ce n’est pas dit',
        }),
      'Registre d’accessibilité : parties du domaine qu’il couvre',
    ),
    category: ownerValue(
      choice(
        erpCategories,
        { '5': '5e catégorie (petit établissement)', '1-4': 'Catégories 1 à 4' },
        'Catégorie de l’établissement',
        'Sur le procès-verbal de la commission de sécurité',
      ),
      'Registre d’accessibilité : catégorie de l’établissement',
    ),
    services: ownerValue(
      longText(
        'Prestations proposées',
        'Ce que le restaurant offre à ses clients, par exemple : restaurant de 40 couverts, terrasse, bar, vente à emporter',
      ),
      'Registre d’accessibilité : prestations proposées',
    ),
    access: ownerValue(
      longText(
        'L’accessibilité, concrètement',
        'Le stationnement réservé, l’entrée (marche, rampe, largeur de porte), la salle, les toilettes adaptées, la carte en grands caractères, les chiens d’assistance… ; ce qui n’est pas accessible aussi',
      ),
      'Registre d’accessibilité : accès, salle et toilettes',
    ),
    documents: ownerValue(
      z.array(registerDocument).meta({ title: 'Pièces du registre', description: 'Celles que l’établissement a, tenues à l’accueil' }),
      'Registre d’accessibilité : pièces',
    ),
    staffGuide: ownerValue(
      z.boolean().meta({
        title: 'Le guide « Bien accueillir les personnes handicapées » est remis au personnel',
        description: 'Le document d’aide à l’accueil du ministère, que le registre doit contenir',
      }),
      'Registre d’accessibilité : guide d’accueil du personnel',
    ),
    training: ownerValue(
      longText(
        'Formation du personnel à l’accueil',
        'Obligatoire en catégories 1 à 4 : les actions de formation et leurs justificatifs ; en 5e catégorie, ce qui est fait',
      ),
      'Registre d’accessibilité : formation du personnel',
    ),
    maintenance: ownerValue(
      longText(
        'Entretien des équipements d’accessibilité',
        'Rampe amovible, élévateur, boucle magnétique… et qui les entretient ; « aucun équipement » s’il n’y en a pas',
      ),
      'Registre d’accessibilité : entretien des équipements',
    ),
    consultOnSite: ownerValue(
      text('Consultable sur place', 'Où le registre papier se trouve, par exemple : à l’accueil du restaurant'),
      'Registre d’accessibilité : où le consulter',
    ),
    updatedOn: ownerValue(date('Mis à jour le', 'Par exemple 2026-11-27'), 'Registre d’accessibilité : date de mise à jour'),
  })
  .meta({ title: 'Registre public d’accessibilité' });

export type AccessibilityRegister = z.infer<typeof accessibilityRegisterSchema>;
