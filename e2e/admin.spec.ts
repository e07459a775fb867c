// The owner's editor at /admin/, driven for real and offline (e2e/admin-editor.ts): the configuration
// the build generated from the schema, the project's own data files in Sveltia's test-repo backend.
import { expect, test, type Page } from '@playwright/test';
import type { ClosuresData } from '../content/schema/closures';
import { dataFiles } from '../content/schema/index';
import type { RestaurantHoursData } from '../content/schema/restaurant-hours';
import type { Stays } from '../content/schema/stays';
import { validateDataFile } from '../content/schema/validate';
import {
  editorConfigYaml,
  editorField,
  editorPane,
  expectSelfContained,
  frenchOf,
  openEditor,
  projectDataFiles,
  savedFile,
  scrollUntilDrawn,
} from './admin-editor';
import { withAdminMetaContentSecurityPolicy } from '../hosting/meta-csp';

const hoursFile = 'content/data/restaurant-hours.json';
const seededHours = JSON.parse(projectDataFiles().find((file) => file.path === hoursFile)?.text ?? 'null') as RestaurantHoursData;
const closuresFile = 'content/data/closures.json';
const seededClosures = JSON.parse(projectDataFiles().find((file) => file.path === closuresFile)?.text ?? 'null') as ClosuresData;

// A browser set to English: the editor is French all the same (scripts/editor/prefer-french.ts).
test.use({ locale: 'en-US' });

async function openHours(page: Page) {
  await page.getByRole('treeitem', { name: /Horaires et fermetures/ }).click();
  await page.getByRole('row', { name: 'Horaires du restaurant' }).click();
  await expect(editorField(page, 'Mercredi')).toBeVisible();
}

/** Wednesday's services, lunch then dinner, as the editor shows them. */
async function wednesday(page: Page) {
  const day = editorField(page, 'Mercredi');
  await day.scrollIntoViewIfNeeded();
  const closes = day.getByRole('textbox', { name: 'Fermeture' });
  await scrollUntilDrawn(page, closes, 2);
  return { opens: day.getByRole('textbox', { name: 'Ouverture' }), closes };
}

test.describe('the editor at /admin/', { tag: '@desktop' }, () => {
  test('is French, edits an hour of the real data file and saves it into the repository', async ({ page, baseURL }) => {
    const watch = await openEditor(page);
    await expect(page.getByRole('radio', { name: 'Contenus' })).toBeChecked();
    await openHours(page);
    // What is in the repository before the save, so that the read back below is seen to change.
    expect(await savedFile(page, hoursFile)).toEqual(seededHours);

    const { closes } = await wednesday(page);
    await expect(closes.nth(1)).toHaveValue('20:30');
    await closes.nth(1).fill('21:15');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    const [lunch, dinner] = seededHours.week.mercredi;
    const expected = { ...seededHours, week: { ...seededHours.week, mercredi: [lunch, { ...dinner, closes: '21:15' }] } };
    await expect.poll(() => savedFile(page, hoursFile)).toEqual(expected);
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });

  test('refuses to save an empty required field or an hour that does not exist, and says why in French', async ({ page, baseURL }) => {
    const watch = await openEditor(page);
    await openHours(page);
    const { opens, closes } = await wednesday(page);
    await opens.first().fill('');
    await closes.first().fill('25:00');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page.getByText('2 champs comportent des erreurs. Veuillez les corriger pour enregistrer l’entrée.')).toBeVisible();
    await expect(opens.first()).toHaveAttribute('aria-invalid', 'true');
    await expect(closes.first()).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
    // The schema's own message (content/schema/common.ts), carried into the configuration as the pattern's.
    await expect(page.getByText('Ce n’est pas une heure, écrivez-la au format 13:30')).toBeVisible();
    expect(await savedFile(page, hoursFile)).toEqual(seededHours);

    // Corrected, the entry saves.
    await opens.first().fill('11:45');
    await closes.first().fill('14:00');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();
    await expect
      .poll(() => savedFile(page, hoursFile))
      .toMatchObject({ week: { mercredi: [{ opens: '11:45', closes: '14:00' }, seededHours.week.mercredi[1]] } });
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });
});

test.describe('the taxe de séjour in the editor', { tag: '@desktop' }, () => {
  test('is one of three kinds the owner picks by name; the percentage, its cap and the VAT save as the site reads them', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('treeitem', { name: /Prix/ }).click();
    await page.getByRole('row', { name: /Hébergements : tarifs/ }).click();
    // The first unit type's tax: its value, a kind with its own fields, and the box « Valeur provisoire ».
    const tax = editorField(page, 'Taxe de séjour').first();
    await tax.scrollIntoViewIfNeeded();
    const kind = tax.getByRole('group').first();
    await kind.getByRole('button', { name: 'Supprimer' }).click();
    await kind.getByRole('button', { name: /Ajouter/ }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      /Logement classé \(étoiles\)/,
      /Logement non classé/,
      /Taxe de séjour forfaitaire/,
    ]);
    await page.getByRole('menuitem', { name: /non classé/ }).click();
    await kind.getByRole('spinbutton', { name: /Taux/ }).fill('5');
    await kind.getByRole('spinbutton', { name: /Plafond/ }).fill('2.3');
    await kind.getByRole('spinbutton', { name: /TVA/ }).fill('0');
    // The seed gives the tax: the box « Valeur provisoire » stays unticked through the change of kind.
    await expect(tax.getByRole('switch')).not.toBeChecked();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    const saved = (await savedFile(page, 'content/data/stays.json')) as Stays;
    expect(saved.unitTypes[0]?.touristTax).toEqual({
      value: { kind: 'pourcentage', percent: 5, capEurosPerAdultNight: 2.3, vatPercent: 0 },
      provisional: false,
    });
    const stays = dataFiles.find((file) => file.name === 'stays');
    if (!stays) throw new Error('no stays data file');
    expect(validateDataFile(stays, JSON.stringify(saved)).errors).toEqual([]);
  });
});

test.describe('a closure in the editor', { tag: '@desktop' }, () => {
  // Far from Paris (UTC+14): a day picked is the day saved, with no time zone to shift it.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('ending before it starts is refused, the last day marked and why said in French, nothing typed lost; corrected, it saves the days picked', async ({
    page,
    baseURL,
  }) => {
    const watch = await openEditor(page);
    await page.getByRole('treeitem', { name: /Horaires et fermetures/ }).click();
    await page.getByRole('row', { name: 'Fermetures exceptionnelles' }).click();
    await editorPane(page)
      .getByRole('button', { name: /Ajouter.*Fermeture/ })
      .click();
    const closures = editorField(page, 'Fermetures');
    const reasons = closures.getByRole('textbox', { name: 'Raison' });
    await scrollUntilDrawn(page, reasons, seededClosures.closures.value.length + 1);
    // The new closure, the list's last item, starts with the restaurant ticked.
    await expect(closures.getByRole('checkbox', { name: 'Restaurant' }).last()).toBeChecked();
    const from = closures.getByRole('textbox', { name: 'Premier jour fermé' }).last();
    const through = closures.getByRole('textbox', { name: 'Dernier jour fermé' }).last();
    await from.fill('2026-12-24');
    // Left empty, the last day takes the first: a one-day closure is one date typed.
    await expect(through).toHaveValue('2026-12-24');
    await through.fill('2026-12-20');
    await reasons.last().fill('inventaire');
    // No time zone named under the date pickers.
    await expect(closures.getByText('UTC', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page.getByText('Un champ comporte une erreur. Veuillez la corriger pour enregistrer l’entrée.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voir les erreurs' })).toBeVisible();
    await expect(page.getByText('Show Errors')).toHaveCount(0);
    await expect(through).toHaveAttribute('aria-invalid', 'true');
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      closures.getByText('Ce jour est avant le premier jour fermé (2026-12-24) : choisissez le 2026-12-24 ou un jour après'),
    ).toBeVisible();
    expect(await savedFile(page, closuresFile)).toEqual(seededClosures);
    await expect(from).toHaveValue('2026-12-24');
    await expect(through).toHaveValue('2026-12-20');
    await expect(reasons.last()).toHaveValue('inventaire');

    // The first day moved back instead: the same last day is now right, and the entry saves.
    await from.fill('2026-12-19');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();
    await expect
      .poll(async () => frenchOf(await savedFile(page, closuresFile)))
      .toEqual({
        closures: {
          ...seededClosures.closures,
          value: [
            ...seededClosures.closures.value,
            { places: ['restaurant'], from: '2026-12-19', through: '2026-12-20', reason: 'inventaire' },
          ],
        },
      });
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });
});

test.describe('the editor on a phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows its home at 390×844 and reaches a collection and its file', async ({ page, baseURL }) => {
    const watch = await openEditor(page);
    const collection = page.getByRole('treeitem', { name: /Horaires et fermetures/ });
    await expect(collection).toBeInViewport();
    await expect(page.getByRole('radio', { name: 'Contenus' })).toBeInViewport();
    // Nothing wider than the screen: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await openHours(page);
    await expect(editorField(page, 'Lundi')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });
});

test.describe('the editor in another site’s frame', { tag: '@desktop' }, () => {
  // GitHub Pages sends no header, and a meta policy cannot carry frame-ancestors: the page's own
  // check is all that stands between a framing site and the owner's clicks (scripts/editor/frame-guard.ts).
  test('stays hidden and never starts there, under the policy GitHub Pages gives it, and shows in a window of its own', async ({
    page,
    baseURL,
  }) => {
    await page.route('**/admin/config.yml*', (route) =>
      route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: editorConfigYaml() }),
    );
    await page.route('**/admin/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withAdminMetaContentSecurityPolicy(await response.text()) });
    });
    await page.route('http://autre.exemple/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Piège</title><iframe src="${baseURL}/admin/" width="900" height="700"></iframe>`,
      }),
    );
    await page.goto('http://autre.exemple/');
    const frame = page.frames().find((candidate) => candidate.url().endsWith('/admin/'));
    if (!frame) throw new Error('the editor was not framed');
    await frame.waitForLoadState('load');
    // The bundle has run (a module runs before load): the page is still hidden and nothing was drawn.
    expect(await frame.evaluate(() => [document.documentElement.hidden, document.body.childElementCount, document.scripts.length])).toEqual(
      [true, 0, 1],
    );
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Travailler avec un dépôt de test' })).toBeHidden();

    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: 'Travailler avec un dépôt de test' })).toBeVisible();
  });
});
