// Events dated from the day the e2e build runs (the committed examples of content/data/events keep
// their own dates, which pass): `npm run build:e2e` writes them into e2e/generated/events and points
// the build at them through EVENTS_DATA, so that the events specs find the same upcoming, ended,
// cancelled and untranslated events whatever the day. Each spec reads the list below to know them.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EventData } from '../content/schema/events';
import { parisDayIn as parisDayFrom } from '../lib/paris-time';

export const fixtureEventsDir = path.join(__dirname, 'generated', 'events');

type FixtureEvent = Omit<EventData, 'startDay' | 'endDay'> & {
  /** Days from the build's Paris day. */
  readonly startIn: number;
  readonly endIn: number;
  /** The file's name after its start day, "2026-12-04-<name>.json". */
  readonly name: string;
  readonly en?: { readonly title: string; readonly description: string };
};

/** The Paris day `days` calendar days from today's (or `now`'s), "2026-12-04": the one helper of the e2e specs, right across the clock changes. */
export function parisDayIn(days: number, now = Date.now()): string {
  return parisDayFrom(days, now);
}

export const fixtureEvents: readonly FixtureEvent[] = [
  {
    name: 'soiree-passee',
    title: 'Soirée crêpes passée',
    description: 'Une soirée qui a déjà eu lieu : sa page le dit, les listes ne la montrent plus.',
    startIn: -6,
    endIn: -6,
    startTime: '19:00',
    endTime: '22:00',
    place: 'restaurant',
    participation: 'table',
    priceKind: 'prix',
    priceEuros: 15,
    status: 'prevu',
    en: { title: 'Past pancake night', description: 'An evening that has already taken place.' },
  },
  {
    name: 'soiree-moules-frites',
    title: 'Soirée moules-frites',
    description: 'Moules marinières et frites maison à volonté, au bord du lac.',
    startIn: 3,
    endIn: 3,
    startTime: '19:00',
    endTime: '22:30',
    place: 'restaurant',
    participation: 'table',
    priceKind: 'prix',
    priceEuros: 18,
    status: 'prevu',
    en: { title: 'Moules-frites night', description: 'Mussels marinière and all the homemade chips you can eat, by the lake.' },
  },
  {
    name: 'marche-de-noel',
    title: 'Marché de Noël',
    description: 'Artisans du pays, vin chaud et pièces de la verrerie sur le domaine illuminé.',
    startIn: 10,
    endIn: 11,
    startTime: '10:00',
    endTime: '18:00',
    place: 'domaine',
    participation: 'sur-place',
    priceKind: 'gratuit',
    status: 'prevu',
    sellsAlcohol: true,
    en: { title: 'Christmas market', description: 'Local craftspeople, mulled wine and glassworks pieces all over the lit-up grounds.' },
  },
  {
    // No translation: the other languages show the French, marked lang="fr".
    name: 'demonstration-de-soufflage',
    title: 'Démonstration de soufflage de verre',
    description: 'Le verrier souffle et façonne une pièce devant vous.',
    startIn: 17,
    endIn: 17,
    startTime: '14:00',
    endTime: '17:00',
    place: 'verrerie',
    participation: 'sur-place',
    priceKind: 'gratuit',
    status: 'complet',
  },
  {
    name: 'soiree-jazz-annulee',
    title: 'Soirée jazz',
    description: 'Un trio de jazz au restaurant.',
    startIn: 24,
    endIn: 24,
    startTime: '20:00',
    endTime: '23:00',
    place: 'restaurant',
    participation: 'table',
    priceKind: 'gratuit',
    status: 'annule',
    en: { title: 'Jazz night', description: 'A jazz trio at the restaurant.' },
  },
  {
    name: 'concours-de-peche',
    title: 'Concours de pêche',
    description: 'Concours au coup en équipe de deux sur l’étang, inscription par téléphone.',
    startIn: 45,
    endIn: 45,
    startTime: '08:00',
    endTime: '17:00',
    place: 'etang',
    participation: 'telephone',
    priceKind: 'a-partir-de',
    priceEuros: 12,
    status: 'reporte',
    en: { title: 'Fishing competition', description: 'A pole-fishing match for teams of two on the pond; sign up by phone.' },
  },
];

/** A fixture event's file name and content, dated from `now`. */
export function fixtureEventFile(event: FixtureEvent, now = Date.now()): { name: string; data: EventData & { en?: FixtureEvent['en'] } } {
  const { startIn, endIn, name, ...fields } = event;
  const startDay = parisDayIn(startIn, now);
  return { name: `${startDay}-${name}.json`, data: { ...fields, startDay, endDay: parisDayIn(endIn, now) } };
}

export function writeFixtureEvents(folder = fixtureEventsDir, now = Date.now()): void {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const event of fixtureEvents) {
    const { name, data } = fixtureEventFile(event, now);
    writeFileSync(path.join(folder, name), `${JSON.stringify(data, null, 2)}\n`);
  }
}

/**
 * A fixture event as the build wrote it, with its slug: its days are read from the file in
 * e2e/generated/events, not computed again from today, so that a build just before Paris midnight
 * and a test just after agree.
 */
export function builtFixtureEvent(name: string): FixtureEvent & EventData & { readonly slug: string } {
  const event = fixtureEvents.find((candidate) => candidate.name === name);
  const file = readdirSync(fixtureEventsDir).find((fileName) => fileName.endsWith(`-${name}.json`));
  if (!event || !file) throw new Error(`no fixture event ${name} in ${fixtureEventsDir}: run npm run build:e2e`);
  return { ...event, ...(JSON.parse(readFileSync(path.join(fixtureEventsDir, file), 'utf8')) as EventData), slug: file.replace(/\.json$/, '') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) writeFixtureEvents();
