import type { Banner, Link, PageMeta } from './types';

export const notFoundMeta: PageMeta = {
  title: 'Page introuvable',
  description: 'Cette page n’existe pas ou a changé d’adresse.',
};

export const notFoundPage: { banner: Banner; text: string; homeLink: Link } = {
  banner: {
    title: 'Page introuvable',
    subtitle: 'Cette page n’existe pas ou a changé d’adresse.',
    photo: { file: 'lac-roseaux-crepuscule.jpg', alt: 'Lac calme au crépuscule, bordé de roseaux' },
  },
  text: 'Le sentier s’arrête ici. Retrouvez votre chemin depuis l’accueil ou le menu.',
  homeLink: { label: 'Retour à l’accueil', href: '/' },
};
