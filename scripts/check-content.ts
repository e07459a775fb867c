// Checks the content the owner edits: lists every owner value still to fill and every inconsistency.
// Usage: npm run check:content (also run by every build). Exits with 1 when there is an error.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as access from '../content/access';
import * as accommodations from '../content/accommodations';
import * as contact from '../content/contact';
import * as home from '../content/home';
import * as legal from '../content/legal';
import * as leisure from '../content/leisure';
import * as menu from '../content/menu';
import * as notFound from '../content/not-found';
import * as openingStatus from '../content/opening-status';
import { ownerValuesToFill, type OwnerValueRecord } from '../content/owner-value';
import * as priceList from '../content/price-list';
import * as restaurant from '../content/restaurant';
import * as site from '../content/site';
import { ownerValue } from '../content/owner-value';
import { availabilitySchema, staysSchema } from '../content/schema/stays';
import type { OpeningHours } from '../content/restaurant';
import type { Photo } from '../content/types';
import * as ui from '../content/ui';
import { isAllergen, isWellFormedPrice } from '../lib/menu';
import { z } from 'zod';

export interface ContentFinding {
  readonly level: 'error' | 'warning';
  readonly message: string;
}

export interface CheckedContent {
  readonly modules: Readonly<Record<string, unknown>>;
  readonly openingHours: readonly OpeningHours[];
  readonly timeSlots: readonly string[];
  readonly defaultTimeSlot: string;
  readonly carousels: readonly { readonly name: string; readonly images: readonly Photo[] }[];
  readonly phoneInternational: string;
  readonly cabins: readonly { readonly name: string; readonly price: string; readonly priceEuros: number }[];
  readonly fishingCards: readonly leisure.FishingCard[];
  readonly menu: menu.RestaurantMenu;
  readonly photoExists: (file: string) => boolean;
  readonly closures: readonly openingStatus.Closure[];
}

const photosDir = path.join(__dirname, '..', 'content', 'photos');

export const shippedContent: CheckedContent = {
  modules: { access, accommodations, contact, home, legal, leisure, menu, notFound, openingStatus, priceList, restaurant, site, ui },
  openingHours: restaurant.openingHours,
  timeSlots: restaurant.timeSlots,
  defaultTimeSlot: restaurant.defaultTimeSlot,
  carousels: [
    { name: accommodations.chaletSection.carouselLabel, images: accommodations.chaletSection.images },
    ...accommodations.cabins.map((cabin) => ({ name: accommodations.cabinSection.carouselLabel(cabin.name), images: cabin.images })),
  ],
  phoneInternational: contact.phone.international,
  cabins: accommodations.cabins,
  fishingCards: leisure.fishing.cards,
  menu: menu.restaurantMenu,
  photoExists: (file) => existsSync(path.join(photosDir, file)),
  closures: openingStatus.closures,
};

/** Every photo in the content, with where it is, found by walking the exported constants. */
function findPhotos(value: unknown, where: string, found: { where: string; photo: Photo }[] = [], seen = new Set<unknown>()) {
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  if ('file' in value && typeof value.file === 'string') {
    found.push({ where, photo: value as Photo });
    return found;
  }
  for (const [key, child] of Object.entries(value)) findPhotos(child, where ? `${where}.${key}` : key, found, seen);
  return found;
}

export function checkContent(content: CheckedContent): ContentFinding[] {
  const findings: ContentFinding[] = [];
  const error = (message: string) => findings.push({ level: 'error', message });
  const warning = (message: string) => findings.push({ level: 'warning', message });

  for (const { where, photo } of findPhotos(content.modules, '')) {
    const name = `${photo.file} (${where})`;
    if (!photo.alt || !photo.alt.trim()) error(`Photo sans texte alternatif (alt) : ${name}`);
    if (!content.photoExists(photo.file)) error(`Photo introuvable dans content/photos : ${name}`);
  }

  for (const carousel of content.carousels) {
    if (carousel.images.length === 0) error(`Carrousel sans images : « ${carousel.name} »`);
  }

  const slots = content.timeSlots;
  if (!slots.includes(content.defaultTimeSlot)) error(`L’heure par défaut ${content.defaultTimeSlot} n’est pas un créneau proposé.`);
  if (new Set(slots).size !== slots.length) error('Un créneau horaire du restaurant est en double.');
  for (const slot of slots) {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(slot)) {
      error(`Créneau mal écrit : « ${slot} » (format attendu HH:MM, par exemple 12:30).`);
      continue;
    }
    const served = content.openingHours.some((day) => day.periods.some((period) => period.opens <= slot && slot <= period.closes));
    if (!served) warning(`Le créneau ${slot} est en dehors des horaires d’ouverture du restaurant : à vérifier.`);
  }
  const week = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
  // The reservation hints find a date's day by its place in this list, Monday first.
  if (content.openingHours.map((day) => day.day).join() !== week.join()) {
    error(`Les horaires du restaurant doivent compter les 7 jours dans l’ordre : ${week.join(', ')}.`);
  }
  for (const day of content.openingHours) {
    for (const period of day.periods) {
      if (!(period.opens < period.closes)) error(`Horaires incohérents le ${day.day.toLowerCase()} : ${period.opens} - ${period.closes}.`);
    }
  }

  if (!/^\+\d{8,15}$/.test(content.phoneInternational)) {
    error(`Numéro de téléphone international mal écrit : « ${content.phoneInternational} » (attendu par exemple +33384000000).`);
  }
  for (const cabin of content.cabins) {
    if (!cabin.price.replace(/\s/g, '').includes(String(cabin.priceEuros))) {
      error(`Prix incohérent pour la ${cabin.name.toLowerCase()} : « ${cabin.price} » affiché, ${cabin.priceEuros} € dans priceEuros.`);
    }
  }
  for (const card of content.fishingCards) {
    for (const price of card.prices) {
      const shown = price.price.replace(/\s/g, '');
      if (price.euros === 0 ? /\d/.test(shown) : !shown.includes(String(price.euros))) {
        error(`Prix incohérent pour la ${card.name.toLowerCase()} (${price.who}) : « ${price.price} » affiché, ${price.euros} € dans euros.`);
      }
    }
  }
  checkClosures(content.closures, error);
  checkMenu(content.menu, error);
  return findings;
}

/** A real calendar day written "YYYY-MM-DD" (not 2026-02-30). */
function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

function checkClosures(closures: readonly openingStatus.Closure[], error: (message: string) => void): void {
  const known: readonly string[] = openingStatus.placeIds;
  for (const closure of closures) {
    const name = `du ${closure.from} au ${closure.through}`;
    for (const date of [closure.from, closure.through]) {
      if (!isCalendarDay(date)) error(`Fermeture ${name} : date mal écrite « ${date} » (format attendu AAAA-MM-JJ, par exemple 2026-12-24).`);
    }
    if (closure.through < closure.from) error(`Fermeture ${name} : la fin est avant le début.`);
    if (closure.places.length === 0) error(`Fermeture ${name} : aucun lieu indiqué (${known.join(', ')}).`);
    for (const place of closure.places) {
      if (!known.includes(place)) error(`Fermeture ${name} : lieu inconnu « ${place} » (lieux possibles : ${known.join(', ')}).`);
    }
  }
}

/**
 * The carte is typed, but the build reads content without type-checking it: a misspelt allergen, a
 * price written as text or a section left empty would otherwise reach the page and the PDF.
 */
function checkMenu(carte: menu.RestaurantMenu, error: (message: string) => void): void {
  if (!isCalendarDay(carte.validFrom)) {
    error(`Date de la carte mal écrite : « ${carte.validFrom} » (format attendu AAAA-MM-JJ, par exemple 2026-11-01).`);
  }
  if (carte.sections.length === 0) error('La carte du restaurant n’a aucune section.');
  const ids = new Set<string>();
  for (const section of carte.sections) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(section.id)) error(`Identifiant de section mal écrit dans la carte : « ${section.id} » (minuscules sans accents et tirets).`);
    if (ids.has(section.id)) error(`Identifiant de section en double dans la carte : « ${section.id} ».`);
    ids.add(section.id);
    if (section.dishes.length === 0) error(`Section vide dans la carte : « ${section.title} » (ajoutez un plat ou retirez la section).`);
    for (const dish of section.dishes) {
      const name = `« ${dish.name} » (${section.title})`;
      if (!dish.name.trim()) error(`Plat sans nom dans la section « ${section.title} » de la carte.`);
      if (!isWellFormedPrice(dish.priceEuros)) {
        error(`Prix mal écrit pour ${name} : « ${String(dish.priceEuros)} » (attendu un nombre d’euros, les centimes après un point : 14.5 pour 14,50 €).`);
      }
      if (dish.diet !== undefined && dish.diet !== 'vegetarien' && dish.diet !== 'vegan') {
        error(`Régime inconnu pour ${name} : « ${String(dish.diet)} » (attendu vegetarien ou vegan).`);
      }
      if (dish.allergens === menu.allergensOfChosenDishes) continue;
      if (!Array.isArray(dish.allergens)) {
        error(`Allergènes mal écrits pour ${name} : une liste entre crochets est attendue, [] si le plat n’en contient aucun.`);
        continue;
      }
      for (const allergen of dish.allergens as readonly unknown[]) {
        if (!isAllergen(allergen)) error(`Allergène inconnu pour ${name} : « ${String(allergen)} » (attendu l’un de : ${menu.allergens.join(', ')}).`);
      }
    }
  }
}

/**
 * content/data/stays.json and the synced content/data/availability.json against their schema, plus
 * what a schema cannot say (periods in order and apart, every season priced, known units). Its
 * provisional values join the owner values to fill, named by their schema title.
 */
export function checkStays(stays: unknown, availability: unknown): ContentFinding[] {
  const findings: ContentFinding[] = [];
  const error = (message: string) => findings.push({ level: 'error', message });
  const parsedStays = staysSchema.safeParse(stays);
  const parsedAvailability = availabilitySchema.safeParse(availability);
  for (const [file, parsed] of [['stays.json', parsedStays], ['availability.json', parsedAvailability]] as const) {
    for (const issue of parsed.error?.issues ?? []) error(`content/data/${file}, ${issue.path.join('.') || 'racine'} : ${issue.message}`);
  }
  if (!parsedStays.success || !parsedAvailability.success) return findings;

  const data = parsedStays.data;
  const periods = data.seasonPeriods.value.toSorted((a, b) => a.from.localeCompare(b.from));
  periods.forEach((period, index) => {
    const name = `Période ${period.season} du ${period.from} au ${period.through}`;
    for (const date of [period.from, period.through]) if (!isCalendarDay(date)) error(`${name} : date impossible « ${date} » (par exemple 2027-07-03).`);
    if (period.through < period.from) error(`${name} : la dernière nuit est avant la première.`);
    const next = periods[index + 1];
    if (next && next.from <= period.through) error(`${name} : elle chevauche la période qui commence le ${next.from}.`);
  });
  const seasonIds = data.seasons.map((season) => season.id);
  for (const id of new Set([...seasonIds, data.defaultSeason, ...periods.map((period) => period.season)])) {
    if (seasonIds.filter((known) => known === id).length !== 1) error(`Saison « ${id} » : elle doit figurer une fois, et une seule, dans la liste des saisons.`);
  }
  const unitIds = data.unitTypes.flatMap((type) => type.units.value.map((unit) => unit.id));
  for (const id of new Set(unitIds)) if (unitIds.indexOf(id) !== unitIds.lastIndexOf(id)) error(`Logement « ${id} » en double dans stays.json.`);
  for (const unit of parsedAvailability.data.units) {
    if (!unitIds.includes(unit.unit)) findings.push({ level: 'warning', message: `availability.json : logement inconnu « ${unit.unit} » (ses dates ne sont pas affichées).` });
  }
  registerProvisional(z.toJSONSchema(staysSchema), stays, '');
  return findings;
}

/** Walks the data beside its JSON schema: every `{ value, provisional: true }` becomes an owner value to fill. */
function registerProvisional(schema: unknown, data: unknown, where: string): void {
  if (typeof schema !== 'object' || schema === null || typeof data !== 'object' || data === null) return;
  const node = schema as { title?: string; ownerValue?: boolean; properties?: Record<string, unknown>; items?: unknown };
  if (node.ownerValue && 'provisional' in data && data.provisional === true && 'value' in data) {
    ownerValue(data.value, `${node.title ?? 'Valeur'}${where ? ` (${where})` : ''} — content/data/stays.json`);
    return;
  }
  if (Array.isArray(data)) {
    for (const item of data) registerProvisional(node.items, item, 'id' in Object(item) ? String((item as { id: unknown }).id) : where);
    return;
  }
  for (const [key, child] of Object.entries(node.properties ?? {})) registerProvisional(child, (data as Record<string, unknown>)[key], where);
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const staysFindings = checkStays(
  readJson(path.join(__dirname, '..', 'content', 'data', 'stays.json')),
  readJson(process.env.AVAILABILITY_DATA ?? path.join(__dirname, '..', 'content', 'data', 'availability.json')),
);

function describe(record: OwnerValueRecord): string {
  const shown = typeof record.placeholder === 'string' ? record.placeholder : JSON.stringify(record.placeholder);
  // A long placeholder (the example carte) is named by its beginning.
  return `${record.label} (en attendant : ${shown.length > 100 ? `${shown.slice(0, 100)}…` : shown})`;
}

function main(): void {
  const pending = ownerValuesToFill();
  const findings = [...checkContent(shippedContent), ...staysFindings];
  const errors = findings.filter((finding) => finding.level === 'error');
  const warnings = findings.filter((finding) => finding.level === 'warning');

  console.log(`Valeurs à fournir par le propriétaire (${pending.length}) :`);
  for (const record of pending) console.log(`  - ${describe(record)}`);
  if (warnings.length > 0) {
    console.log(`\nÀ vérifier (${warnings.length}) :`);
    for (const finding of warnings) console.log(`  - ${finding.message}`);
  }
  if (errors.length > 0) {
    console.error(`\nErreurs à corriger avant de publier (${errors.length}) :`);
    for (const finding of errors) console.error(`  - ${finding.message}`);
    process.exitCode = 1;
    return;
  }
  console.log('\nContenu cohérent : aucune erreur.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) main();
