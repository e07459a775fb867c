// The owner announces events from the editor (issue 25): the « Événements » folder collection of the
// real editor, offline (e2e/admin-editor.ts), seeded with the project's event files. A new event opens
// with the commonest event's choices (an evening at the restaurant, on a table request, free, planned),
// its end day takes its start day, its file is named from its start day and its title in plain letters,
// and the saved file is valid for the schema check:content applies. On a phone, an evening with a price
// takes at most 10 taps from the editor's home (the closure walk's counter, e2e/admin-phone.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { dataFolderPath, dataFolders, type DataFolder } from '../content/schema';
import { validateDataFile } from '../content/schema/validate';
import {
  editorField,
  editorPane,
  expectSelfContained,
  frenchOf,
  openEditor,
  projectDataFiles,
  savedFolder,
  savedText,
  tapCounter,
} from './admin-editor';
import { parisDayIn } from './event-fixtures';

function eventsFolder(): DataFolder {
  const found = dataFolders.find((candidate) => candidate.collection === 'evenements');
  if (!found) throw new Error('no events folder');
  return found;
}
const events = eventsFolder();
const folder = dataFolderPath(events.name);

/** The most taps adding an event may take from the editor's home (issue 25). */
const mostTaps = 10;
/** What the walk takes today; a change to the editor that costs the owner a tap fails here. */
const eventTaps = 10;

/** The evening the owner announces: a moules-frites night tomorrow, at the restaurant, 18 €. */
const evening = {
  title: 'Soirée moules-frites',
  description: 'Moules marinière et frites fraîches à volonté, au bord du lac.',
  startTime: '19:00',
  endTime: '22:30',
};
/** Its file: the start day, then the title in plain letters. */
const fileOf = (day: string) => `${folder}/${day}-soiree-moules-frites.json`;

/** An event file as the editor saved it, valid for the schema check:content applies. */
async function savedValid(page: Page, file: string): Promise<Record<string, unknown>> {
  const result = validateDataFile(events, await savedText(page, file), file);
  expect(result.errors, file).toEqual([]);
  return result.written as Record<string, unknown>;
}

const field = (page: Page, label: string, role: 'textbox' | 'spinbutton' = 'textbox') =>
  editorField(page, label).getByRole(role, { name: label, exact: true });

test.describe('the owner’s events in the editor', { tag: '@desktop' }, () => {
  test('lists the events, opens a new one with the commonest choices as radio buttons, and saves it under its day and title, valid', async ({
    page,
    baseURL,
  }) => {
    const watch = await openEditor(page);
    await page.getByRole('treeitem', { name: /Événements/ }).click();
    // Each seeded event, by its day and title.
    const seeded = projectDataFiles().filter((file) => file.path.startsWith(`${folder}/`));
    expect(seeded.length).toBeGreaterThan(0);
    for (const file of seeded) {
      const { startDay, title } = JSON.parse(file.text) as { startDay: string; title: string };
      await expect(page.getByRole('row', { name: title }).getByRole('gridcell', { name: `${startDay} · ${title}` })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Créer une entrée', exact: true }).click();
    // Five choices or fewer: radio buttons, one touch each, the commonest event's already chosen.
    const chosen = { Lieu: 'Restaurant', 'Pour venir': 'Demande de table (formulaire du restaurant)', Prix: 'Gratuit', État: 'Prévu' };
    for (const [label, choice] of Object.entries(chosen)) {
      const group = editorField(page, label).getByRole('radiogroup', { name: label });
      await expect(group.getByRole('radio', { name: choice, exact: true })).toBeChecked();
    }
    await expect(editorField(page, 'Lieu').getByRole('radio')).toHaveCount(5);

    const day = parisDayIn(1);
    await field(page, 'Titre').fill(evening.title);
    await field(page, 'Description').fill(evening.description);
    await field(page, 'Jour du début').fill(day);
    await field(page, 'Heure du début').fill(evening.startTime);
    // An evening: the end day, left empty, took the start day.
    await expect(field(page, 'Jour de la fin')).toHaveValue(day);
    await field(page, 'Heure de la fin').fill(evening.endTime);

    // Its translations beside the French; the facts are entered once, in French.
    await editorPane(page, 'Anglais').scrollIntoViewIfNeeded();
    await editorField(page, 'Titre', 'Anglais').getByRole('textbox', { name: 'Titre' }).fill('Mussels and fries night');
    await expect(editorPane(page, 'Anglais').getByRole('textbox', { name: 'Jour du début' })).toHaveCount(0);
    await editorPane(page, 'Anglais').getByRole('radio', { name: 'Allemand' }).click();
    await editorField(page, 'Titre', 'Allemand').getByRole('textbox', { name: 'Titre' }).fill('Muschelabend mit Pommes');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();
    // Named from its start day and its title, accents removed.
    await expect.poll(async () => Object.keys(await savedFolder(page, folder))).toContain(`${day}-soiree-moules-frites.json`);
    const saved = await savedValid(page, fileOf(day));
    expect(frenchOf(saved)).toMatchObject({
      ...evening,
      startDay: day,
      endDay: day,
      place: 'restaurant',
      participation: 'table',
      priceKind: 'gratuit',
      status: 'prevu',
    });
    expect(saved.en).toMatchObject({ title: 'Mussels and fries night' });
    expect(saved.de).toMatchObject({ title: 'Muschelabend mit Pommes' });
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });

  test('refuses an end day before the start day, in French, and saves nothing', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('treeitem', { name: /Événements/ }).click();
    await page.getByRole('button', { name: 'Créer une entrée', exact: true }).click();
    const [start, before] = [parisDayIn(2), parisDayIn(1)];
    await field(page, 'Titre').fill(evening.title);
    await field(page, 'Description').fill(evening.description);
    await field(page, 'Jour du début').fill(start);
    await field(page, 'Heure du début').fill(evening.startTime);
    await expect(field(page, 'Jour de la fin')).toHaveValue(start);
    await field(page, 'Jour de la fin').fill(before);
    await field(page, 'Heure de la fin').fill(evening.endTime);
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(editorField(page, 'Jour de la fin')).toContainText(
      `Ce jour est avant le jour du début (${start}) : choisissez le ${start} ou un jour après`,
    );
    await expect(page.getByText('Un champ comporte une erreur. Veuillez la corriger pour enregistrer l’entrée.')).toBeVisible();
    await expect(page.getByText('Entrée enregistrée.')).toHaveCount(0);
    expect(Object.keys(await savedFolder(page, folder))).not.toContain(`${start}-soiree-moules-frites.json`);
  });

  test('refuses an evening that ends after midnight on its start day, and an hour that does not exist, in French; saves it ending the next day', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('treeitem', { name: /Événements/ }).click();
    await page.getByRole('button', { name: 'Créer une entrée', exact: true }).click();
    const [day, nextDay] = [parisDayIn(4), parisDayIn(5)];
    await field(page, 'Titre').fill(evening.title);
    await field(page, 'Description').fill(evening.description);
    await field(page, 'Jour du début').fill(day);
    await field(page, 'Heure du début').fill(evening.startTime);
    await expect(field(page, 'Jour de la fin')).toHaveValue(day);
    await field(page, 'Heure de la fin').fill('25:00');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(editorField(page, 'Heure de la fin')).toContainText('Ce n’est pas une heure, écrivez-la au format 13:30');

    await field(page, 'Heure de la fin').fill('01:00');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(editorField(page, 'Heure de la fin')).toContainText(
      'Ce jour-là, l’événement commence à 19:00 : écrivez une heure de fin après 19:00 ou, s’il finit après minuit, mettez le lendemain dans « Jour de la fin »',
    );
    await expect(field(page, 'Heure de la fin')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Entrée enregistrée.')).toHaveCount(0);

    await field(page, 'Jour de la fin').fill(nextDay);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();
    await expect.poll(async () => Object.keys(await savedFolder(page, folder))).toContain(`${day}-soiree-moules-frites.json`);
    expect(frenchOf(await savedValid(page, fileOf(day)))).toMatchObject({
      startDay: day,
      startTime: '19:00',
      endDay: nextDay,
      endTime: '01:00',
    });
  });

  test('refuses a price without its amount, in French, and saves it once the amount is typed', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('treeitem', { name: /Événements/ }).click();
    await page.getByRole('button', { name: 'Créer une entrée', exact: true }).click();
    const day = parisDayIn(3);
    await field(page, 'Titre').fill(evening.title);
    await field(page, 'Description').fill(evening.description);
    await field(page, 'Jour du début').fill(day);
    await field(page, 'Heure du début').fill(evening.startTime);
    await field(page, 'Heure de la fin').fill(evening.endTime);
    await editorField(page, 'Prix').getByRole('radio', { name: 'À partir de', exact: true }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(editorField(page, 'Montant')).toContainText(
      'Il manque le montant : écrivez-le en euros, par exemple 18, ou choisissez « Gratuit »',
    );
    await expect(field(page, 'Montant', 'spinbutton')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Entrée enregistrée.')).toHaveCount(0);
    expect(Object.keys(await savedFolder(page, folder))).not.toContain(`${day}-soiree-moules-frites.json`);

    await field(page, 'Montant', 'spinbutton').fill('12');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();
    await expect.poll(async () => Object.keys(await savedFolder(page, folder))).toContain(`${day}-soiree-moules-frites.json`);
    expect(frenchOf(await savedValid(page, fileOf(day)))).toMatchObject({ priceKind: 'a-partir-de', priceEuros: 12 });
  });
});

test.describe('the owner on a phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('announces a moules-frites night at the restaurant, 18 €, in at most 10 taps', async ({ page, baseURL }, testInfo) => {
    const watch = await openEditor(page);
    const taps = tapCounter();
    const day = parisDayIn(1);
    await taps.tap(page.getByRole('treeitem', { name: /Événements/ }));
    await taps.tap(page.getByRole('button', { name: 'Créer une entrée', exact: true }));
    await taps.type(field(page, 'Titre'), evening.title);
    await taps.type(field(page, 'Description'), evening.description);
    await taps.type(field(page, 'Jour du début'), day);
    await taps.type(field(page, 'Heure du début'), evening.startTime);
    // The end day took the start day: an evening needs none.
    await expect(field(page, 'Jour de la fin')).toHaveValue(day);
    await taps.type(field(page, 'Heure de la fin'), evening.endTime);
    // The restaurant and its table request come chosen.
    await taps.tap(editorField(page, 'Prix').getByRole('radio', { name: 'Prix', exact: true }));
    await taps.type(field(page, 'Montant', 'spinbutton'), '18');
    await taps.tap(page.getByRole('button', { name: 'Enregistrer' }));
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    testInfo.annotations.push({ type: 'taps', description: `event: ${taps.count}` });
    expect(taps.count).toBe(eventTaps);
    expect(taps.count).toBeLessThanOrEqual(mostTaps);
    await expect.poll(async () => Object.keys(await savedFolder(page, folder))).toContain(`${day}-soiree-moules-frites.json`);
    expect(frenchOf(await savedValid(page, fileOf(day)))).toMatchObject({
      ...evening,
      startDay: day,
      endDay: day,
      place: 'restaurant',
      participation: 'table',
      priceKind: 'prix',
      priceEuros: 18,
      status: 'prevu',
    });
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });
});
