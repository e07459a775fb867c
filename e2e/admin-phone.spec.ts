// A phone is enough (issue 17, §3): at 390×844 the owner adds tomorrow's closure and changes
// Wednesday's dinner, each from the editor's home, in a handful of taps. Every tap on a control is
// counted (tapping into a field to type counts once; the typing does not), and the saved file is
// read back and checked against the schema the build checks.
import { expect, test, type Page } from '@playwright/test';
import { dataFiles } from '../content/schema';
import { validateDataFile } from '../content/schema/validate';
import { factsToGive } from '../content/facts-to-give';
import {
  editorField,
  editorPane,
  expectSelfContained,
  openEditor,
  projectDataFiles,
  savedText,
  scrollUntilDrawn,
  tapCounter,
} from './admin-editor';
import { parisDayIn } from './event-fixtures';

/** The most taps an everyday change may take from the editor's home. */
const handful = 8;
/** What each walk takes today; a change to the editor that costs the owner a tap fails here. */
const closureTaps = 6;
const dinnerTaps = 5;

/** A data file as the editor saved it, valid for the schema the build checks. */
async function savedValid(page: Page, name: string): Promise<unknown> {
  const entry = dataFiles.find((file) => file.name === name);
  if (!entry) throw new Error(`no data file ${name}`);
  const result = validateDataFile(entry, await savedText(page, `content/data/${name}.json`));
  expect(result.errors).toEqual([]);
  return result.data;
}

/** Tomorrow in the venue's time zone, "2026-12-24". */
const tomorrow = (): string => parisDayIn(1);

test.describe('the owner on a phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('closes the restaurant tomorrow for a bereavement in a handful of taps', async ({ page, baseURL }, testInfo) => {
    const watch = await openEditor(page);
    const taps = tapCounter();
    await taps.tap(page.getByRole('treeitem', { name: /Horaires et fermetures/ }));
    await taps.tap(page.getByRole('row', { name: 'Fermetures exceptionnelles' }));
    await taps.tap(editorPane(page).getByRole('button', { name: /Ajouter.*Fermeture/ }));
    const closures = editorField(page, 'Fermetures');
    const reasons = closures.getByRole('textbox', { name: 'Raison' });
    await scrollUntilDrawn(page, reasons, 3);
    // The new closure is the list's last item; the restaurant, the commonest case, comes ticked.
    await expect(closures.getByRole('checkbox', { name: 'Restaurant' }).last()).toBeChecked();
    await taps.type(closures.getByRole('textbox', { name: 'Premier jour fermé' }).last(), tomorrow());
    // A one-day closure: the last day, left empty, took the first.
    await expect(closures.getByRole('textbox', { name: 'Dernier jour fermé' }).last()).toHaveValue(tomorrow());
    await taps.type(reasons.last(), 'deuil');
    await taps.tap(page.getByRole('button', { name: 'Enregistrer' }));
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    testInfo.annotations.push({ type: 'taps', description: `closure: ${taps.count}` });
    expect(taps.count).toBe(closureTaps);
    expect(taps.count).toBeLessThanOrEqual(handful);
    await expect
      .poll(() => savedValid(page, 'closures'))
      .toMatchObject({
        closures: { value: expect.arrayContaining([{ places: ['restaurant'], from: tomorrow(), through: tomorrow(), reason: 'deuil' }]) },
      });
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });

  test('changes Wednesday’s dinner hours in a handful of taps', async ({ page, baseURL }, testInfo) => {
    const watch = await openEditor(page);
    const taps = tapCounter();
    await taps.tap(page.getByRole('treeitem', { name: /Horaires et fermetures/ }));
    await taps.tap(page.getByRole('row', { name: 'Horaires du restaurant' }));
    const wednesday = editorField(page, 'Mercredi');
    await wednesday.scrollIntoViewIfNeeded();
    const closes = wednesday.getByRole('textbox', { name: 'Fermeture' });
    await scrollUntilDrawn(page, closes, 2);
    await taps.type(wednesday.getByRole('textbox', { name: 'Ouverture' }).nth(1), '18:30');
    await taps.type(closes.nth(1), '21:30');
    await taps.tap(page.getByRole('button', { name: 'Enregistrer' }));
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    testInfo.annotations.push({ type: 'taps', description: `Wednesday dinner: ${taps.count}` });
    expect(taps.count).toBe(dinnerTaps);
    expect(taps.count).toBeLessThanOrEqual(handful);
    await expect
      .poll(() => savedValid(page, 'restaurant-hours'))
      .toMatchObject({
        week: {
          mercredi: [
            { opens: '12:00', closes: '13:30' },
            { opens: '18:30', closes: '21:30' },
          ],
        },
      });
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });

  test('sees how many facts are left to give before the site goes live, and reaches each from the list', async ({ page }) => {
    // The seed with the phone and the e-mail not given yet: two facts the legal notice needs.
    const files = projectDataFiles().map((file) => {
      if (file.path !== 'content/data/contact.json') return file;
      const contact = JSON.parse(file.text) as Record<string, { provisional?: boolean }>;
      for (const key of ['phone', 'email']) if (contact[key]) contact[key].provisional = true;
      return { ...file, text: JSON.stringify(contact, null, 2) };
    });
    const { needed, optional } = factsToGive(files.map((file) => ({ file: file.path, data: JSON.parse(file.text) as unknown })));
    expect(needed.map((fact) => fact.label)).toEqual(['Numéro de téléphone (réservations)', 'Adresse e-mail de contact']);
    await openEditor(page, files);
    const left = page.getByRole('group', { name: 'Informations à donner avant la mise en ligne' });
    const button = left.getByText(`${needed.length} informations à donner avant la mise en ligne`);
    await expect(button).toBeVisible();
    // A thumb's size, on a 390 px screen, inside it.
    // The editor may lay the list out again while it loads (a box of null under load): measured once it stands.
    await expect(async () => {
      const box = await button.boundingBox();
      expect(box && box.height >= 44 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }).toPass();
    await button.click();
    await expect(left.getByRole('link')).toHaveCount(needed.length);
    await expect(left.getByText(`${optional.length} information${optional.length > 1 ? 's' : ''} facultative`)).toBeAttached();
    await left.getByRole('link', { name: 'Numéro de téléphone (réservations)' }).click();
    // The link opens the file that holds it; the list steps aside while it is open.
    await expect(page).toHaveURL(/#\/collections\/coordonnees\/entries\/contact$/);
    await expect(editorField(page, 'Numéro de téléphone (réservations)')).toBeVisible();
    await expect(left).toBeHidden();
  });
});
