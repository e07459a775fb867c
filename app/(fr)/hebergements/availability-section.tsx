import { Section } from '@/components/section';
import { availability, bookedRanges, isSynced } from '@/content/availability';
import { openingStatusText } from '@/content/opening-status';
import { frenchHour } from '@/content/prices';
import { availabilityText as text, registrationNumber, stays } from '@/content/stays';
import { calendarEnd, monthStart, typeAvailability } from '@/lib/availability/calendar';
import { frenchDate, parisTime } from '@/lib/opening-status';
import { StayEstimate } from './stay-estimate';
import { UnitCalendar } from './unit-calendar';

const months = 12;

/** "Disponibilités mises à jour le lundi 23 novembre 2026 à 15h00", in Paris time. */
function updatedAt(syncedAt: string | null): string {
  if (!syncedAt) return text.neverUpdated;
  const { day, minutes } = parisTime(new Date(syncedAt));
  return text.updatedAt(frenchDate(day, openingStatusText, true), `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`);
}

/** Each unit type's coming 12 months, from the build's month (past days are marked in the browser), and the estimate. */
export function AvailabilitySection() {
  const builtOn = parisTime(new Date()).day;
  const firstDay = monthStart(builtOn);
  const end = calendarEnd(firstDay, months);
  const types = stays.unitTypes.map((type) => {
    const bookedByUnit = type.units.value.map((unit) => bookedRanges(unit.id));
    const synced = type.units.value.every((unit) => isSynced(unit.id));
    return { id: type.id, title: text.typeTitle[type.id], bookedByUnit, synced, availability: typeAvailability(bookedByUnit) };
  });
  return (
    <Section id="disponibilites" title={text.title} intro={text.intro}>
      <p className="font-semibold text-lake-900">{updatedAt(availability.syncedAt)}</p>
      {registrationNumber ? <p className="mt-2 text-ink-muted">{text.registration(registrationNumber)}</p> : null}
      <div className="mt-8">
        <StayEstimate types={types.map(({ id, title, bookedByUnit, synced }) => ({ id, title, bookedByUnit, synced }))} end={end} />
      </div>
      <h3 className="mt-12 text-2xl font-semibold text-lake-900">{text.legendTitle}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
        {text.legend(frenchHour(stays.arrival.opens), frenchHour(stays.departure.closes), text.chaletUnitWord).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {types.map((type) => (
        <section key={type.id} aria-labelledby={`disponibilites-${type.id}`} className="mt-12">
          <h3 id={`disponibilites-${type.id}`} className="text-2xl font-semibold text-lake-900">
            {type.title}
          </h3>
          {type.synced ? (
            <UnitCalendar typeId={type.id} bookedByUnit={type.bookedByUnit} availability={type.availability} firstDay={firstDay} months={months} end={end} builtOn={builtOn} />
          ) : (
            <p className="mt-4 text-ink">{text.typeNotSynced}</p>
          )}
        </section>
      ))}
    </Section>
  );
}
