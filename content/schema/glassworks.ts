import { z } from 'zod';
import { choice, monthDay, time, url } from './common';
import { ownerValue } from './owner-value';
import { weekdayIds, weekdayNames } from './weekdays';

const opening = z
  .object({ opens: time('Ouverture', 'Par exemple 10:00'), closes: time('Fermeture', 'Par exemple 12:00') })
  .meta({ title: 'Plage horaire' })
  .check((context) => {
    const { opens, closes } = context.value;
    if (!(opens < closes)) {
      context.issues.push({
        code: 'custom',
        input: closes,
        path: ['closes'],
        message: `la verrerie ferme à ${closes} sans avoir ouvert (ouverture ${opens}) : l’heure de fermeture doit suivre celle d’ouverture, par exemple 10:00 puis 12:00`,
      });
    }
  });

const period = z
  .object({
    from: monthDay('Du', 'Mois et jour, par exemple 03-22 pour le 22 mars'),
    through: monthDay('Au', 'Mois et jour, par exemple 04-30 pour le 30 avril (compris)'),
    openings: z.array(opening).min(1, { error: 'ajoutez au moins une plage horaire' }).meta({ title: 'Horaires' }),
  })
  .meta({ title: 'Période d’ouverture' })
  .check((context) => {
    const { from, through, openings } = context.value;
    if (through < from) {
      context.issues.push({
        code: 'custom',
        input: through,
        path: ['through'],
        message: `la période finit le ${through}, avant son premier jour (${from}) : une période tient dans l’année, du plus tôt au plus tard, par exemple 03-22 puis 04-30`,
      });
    }
    openings.forEach((current, index) => {
      const previous = openings[index - 1];
      if (previous && current.opens < previous.closes) {
        context.issues.push({
          code: 'custom',
          input: current.opens,
          path: ['openings', index, 'opens'],
          message: `la plage de ${current.opens} commence avant la fin de la précédente (${previous.closes}) : écrivez les plages dans l’ordre de la journée, sans chevauchement`,
        });
      }
    });
  });

export const glassworksSchema = z
  .object({
    periods: z.array(period).min(1).meta({
      title: 'Périodes d’ouverture',
      description: 'Les pages écrivent « Du 22 mars au 30 avril » et « 10h-12h et 14h-16h30 » à partir de ces dates et heures',
    }),
    openDays: z
      .array(choice(weekdayIds, weekdayNames, 'Jour'))
      .min(1, { error: 'cochez au moins un jour d’ouverture' })
      .meta({ title: 'Jours d’ouverture' }),
    closedOnPublicHolidays: z.boolean().meta({ title: 'Fermée les jours fériés' }),
    isAccessibleForFree: z.boolean().meta({ title: 'Visite gratuite' }),
    website: ownerValue(url('Site de la verrerie'), 'Adresse du site de visite de la verrerie'),
  })
  .meta({ title: 'Verrerie : périodes et jours d’ouverture' });

export type GlassworksData = z.infer<typeof glassworksSchema>;
