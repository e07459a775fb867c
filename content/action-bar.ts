/** The bar of quick actions at the bottom of every page on phones and tablets. */
export const actionBar = {
  /** Names the bar for screen readers: it is a navigation landmark of its own. */
  label: 'Actions rapides',
  call: 'Appeler',
  directions: { label: 'Itinéraire', href: '/contact/#acces' },
  reserve: { label: 'Réserver une table', href: '/restaurant/#reservation' },
} as const;
