// The booked nights written by `npm run sync:availability`. Read from the file at build (server
// components only), so that the end-to-end build can point AVAILABILITY_DATA at a file synced from
// fixture feeds without touching the committed one.
import { readFileSync } from 'node:fs';
import type { NightRange } from '@/features/stays/availability/nights';
import { availabilityFile } from '@/content/data-file';
import type { Availability } from '@/content/schema/stays';

export const availability = JSON.parse(readFileSync(availabilityFile, 'utf8')) as Availability;

export function bookedRanges(unitId: string): readonly NightRange[] {
  return availability.units.find((unit) => unit.unit === unitId)?.booked ?? [];
}

/** Whether the unit's calendar has been read at least once: until then its nights are unknown, not free. */
export function isSynced(unitId: string): boolean {
  return availability.units.some((unit) => unit.unit === unitId);
}
