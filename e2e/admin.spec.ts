// The owner's editor at /admin/ (Sveltia CMS, scripts/build-admin.ts), driven for real and offline.
// Its backend is Sveltia's own `test-repo`: files in the browser's private storage (the origin
// private file system), which the test seeds from e2e/fixtures/admin-repo/ and reads back after a
// save. That is the storage the editor's own end-to-end tests use; a stand-in for GitHub's API
// would have to follow every REST and GraphQL call the editor makes, and break with each release.
// The configuration is the hand-written e2e/fixtures/admin-config.yml with the backend block
// swapped by scripts/admin/backend.ts; the page runs under its own policy (hosting/policy.ts) as the
// GitHub Pages build writes it, since the test server sends no header.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { withAdminMetaContentSecurityPolicy } from '../hosting/meta-csp';
import { adminPath } from '../hosting/policy';
import { withBackend } from '../scripts/admin/backend';

const fixtures = path.resolve('e2e/fixtures');
const config = withBackend(readFileSync(path.join(fixtures, 'admin-config.yml'), 'utf8'), { name: 'test-repo' });
const repository = path.join(fixtures, 'admin-repo');
const seededFiles = readdirSync(repository, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { path: path.relative(repository, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') };
  });
const hoursFile = 'content/data/horaires.json';
const seededHours = JSON.parse(seededFiles.find((file) => file.path === hoursFile)?.text ?? 'null') as unknown;
/** Where the test-repo backend keeps the repository in the origin private file system. */
const storageRoot = 'sveltia-cms-test';

// A browser set to English: the editor is French all the same (scripts/admin/prefer-french.ts).
test.use({ locale: 'en-US' });

interface Watch {
  /** Every request the page and its workers made, blocked ones included. */
  readonly requests: string[];
  readonly violations: string[];
}

/** Opens the editor on the seeded offline repository and signs in to it. */
async function openEditor(page: Page): Promise<Watch> {
  const watch: Watch = { requests: [], violations: [] };
  page.context().on('request', (request) => watch.requests.push(request.url()));
  await page.exposeFunction('reportCspViolation', (text: string) => watch.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.route(`**${adminPath}config.yml*`, (route) => route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: config }));
  await page.route(`**${adminPath}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    // A build already made for GitHub Pages has the tag; a default build gets it here, as that build would.
    await route.fulfill({ response, body: html.includes('http-equiv="Content-Security-Policy"') ? html : withAdminMetaContentSecurityPolicy(html) });
  });

  // The private file system belongs to the origin: seeded from a plain file of the site.
  await page.goto('/robots.txt');
  await page.evaluate(
    async ({ root, files }) => {
      const storage = await navigator.storage.getDirectory();
      await storage.removeEntry(root, { recursive: true }).catch(() => undefined);
      for (const file of files) {
        let folder = await storage.getDirectoryHandle(root, { create: true });
        const parts = file.path.split('/');
        const name = parts.pop() ?? '';
        for (const part of parts) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(name, { create: true })).createWritable();
        await writable.write(file.text);
        await writable.close();
      }
    },
    { root: storageRoot, files: seededFiles },
  );

  await page.goto(adminPath);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /connect-src 'self' data: https:\/\/api\.github\.com/);
  await page.getByRole('button', { name: 'Travailler avec un dépôt de test' }).click();
  await expect(page.getByRole('tree', { name: 'Liste des collections' })).toBeVisible();
  return watch;
}

/** A file of the offline repository as the editor left it. */
async function savedFile(page: Page, file: string): Promise<unknown> {
  const text = await page.evaluate(
    async ({ root, parts }) => {
      let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
      return (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
    },
    { root: storageRoot, parts: file.split('/') },
  );
  return JSON.parse(text) as unknown;
}

/** The editor asked nothing of another host and broke no rule of its policy. */
function expectSelfContained(watch: Watch, origin: string) {
  // The French interface came from the site, as a chunk of the bundle.
  expect(watch.requests.filter((url) => /\/admin\/chunks\/fr-[\w-]+\.js$/.test(url))).toHaveLength(1);
  const elsewhere = watch.requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));
  expect(elsewhere, 'requests to another host').toEqual([]);
  expect(watch.violations, 'Content Security Policy violations').toEqual([]);
}

async function openHours(page: Page) {
  await page.getByRole('treeitem', { name: /Horaires et fermetures/ }).click();
  await page.getByText('Horaires du restaurant').click();
  await expect(page.getByRole('textbox', { name: /Annonce en haut de la page/ })).toBeVisible();
}

test.describe('the editor at /admin/', { tag: '@desktop' }, () => {
  test('is French, edits a field of a data file and saves it into the repository', async ({ page, baseURL }) => {
    const watch = await openEditor(page);
    await expect(page.getByRole('radio', { name: 'Contenus' })).toBeChecked();
    await openHours(page);
    // What is in the repository before the save, so that the read back below is seen to change.
    expect(await savedFile(page, hoursFile)).toEqual(seededHours);

    const announcement = page.getByRole('textbox', { name: /Annonce en haut de la page/ });
    await expect(announcement).toHaveValue('Le restaurant vous accueille du mercredi au dimanche.');
    await announcement.fill('Fermé exceptionnellement le 24 décembre.');
    await page.getByRole('textbox', { name: /Ouverture du soir/ }).fill('19:30');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();

    await expect
      .poll(() => savedFile(page, hoursFile))
      .toEqual({
        annonce: 'Fermé exceptionnellement le 24 décembre.',
        mercredi: { midi: '12:00', soir: '19:30' },
        telephone: { value: '03 84 00 00 00', provisional: true },
      });
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });

  test('refuses to save an empty required field or an hour that does not exist, and says why in French', async ({ page, baseURL }) => {
    const watch = await openEditor(page);
    await openHours(page);
    const announcement = page.getByRole('textbox', { name: /Annonce en haut de la page/ });
    const lunch = page.getByRole('textbox', { name: /Ouverture du midi/ });
    await announcement.fill('');
    await lunch.fill('25:00');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page.getByText('2 champs comportent des erreurs. Veuillez les corriger pour enregistrer l’entrée.')).toBeVisible();
    await expect(announcement).toHaveAttribute('aria-invalid', 'true');
    await expect(lunch).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
    await expect(page.getByText('Écrivez une heure entre 00:00 et 23:59, par exemple 13:30.')).toBeVisible();
    expect(await savedFile(page, hoursFile)).toEqual(seededHours);

    // Corrected, the entry saves.
    await announcement.fill('Ouvert tous les jours en juillet.');
    await lunch.fill('11:45');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Entrée enregistrée.')).toBeVisible();
    await expect.poll(() => savedFile(page, hoursFile)).toMatchObject({ annonce: 'Ouvert tous les jours en juillet.', mercredi: { midi: '11:45', soir: '19:00' } });
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
    await expect(page.getByRole('textbox', { name: /Annonce en haut de la page/ })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeInViewport();
    expectSelfContained(watch, new URL(baseURL ?? '/').origin);
  });
});
