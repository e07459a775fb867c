import { z } from 'zod';
import { euros, longText, optional, text, time } from './common';
import { factPlaceholdersHint } from './fact-placeholders';

/** Opening and closing times, the first before the second. */
export const hours = (title: string, opens: string, closes: string) =>
  z
    .object({ opens: time('À partir de', `Par exemple ${opens}`), closes: time('Jusqu’à', `Par exemple ${closes}`) })
    .meta({ title })
    .check((context) => {
      const { opens: from, closes: until } = context.value;
      if (!(from < until)) {
        context.issues.push({
          code: 'custom',
          input: until,
          path: ['closes'],
          message: `${until} ne suit pas ${from} : écrivez une heure de fin après l’heure de début, par exemple ${closes}`,
        });
      }
    });

export const fishingSchema = z
  .object({
    accessHours: hours('Accès à l’étang', '06:00', '20:00'),
    cards: z
      .array(
        z
          .object({
            name: text('Nom de la carte', 'Par exemple Carte annuelle'),
            prices: z
              .array(
                z
                  .object({ who: text('Pour qui', 'Par exemple Adulte'), euros: euros('Prix (€)', '0 pour gratuit, par exemple 55') })
                  .meta({ title: 'Prix' }),
              )
              .min(1)
              .meta({ title: 'Prix' }),
            note: optional(text('Note', `Facultative, par exemple Accès {horaires de l’étang}. ${factPlaceholdersHint}`)),
          })
          .meta({ title: 'Carte de pêche' }),
      )
      .min(1)
      .meta({ title: 'Cartes de pêche' }),
    offer: longText('Offre', 'Par exemple Pour deux personnes louant une cabane, une carte achetée = une carte offerte.'),
    rules: z.array(longText('Règle')).meta({ title: 'Règlement' }),
  })
  .meta({ title: 'Pêche : cartes et règlement' });

export type FishingData = z.infer<typeof fishingSchema>;
