import { z } from 'zod';
import { choice, date, optional, text } from './common';
import { ownerValue } from './owner-value';
import { placeChoiceNames, placeIds } from './places';

const closure = z
  .object({
    places: z
      .array(choice(placeIds, placeChoiceNames, 'Lieu'))
      .min(1, { error: 'aucun lieu choisi : cochez le restaurant, l’étang ou la verrerie' })
      .meta({ title: 'Lieux fermés', default: ['restaurant'] }),
    from: date('Premier jour fermé', 'Par exemple 2026-12-24'),
    through: date('Dernier jour fermé', 'Inclus ; le même jour pour une seule journée, par exemple 2026-12-24').meta({ notBefore: 'from' }),
    reason: optional(text('Raison', 'Montrée aux visiteurs après les dates, par exemple congés annuels')),
  })
  .meta({ title: 'Fermeture' })
  .check((context) => {
    const { from, through } = context.value;
    if (through < from) {
      context.issues.push({
        code: 'custom',
        input: through,
        path: ['through'],
        message: `la fermeture finit le ${through}, avant son premier jour (${from}) : écrivez un dernier jour égal ou postérieur au ${from}`,
      });
    }
  });

export const closuresSchema = z
  .object({
    closures: ownerValue(
      z
        .array(closure)
        .meta({ title: 'Fermetures', description: 'Une fermeture s’affiche jusqu’à son dernier jour, puis disparaît d’elle-même' }),
      'Fermetures exceptionnelles et congés annuels',
    ),
  })
  .meta({ title: 'Fermetures exceptionnelles' });

export type ClosuresData = z.infer<typeof closuresSchema>;
