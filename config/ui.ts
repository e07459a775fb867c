// Words of the site's controls, shared by every page, in each language. Plain data ("{name}" templates
// filled by lib/i18n/format.ts), so that a server component can hand one language's words to a control
// that runs in the browser.
import type { Translated } from '@/lib/i18n/languages';

/** Words of the full-screen photo viewer. */
export interface PhotoViewerWords {
  readonly open: string;
  /** "{carousel}": the carousel's name. */
  readonly dialogLabel: string;
  readonly close: string;
  readonly previous: string;
  readonly next: string;
  /** "{position}" and "{count}". */
  readonly position: string;
  readonly credit: string;
  readonly placeholderCredit: string;
  readonly resized: string;
}

/** Words of a carousel, and of the viewer it opens. */
export interface CarouselWords {
  readonly roleDescription: string;
  readonly slideRoleDescription: string;
  readonly previous: string;
  readonly next: string;
  /** "{position}". */
  readonly goTo: string;
  /** "{position}" and "{count}". */
  readonly position: string;
  readonly dotsLabel: string;
  readonly pause: string;
  readonly play: string;
  /** Shown under a carousel only when the browser runs no JavaScript: its photos then sit in a row. */
  readonly scrollHint: string;
  /** Says plainly that a drawing stands in for a photo: « Illustration », never a promise of one to come. */
  readonly placeholderBadge: string;
  readonly viewer: PhotoViewerWords;
}

export const carouselWords: Translated<CarouselWords> = {
  fr: {
    roleDescription: 'carrousel',
    slideRoleDescription: 'diapositive',
    previous: 'Image précédente',
    next: 'Image suivante',
    goTo: 'Afficher l’image {position}',
    position: '{position} sur {count}',
    dotsLabel: 'Choisir une image',
    pause: 'Mettre en pause le défilement',
    play: 'Reprendre le défilement',
    scrollHint: 'Faites défiler les photos vers la gauche pour voir les suivantes.',
    placeholderBadge: 'Illustration',
    viewer: {
      open: 'Agrandir la photo',
      dialogLabel: '{carousel} en grand',
      close: 'Fermer',
      previous: 'Photo précédente',
      next: 'Photo suivante',
      position: 'Photo {position} sur {count}',
      credit: 'Photo\u00a0:',
      placeholderCredit: 'Illustration dessinée pour le site',
      resized: 'redimensionnée',
    },
  },
  en: {
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    previous: 'Previous image',
    next: 'Next image',
    goTo: 'Show image {position}',
    position: '{position} of {count}',
    dotsLabel: 'Choose an image',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    scrollHint: 'Scroll sideways to see more photos.',
    placeholderBadge: 'Illustration',
    viewer: {
      open: 'Enlarge the photo',
      dialogLabel: '{carousel}, full screen',
      close: 'Close',
      previous: 'Previous photo',
      next: 'Next photo',
      position: 'Photo {position} of {count}',
      credit: 'Photo:',
      placeholderCredit: 'Illustration drawn for the website',
      resized: 'resized',
    },
  },
  nl: {
    roleDescription: 'carrousel',
    slideRoleDescription: 'dia',
    previous: 'Vorige foto',
    next: 'Volgende foto',
    goTo: 'Naar foto {position}',
    position: '{position} van {count}',
    dotsLabel: 'Kies een foto',
    pause: 'Diavoorstelling pauzeren',
    play: 'Diavoorstelling hervatten',
    scrollHint: 'Scroll opzij voor meer foto’s.',
    placeholderBadge: 'Illustratie',
    viewer: {
      open: 'Foto vergroten',
      dialogLabel: '{carousel}, schermvullend',
      close: 'Sluiten',
      previous: 'Vorige foto',
      next: 'Volgende foto',
      position: 'Foto {position} van {count}',
      credit: 'Foto:',
      placeholderCredit: 'Illustratie getekend voor de website',
      resized: 'formaat aangepast',
    },
  },
  de: {
    roleDescription: 'Karussell',
    slideRoleDescription: 'Foto',
    previous: 'Vorheriges Foto',
    next: 'Nächstes Foto',
    goTo: 'Foto {position} anzeigen',
    position: '{position} von {count}',
    dotsLabel: 'Foto auswählen',
    pause: 'Diashow anhalten',
    play: 'Diashow fortsetzen',
    scrollHint: 'Wischen Sie zur Seite, um weitere Fotos zu sehen.',
    placeholderBadge: 'Illustration',
    viewer: {
      open: 'Foto vergrößern',
      dialogLabel: '{carousel} im Großformat',
      close: 'Schließen',
      previous: 'Vorheriges Foto',
      next: 'Nächstes Foto',
      position: 'Foto {position} von {count}',
      credit: 'Foto:',
      placeholderCredit: 'Für die Website gezeichnete Illustration',
      resized: 'Größe angepasst',
    },
  },
};

export interface ExternalLinkWords {
  /** Heard after a link's name: it opens in a new tab. */
  readonly newTab: string;
}

export const externalLinkWords: Translated<ExternalLinkWords> = {
  fr: { newTab: '(s’ouvre dans un nouvel onglet)' },
  en: { newTab: '(opens in a new tab)' },
  nl: { newTab: '(opent in een nieuw tabblad)' },
  de: { newTab: '(öffnet in einem neuen Tab)' },
};

/** The French words, for the pages' sections that still read them without a language. */
export const externalLinkText = externalLinkWords.fr;
