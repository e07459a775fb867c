// The owner's facts behind the gift voucher (/bon-cadeau/): how a voucher is paid for, how long it is
// valid, the seasons a « séjour » voucher covers, whether an « montant » voucher serves several times
// and whether the voucher may be given on. The page, the acknowledgement and the voucher's PDF write
// them in four languages from these values (features/voucher/voucher-terms-words.ts), so the owner
// translates nothing; the rest of the terms (compulsory charges included, no refund after the
// withdrawal period, availability, the issuer from the legal notice) is the site's. Each is needed to
// publish: the voucher is sold at a distance from the site (Code de la consommation L111-1, L221-5).
import { z } from 'zod';
import { choice } from './common';
import { consumerCode } from './legal-bases';
import { ownerValue } from './owner-value';
import { seasonFrenchNames, seasonIds } from './stays';

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
        .meta({
          title: 'Moyens de paiement acceptés',
          description: 'Cochez chaque moyen de paiement que vous acceptez pour un bon cadeau : la page les liste dans les quatre langues',
        }),
      'Moyens de paiement du bon cadeau',
      { needed: `${consumerCode}, article L111-1 : les modalités de paiement du bon sont dites avant sa commande` },
    ),
    validityMonths: ownerValue(
      z
        .number()
        .int({ error: 'écrivez un nombre entier de mois, par exemple 12' })
        .min(1, { error: 'un bon cadeau vaut au moins 1 mois' })
        .max(60, { error: 'au plus 60 mois (5 ans) : écrivez la durée en mois, par exemple 12' })
        .meta({
          title: 'Durée de validité (en mois)',
          description:
            'Comptée à partir de la date d’émission écrite sur le bon, par exemple 12. Le bon à imprimer, que vous remplissez (code, valeur, date) et envoyez, est à l’adresse /Bon-Cadeau-Modele.pdf de votre site (guide, « Les bons cadeaux »)',
        }),
      'Durée de validité du bon cadeau',
      { needed: `${consumerCode}, article L111-1 : la durée de validité du bon est dite avant sa commande` },
    ),
    staySeasons: ownerValue(
      z
        .array(choice(seasonIds, seasonFrenchNames, 'Saison'))
        .min(1, { error: 'cochez au moins une saison où un bon « séjour » peut servir' })
        .meta({
          title: 'Saisons où un bon « séjour » peut servir',
          description: 'Cochez-les toutes si le bon vaut en toute saison ; les dates de chaque saison sont celles de la page Prix',
        }),
      'Bon « séjour » : saisons où il peut servir',
      { needed: `${consumerCode}, article L111-1 : ce que couvre un bon « séjour » est dit avant sa commande` },
    ),
    partialUse: ownerValue(
      z.boolean().meta({
        title: 'Un bon « montant » peut servir en plusieurs fois',
        description: 'Cochée : jusqu’à épuisement de sa valeur. Décochée : en une seule fois, le reste n’est pas rendu',
      }),
      'Bon « montant » : en une ou plusieurs fois',
      { needed: `${consumerCode}, article L111-1 : comment le bon s’utilise est dit avant sa commande` },
    ),
    transferable: ownerValue(
      z.boolean().meta({
        title: 'Le bénéficiaire peut donner son bon à quelqu’un d’autre',
        description: 'Cochée : qui nous donne le code l’utilise. Décochée : seul le bénéficiaire nommé sur le bon l’utilise',
      }),
      'Bon cadeau : cessible ou nominatif',
      { needed: `${consumerCode}, article L111-1 : qui peut utiliser le bon est dit avant sa commande` },
    ),
  })
  .meta({ title: 'Bon cadeau : paiement, validité et conditions' });

export type VoucherData = z.infer<typeof voucherSchema>;
