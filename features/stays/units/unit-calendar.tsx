import type { AvailabilityWords } from '@/features/stays/availability-words';
import type { UnitTypeId } from '@/features/stays/stays';
import { stayPeriods, type TypeAvailability } from '@/features/stays/availability/calendar';
import type { NightRange } from '@/features/stays/availability/nights';
import type { Lang } from '@/lib/i18n/languages';
import { isoDay } from '@/lib/opening-status';
import { MonthCalendar } from '@/features/stays/units/month-calendar';
import { StayPeriods } from '@/features/stays/pricing/stay-periods';

interface UnitCalendarProps {
  readonly lang: Lang;
  readonly words: AvailabilityWords;
  readonly typeId: UnitTypeId;
  readonly bookedByUnit: readonly (readonly NightRange[])[];
  readonly availability: TypeAvailability;
  /** The 1st of the calendar's first month. */
  readonly firstDay: number;
  readonly months: number;
  readonly end: number;
  readonly builtOn: number;
}

/** One unit type's 12 months: every free and booked period in words, then a month grid to page through. */
export function UnitCalendar({ lang, words, typeId, bookedByUnit, availability, firstDay, months, end, builtOn }: UnitCalendarProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        <h4 className="mt-8 text-xl font-semibold text-lake-900">{words.periodsTitle}</h4>
        <StayPeriods
          lang={lang}
          words={words.periods}
          periods={stayPeriods(availability, firstDay, end)}
          builtOn={builtOn}
          end={isoDay(end)}
        />
      </div>
      <div>
        <h4 className="mt-8 text-xl font-semibold text-lake-900">{words.calendarTitle}</h4>
        <MonthCalendar
          lang={lang}
          words={words.calendar}
          typeId={typeId}
          typeTitle={words.typeTitle[typeId]}
          bookedByUnit={bookedByUnit}
          firstDay={firstDay}
          months={months}
          builtOn={builtOn}
        />
      </div>
    </div>
  );
}
