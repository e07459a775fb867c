// One event as an iCalendar file (RFC 5545), written at build time for the « Ajouter à mon agenda »
// link. Times stay Paris wall-clock times with the zone they belong to (TZID=Europe/Paris, its rules
// given in a VTIMEZONE): a calendar in another zone shows the right hour, and a later change of the
// summer-time rule on either side does not shift the event. Pure: the caller gives every text.

export type IcsStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface IcsEvent {
  /** Stable across builds and languages: a calendar that imports the file twice updates the event. */
  readonly uid: string;
  /** When the file was written, in milliseconds since 1970. */
  readonly stampedAt: number;
  /** Paris wall-clock day and time, "2026-12-04" and "19:00". */
  readonly startDay: string;
  readonly startTime: string;
  readonly endDay: string;
  readonly endTime: string;
  /** A BCP 47 tag, "fr" or "en": the language of the summary and description. */
  readonly language: string;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly url: string;
  readonly status: IcsStatus;
  /** The event's revision (RFC 5545 SEQUENCE): a calendar replaces its copy by a higher one. */
  readonly sequence: number;
}

export const icsTimeZone = 'Europe/Paris';

/** The site's product identifier, as RFC 5545 asks every calendar to name its writer. */
export const icsProductId = '-//Les Chalets du lac//Evenements//FR';

/**
 * Europe/Paris since 1996: the EU rule, summer time from the last Sunday of March at 02:00 to the last
 * Sunday of October at 03:00.
 */
const parisTimeZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${icsTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * Control characters a TEXT value may not hold (RFC 5545 §3.3.11: CONTROL is %x00-08, %x0A-1F and
 * %x7F; a horizontal tab may stay). Line breaks are written as \n before these go; the rest (NUL,
 * vertical tab, form feed, escape…) is what a paste from another program leaves in the owner's text,
 * and a calendar may refuse the whole file for one of them.
 */
const forbiddenControls = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped, other control characters dropped (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(forbiddenControls, '');
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each further line starts with a space, which
 * counts in its 75. Cut between characters, never inside one's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** "2026-12-04" and "19:00" as a local DATE-TIME, "20261204T190000". */
const localDateTime = (day: string, time: string) => `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** An instant as a UTC DATE-TIME, "20261124T105600Z". */
const utcDateTime = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The whole file, lines folded and ended by CRLF. */
export function eventIcs(event: IcsEvent): string {
  const language = `LANGUAGE=${event.language}`;
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${icsProductId}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...parisTimeZone,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stampedAt)}`,
    `DTSTART;TZID=${icsTimeZone}:${localDateTime(event.startDay, event.startTime)}`,
    `DTEND;TZID=${icsTimeZone}:${localDateTime(event.endDay, event.endTime)}`,
    `SUMMARY;${language}:${escapeText(event.summary)}`,
    `DESCRIPTION;${language}:${escapeText(event.description)}`,
    `LOCATION;${language}:${escapeText(event.location)}`,
    `URL;VALUE=URI:${event.url}`,
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
