/** Words of the printable price list, public/Tarifs-Chalets.pdf, made at build from content. */
export const priceListText = {
  title: 'Tarifs des hébergements',
  chaletsTitle: 'Chalets familiaux',
  chaletRatesUnknown: (phoneDisplay: string) => `Tarifs des chalets : appelez-nous au ${phoneDisplay} pour connaître les prix selon vos dates.`,
  cabinsTitle: 'Cabanes dans les arbres',
  conditionsTitle: 'Conditions',
  bookingTitle: 'Réservation par téléphone',
  booking: (phoneDisplay: string) => `Appelez-nous au ${phoneDisplay}.`,
};
