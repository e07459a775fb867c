// What the gift voucher request is made of, named by both its rules (voucher-request.ts) and its words
// (voucher-words.ts), so that neither imports the other: its fields, its bounds, and the owner's subject.

/** The request's fields, in the form's order, by the names the draft and the template keep them under. */
export const voucherFields = [
  'kind',
  'montant',
  'hebergement',
  'nuits',
  'nom',
  'email',
  'telephone',
  'beneficiaire',
  'message',
  'livraison',
  'adresse',
] as const;

export type VoucherField = (typeof voucherFields)[number];

/** The owner's subject, in French whatever the page's language (the inbox sorts by it); the French prepared e-mail's too. */
export const ownerVoucherSubjectPrefix = 'Demande de bon cadeau';

/** What heads the owner's e-mail of a request, where a withdrawal says « Rétractation d’un bon cadeau » (docs/emailjs-bon-cadeau.html). */
export const ownerVoucherHeading = 'Nouvelle demande de bon cadeau';

/** The bounds of a voucher's amount and nights: the form's, so that a typing slip (10000 €) is caught; the refusals write them (issue 48: « de 10 € à 5 000 € »). */
export const voucherLimits = { minEuros: 10, maxEuros: 5000, maxNights: 30 } as const;
