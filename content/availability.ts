// The booked nights written by `npm run sync:availability`. Read from the file at build (server
// components only), so that the end-to-end build can point AVAILABILITY_DATA at a file synced from
// fixture feeds without touching the committed one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NightRange } from '@/lib/availability/nights';
import type { Availability } from './schema/stays';

export const availabilityFile = process.env.AVAILABILITY_DATA ?? path.join(process.cwd(), 'content', 'data', 'availability.json');

export const availability = JSON.parse(readFileSync(availabilityFile, 'utf8')) as Availability;

export function bookedRanges(unitId: string): readonly NightRange[] {
  return availability.units.find((unit) => unit.unit === unitId)?.booked ?? [];
}

/** Whether the unit's calendar has been read at least once: until then its nights are unknown, not free. */
export function isSynced(unitId: string): boolean {
  return availability.units.some((unit) => unit.unit === unitId);
}
