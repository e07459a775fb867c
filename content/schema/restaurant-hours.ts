import { z } from 'zod';
import { choice, monthDay, time } from './common';
import { ownerValue } from './owner-value';
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

/** The most people a table request may count when the owner sets no group size: what the form takes at all. */
export const maxLargestParty = 99;

const day = (id: (typeof weekdayIds)[number]) =>
  z.array(service).max(3).meta({ title: weekdayNames[id], description: 'Aucun service : le restaurant est fermé ce jour-là' });

/** The month-days of a yearly period, "07-01" to "08-31"; across the new year when it ends before it starts. */
function monthDaysOf(from: string, through: string): Set<string> {
  const days = new Set<string>();
  // 2000 is a leap year: 29 February is a day a period may name.
  for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2001, 0, 1); time += 86_400_000) {
    const day = new Date(time).toISOString().slice(5, 10);
    if (from <= through ? from <= day && day <= through : day >= from || day <= through) days.add(day);
  }
  return days;
}

/** « 07-01 » as « 1er juillet », for the owner's messages. */
const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const frenchMonthDay = (value: string) => {
  const day = Number(value.slice(3, 5));
  return `${day === 1 ? '1er' : day} ${months[Number(value.slice(0, 2)) - 1] ?? ''}`;
};

const period = z
  .object({
    from: monthDay('Du', 'Mois et jour, par exemple 07-01 pour le 1er juillet'),
    through: monthDay(
      'Au',
      'Mois et jour, compris, par exemple 08-31 pour le 31 août ; une période qui finit avant de commencer passe le nouvel an (11-01 puis 03-31)',
    ),
    days: z
      .array(choice(weekdayIds, weekdayNames, 'Jour'))
      .min(1, { error: 'cochez au moins un jour : celui dont les services changent pendant la période' })
      .meta({ title: 'Jours' }),
    services: z.array(service).max(3).meta({
      title: 'Services ces jours-là',
      description:
        'Ils remplacent ceux de la semaine pendant la période, par exemple 19:00 à 21:30 ; aucun : le restaurant est fermé ces jours-là pendant la période',
    }),
  })
  .meta({ title: 'Période' });

export const restaurantHoursSchema = z
  .object({
    week: z
      .object(Object.fromEntries(weekdayIds.map((id) => [id, day(id)])) as Record<(typeof weekdayIds)[number], ReturnType<typeof day>>)
      .meta({ title: 'Services de la semaine' }),
    periods: z.array(period).meta({
      title: 'Services selon la période',
      description:
        'Chaque année, entre deux dates, les services de certains jours à la place de ceux de la semaine : par exemple le mardi soir, de 19:00 à 21:30, du 07-01 au 08-31. Les fermetures exceptionnelles passent avant.',
    }),
    timeSlots: z.array(time('Créneau', 'Par exemple 12:30')).min(1).meta({
      title: 'Créneaux de réservation',
      description: 'Les heures proposées dans le formulaire ; la première est choisie d’avance',
    }),
    eveningStartsAt: time('Début du service du soir', 'Un créneau à partir de cette heure est un dîner, par exemple 17:00'),
    // An owner fact the specification leaves unknown: optional, the form takes up to maxLargestParty while it is not given.
    largestParty: ownerValue(
      z
        .int({ error: (issue) => `« ${String(issue.input)} » n’est pas un nombre de personnes : écrivez un nombre entier, par exemple 12` })
        .min(1, { error: 'écrivez au moins 1 personne, par exemple 12' })
        .max(maxLargestParty, {
          error: `au-delà de ${maxLargestParty} personnes, laissez la valeur provisoire : le formulaire s’arrête de lui-même à ${maxLargestParty}`,
        })
        .meta({
          title: 'Personnes au plus',
          description: `Par exemple 12 : au-delà, le formulaire de réservation invite à vous appeler pour les groupes. Tant que la valeur est provisoire : jusqu’à ${maxLargestParty} personnes`,
        }),
      'Plus grande table prise en ligne',
    ),
  })
  .meta({ title: 'Horaires du restaurant' })
  .check((context) => {
    const slots = context.value.timeSlots;
    slots.forEach((slot, index) => {
      if (slots.indexOf(slot) !== index) {
        context.issues.push({
          code: 'custom',
          input: slot,
          path: ['timeSlots', index],
          message: `le créneau ${slot} est en double : retirez-le`,
        });
      }
    });
    // A day follows one period at a time: two periods on the same day and dates would leave it unsaid which one serves.
    const periods = context.value.periods;
    periods.forEach((current, index) => {
      const dates = monthDaysOf(current.from, current.through);
      periods.slice(0, index).forEach((earlier, earlierIndex) => {
        const shared = current.days.filter((weekday) => earlier.days.includes(weekday));
        const overlap = [...monthDaysOf(earlier.from, earlier.through)].some((day) => dates.has(day));
        if (shared.length === 0 || !overlap) return;
        context.issues.push({
          code: 'custom',
          input: current.days,
          path: ['periods', index, 'days'],
          message: `la période du ${frenchMonthDay(current.from)} au ${frenchMonthDay(current.through)} change le ${shared.map((weekday) => weekdayNames[weekday].toLowerCase()).join(' et le ')} comme la période n° ${earlierIndex + 1} aux mêmes dates : un jour ne suit qu’une période, séparez leurs dates ou leurs jours`,
        });
      });
    });
  });

export type RestaurantHoursData = z.infer<typeof restaurantHoursSchema>;

/**
 * A time slot outside every service is not refused (the venue's own list has 13:45 after lunch closes
 * at 13:30, a last seating) but listed for the owner to check.
 */
export function slotsOutsideServices(data: RestaurantHoursData): { index: number; slot: string }[] {
  const services = [...Object.values(data.week).flat(), ...data.periods.flatMap((entry) => entry.services)];
  return data.timeSlots
    .map((slot, index) => ({ slot, index }))
    .filter(({ slot }) => !services.some((period) => period.opens <= slot && slot <= period.closes));
}
