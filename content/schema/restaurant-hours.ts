import { z } from 'zod';
import { time } from './common';
import { weekdayIds, weekdayNames } from './weekdays';

const service = z
  .object({
    opens: time('Ouverture', 'Heure sur 24 h, par exemple 12:00'),
    closes: time('Fermeture', 'Heure sur 24 h, par exemple 13:30'),
  })
  .meta({ title: 'Service' })
  .check((context) => {
    const { opens, closes } = context.value;
    if (!(opens < closes)) {
      context.issues.push({
        code: 'custom',
        input: closes,
        path: ['closes'],
        message: `le service ferme à ${closes} sans avoir ouvert (ouverture ${opens}) : l’heure de fermeture doit suivre celle d’ouverture, par exemple 12:00 puis 13:30`,
      });
    }
  });

const day = (id: (typeof weekdayIds)[number]) =>
  z.array(service).max(3).meta({ title: weekdayNames[id], description: 'Aucun service : le restaurant est fermé ce jour-là' });

export const restaurantHoursSchema = z
  .object({
    week: z
      .object(Object.fromEntries(weekdayIds.map((id) => [id, day(id)])) as Record<(typeof weekdayIds)[number], ReturnType<typeof day>>)
      .meta({ title: 'Services de la semaine' }),
    timeSlots: z
      .array(time('Créneau', 'Par exemple 12:30'))
      .min(1)
      .meta({ title: 'Créneaux de réservation', description: 'Les heures proposées dans le formulaire ; la première est choisie d’avance' }),
    eveningStartsAt: time('Début du service du soir', 'Un créneau à partir de cette heure est un dîner, par exemple 17:00'),
  })
  .meta({ title: 'Horaires du restaurant' })
  .check((context) => {
    const slots = context.value.timeSlots;
    slots.forEach((slot, index) => {
      if (slots.indexOf(slot) !== index) {
        context.issues.push({ code: 'custom', input: slot, path: ['timeSlots', index], message: `le créneau ${slot} est en double : retirez-le` });
      }
    });
  });

export type RestaurantHoursData = z.infer<typeof restaurantHoursSchema>;

/**
 * A time slot outside every service is not refused (the venue's own list has 13:45 after lunch closes
 * at 13:30, a last seating) but listed for the owner to check.
 */
export function slotsOutsideServices(data: RestaurantHoursData): { index: number; slot: string }[] {
  const services = Object.values(data.week).flat();
  return data.timeSlots
    .map((slot, index) => ({ slot, index }))
    .filter(({ slot }) => !services.some((period) => period.opens <= slot && slot <= period.closes));
}
