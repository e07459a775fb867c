import type { Link } from './types';

export const siteName = 'Les Chalets du lac';

export const siteTagline = 'Chalets familiaux et cabanes dans les arbres au bord du lac';

export const mainNavigation: readonly Link[] = [
  { label: 'Accueil', href: '/' },
  { label: 'Restaurant', href: '/restaurant/' },
  { label: 'Hébergements', href: '/hebergements/' },
  { label: 'Loisirs', href: '/loisirs/' },
  { label: 'Contact', href: '/contact/' },
];

export const footerNavigation: readonly Link[] = [
  { label: 'Accueil', href: '/' },
  { label: 'Restaurant', href: '/restaurant/' },
  { label: 'Hébergements', href: '/hebergements/' },
  { label: 'Loisirs', href: '/loisirs/' },
  { label: 'Mentions légales', href: '/mentions-legales/' },
  { label: 'Contact', href: '/contact/' },
];

export const navigationText = {
  menuLabel: 'Menu',
  mainNavLabel: 'Navigation principale',
  skipLink: 'Aller au contenu principal',
};

export const footerText = {
  navLabel: 'Plan du site',
  socialTitle: 'Suivez-nous',
  copyright: '© 2025 Les Chalets du lac. Tous droits réservés.',
};
