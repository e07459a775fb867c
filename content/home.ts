import { ownerValue } from './owner-value';
import type { Banner, Link, PageMeta, Photo } from './types';

export interface Highlight {
  readonly title: string;
  readonly text: string;
  readonly link: Link;
  readonly photo: Photo;
}

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly text: string;
  readonly photo: Photo;
}

export const homeMeta: PageMeta = {
  title: 'Chalets et cabanes au bord du lac',
  description:
    'Chalets familiaux et cabanes dans les arbres au bord du lac, restaurant, étang de pêche, parcours de santé et verrerie à deux pas. Réservation par téléphone.',
};

export const homeHero: Banner & { primaryAction: Link; secondaryAction: Link } = {
  title: 'Découvrez les Chalets du lac',
  subtitle: 'Chalets familiaux et cabanes dans les arbres, au calme, entre forêt et eau.',
  photo: { file: 'lac-barques-couchant.jpg', alt: 'Barques en bois sur la rive d’un lac au coucher du soleil' },
  primaryAction: { label: 'Voir les hébergements', href: '/hebergements/' },
  secondaryAction: { label: 'Réserver une table', href: '/restaurant/#reservation' },
};

export const homeIntro = {
  title: 'Un séjour au fil de l’eau',
  paragraphs: [
    'Au bord du lac, nos chalets accueillent les familles et nos cabanes perchées offrent une nuit insolite dans les arbres. On y vient pour ralentir : un café sur la terrasse, une partie de pêche à l’aube, une balade en forêt.',
    'Sur place, le restaurant vous accueille midi et soir, l’étang se prête à la pêche de 6 h à 20 h et un parcours de santé serpente sous les arbres. La verrerie voisine se visite à cinq minutes en voiture.',
  ],
};

export const homeHighlights: readonly Highlight[] = [
  {
    title: 'Chalets et cabanes',
    text: 'Des chalets pour toute la famille et deux cabanes perchées, loués à la nuit.',
    link: { label: 'Découvrir les hébergements', href: '/hebergements/' },
    photo: { file: 'placeholders/chalet-exterieur.svg', alt: 'Illustration d’un chalet en bois au bord du lac', isPlaceholder: true },
  },
  {
    title: 'Le restaurant',
    text: 'Une cuisine simple et généreuse, du mercredi au dimanche midi.',
    link: { label: 'Voir les horaires', href: '/restaurant/' },
    photo: { file: 'cuisine-figue.jpg', alt: 'Une demi-figue dans un bol rouge' },
  },
  {
    title: 'Pêche et nature',
    text: 'L’étang, le parcours de santé et la verrerie, à deux pas des chalets.',
    link: { label: 'Explorer les loisirs', href: '/loisirs/' },
    photo: { file: 'lac-jetee-brume.jpg', alt: 'Jetée en bois avançant sur un lac dans la brume' },
  },
];

export const teamSection = {
  title: 'Rencontrez notre équipe',
  intro: 'Une petite équipe aux petits soins, qui connaît chaque recoin du lac.',
  members: [
    {
      name: ownerValue('Prénom à compléter', 'Équipe : nom de la personne à l’accueil'),
      role: 'Accueil et réservations',
      text: 'Vous répond au téléphone, vous remet les clés et vous conseille balades et bonnes adresses.',
      photo: { file: 'placeholders/equipe-accueil.svg', alt: 'Illustration d’une clé à étiquette en bois et d’une sonnette d’accueil', isPlaceholder: true },
    },
    {
      name: ownerValue('Prénom à compléter', 'Équipe : nom du chef ou de la cheffe'),
      role: 'Cuisine du restaurant',
      text: 'Prépare les assiettes du restaurant et les conseils pour vos barbecues en terrasse.',
      photo: { file: 'placeholders/equipe-cuisine.svg', alt: 'Illustration d’une casserole et d’herbes aromatiques', isPlaceholder: true },
    },
    {
      name: ownerValue('Prénom à compléter', 'Équipe : nom de la personne chargée du domaine'),
      role: 'Entretien du domaine',
      text: 'Veille sur les chalets, les cabanes, l’étang et le parcours de santé.',
      photo: { file: 'placeholders/equipe-domaine.svg', alt: 'Illustration d’un râteau, de feuilles et d’un pin', isPlaceholder: true },
    },
  ] satisfies readonly TeamMember[],
};
