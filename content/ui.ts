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
  /** Shown under a carousel only when the browser runs no JavaScript: its photos then sit in a row. */
  scrollHint: 'Faites défiler les photos vers la gauche pour voir les suivantes.',
};

export const placeholderText = {
  badge: 'Photo à venir',
};

export const externalLinkText = {
  newTab: '(s’ouvre dans un nouvel onglet)',
};

/** Words of the full-screen photo viewer and of the carousels without JavaScript. */
export const photoViewerText = {
  open: 'Agrandir la photo',
  dialogLabel: (carousel: string) => `${carousel} en grand`,
  close: 'Fermer',
  previous: 'Photo précédente',
  next: 'Photo suivante',
  position: (position: number, count: number) => `Photo ${position} sur ${count}`,
  credit: 'Photo :',
  placeholderCredit: 'Illustration dessinée pour le site',
  resized: 'redimensionnée',
};
