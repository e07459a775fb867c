/** Words of the site's controls, shared by every page. */
export const carouselText = {
  roleDescription: 'carrousel',
  slideRoleDescription: 'diapositive',
  previous: 'Image précédente',
  next: 'Image suivante',
  goTo: (position: number) => `Afficher l’image ${position}`,
  position: (position: number, count: number) => `${position} sur ${count}`,
  dotsLabel: 'Choisir une image',
  pause: 'Mettre en pause le défilement',
  play: 'Reprendre le défilement',
};

export const placeholderText = {
  badge: 'Photo à venir',
};

export const externalLinkText = {
  newTab: '(s’ouvre dans un nouvel onglet)',
};
