// The rule an event's end time checks in the editor: on the day the event starts, it ends after its
// start time (an evening that ends after midnight ends the next day). Three siblings take part (the
// start day, the start time, the end day), which no option of Sveltia CMS compares: the field is a
// custom field type (time-after-start-control.ts) drawn by the editor's text control, whose check
// uses this pure piece; the configuration (content/schema/editor-config.ts) names the siblings and
// the French message.

import { startTimePlaceholder, timeAfterStartWidget } from '../../content/schema/editor-contract';

export { startTimePlaceholder, timeAfterStartWidget };

const day = /^\d{4}-\d{2}-\d{2}$/;
const time = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The message when the end, on the start's day, is not after the start; null when it ends another day
 * or when a day or a time is not whole yet (the fields' own checks speak for those).
 */
export function endNotAfterStartMessage(
  end: { day: unknown; time: unknown },
  start: { day: unknown; time: unknown },
  message: string,
): string | null {
  const days = [end.day, start.day];
  const times = [end.time, start.time];
  if (
    !days.every((value) => typeof value === 'string' && day.test(value)) ||
    !times.every((value) => typeof value === 'string' && time.test(value))
  )
    return null;
  return end.day === start.day && (end.time as string) <= (start.time as string)
    ? message.replaceAll(startTimePlaceholder, start.time as string)
    : null;
}
