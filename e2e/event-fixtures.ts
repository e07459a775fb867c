// Events dated from the day the e2e build runs (the committed examples of content/data/events keep
// their own dates, which pass): `npm run build:e2e` writes them into e2e/generated/events and points
// the build at them through EVENTS_DATA, so that the events specs find the same upcoming, ended,
// cancelled and untranslated events whatever the day. Each spec reads the list below to know them.
// Each event is translated into English, Dutch and German, as the owner's are (content/data/events),
// but one: the glassblowing demonstration, kept in French for the specs of an untranslated event.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EventData } from '../content/schema/events';
import type { TranslationLanguage } from '../lib/i18n/languages';
import { parisDayIn as parisDayFrom } from '../lib/paris-time';

export const fixtureEventsDir = path.join(__dirname, 'generated', 'events');

type FixtureEvent = Omit<EventData, 'startDay' | 'endDay'> & {
  /** Days from the build's Paris day. */
  readonly startIn: number;
  readonly endIn: number;
  /** The file's name after its start day, "2026-12-04-<name>.json". */
  readonly name: string;
} & Partial<Record<TranslationLanguage, EventTranslation>>;

/** An event's texts in a language, under its key as content/data/events stores them. */
interface EventTranslation {
  readonly title: string;
  readonly description: string;
}

/** The Paris day `days` calendar days from today's (or `now`'s), "2026-12-04": the one helper of the e2e specs, right across the clock changes. */
export function parisDayIn(days: number, now = Date.now()): string {
  return parisDayFrom(days, now);
}

export const fixtureEvents: readonly FixtureEvent[] = [
  {
    name: 'soiree-passee',
    // Six days ago: its page says it has taken place, and the lists no longer show it.
    title: 'Soirée crêpes',
    description: 'Crêpes sucrées et salées, cidre fermier, au coin du feu.',
    startIn: -6,
    endIn: -6,
    startTime: '19:00',
    endTime: '22:00',
    place: 'restaurant',
    participation: 'table',
    priceKind: 'prix',
    priceEuros: 15,
    status: 'prevu',
    en: { title: 'Crêpe night', description: 'Sweet and savoury crêpes with farm cider, by the fire.' },
    nl: { title: 'Crêpesavond', description: 'Zoete en hartige crêpes met boerencider, bij het haardvuur.' },
    de: { title: 'Crêpe-Abend', description: 'Süße und herzhafte Crêpes mit Cidre vom Hof, am Kaminfeuer.' },
  },
  {
    name: 'soiree-moules-frites',
    title: 'Soirée moules-frites',
    description: 'Moules marinières et frites fraîches à volonté, au bord du lac.',
    startIn: 3,
    endIn: 3,
    startTime: '19:00',
    endTime: '22:30',
    place: 'restaurant',
    participation: 'table',
    priceKind: 'prix',
    priceEuros: 18,
    status: 'prevu',
    en: { title: 'Moules-frites night', description: 'All the moules marinière and fresh chips you can eat, by the lake.' },
    nl: { title: 'Mosselavond', description: 'Onbeperkt mosselen marinière en verse friet, aan het meer.' },
    de: {
      title: 'Muschelabend',
      description: 'Miesmuscheln nach Seemannsart und frische Pommes frites, so viel Sie mögen, direkt am See.',
    },
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
    en: {
      title: 'Christmas market',
      description: 'Local craftspeople, mulled wine and glassware from the glassworks, all over the lit-up grounds.',
    },
    nl: {
      title: 'Kerstmarkt',
      description: 'Ambachtslieden uit de streek, glühwein en glaswerk uit de glasblazerij op het verlichte terrein.',
    },
    de: {
      title: 'Weihnachtsmarkt',
      description: 'Kunsthandwerk aus der Region, Glühwein und Glaswaren aus der Glashütte auf dem beleuchteten Gelände.',
    },
  },
  {
    // Untranslated on purpose, the one fixture event left so: the other languages show its French,
    // marked lang="fr" (e2e/event-page.spec.ts, e2e/events.spec.ts on the English home, e2e/pages.spec.ts
    // on the German home). Give it no translation.
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
    nl: { title: 'Jazzavond', description: 'Een jazztrio in het restaurant.' },
    de: { title: 'Jazzabend', description: 'Ein Jazztrio im Restaurant.' },
  },
  {
    name: 'concours-de-peche',
    title: 'Concours de pêche',
    description: 'Concours au coup par équipes de deux sur l’étang, ouvert à tous dès 12 ans.',
    startIn: 45,
    endIn: 45,
    startTime: '08:00',
    endTime: '17:00',
    place: 'etang',
    participation: 'telephone',
    priceKind: 'a-partir-de',
    priceEuros: 12,
    status: 'reporte',
    en: {
      title: 'Fishing competition',
      description: 'A pole-fishing match for teams of two on the pond, open to everyone aged 12 and over.',
    },
    nl: {
      title: 'Viswedstrijd',
      description: 'Wedstrijd met de vaste hengel voor teams van twee aan de vijver, voor iedereen vanaf 12 jaar.',
    },
    de: { title: 'Angelwettbewerb', description: 'Stippangeln im Zweierteam am Teich, offen für alle ab 12 Jahren.' },
  },
];

/** A fixture event's file name and content, dated from `now`. */
export function fixtureEventFile(
  event: FixtureEvent,
  now = Date.now(),
): { name: string; data: EventData & Partial<Record<TranslationLanguage, EventTranslation>> } {
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
  return {
    ...event,
    ...(JSON.parse(readFileSync(path.join(fixtureEventsDir, file), 'utf8')) as EventData),
    slug: file.replace(/\.json$/, ''),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) writeFixtureEvents();
