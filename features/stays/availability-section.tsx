import { Section } from '@/components/section';
import { availability, bookedRanges, isSynced } from '@/features/stays/availability/synced-nights';
import { stayRequestWords } from '@/features/stays/request/stay-request-words';
import { hourIn } from '@/lib/prices';
import { availabilityWords } from '@/features/stays/availability-words';
import { offeredUnitTypes, stays } from '@/features/stays/stays';
import { calendarEnd, monthStart, typeAvailability } from '@/features/stays/availability/calendar';
import { formatDay, formatTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { pageLanguage } from '@/lib/i18n/page-language';
import { parisTime } from '@/lib/opening-status';
import { StayRequestButton } from '@/features/stays/request/stay-request-button';
import { UnitCalendar } from '@/features/stays/units/unit-calendar';

const months = 12;

/** "Disponibilités mises à jour le lundi 23 novembre 2026 à 15h00", in Paris time, in the page's language. */
function updatedAt(lang: Lang, syncedAt: string | null): string {
  const text = availabilityWords[lang];
  if (!syncedAt) return text.neverUpdated;
  const { day, minutes } = parisTime(new Date(syncedAt));
  const hours = Math.floor(minutes / 60);
  const tail = String(minutes % 60).padStart(2, '0');
  // French writes the minutes even on the hour ("15h00"), as the page always has.
  const time = lang === 'fr' ? `${hours}h${tail}` : formatTime(lang, `${String(hours).padStart(2, '0')}:${tail}`);
  return text.updatedAt(formatDay(lang, day, true), time);
}

/** Each unit type's coming 12 months, from the build's month (past days are marked in the browser); the stay flow asks for dates above. */
export function AvailabilitySection() {
  const lang = pageLanguage();
  const text = availabilityWords[lang];
  const requestText = stayRequestWords[lang];
  const builtOn = parisTime(new Date()).day;
  const firstDay = monthStart(builtOn);
  const end = calendarEnd(firstDay, months);
  // Only a type whose rates are given is offered for a stay (stays.ts, isOffered).
  if (offeredUnitTypes.length === 0) return null;
  const types = offeredUnitTypes.map((type) => {
    const bookedByUnit = type.units.map((unit) => bookedRanges(unit.id));
    const synced = type.units.every((unit) => isSynced(unit.id));
    return { id: type.id, title: text.typeTitle[type.id], bookedByUnit, synced, availability: typeAvailability(bookedByUnit) };
  });
  const anySynced = types.some((type) => type.synced);
  return (
    <Section
      id="disponibilites"
      title={text.title}
      // Until the calendars are synced, the page does not say they show the booked nights (the line below says they are not yet).
      intro={availability.syncedAt ? `${text.intro} ${text.requestIntro}` : text.requestIntro}
    >
      <p className="font-semibold text-lake-900">{updatedAt(lang, availability.syncedAt)}</p>
      {/* The legend reads the calendars, and a type's « not yet synced » line speaks for it alone: both only
          once some calendar is synced (before, the line above says it once for all). */}
      {anySynced ? (
        <>
          <h3 className="mt-12 text-2xl font-semibold text-lake-900">{text.legendTitle}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
            {text.legend(hourIn(lang, stays.arrival.opens), hourIn(lang, stays.departure.closes), text.chaletUnitWord).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {types.map((type) => (
        <section key={type.id} aria-labelledby={`disponibilites-${type.id}`} className="mt-12">
          <h3 id={`disponibilites-${type.id}`} className="text-2xl font-semibold text-lake-900">
            {type.title}
          </h3>
          <StayRequestButton type={type.id} label={requestText.open} className="mt-4" />
          {type.synced ? (
            <UnitCalendar
              lang={lang}
              words={text}
              typeId={type.id}
              bookedByUnit={type.bookedByUnit}
              availability={type.availability}
              firstDay={firstDay}
              months={months}
              end={end}
              builtOn={builtOn}
            />
          ) : anySynced ? (
            <p className="mt-4 text-ink">{text.typeNotSynced}</p>
          ) : null}
        </section>
      ))}
    </Section>
  );
}
