// The owner's texts in English, Dutch and German, in the real editor offline (e2e/admin-editor.ts):
// each translation beside the French, written into the same file under its language's key
// (content/schema/translations.ts), and a save in French alone as valid as before.
import { expect, test, type Page } from '@playwright/test';
import { readLocalizedData } from '../content/localized-data';
import { languages, translationLanguages, type TranslationLanguage } from '../lib/i18n/languages';
import { provisionalTranslations } from '../content/schema/translations';
import { dataFiles } from '../content/schema/index';
import { validateDataFile } from '../content/schema/validate';
import {
  editorField,
  editorPane,
  expectSelfContained,
  frenchOf,
  openEditor,
  projectDataFiles,
  savedText,
  scrollUntilDrawn,
} from './admin-editor';

const seeded = (file: string) =>
  JSON.parse(projectDataFiles().find((found) => found.path === file)?.text ?? 'null') as Record<string, unknown> &
    Record<TranslationLanguage, Record<string, unknown>>;
const entry = (name: string) => {
  const found = dataFiles.find((file) => file.name === name);
  if (!found) throw new Error(`no data file ${name}`);
  return found;
};

/** The saved file, after the schema accepted it as check:content does. */
async function savedValid(page: Page, name: string) {
  const text = await savedText(page, `content/data/${name}.json`);
  expect(validateDataFile(entry(name), text).errors).toEqual([]);
  return JSON.parse(text) as Record<string, unknown> & Record<TranslationLanguage, Record<string, unknown>>;
}

test.use({ locale: 'en-US' });

test.describe('the owner’s texts in other languages', { tag: '@desktop' }, () => {
  test('shows the English beside the French and saves an English translation edited, the French untouched', async ({ page, baseURL }) => {
    const notFound = seeded('content/data/not-found.json');
    const watch = await openEditor(page);
    await page.getByRole('treeitem', { name: /Textes des pages/ }).click();
    await page.getByRole('row', { name: 'Page introuvable (404)' }).click();

    const french = editorField(page, 'Texte').getByRole('textbox', { name: 'Texte' });
    const english = editorField(page, 'Texte', 'Anglais').getByRole('textbox', { name: 'Texte' });
    await expect(french).toHaveValue(String(notFound.text));
    await expect(english).toHaveValue(String(notFound.en.text));
    // Facts are entered once: the banner's photo has no file to pick in English, only its description.
    const englishBanner = editorField(page, 'Photo du bandeau', 'Anglais');
    await englishBanner.hover();
    await scrollUntilDrawn(page, englishBanner.getByRole('textbox', { name: 'Description de la photo' }), 1);
    await expect(englishBanner.getByRole('textbox', { name: 'Description de la photo' })).toHaveValue(
      String((notFound.en.banner as { photo: { alt: string } }).photo.alt),
    );
    await expect(englishBanner.getByRole('button', { name: 'Parcourir' })).toHaveCount(0);

    // Another language beside the French: the Dutch pane, its own text; then back to English.
    await editorPane(page, 'Anglais').getByRole('radio', { name: 'Néerlandais' }).click();
    await expect(editorField(page, 'Texte', 'Néerlandais').getByRole('textbox', { name: 'Texte' })).toHaveValue(String(notFound.nl.text));
    await editorPane(page, 'Néerlandais').getByRole('radio', { name: 'Anglais' }).click();

    await english.fill('Nothing here. Head back to the home page or open the menu.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    await expect
      .poll(async () => (await savedValid(page, 'not-found')).en.text)
      .toBe('Nothing here. Head back to the home page or open the menu.');
    const saved = await savedValid(page, 'not-found');
    expect(frenchOf(saved)).toEqual(frenchOf(notFound));
    expect(saved.lang).toEqual(languages);
    expect(saved.nl).toEqual(notFound.nl);
    expect(saved.de).toEqual(notFound.de);
    // What the English page reads from the saved file.
    expect(readLocalizedData<{ text: string }>('not-found', saved, 'en', (text) => text).text).toBe(
      'Nothing here. Head back to the home page or open the menu.',
    );
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });
});

test.describe('a save in French only', { tag: '@desktop' }, () => {
  // Far from Paris (UTC+14): a day picked is the day saved.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('saves a closure typed in French only: valid, the other languages keep their translations and show the French reason', async ({
    page,
    baseURL,
  }) => {
    const closures = seeded('content/data/closures.json');
    const watch = await openEditor(page);
    await page.getByRole('treeitem', { name: /Horaires et fermetures/ }).click();
    await page.getByRole('row', { name: 'Fermetures exceptionnelles' }).click();
    // Items are added in French only: the English list follows it.
    await expect(editorPane(page, 'Anglais').getByRole('button', { name: /Ajouter.*Fermeture/ })).toBeDisabled();
    await editorPane(page)
      .getByRole('button', { name: /Ajouter.*Fermeture/ })
      .click();
    const list = editorField(page, 'Fermetures');
    const reasons = list.getByRole('textbox', { name: 'Raison' });
    await scrollUntilDrawn(page, reasons, 3);
    await list.getByRole('textbox', { name: 'Premier jour fermé' }).last().fill('2026-12-24');
    await reasons.last().fill('inventaire de fin d’année');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    const added = { places: ['restaurant'], from: '2026-12-24', through: '2026-12-24', reason: 'inventaire de fin d’année' };
    await expect.poll(async () => ((await savedValid(page, 'closures')).closures as { value: unknown[] }).value.at(-1)).toEqual(added);
    const saved = await savedValid(page, 'closures');
    type Closures = { closures: { value: { reason?: string; from: string }[]; provisional: boolean } };
    for (const lang of translationLanguages) {
      const before = (closures[lang] as Closures).closures.value;
      const after = (saved[lang] as Closures).closures.value;
      // Each translation still holds its reasons, and the new closure, with its dates, untranslated.
      expect(after.map((closure) => closure.reason)).toEqual([...before.map((closure) => closure.reason), '']);
      expect(after.at(-1)?.from).toBe('2026-12-24');
      const marked: string[] = [];
      const read = readLocalizedData<Closures>('closures', saved, lang, (text) => (marked.push(text), text));
      expect((read.closures ?? []).map((closure) => closure.reason)).toEqual([
        ...before.map((closure) => closure.reason),
        'inventaire de fin d’année',
      ]);
      // The French reason, standing in for the missing translation, is the one marked lang="fr".
      expect(marked).toEqual(['inventaire de fin d’année']);
    }
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });
});

test.describe('a value still to supply, translated', { tag: '@desktop' }, () => {
  test('keeps a « Valeur provisoire » box in each language: the French given and unticked, the English written for the placeholder is still refused until its own box is unticked', async ({
    page,
  }) => {
    // legal.json with a retention period of this test's own: to supply in French, its English written for the placeholder.
    const legal = {
      ...seeded('content/data/legal.json'),
      reservationRetention: { value: 'à compléter', provisional: true },
      en: { reservationRetention: { value: 'to be confirmed', provisional: true } },
      nl: {},
      de: {},
    };
    const files = projectDataFiles().map((file) =>
      file.path === 'content/data/legal.json' ? { ...file, text: JSON.stringify(legal, null, 2) } : file,
    );
    await openEditor(page, files);
    await page.getByRole('treeitem', { name: /Mentions légales/ }).click();
    await page.getByRole('row', { name: /Mentions légales : société/ }).click();

    const retention = (language?: string) =>
      editorField(
        page,
        'Durée de conservation des demandes de table et de séjour (par exemple : 1 an après la date du repas ou du séjour)',
        language,
      );
    const box = (language?: string) => retention(language).getByRole('switch', { name: 'Valeur provisoire, à remplacer' });
    // The editor draws a field's inputs as they come into view: the retention period is the last group.
    await retention().hover();
    await scrollUntilDrawn(page, retention().getByRole('textbox', { name: 'Durée de conservation' }), 1);
    await retention().getByRole('textbox', { name: 'Durée de conservation' }).fill('1 an après la date du repas');
    await box().uncheck();
    // The English box is its own: still ticked once the French one is not.
    await expect(box('Anglais')).toBeChecked();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    const stillToSupply = async () => {
      const saved = await savedValid(page, 'legal');
      return provisionalTranslations(entry('legal').schema, saved).map((found) => [found.path.join('.'), found.languages, found.because]);
    };
    await expect.poll(stillToSupply).toEqual([['reservationRetention', ['en'], 'translation']]);

    // Back in the entry (a save closes it), the English translated and its box unticked.
    await page.getByRole('row', { name: /Mentions légales : société/ }).click();
    await retention('Anglais').hover();
    await scrollUntilDrawn(page, retention('Anglais').getByRole('textbox', { name: 'Durée de conservation' }), 1);
    await expect(box('Anglais')).toBeChecked();
    await retention('Anglais').getByRole('textbox', { name: 'Durée de conservation' }).fill('1 year after the date of the meal');
    await box('Anglais').uncheck();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(stillToSupply).toEqual([]);
    const saved = await savedValid(page, 'legal');
    expect([saved.reservationRetention, saved.en.reservationRetention]).toEqual([
      { value: '1 an après la date du repas', provisional: false },
      { value: '1 year after the date of the meal', provisional: false },
    ]);
  });
});
