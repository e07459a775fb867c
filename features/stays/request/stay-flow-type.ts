// The unit types as the stay flow's steps are handed them: its first step (stay-flow.tsx), the
// calendar and the next steps it loads later (stay-dates-picker.tsx, stay-flow-steps.tsx) name them
// here, so that the lazy modules import nothing back from the step that loads them.
import type { EstimateRules } from '@/features/stays/availability/estimate';
import type { NightRange } from '@/features/stays/availability/nights';
import type { UnitLiving } from '@/features/stays/estimate/stay-warnings';
import type { UnitTypeId } from '@/features/stays/stays';

/** A unit type as the flow is handed it by the page (plain data, in the page's language). */
export interface FlowType {
  readonly id: UnitTypeId;
  readonly title: string;
  /** The title inside a sentence, its article in lower case: « (la grande cabane) », "de grote boomhut is …". */
  readonly titleInPhrase: string;
  readonly rules: EstimateRules;
  /** The taxe de séjour's rate in words. */
  readonly taxNote: string;
  readonly bookedByUnit: readonly (readonly NightRange[])[];
  /** False until every unit of the type has had its calendar read: its nights are then unknown. */
  readonly synced: boolean;
  /** Its minimum age for children and its wheelchair fact: warned about, never refused. */
  readonly living?: UnitLiving;
}
