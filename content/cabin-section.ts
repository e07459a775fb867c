// Apart from content/accommodations.ts, which imports data files: the cabin tabs' script imports
// these words, and a data file imported beside them would ship whole with it. The section's title,
// introduction and banner are the owner's, in content/data/accommodations-page.json.
export const cabinSection = {
  tabsLabel: 'Choisir une cabane',
  equipmentTitle: 'Équipements',
  infoTitle: 'Informations complémentaires',
  carouselLabel: (cabinName: string) => `Photos de la ${cabinName.toLowerCase()}`,
};
