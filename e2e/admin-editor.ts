// The owner's editor at /admin/ (Sveltia CMS, scripts/editor/build-admin.ts), opened for real and offline by
// the admin specs. Its backend is Sveltia's own `test-repo`: files in the browser's private storage
// (the origin private file system), seeded here with the project's own data files and read back
// after a save. That is the storage the editor's own end-to-end tests use; a stand-in for GitHub's
// API would have to follow every REST and GraphQL call the editor makes, and break with each release.
// The configuration is the one the build generated from the schema (out/admin/config.yml) with its
// backend block swapped to test-repo (a build in CI names the repository); the page runs under its
// own policy (hosting/policy.ts) as the GitHub Pages build writes it, since the test server sends no
// header.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { dataFileOnDisk } from '../content/data-file';
import { dataFolderPath, dataFolders } from '../content/schema';
import { translationKeys } from '../content/schema/editor-values';
import { withAdminMetaContentSecurityPolicy } from '../hosting/meta-csp';
import { adminPath } from '../hosting/policy';
import { withBackend } from '../scripts/editor/backend';

/** The configuration as `npm run build:e2e` exported it, on the offline backend. */
export const editorConfigYaml = () => withBackend(readFileSync(path.resolve('out/admin/config.yml'), 'utf8'), { name: 'test-repo' });

export interface RepositoryFile {
  /** Inside the repository, "content/data/menu.json". */
  readonly path: string;
  readonly text: string;
}

/** A photo of the repository, "content/photos/lac.jpg", and its bytes. */
export interface RepositoryPhoto {
  readonly path: string;
  readonly bytes: readonly number[];
}

/** The JSON files of a folder of the repository, "content/data" or "content/data/events", as the tests' seed holds them (CONTENT_DATA). */
const jsonFilesOf = (folder: string): RepositoryFile[] =>
  readdirSync(dataFileOnDisk(folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ path: `${folder}/${name}`, text: readFileSync(path.join(dataFileOnDisk(folder), name), 'utf8') }));

/** The project's data files, as the repository holds them: content/data's files and the files of its folders (one event each), from the tests' seed. */
export function projectDataFiles(): RepositoryFile[] {
  return [...jsonFilesOf('content/data'), ...dataFolders.flatMap((folder) => jsonFilesOf(dataFolderPath(folder.name)))];
}

/** Where the test-repo backend keeps the repository in the origin private file system. */
const storageRoot = 'sveltia-cms-test';

export interface Watch {
  /** Every request the page and its workers made, blocked ones included. */
  readonly requests: string[];
  readonly violations: string[];
}

/** Opens the editor on an offline repository holding `files` and signs in to it. */
export async function openEditor(page: Page, files: readonly (RepositoryFile | RepositoryPhoto)[] = projectDataFiles()): Promise<Watch> {
  const watch: Watch = { requests: [], violations: [] };
  const config = editorConfigYaml();
  page.context().on('request', (request) => watch.requests.push(request.url()));
  await page.exposeFunction('reportCspViolation', (text: string) => watch.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await page.route(`**${adminPath}config.yml*`, (route) => route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: config }));
  await page.route(`**${adminPath}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    // A build already made for GitHub Pages has the tag; a default build gets it here, as that build would.
    await route.fulfill({
      response,
      body: html.includes('http-equiv="Content-Security-Policy"') ? html : withAdminMetaContentSecurityPolicy(html),
    });
  });

  // The private file system belongs to the origin: seeded from a plain file of the site.
  await page.goto('/robots.txt');
  await page.evaluate(
    async ({ root, files: seeded }) => {
      const storage = await navigator.storage.getDirectory();
      await storage.removeEntry(root, { recursive: true }).catch(() => undefined);
      for (const file of seeded) {
        let folder = await storage.getDirectoryHandle(root, { create: true });
        const parts = file.path.split('/');
        const name = parts.pop() ?? '';
        for (const part of parts) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(name, { create: true })).createWritable();
        await writable.write('text' in file ? file.text : Uint8Array.from(file.bytes));
        await writable.close();
      }
    },
    { root: storageRoot, files },
  );

  await page.goto(adminPath);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /connect-src 'self' data: https:\/\/api\.github\.com/,
  );
  await page.getByRole('button', { name: 'Travailler avec un dépôt de test' }).click();
  await expect(page.getByRole('tree', { name: 'Liste des collections' })).toBeVisible();
  return watch;
}

/** The text of a file of the offline repository as the editor left it. */
export function savedText(page: Page, file: string): Promise<string> {
  return page.evaluate(
    async ({ root, parts }) => {
      let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
      return (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
    },
    { root: storageRoot, parts: file.split('/') },
  );
}

/** A JSON file of the offline repository as the editor left it. */
export async function savedFile(page: Page, file: string): Promise<unknown> {
  return JSON.parse(await savedText(page, file)) as unknown;
}

/** A data file's French, at its root: what it holds less its translations and the editor's list of languages. */
export function frenchOf(data: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([key]) => !translationKeys.includes(key)));
}

/** The files of a folder of the offline repository, by name, as bytes; none when it does not exist. */
export function savedFolder(page: Page, folder: string): Promise<Record<string, number[]>> {
  return page.evaluate(
    async ({ root, parts }) => {
      let handle = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
      try {
        for (const part of parts) handle = await handle.getDirectoryHandle(part);
      } catch {
        return {};
      }
      const files: Record<string, number[]> = {};
      try {
        for await (const [name, entry] of handle as unknown as AsyncIterable<[string, FileSystemHandle]>) {
          if (entry.kind === 'file')
            files[name] = [...new Uint8Array(await (await (entry as FileSystemFileHandle).getFile()).arrayBuffer())];
        }
      } catch (error) {
        // A file the editor is writing (a temporary one, renamed into place) can go while the folder is
        // read: nothing saved yet as far as a poll is concerned, which asks again.
        if (error instanceof DOMException && error.name === 'NotFoundError') return {};
        throw error;
      }
      return files;
    },
    { root: storageRoot, parts: folder.split('/') },
  );
}

/** The editor asked nothing of another host and broke no rule of its policy. */
export function expectSelfContained(watch: Watch, origin: string) {
  // The French interface came from the site, as a chunk of the bundle.
  expect(watch.requests.filter((url) => /\/admin\/chunks\/fr-[\w-]+\.js$/.test(url))).toHaveLength(1);
  const elsewhere = watch.requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));
  expect(elsewhere, 'requests to another host').toEqual([]);
  expect(watch.violations, 'Content Security Policy violations').toEqual([]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pane of the open entry in one language: French, and a translation beside it on a wide screen
 * ("Modifier le contenu en Anglais"); a file without texts has a single pane, named "_default".
 */
export const editorPane = (page: Page, language = 'Français') =>
  page.getByRole('group', {
    name: new RegExp(`^Modifier le contenu en \u2068?(${escapeRegExp(language)}${language === 'Français' ? '|_default' : ''})\u2069?$`),
  });

/** A field of the open entry by its label ("Champ « Mercredi »", the label wrapped in direction isolates), in French unless a language is named. */
const fieldName = (label: string) => new RegExp(`^Champ « \u2068?${escapeRegExp(label)}\u2069? »$`);

export const editorField = (page: Page, label: string, language = 'Français') =>
  editorPane(page, language).getByRole('group', { name: fieldName(label) });

/**
 * Scrolls until `count` of `fields` are drawn: the editor draws a list's items and their fields only
 * as they come into view.
 */
export async function scrollUntilDrawn(page: Page, fields: Locator, count: number) {
  await expect(async () => {
    await page.mouse.wheel(0, 200);
    await expect(fields).toHaveCount(count, { timeout: 500 });
  }).toPass();
}

/**
 * In the open entry, adds an item to the photo list `list`, opens its picker, and inserts a file of
 * this machine uploaded there or one of content/photos picked by its name. The new item.
 */
export async function insertPhoto(
  page: Page,
  list: Locator,
  photo: { readonly upload: string } | { readonly pick: string },
): Promise<Locator> {
  await list.getByRole('button', { name: /Ajouter.*Photo/ }).click();
  const added = list
    .getByRole('group')
    .filter({ has: page.getByRole('textbox', { name: 'Description de la photo' }) })
    .filter({ has: page.getByRole('group', { name: fieldName('Fichier') }) })
    .last();
  await added.getByRole('button', { name: 'Parcourir' }).click();
  const picker = page.getByRole('dialog', { name: 'Sélectionner une image' });
  if ('upload' in photo) {
    const chooser = page.waitForEvent('filechooser');
    await picker.getByRole('button', { name: 'Téléverser' }).click();
    await (await chooser).setFiles(photo.upload);
  } else {
    await picker.getByRole('option', { name: photo.pick }).click();
  }
  await picker.getByRole('button', { name: 'Insérer' }).click();
  return added;
}

/** insertPhoto(), then what the photo shows. */
export async function addPhoto(page: Page, list: Locator, photo: { readonly upload: string } | { readonly pick: string }, alt: string) {
  const added = await insertPhoto(page, list, photo);
  // The photo lands in the field a moment later; a save before would find the field empty.
  await expect(added.getByRole('textbox', { name: 'Fichier' })).toHaveText(
    new RegExp(`(^|/)${escapeRegExp('upload' in photo ? path.basename(photo.upload) : photo.pick)}$`),
  );
  await added.getByRole('textbox', { name: 'Description de la photo' }).fill(alt);
}

export interface NewDish {
  readonly name: string;
  /** As typed: "7.5". */
  readonly price: string;
  /** Typed in French only, when given. */
  readonly description?: string;
  /** By their French names in the editor's list, "Gluten"; none: the box « Aucun allergène » is ticked (an empty list says nothing). */
  readonly allergens: readonly string[];
}

/**
 * In the open carte, adds a section at its end holding one dish: only the required fields are filled,
 * the optional ones (section note, diets, and the description unless given) are left as the owner leaves them, empty.
 */
export async function addCarteSection(page: Page, section: { readonly id: string; readonly title: string; readonly dish: NewDish }) {
  const sections = editorField(page, 'Sections');
  // The editor draws a list's items as they come into view: with the others folded, the section just
  // added is the only one whose fields show, wherever the page has scrolled.
  await sections.getByRole('button', { name: 'Tout réduire' }).first().click();
  await editorPane(page)
    .getByRole('button', { name: /Ajouter.*Section/ })
    .click();
  const added = sections
    .getByRole('group')
    .filter({ has: page.getByRole('textbox', { name: 'Identifiant' }) })
    .filter({ has: page.getByRole('textbox', { name: 'Titre de la section' }) })
    .last();
  await expect(sections.getByRole('textbox', { name: 'Identifiant' })).toHaveCount(1);
  await added.getByRole('textbox', { name: 'Identifiant' }).fill(section.id);
  await added.getByRole('textbox', { name: 'Titre de la section' }).fill(section.title);
  await added.getByRole('button', { name: /Ajouter.*Plat/ }).click();
  await added.getByRole('textbox', { name: 'Nom du plat' }).fill(section.dish.name);
  if (section.dish.description !== undefined)
    await added.getByRole('textbox', { name: 'Description', exact: true }).fill(section.dish.description);
  await added.getByRole('spinbutton', { name: 'Prix (€)' }).fill(section.dish.price);
  for (const allergen of section.dish.allergens) {
    await added.getByRole('combobox', { name: 'Allergènes' }).click();
    await page.getByRole('option', { name: allergen, exact: true }).click();
  }
  if (section.dish.allergens.length === 0) await added.getByRole('switch', { name: 'Aucun allergène' }).click();
}

/**
 * Taps on controls, counted, as the owner's phone walks are measured (e2e/admin-phone.spec.ts,
 * e2e/admin-events.spec.ts): tapping into a field to type counts once; the typing does not.
 */
export function tapCounter() {
  let count = 0;
  return {
    get count() {
      return count;
    },
    async tap(target: Locator) {
      count += 1;
      await target.tap();
    },
    /** One tap into the field, then the keyboard. */
    async type(target: Locator, text: string) {
      count += 1;
      await target.tap();
      await target.fill(text);
    },
  };
}
