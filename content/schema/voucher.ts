// The owner's facts behind the gift voucher (/bon-cadeau/): how a voucher is paid for and how long it
// is valid. The page writes them in four languages from these values (features/voucher/voucher-words.ts),
// so the owner translates nothing. Both are needed to publish: the voucher is sold from the site.
import { z } from 'zod';
import { choice } from './common';
import { consumerCode } from './legal-bases';
import { ownerValue } from './owner-value';

/** The ways a voucher can be paid, by their ids in the data file. */
export const voucherPaymentIds = ['virement', 'cheques-vacances', 'restaurant'] as const;
export type VoucherPaymentId = (typeof voucherPaymentIds)[number];

/** Their French names in the editor. */
export const voucherPaymentNames: Readonly<Record<VoucherPaymentId, string>> = {
  virement: 'Virement bancaire',
  'cheques-vacances': 'Chèques-Vacances (ANCV)',
  restaurant: 'Sur place, au restaurant',
};

export const voucherSchema = z
  .object({
    paymentMethods: ownerValue(
      z
        .array(choice(voucherPaymentIds, voucherPaymentNames, 'Moyen de paiement'))
        .min(1, { error: 'cochez au moins un moyen de paiement du bon cadeau' })
        .meta({ title: 'Moyens de paiement acceptés', description: 'Cochez chaque moyen de paiement que vous acceptez pour un bon cadeau : la page les liste dans les quatre langues' }),
      'Moyens de paiement du bon cadeau',
      { needed: `${consumerCode}, article L111-1 : les modalités de paiement du bon sont dites avant sa commande` },
    ),
    validityMonths: ownerValue(
      z
        .number()
        .int({ error: 'écrivez un nombre entier de mois, par exemple 12' })
        .min(1, { error: 'un bon cadeau vaut au moins 1 mois' })
        .max(60, { error: 'au plus 60 mois (5 ans) : écrivez la durée en mois, par exemple 12' })
        .meta({ title: 'Durée de validité (en mois)', description: 'Comptée à partir de la date d’émission écrite sur le bon, par exemple 12. Le bon à imprimer, que vous remplissez (code, valeur, date) et envoyez, est à l’adresse /Bon-Cadeau-Modele.pdf de votre site (guide, « Les bons cadeaux »)' }),
      'Durée de validité du bon cadeau',
      { needed: `${consumerCode}, article L111-1 : la durée de validité du bon est dite avant sa commande` },
    ),
  })
  .meta({ title: 'Bon cadeau : paiement et validité' });

export type VoucherData = z.infer<typeof voucherSchema>;
