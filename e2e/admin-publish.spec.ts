// From a save in the editor to the pages a visitor sees (issue 17, §4): the real editor, offline
// (e2e/admin-editor.ts), changes Wednesday's dinner and adds a closure; the saved files are read back
// and checked against the schema the build checks, written into a throwaway copy of the project, and
// that copy is built and served. An event announced for tomorrow evening (issue 25, §8) reaches the
// home's « Prochains événements », its own page in French and, untranslated, the English one in French;
// once it has ended by the visitor's clock, it leaves the home. The shared out/ that the other specs serve is never touched: the copy
// has its own. The dish's description, saved in French only, is published: the English carte shows it
// marked lang="fr", and check:content lists the missing translation without stopping. Then a hand-edited file with a negative price: the build stops with the French message
// naming the file and the field, and the copy's out/ stays as the good build left it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataFilePath, dataFiles, dataFolderPath, dataFolders } from '../content/schema';
import { readDataFile } from '../content/schema/editor-values';
import type { MenuData } from '../content/schema/menu';
import type { AccommodationsPageData } from '../content/schema/pages';
import { validateDataFile } from '../content/schema/validate';
import { parisInstant } from '../lib/paris-time';
import { readPdfText } from '../scripts/tools/read-pdf-text';
import sharp from 'sharp';
import {
  addCarteSection,
  addPhoto,
  editorField,
  editorPane,
  insertPhoto,
  openEditor,
  projectDataFiles,
  savedFolder,
  savedText,
  scrollUntilDrawn,
} from './admin-editor';
import { adminPath } from '../hosting/policy';
import { waitForHydration } from './support';
import { parisDayIn } from './event-fixtures';
import { applyOwnerWeek, languages, ownerWeekFacts, pagePath, type Removed } from './owner-week';
import { translationLanguages, type TranslationLanguage } from '../lib/i18n/languages';
import { stayRequestWords } from '../features/stays/request/stay-request-words';
import { onlyNeededGiven, seedFiles, writeDataFiles } from '../fixtures/facts-not-given';
import { missingFactProblems, shownTexts } from './export-walk';

/** Each translation's language as check:content names it, and all of them in its list: « anglais, néerlandais et allemand ». */
const namesInFrench: Record<TranslationLanguage, string> = { en: 'anglais', nl: 'néerlandais', de: 'allemand' };
const everyTranslationInFrench = new Intl.ListFormat('fr', { type: 'conjunction' }).format(
  translationLanguages.map((lang) => namesInFrench[lang]),
);

const run = promisify(execFile);

/** The closure the owner adds: Wednesday 25 and Thursday 26 November 2026, in the carte's season. */
const closure = { places: ['restaurant'], from: '2026-11-25', through: '2026-11-26', reason: 'travaux en cuisine' };
/** Wednesday 25 November 2026, 12:30 in Paris (UTC+1 then): lunchtime on a day the closure shuts. */
const duringClosure = new Date('2026-11-25T12:30:00+01:00');
/** The dish the owner adds to the carte, with two allergens and a description typed in French only, untranslated. */
const dish = { name: 'Tarte aux myrtilles', description: 'Myrtilles des bois, pâte sablée.', price: '7.5', allergens: ['Gluten', 'Lait'] };
/** A dish of the seed's carte translated into English (its third starter), as the English carte shows it. */
const seedTerrineInEnglish =
  (
    JSON.parse(readFileSync('fixtures/seed-data/menu.json', 'utf8')) as {
      en: { sections: { value: { dishes: { description?: string }[] }[] } };
    }
  ).en.sections.value[0]?.dishes[2]?.description ?? '';

/** The photo the owner uploads into the chalets' carousel: a copy, under a new name, of a photo of the repository (2000 px wide). */
const upload = { from: 'content/photos/lac-jetee-brume.jpg', file: 'ponton-brume.jpg', alt: 'Ponton dans la brume du petit matin' };

/** The event the owner announces: tomorrow evening, whatever day the test runs. */
const event = {
  title: 'Soirée tartiflette géante',
  description: 'Tartiflette au reblochon fermier, salade verte, au coin du feu.',
  day: parisDayIn(1),
  startTime: '19:00',
  endTime: '22:30',
};
/** Its page's address: its file name, from its day and its title in plain letters. */
const eventSlug = `${event.day}-soiree-tartiflette-geante`;
const [eventsFolder] = dataFolders;
if (!eventsFolder) throw new Error('no events folder');
const eventFile = `${dataFolderPath(eventsFolder.name)}/${eventSlug}.json`;

/** A data file as the editor saved it, checked against the schema the build checks. */
async function savedValid(page: Page, name: string): Promise<string> {
  const entry = dataFiles.find((file) => file.name === name);
  if (!entry) throw new Error(`no data file ${name}`);
  const text = await savedText(page, dataFilePath(name));
  expect(validateDataFile(entry, text).errors, dataFilePath(name)).toEqual([]);
  return text;
}

/** Spaces as the eye reads them: a no-break or narrow no-break space is a space. */
const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/** HTML's entities, decoded. */
const decoded = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a page shows (its text and its images' descriptions), and all it holds (attributes, structured data, the page's data for its scripts). */
function pageTexts(html: string): { shown: string; held: string } {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ');
  const alts = [...body.matchAll(/\balt="([^"]*)"/g)].map((match) => match[1]).join(' ');
  return { shown: spaced(decoded(`${body.replace(/<[^>]+>/g, ' ')} ${alts}`)), held: spaced(decoded(html)) };
}

/** A port no one listens on, for the copy's server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The stays data with the chalets' rates not given: the type is shown without a price and takes no request. */
function withoutChaletRates(stays: unknown): unknown {
  const data = JSON.parse(JSON.stringify(stays)) as { unitTypes: { id: string; nightlyRates: { provisional: boolean } }[] };
  for (const type of data.unitTypes) if (type.id === 'chalet') type.nightlyRates.provisional = true;
  return data;
}

/** The chalets' section of the stays page, by its heading (the seed's). */
const chaletsTitle = (JSON.parse(readFileSync('fixtures/seed-data/accommodations-page.json', 'utf8')) as { chalets: { title: string } })
  .chalets.title;

/** A hash of every file under `folder`, by path: what a deploy would upload. */
function folderHashes(folder: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(folder, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}

/** The environment of the owner's build: their own data in the copy's content/data, not the tests' seed, and EmailJS's ids, as the publish workflow passes them from the repository's variables. */
const ownerEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CONTENT_DATA: undefined,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_owner',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_owner',
  NEXT_PUBLIC_EMAILJS_STAY_TEMPLATE_ID: 'template_stay_owner',
  NEXT_PUBLIC_EMAILJS_VOUCHER_TEMPLATE_ID: 'template_voucher_owner',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'public_key_owner',
};

/** Runs an npm script in the copy; its exit code and everything it printed. */
async function npmRun(cwd: string, script: string, env: NodeJS.ProcessEnv = ownerEnv): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', ...script.split(' ')], { cwd, env, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, output: `${failed.stdout ?? ''}\n${failed.stderr ?? ''}` };
  }
}

/** A copy of the project as committed, on the tests' seed, with this checkout's packages and image cache. */
async function throwawayCopy(): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'chalets-publish-'));
  await run('sh', ['-c', `git archive HEAD | tar -x -C '${root}'`]);
  // The owner's data as the tests know it, the seed: what the copy's owner edits is then never the live
  // data, which the owner may have changed in any valid way since.
  rmSync(path.join(root, 'content/data'), { recursive: true });
  cpSync(path.resolve('fixtures/seed-data'), path.join(root, 'content/data'), { recursive: true });
  // Hard links, in a second and without the space: Turbopack refuses a node_modules symlinked from
  // outside the project, and the build only adds files there, never rewrites one.
  await run('cp', ['-al', path.resolve('node_modules'), path.join(root, 'node_modules')]);
  // Made by the last build here and keyed by each photo's hash: the copy's build re-encodes only what changed.
  cpSync(path.resolve('generated'), path.join(root, 'generated'), { recursive: true });
  cpSync(path.resolve('public/images'), path.join(root, 'public/images'), { recursive: true });
  return root;
}

async function serve(folder: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/tools/serve.mjs', '--dir', folder, '--port', String(port)], { stdio: 'ignore' });
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBe(200);
  return server;
}

test.describe('a save in the editor, published', { tag: '@desktop' }, () => {
  test('a dish saved with its description and section note left empty reads them as absent, no diet ticked as none, and no allergen as none once « Aucun allergène » is ticked', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('treeitem', { name: /La carte du restaurant/ }).click();
    await page.getByRole('row', { name: 'La carte' }).click();
    await addCarteSection(page, {
      id: 'suggestions',
      title: 'Suggestions',
      dish: { name: 'Tarte aux myrtilles', price: '7.5', allergens: [] },
    });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    const saved = JSON.parse(await savedValid(page, 'menu')) as { sections: { value: unknown[] } };
    // What the editor writes for fields left empty: "" for a text or a choice, [] for no allergen ticked
    // (the configuration does not omit empty optional fields: « contains none » stays written), and [] for no diet.
    expect(saved.sections.value.at(-1)).toEqual({
      id: 'suggestions',
      title: 'Suggestions',
      note: '',
      dishes: [
        {
          name: 'Tarte aux myrtilles',
          description: '',
          priceEuros: 7.5,
          diets: [],
          allergens: [],
          noAllergen: true,
          allergensOfChosenDishes: false,
          alcohol: false,
          // Given by the editor's uuid field, which links the dish to its translations.
          id: expect.stringMatching(/^plat-[a-z2-7]+$/),
        },
      ],
    });
    // Read as the pages read it: absent, not "".
    const read = readDataFile<MenuData>(saved).sections?.at(-1);
    expect(read).toEqual({
      id: 'suggestions',
      title: 'Suggestions',
      dishes: [
        {
          name: 'Tarte aux myrtilles',
          priceEuros: 7.5,
          diets: [],
          allergens: [],
          noAllergen: true,
          allergensOfChosenDishes: false,
          alcohol: false,
          id: expect.stringMatching(/^plat-[a-z2-7]+$/),
        },
      ],
    });
  });

  test('a photo picked among those already sent is saved from the repository’s root, and read by its name in content/photos', async ({
    page,
  }) => {
    const photo = 'lac-ponton.jpg';
    await openEditor(page, [
      ...projectDataFiles(),
      { path: `content/photos/${photo}`, bytes: [...readFileSync(path.join('content/photos', photo))] },
    ]);
    await page.getByRole('treeitem', { name: /Textes des pages/ }).click();
    await page.getByRole('row', { name: 'Hébergements' }).click();
    await addPhoto(
      page,
      editorField(page, 'Les chalets')
        .getByRole('group', { name: /Photos/ })
        .first(),
      { pick: photo },
      'Ponton en bois au bord du lac',
    );
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    const saved = JSON.parse(await savedValid(page, 'accommodations-page')) as AccommodationsPageData;
    // What the editor writes for a picked photo (an upload is written bare: the other test).
    expect(saved.chalets.images.at(-1)).toEqual({ file: `/content/photos/${photo}`, alt: 'Ponton en bois au bord du lac' });
    // What the schema, the pages, the credits and the checks read.
    const entry = dataFiles.find((file) => file.name === 'accommodations-page');
    expect((entry?.schema.parse(saved) as AccommodationsPageData).chalets.images.at(-1)?.file).toBe(photo);
    expect(readDataFile<AccommodationsPageData>(saved).chalets.images.at(-1)?.file).toBe(photo);
  });

  test('a photo over 5 Mo is refused at upload, with the editor’s French message', async ({ page }, testInfo) => {
    // Noise does not compress: 3000 × 2000 pixels make a real JPEG of about 5.7 Mo.
    const heavy = testInfo.outputPath('lourde.jpg');
    await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .jpeg({ quality: 95 })
      .toFile(heavy);
    await openEditor(page);
    await page.getByRole('treeitem', { name: /Textes des pages/ }).click();
    await page.getByRole('row', { name: 'Hébergements' }).click();
    await insertPhoto(
      page,
      editorField(page, 'Les chalets')
        .getByRole('group', { name: /Photos/ })
        .first(),
      { upload: heavy },
    );
    await expect(page.getByRole('alertdialog', { name: 'Fichier volumineux' })).toContainText(
      /Ce fichier ne peut pas être téléversé, car il dépasse la taille maximale de \u2068*5\u2069* Mo/,
    );

    // The same file sent from the « Ressources » screen, the guide's other way in (§7).
    await page.goto(`${adminPath}#/assets`);
    await page.getByRole('option', { name: /^Ressources globales/ }).click();
    await page.getByRole('button', { name: 'Téléverser de nouvelles ressources' }).first().click();
    // Its drop zone's file field, as the phone's photo picker fills it.
    await page.getByRole('dialog', { name: 'Téléverser de nouvelles ressources' }).locator('input[type="file"]').setInputFiles(heavy);
    const dialog = page.getByRole('alertdialog', { name: 'Téléverser de nouvelles ressources' });
    await expect(dialog.getByRole('group', { name: 'Fichiers trop volumineux' })).toContainText(
      /Ce fichier ne peut pas être téléversé, car il dépasse la taille maximale de \u2068*5\u2069* Mo/,
    );
    await expect(dialog.getByRole('button', { name: 'Téléverser' })).toBeDisabled();
  });

  test('reaches the pages once built, and a negative price typed by hand stops the build and leaves out/ as it was', async ({
    page,
    browser,
  }, testInfo) => {
    // The publish workflow's steps on the copy (content check, types, style, the unit tests, one build:
    // about four minutes on two cores with the image cache) and two content checks that stop; as much
    // again when the machine's two cores are shared with other builds.
    test.setTimeout(900_000);
    const saved: Record<string, string> = {};
    let photos: Record<string, number[]> = {};
    let removed: Removed | undefined;

    await test.step('the owner changes Wednesday’s dinner and adds a closure in the editor', async () => {
      await openEditor(page);
      await page.getByRole('treeitem', { name: /Horaires et fermetures/ }).click();
      await page.getByRole('row', { name: 'Horaires du restaurant' }).click();
      const wednesday = editorField(page, 'Mercredi');
      await wednesday.scrollIntoViewIfNeeded();
      const closes = wednesday.getByRole('textbox', { name: 'Fermeture' });
      await scrollUntilDrawn(page, closes, 2);
      await closes.nth(1).fill('21:15');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Entrée enregistrée.')).toBeVisible();
      // Saved, the editor is back at the collection's files.

      await page.getByRole('row', { name: 'Fermetures exceptionnelles' }).click();
      await editorPane(page)
        .getByRole('button', { name: /Ajouter.*Fermeture/ })
        .click();
      const closures = editorField(page, 'Fermetures');
      const reasons = closures.getByRole('textbox', { name: 'Raison' });
      await scrollUntilDrawn(page, reasons, 3);
      // The new closure is the list's last item.
      await closures.getByRole('checkbox', { name: 'Restaurant' }).last().check();
      await closures.getByRole('textbox', { name: 'Premier jour fermé' }).last().fill(closure.from);
      await closures.getByRole('textbox', { name: 'Dernier jour fermé' }).last().fill(closure.through);
      await reasons.last().fill(closure.reason);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Entrée enregistrée.')).toBeVisible();
    });

    await test.step('adds a dish with two allergens to the carte, and a photo with its description to the chalets’ carousel', async () => {
      await page.getByRole('treeitem', { name: /La carte du restaurant/ }).click();
      await page.getByRole('row', { name: 'La carte' }).click();
      await addCarteSection(page, { id: 'suggestions', title: 'Suggestions', dish });
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

      await page.getByRole('treeitem', { name: /Textes des pages/ }).click();
      await page.getByRole('row', { name: 'Hébergements' }).click();
      const uploaded = testInfo.outputPath(upload.file);
      copyFileSync(upload.from, uploaded);
      await addPhoto(
        page,
        editorField(page, 'Les chalets')
          .getByRole('group', { name: /Photos/ })
          .first(),
        { upload: uploaded },
        upload.alt,
      );
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Entrée enregistrée.')).toBeVisible();
    });

    await test.step('announces an event for tomorrow evening', async () => {
      await page.getByRole('treeitem', { name: /Événements/ }).click();
      await page.getByRole('button', { name: 'Créer une entrée', exact: true }).click();
      const field = (label: string) => editorField(page, label).getByRole('textbox', { name: label, exact: true });
      // The new entry's form can be drawn again just after it opens: a title typed at once was wiped
      // once in CI (the save refused, « Titre » empty, the description kept). Typed once the editor
      // says it is creating the entry, and checked again before the save.
      await expect(page.getByRole('status').filter({ hasText: 'Vous créez maintenant une entrée' })).toBeAttached();
      await field('Titre').fill(event.title);
      await field('Description').fill(event.description);
      await field('Jour du début').fill(event.day);
      await field('Heure du début').fill(event.startTime);
      await expect(field('Jour de la fin')).toHaveValue(event.day);
      await field('Heure de la fin').fill(event.endTime);
      // A person types slower than the form is drawn again; the test makes sure its title is there.
      await expect(async () => {
        if ((await field('Titre').inputValue()) !== event.title) await field('Titre').fill(event.title);
        await expect(field('Titre')).toHaveValue(event.title, { timeout: 1_000 });
      }).toPass();
      await expect(field('Description')).toHaveValue(event.description);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      // The chalets' save above said « Entrée enregistrée. » too: this one is known by its file.
      await expect
        .poll(async () => Object.keys(await savedFolder(page, dataFolderPath(eventsFolder.name))), { timeout: 15_000 })
        .toContain(`${eventSlug}.json`);
    });

    await test.step('the saved files read back, valid for the schema', async () => {
      saved['restaurant-hours'] = await savedValid(page, 'restaurant-hours');
      saved.closures = await savedValid(page, 'closures');
      expect(JSON.parse(saved['restaurant-hours'])).toMatchObject({
        week: {
          mercredi: [
            { opens: '12:00', closes: '13:30' },
            { opens: '19:00', closes: '21:15' },
          ],
        },
      });
      expect(JSON.parse(saved.closures)).toMatchObject({ closures: { value: expect.arrayContaining([closure]) } });
      saved.menu = await savedValid(page, 'menu');
      expect((JSON.parse(saved.menu) as MenuData).sections.value.at(-1)?.dishes).toMatchObject([
        { name: dish.name, description: dish.description, priceEuros: 7.5, allergens: ['gluten', 'lait'] },
      ]);
      saved['accommodations-page'] = await savedValid(page, 'accommodations-page');
      // Named as the data files name a photo, bare: the image pipeline, the credits and the checks find it so.
      expect(JSON.parse(saved['accommodations-page'])).toMatchObject({
        chalets: { images: expect.arrayContaining([{ file: upload.file, alt: upload.alt }]) },
      });
      photos = await savedFolder(page, 'content/photos');
      expect(Object.keys(photos)).toEqual([upload.file]);
      await expect.poll(async () => Object.keys(await savedFolder(page, dataFolderPath(eventsFolder.name)))).toContain(`${eventSlug}.json`);
      saved[eventFile] = await savedText(page, eventFile);
      expect(validateDataFile(eventsFolder, saved[eventFile], eventFile).errors, eventFile).toEqual([]);
    });

    const copy = await throwawayCopy();
    let server: ChildProcess | undefined;
    try {
      const out = path.join(copy, 'out');
      await test.step('a copy of the project with the saved files builds', async () => {
        // A data file by its name, an event by its path in the events folder.
        for (const [name, text] of Object.entries(saved))
          writeFileSync(path.join(copy, name.endsWith('.json') ? name : dataFilePath(name)), text);
        for (const [name, bytes] of Object.entries(photos)) writeFileSync(path.join(copy, 'content/photos', name), Uint8Array.from(bytes));
      });

      await test.step('a week of the owner’s edits on top: every step of the publish workflow passes', async () => {
        removed = applyOwnerWeek(copy);
        // The steps of .github/workflows/checks.yml and publish.yml that read the owner's data, in their
        // order. typecheck and lint cannot change with it: no source imports content/data (ESLint's
        // no-restricted-imports refuses it; the data is read from disk at build), and npm test ran both on
        // this commit. The owner's build: its events from the copy's content/data/events, not from the e2e
        // build's fixtures.
        for (const step of ['check:content', 'test:unit', 'build']) {
          const ran = await npmRun(copy, step, { ...ownerEnv, EVENTS_DATA: undefined });
          expect(ran.code, `npm run ${step}\n${ran.output.slice(-4000)}`).toBe(0);
        }
        // The seed gives every fact the law and a booking need: nothing to let through.
        const publish = await npmRun(copy, 'check:publish');
        expect(publish.code, publish.output.slice(-4000)).toBe(0);
      });

      const port = await freePort();
      server = await serve(out, port);
      const origin = `http://127.0.0.1:${port}`;

      await test.step('each fact of the week shows where the site shows it, in every language, and the old one nowhere', async () => {
        if (!removed) throw new Error('the week was not applied');
        const found: string[] = [];
        for (const fact of ownerWeekFacts(removed, upload.alt)) {
          for (const lang of languages) {
            for (const place of fact.where) {
              const where = 'pdf' in place ? place.pdf(lang) : pagePath(place, lang);
              const texts =
                'pdf' in place
                  ? {
                      shown: spaced(readPdfText(readFileSync(path.join(out, where))).text),
                      held: spaced(readPdfText(readFileSync(path.join(out, where))).text),
                    }
                  : pageTexts(await (await fetch(`${origin}${where}`)).text());
              for (const now of fact.now(lang)) {
                if (typeof now === 'string') expect.soft(texts.shown, `${fact.what}: « ${now} » on ${where}`).toContain(spaced(now));
                else expect.soft(texts.shown, `${fact.what}: ${String(now)} on ${where}`).toMatch(now);
              }
              for (const before of fact.before(lang)) {
                if (typeof before === 'string')
                  expect.soft(texts.held, `${fact.what}: « ${before} » still on ${where}`).not.toContain(spaced(before));
                else expect.soft(texts.held, `${fact.what}: ${String(before)} still on ${where}`).not.toMatch(before);
              }
              found.push(`${lang} ${where}`);
            }
          }
        }
        testInfo.annotations.push({ type: 'owner week', description: `${found.length} places read` });
      });

      await test.step('a visitor on the closed Wednesday sees « Fermé », the closure and the new hours', async () => {
        const visitor = await browser.newPage();
        try {
          await visitor.clock.install({ time: duringClosure });
          await visitor.goto(`${origin}/restaurant/`);
          await waitForHydration(visitor);
          // The weekly hours would say open until 13h30 at this time: the closure wins.
          await expect(visitor.getByText('Fermé aujourd’hui · ouvre vendredi à 12h00', { exact: true })).toBeVisible();
          await expect(
            visitor.getByText(
              'Restaurant : fermeture du mercredi 25 novembre 2026 au jeudi 26 novembre 2026 inclus (travaux en cuisine).',
              { exact: true },
            ),
          ).toBeVisible();
          const week = visitor.getByRole('region', { name: 'Horaires d’ouverture' });
          await expect(week.getByRole('row', { name: /^Mercredi/ })).toHaveText('Mercredi12h00–13h30 et 19h00–21h15');
          await expect(week.getByRole('row', { name: /^Jeudi/ })).toHaveText('Jeudi12h00–13h30 et 19h00–20h30');
        } finally {
          await visitor.close();
        }
      });

      await test.step('the dish on the carte and in its PDF with its two allergens, the photo in the chalets’ carousel', async () => {
        const visitor = await browser.newPage();
        try {
          await visitor.goto(`${origin}/restaurant/`);
          const added = visitor.getByRole('region', { name: 'La carte', exact: true }).getByRole('listitem').filter({ hasText: dish.name });
          await expect(added).toContainText('Allergènes : gluten, lait.');
          await visitor.goto(`${origin}/hebergements/`);
          // Its buttons act once the page's script runs: a click before would be lost.
          await waitForHydration(visitor);
          // The carousel shows one photo at a time: the new one is its last.
          const carousel = visitor.getByRole('region', { name: 'Photos des chalets' });
          await carousel.getByRole('button', { name: 'Afficher l’image 8' }).click();
          await expect(carousel.getByRole('group', { name: '8 sur 8' }).getByRole('img', { name: upload.alt })).toBeVisible();
        } finally {
          await visitor.close();
        }
        const { text } = readPdfText(readFileSync(path.join(out, 'Carte-Restaurant.pdf')));
        expect(text.replace(/\s+/g, ' ')).toMatch(/Tarte aux myrtilles.*Allergènes : gluten, lait\./);
      });

      await test.step('the description saved in French only: on the English carte in French, marked lang="fr", beside translated texts', async () => {
        const visitor = await browser.newPage();
        try {
          await visitor.goto(`${origin}/en/restaurant/`);
          const carte = visitor.getByRole('region', { name: 'The menu', exact: true });
          const added = carte.getByRole('listitem').filter({ hasText: dish.name });
          // The language a screen reader reads a text in: its nearest lang attribute, the page's "en" when none inside.
          const spokenIn = (text: Locator) => text.locator('xpath=ancestor-or-self::*[@lang][1]').getAttribute('lang');
          await expect(added.getByText(dish.description, { exact: true })).toBeVisible();
          expect(await spokenIn(added.getByText(dish.description, { exact: true }))).toBe('fr');
          // Next to it, in the same dish, the site's own English words; and a translated description of the carte.
          await expect(added).toContainText('Allergens: gluten, milk.');
          expect(await spokenIn(added.getByText('Allergens:', { exact: true }))).toBe('en');
          const translated = carte.getByText(seedTerrineInEnglish, { exact: true });
          await expect(translated).toBeVisible();
          expect(await spokenIn(translated)).toBe('en');
        } finally {
          await visitor.close();
        }
      });

      await test.step('check:content lets it publish and lists the missing translation', async () => {
        const check = await npmRun(copy, 'check:content');
        expect(check.code, check.output.slice(-4000)).toBe(0);
        expect(check.output).toContain('Traductions manquantes');
        // The new section is the carte's last, in the file the copy was built from.
        const index = (JSON.parse(readFileSync(path.join(copy, dataFilePath('menu')), 'utf8')) as MenuData).sections.value.length - 1;
        expect(check.output).toContain(
          `content/data/menu.json › sections.value[${index}].dishes[0].description (Description) : pas de traduction en ${everyTranslationInFrench} (ces pages montrent le texte français)`,
        );
      });

      await test.step('a banner photo too narrow put in by hand: check:content refuses it in French', async () => {
        const homeFile = path.join(copy, dataFilePath('home'));
        const home = readFileSync(homeFile, 'utf8');
        writeFileSync(homeFile, home.replace(/"file": "[^"]+"/, '"file": "cuisine-pizza.jpg"'));
        const check = await npmRun(copy, 'check:content');
        writeFileSync(homeFile, home);
        expect(check.code).not.toBe(0);
        expect(check.output).toContain(
          'content/data/home.json, hero.photo.file : cuisine-pizza.jpg fait 800 px de large ; un bandeau en demande au moins 1600 : choisissez une photo plus grande',
        );
      });

      await test.step('a language filled by copying another: its words not translated yet and a file of another language stop the content check, in French', async () => {
        // What a newcomer does when adding a language by copying English (issue 43), in the copy: a
        // words entry left « not translated yet », and the German carte's PDF given English's name.
        const wordsFile = path.join(copy, 'features/not-found/not-found-words.ts');
        const menuWordsFile = path.join(copy, 'features/restaurant/menu-words.ts');
        const [words, menuWords] = [readFileSync(wordsFile, 'utf8'), readFileSync(menuWordsFile, 'utf8')];
        writeFileSync(
          wordsFile,
          `import { notTranslatedYet } from '@/lib/i18n/not-translated';\n${words.replace("de: { homeLink: 'Zurück zur Startseite' }", "de: { homeLink: notTranslatedYet('Back to the home page') }")}`,
        );
        writeFileSync(menuWordsFile, menuWords.replace("de: 'Speisekarte-Restaurant-de.pdf'", "de: 'Menu-Restaurant-en.pdf'"));
        expect([readFileSync(wordsFile, 'utf8'), readFileSync(menuWordsFile, 'utf8')], 'both files changed').not.toEqual([
          words,
          menuWords,
        ]);
        const check = await npmRun(copy, 'check:content');
        writeFileSync(wordsFile, words);
        writeFileSync(menuWordsFile, menuWords);
        expect(check.code, check.output.slice(-4000)).not.toBe(0);
        expect(check.output).toContain(
          'features/not-found/not-found-words.ts › notFoundWords.de.homeLink : pas encore traduit (« Back to the home page »)',
        );
        expect(check.output).toContain('/Menu-Restaurant-en.pdf : les langues en et de écrivent le même fichier');
      });

      await test.step('a negative price typed by hand: the build stops, says where in French, and out/ is left as it was', async () => {
        const before = folderHashes(out);
        const menuFile = path.join(copy, dataFilePath('menu'));
        const menu = JSON.parse(readFileSync(menuFile, 'utf8')) as MenuData;
        const [first] = menu.sections.value;
        const dish = first?.dishes[0];
        if (!dish) throw new Error('the carte has no first dish');
        dish.priceEuros = -7.5;
        writeFileSync(menuFile, JSON.stringify(menu, null, 2));

        const build = await npmRun(copy, 'build');
        expect(build.code).not.toBe(0);
        expect(build.output).toContain('Erreurs à corriger dans les fichiers de contenu (1) :');
        expect(build.output).toContain(
          'content/data/menu.json › sections.value[0].dishes[0].priceEuros (Prix (€)) : « -7.5 » est un prix négatif : écrivez un montant de 0 ou plus, par exemple 14.5',
        );
        // The content check runs first: nothing was built, not even the assets.
        expect(build.output).not.toContain('Generating static pages');
        expect(folderHashes(out)).toEqual(before);
      });

      await test.step('the event on its own page, in French and, untranslated, in French on the English page', async () => {
        const visitor = await browser.newPage();
        try {
          await visitor.goto(`${origin}/evenements/${eventSlug}/`);
          await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(event.title);
          await visitor.goto(`${origin}/en/events/${eventSlug}/`);
          const title = visitor.getByRole('heading', { level: 1 });
          await expect(title).toHaveText(event.title);
          expect(await title.locator('xpath=ancestor-or-self::*[@lang][1]').getAttribute('lang')).toBe('fr');
        } finally {
          await visitor.close();
        }
      });

      await test.step('the event among the home’s next events, gone from them once it has ended by the visitor’s clock', async () => {
        const nextEvents = (visitor: Page) =>
          visitor.locator('section').filter({ has: visitor.getByRole('heading', { level: 2, name: 'Prochains événements' }) });
        const visitor = await browser.newPage();
        try {
          await visitor.goto(`${origin}/`);
          await waitForHydration(visitor);
          await expect(nextEvents(visitor).getByRole('link', { name: event.title })).toBeVisible();
        } finally {
          await visitor.close();
        }
        const later = await browser.newPage();
        try {
          // The morning after the evening: ended, whatever the build knew.
          await later.clock.install({ time: new Date(parisInstant(parisDayIn(2), '10:00')) });
          await later.goto(`${origin}/`);
          await waitForHydration(later);
          // Nowhere on the home: the list computed in the browser left it out (the page as built held it).
          await expect(later.getByRole('link', { name: event.title })).toHaveCount(0);
        } finally {
          await later.close();
        }
      });

      await test.step('the site with the needed facts alone goes live: no marker anywhere, and a type whose rates are not given takes no request until they are', async () => {
        const requestChalets = (visitor: Page) =>
          visitor.getByRole('region', { name: chaletsTitle }).getByRole('button', { name: stayRequestWords.fr.open });
        const visitor = await browser.newPage();
        try {
          // The seed gives the chalets' rates: they are offered.
          await visitor.goto(`${origin}/hebergements/`);
          await expect(requestChalets(visitor)).toBeVisible();
        } finally {
          await visitor.close();
        }
        // Every optional fact not given, and the chalets' rates not given either (fixtures/facts-not-given.ts).
        const files = onlyNeededGiven(seedFiles()).map((file) =>
          file.file === dataFilePath('stays') ? { ...file, data: withoutChaletRates(file.data) } : file,
        );
        rmSync(path.join(copy, 'content/data'), { recursive: true });
        writeDataFiles(copy, files);
        for (const step of ['check:content', 'build', 'check:publish']) {
          const ran = await npmRun(copy, step, { ...ownerEnv, EVENTS_DATA: undefined });
          expect(ran.code, `npm run ${step}\n${ran.output.slice(-4000)}`).toBe(0);
        }
        expect(shownTexts(out).flatMap(missingFactProblems)).toEqual([]);
        const later = await browser.newPage();
        try {
          await later.goto(`${origin}/hebergements/`);
          await expect(later.getByRole('region', { name: chaletsTitle })).toBeVisible();
          await expect(requestChalets(later)).toHaveCount(0);
          // Each cabin, whose rates are given, takes a request.
          for (const cabin of ['Petite cabane', 'Grande cabane']) {
            await later.getByRole('tab', { name: new RegExp(cabin) }).click();
            await expect(later.getByRole('tabpanel').getByRole('button', { name: stayRequestWords.fr.open })).toBeVisible();
          }
        } finally {
          await later.close();
        }
        // The price list offers the cabins alone.
        const { text } = readPdfText(readFileSync(path.join(out, 'Tarifs-Chalets.pdf')));
        expect(text).toContain('Cabanes');
        expect(text).not.toContain('Chalets familiaux');
      });
    } finally {
      server?.kill();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
