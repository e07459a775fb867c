import { availabilityText as text, type UnitTypeId } from '@/content/stays';
import { nextFreePeriods, type TypeAvailability } from '@/lib/availability/calendar';
import type { NightRange } from '@/lib/availability/nights';
import { MonthTables } from './month-tables';
import { FreePeriods } from './past-days';

interface UnitCalendarProps {
  readonly typeId: UnitTypeId;
  readonly bookedByUnit: readonly (readonly NightRange[])[];
  readonly availability: TypeAvailability;
  /** The 1st of the calendar's first month. */
  readonly firstDay: number;
  readonly months: number;
  readonly end: number;
}

/** One unit type's next free periods and its months as plain tables, each day's state in words. */
export function UnitCalendar({ typeId, bookedByUnit, availability, firstDay, months, end }: UnitCalendarProps) {
  return (
    <div>
      <h4 className="mt-8 text-xl font-semibold text-lake-900">{text.freePeriodsTitle}</h4>
      {/* Every period of the calendar: the browser drops those already over before it shows the first six. */}
      <FreePeriods periods={nextFreePeriods(availability, firstDay, end, Number.POSITIVE_INFINITY)} limit={6} />
      <h4 className="mt-8 text-xl font-semibold text-lake-900">{text.calendarTitle}</h4>
      <MonthTables typeId={typeId} bookedByUnit={bookedByUnit} firstDay={firstDay} months={months} />
    </div>
  );
}
