// The owner's season in ten minutes (issue 40): on a phone (390×844), in the real editor, offline
// (e2e/admin-editor.ts), the owner sets next year's season: the nightly rates of the three unit types
// (the four units: two chalets, the small and the big cabin), the dates of the seasons and school
// holidays, one extra, the long-stay offer, August's arrival day, a closure and the restaurant's
// summer week. Each file is saved and read back valid for the schema check:content applies. Every tap
// and every character typed is counted, and the owner's time is estimated with the keystroke-level
// model (Card, Moran and Newell): it must fit in ten minutes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataFilePath, dataFiles } from '../content/schema';
import type { ClosuresData } from '../content/schema/closures';
import type { RestaurantHoursData } from '../content/schema/restaurant-hours';
import type { Stays } from '../content/schema/stays';
import { validateDataFile } from '../content/schema/validate';
import { editorField, editorPane, openEditor, savedText } from './admin-editor';

/**
 * The keystroke-level model's operators, in seconds: a tap on a control (K and P of a touch screen
 * taken together), a character typed on the phone's keyboard, and a decision (M, mental preparation).
 * A decision is counted once per field the owner fills (typed into, a choice picked, a box switched:
 * what to put there) and once per entry chosen (which file of a collection to open). Taps that only
 * move about (a collection, « Ajouter », « Enregistrer », back) and scrolling carry none; scrolling is
 * not counted at all, as in e2e/admin-phone.spec.ts.
 */
const seconds = { tap: 1.1, character: 0.35, decision: 1.35 } as const;
/** The most the owner's season may take. */
const tenMinutes = 10 * 60;

/** Taps, characters and decisions, counted as the owner does them. */
function ownerCounter() {
  const counts = { taps: 0, characters: 0, decisions: 0 };
  return {
    counts,
    /** A tap that moves about: no decision. */
    async tap(target: Locator) {
      counts.taps += 1;
      await target.tap();
    },
    /** A tap that fills a field or chooses an entry: a decision. */
    async choose(target: Locator) {
      counts.taps += 1;
      counts.decisions += 1;
      await target.tap();
    },
    /** A field filled from the keyboard: one tap into it (fill focuses it, as the tap does), its characters, a decision. */
    async type(target: Locator, text: string) {
      counts.taps += 1;
      counts.characters += [...text].length;
      counts.decisions += 1;
      await target.fill(text);
    },
    /** The keystroke-level model's estimate, in seconds. */
    get estimate() {
      return counts.taps * seconds.tap + counts.characters * seconds.character + counts.decisions * seconds.decision;
    },
  };
}

/**
 * Scrolls down, as a thumb does, until `target` is drawn: the editor draws a field only once it comes
 * into view. Steps shorter than the screen, a frame drawn after each, so that nothing on the way is
 * skipped undrawn. The tap or the typing that follows brings the field into view.
 */
async function reveal(page: Page, target: Locator) {
  await page.mouse.move(195, 600);
  for (let step = 0; (await target.count()) === 0; step += 1) {
    if (step > 150) throw new Error(`not drawn after scrolling: ${target.toString()}`);
    await page.mouse.wheel(0, 700);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
}

/**
 * A data file as the editor saved it, valid for the schema check:content applies, once `saved` says
 * the save is in (the notice of a save before may still show: the file is read until it holds it).
 */
async function savedValid<T>(page: Page, name: string, saved: (data: T) => boolean): Promise<T> {
  const entry = dataFiles.find((file) => file.name === name);
  if (!entry) throw new Error(`no data file ${name}`);
  const read = async () => validateDataFile(entry, await savedText(page, dataFilePath(name)));
  await expect
    .poll(async () => {
      // A file the editor is writing cannot be read (NotReadableError) until it is written: read again.
      const result = await read().catch(() => undefined);
      return result !== undefined && (result.errors.length > 0 || saved(result.data as T));
    })
    .toBe(true);
  const result = await read();
  expect(result.errors, dataFilePath(name)).toEqual([]);
  return result.data as T;
}

/** Next year's nightly rates by unit type, in the editor's order, as typed. */
const rates = [
  { unitType: 'chalet', basse: '85', moyenne: '95', haute: '120', vacances: '110' },
  { unitType: 'petite-cabane', basse: '75', moyenne: '80', haute: '95', vacances: '90' },
  { unitType: 'grande-cabane', basse: '95', moyenne: '105', haute: '130', vacances: '120' },
] as const;
const rateFields = {
  basse: 'Basse saison (€ par nuit)',
  moyenne: 'Moyenne saison (€ par nuit)',
  haute: 'Haute saison (€ par nuit)',
  vacances: 'Vacances scolaires (€ par nuit)',
} as const;

/**
 * Next year's periods, in the seed's order and seasons (the seed's year, a year on): school holidays,
 * mid and high season. The high season runs Sunday to Saturday nights: August's arrivals are on Sunday.
 */
const periods = [
  { season: 'vacances', from: '2027-12-18', through: '2028-01-02' },
  { season: 'vacances', from: '2028-02-12', through: '2028-03-12' },
  { season: 'vacances', from: '2028-04-08', through: '2028-05-07' },
  { season: 'moyenne', from: '2028-05-08', through: '2028-07-01' },
  { season: 'haute', from: '2028-07-02', through: '2028-08-26' },
  { season: 'moyenne', from: '2028-08-27', through: '2028-09-30' },
  { season: 'vacances', from: '2028-10-21', through: '2028-11-05' },
] as const;

const extra = { id: 'petit-dejeuner', name: 'Petit-déjeuner', euros: '9', unit: 'par personne et par nuit' } as const;
const longStay = { percent: '15', fromNights: '14' } as const;
const closure = { from: '2028-09-11', through: '2028-09-15', reason: 'congés' } as const;
/** The restaurant's summer week: lunch and dinner every day; Monday, Tuesday and Sunday evening were closed. */
const lunch = { opens: '12:00', closes: '13:30' } as const;
const dinner = { opens: '19:00', closes: '20:30' } as const;
const summerDays = [
  { day: 'Lundi', before: 0, services: [lunch, dinner] },
  { day: 'Mardi', before: 0, services: [lunch, dinner] },
  { day: 'Dimanche', before: 1, services: [dinner] },
] as const;

test.describe('the owner’s season on a phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sets next year’s rates, dates, an extra, the long-stay offer, August’s arrival day, a closure and the summer week in ten minutes', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await openEditor(page);
    const owner = ownerCounter();
    const pane = editorPane(page);
    const saved = page.getByText('Entrée enregistrée.');

    // Prix → Hébergements : tarifs, saisons et conditions.
    await owner.tap(page.getByRole('treeitem', { name: /Prix/ }));
    await owner.choose(page.getByRole('row', { name: /Hébergements : tarifs/ }));

    // The rates, unit type by unit type, this year's given already: typed over, they stay given.
    for (const [index, rate] of rates.entries()) {
      for (const season of ['basse', 'moyenne', 'haute', 'vacances'] as const) {
        const field = pane.getByRole('spinbutton', { name: rateFields[season], exact: true }).nth(index);
        await reveal(page, field);
        await owner.type(field, rate[season]);
      }
    }

    // August's arrival day: the high season (the third) from Saturday to Sunday.
    const arrivalDays = pane.getByRole('combobox', { name: 'Jours d’arrivée permis' }).nth(2);
    await reveal(page, arrivalDays);
    await owner.tap(editorField(page, 'Saisons').getByRole('button', { name: /Retirer.*Samedi/ }));
    await owner.tap(arrivalDays);
    await owner.choose(page.getByRole('option', { name: 'Dimanche', exact: true }));

    // The periods' dates, a year on.
    for (const [index, period] of periods.entries()) {
      const from = pane.getByRole('textbox', { name: 'Première nuit' }).nth(index);
      await reveal(page, from);
      await owner.type(from, period.from);
      await owner.type(pane.getByRole('textbox', { name: 'Dernière nuit' }).nth(index), period.through);
    }

    // One extra: breakfast, by person and night, on request.
    const extras = editorField(page, 'Suppléments');
    await reveal(page, extras.getByRole('button', { name: /Ajouter.*Supplément/ }));
    await owner.tap(extras.getByRole('button', { name: /Ajouter.*Supplément/ }));
    const added = extras.getByRole('textbox', { name: 'Identifiant' }).last();
    await reveal(page, added);
    await expect(added).toHaveValue('');
    await owner.type(added, extra.id);
    await owner.type(extras.getByRole('textbox', { name: 'Nom', exact: true }).last(), extra.name);
    await owner.type(extras.getByRole('spinbutton', { name: 'Prix (€)' }).last(), extra.euros);
    await owner.choose(extras.getByRole('radio', { name: extra.unit, exact: true }).last());

    // The long-stay offer.
    const offer = editorField(page, 'Long séjour');
    await reveal(page, offer.getByRole('spinbutton', { name: 'À partir de (nuits)' }));
    await owner.type(offer.getByRole('spinbutton', { name: 'Réduction (%)' }), longStay.percent);
    await owner.type(offer.getByRole('spinbutton', { name: 'À partir de (nuits)' }), longStay.fromNights);

    await owner.tap(page.getByRole('button', { name: 'Enregistrer' }));
    await expect(saved).toBeVisible();
    const stays = await savedValid<Stays>(page, 'stays', (data) => data.offers.longStay.fromNights === Number(longStay.fromNights));
    expect(stays.unitTypes.map((type) => ({ unitType: type.id, ...type.nightlyRates.value }))).toEqual(
      rates.map((rate) => ({
        unitType: rate.unitType,
        basse: Number(rate.basse),
        moyenne: Number(rate.moyenne),
        haute: Number(rate.haute),
        vacances: Number(rate.vacances),
      })),
    );
    expect(stays.unitTypes[0]?.nightlyRates.provisional).toBe(false);
    expect(stays.seasonPeriods).toEqual({ value: periods, provisional: false });
    expect(stays.seasons.find((season) => season.id === 'haute')?.arrivalDays).toEqual(['dimanche']);
    expect(stays.extras.at(-1)).toEqual({
      id: extra.id,
      name: extra.name,
      euros: 9,
      unit: 'personne-nuit',
      compulsory: false,
      unitTypes: [],
    });
    expect(stays.offers.longStay).toEqual({ percent: 15, fromNights: 14 });

    // The save closed the file; back to the collections: a closure, the restaurant ticked already.
    await owner.tap(page.getByRole('button', { name: 'Retour à la liste des collections' }));
    await owner.tap(page.getByRole('treeitem', { name: /Horaires et fermetures/ }));
    await owner.choose(page.getByRole('row', { name: 'Fermetures exceptionnelles' }));
    await owner.tap(pane.getByRole('button', { name: /Ajouter.*Fermeture/ }));
    const closures = editorField(page, 'Fermetures');
    const firstDay = closures.getByRole('textbox', { name: 'Premier jour fermé' }).last();
    await reveal(page, closures.getByRole('textbox', { name: 'Raison' }).nth(2));
    await expect(closures.getByRole('checkbox', { name: 'Restaurant' }).last()).toBeChecked();
    await owner.type(firstDay, closure.from);
    await owner.type(closures.getByRole('textbox', { name: 'Dernier jour fermé' }).last(), closure.through);
    await owner.type(closures.getByRole('textbox', { name: 'Raison' }).last(), closure.reason);
    await owner.tap(page.getByRole('button', { name: 'Enregistrer' }));
    await expect(saved).toBeVisible();
    const closed = await savedValid<ClosuresData>(page, 'closures', (data) =>
      data.closures.value.some((entry) => entry.from === closure.from),
    );
    expect(closed.closures.value.at(-1)).toEqual({ places: ['restaurant'], ...closure });

    // The restaurant's summer week: the services of the days it was closed.
    await owner.tap(page.getByRole('button', { name: 'Retour à la liste des collections' }));
    await owner.tap(page.getByRole('treeitem', { name: /Horaires et fermetures/ }));
    await owner.choose(page.getByRole('row', { name: 'Horaires du restaurant' }));
    for (const { day, before, services } of summerDays) {
      const field = editorField(page, day);
      for (const [index, service] of services.entries()) {
        const add = field.getByRole('button', { name: /Ajouter/ });
        await reveal(page, add);
        await owner.tap(add);
        const opens = field.getByRole('textbox', { name: 'Ouverture' }).nth(before + index);
        await reveal(page, opens);
        await owner.type(opens, service.opens);
        await owner.type(field.getByRole('textbox', { name: 'Fermeture' }).nth(before + index), service.closes);
      }
    }
    await owner.tap(page.getByRole('button', { name: 'Enregistrer' }));
    await expect(saved).toBeVisible();
    const hours = await savedValid<RestaurantHoursData>(page, 'restaurant-hours', (data) => data.week.lundi.length > 0);
    expect(hours.week).toMatchObject({ lundi: [lunch, dinner], mardi: [lunch, dinner], dimanche: [lunch, dinner] });

    const { taps, characters, decisions } = owner.counts;
    const estimate = owner.estimate;
    const summary = `${taps} taps, ${characters} characters, ${decisions} decisions: ${Math.round(estimate)} s (${(estimate / 60).toFixed(1)} min) by the keystroke-level model`;
    console.log(`The owner’s season: ${summary}`);
    testInfo.annotations.push({ type: 'owner’s season', description: summary });
    expect(estimate).toBeLessThanOrEqual(tenMinutes);
  });
});
