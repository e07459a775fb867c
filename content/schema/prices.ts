import { z } from 'zod';
import { euros, longText, text, time } from './common';
import { ownerValue } from './owner-value';

const hours = (title: string, opens: string, closes: string) =>
  z
    .object({ opens: time('À partir de', `Par exemple ${opens}`), closes: time('Jusqu’à', `Par exemple ${closes}`) })
    .meta({ title })
    .check((context) => {
      const { opens: from, closes: until } = context.value;
      if (!(from < until)) {
        context.issues.push({ code: 'custom', input: until, path: ['closes'], message: `${until} ne suit pas ${from} : écrivez une heure de fin après l’heure de début, par exemple ${closes}` });
      }
    });

export const stayPricesSchema = z
  .object({
    cabins: z
      .object({
        'petite-cabane': euros('Petite cabane (€ par nuit)', 'Par exemple 70'),
        'grande-cabane': euros('Grande cabane (€ par nuit)', 'Par exemple 90'),
      })
      .meta({ title: 'Cabanes' }),
    chaletRates: ownerValue(
      z
        .array(z.object({ label: text('Période', 'Par exemple Semaine en haute saison'), euros: euros('Prix (€)', 'Par exemple 650') }).meta({ title: 'Tarif' }))
        .meta({ title: 'Tarifs des chalets' }),
      'Tarifs des chalets (par nuit ou par semaine, selon la saison)',
    ),
    petsPerNight: euros('Animaux (€ par nuit)', 'Supplément par nuit, par exemple 10'),
    deposit: euros('Caution (€)', 'Par exemple 250'),
    arrival: hours('Arrivée', '16:00', '18:00'),
    departure: hours('Départ', '09:00', '11:00'),
  })
  .meta({ title: 'Hébergements : prix et horaires' });

export type StayPricesData = z.infer<typeof stayPricesSchema>;

export const fishingSchema = z
  .object({
    accessHours: hours('Accès à l’étang', '06:00', '20:00'),
    cards: z
      .array(
        z
          .object({
            name: text('Nom de la carte', 'Par exemple Carte annuelle'),
            prices: z
              .array(z.object({ who: text('Pour qui', 'Par exemple Adulte'), euros: euros('Prix (€)', '0 pour gratuit, par exemple 55') }).meta({ title: 'Prix' }))
              .min(1)
              .meta({ title: 'Prix' }),
            note: text('Note', 'Facultative, par exemple Accès de 6h à 20h').optional(),
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
