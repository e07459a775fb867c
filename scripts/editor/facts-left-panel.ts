// The editor's list of what is left to give before the site goes live (facts-left.ts), drawn beside
// Sveltia CMS: a button at the bottom of the screen, « 12 informations à donner », that opens the list,
// each fact a link to its file in the editor. The files are read where the editor reads them: the
// repository on GitHub (its API, with the token the owner signed in with, one GraphQL request), or the
// offline test repository of a local build and the end-to-end tests (the browser's private storage).
// Read again after every save. Plain DOM: the editor's page has no framework of its own.
import type { WrittenFile } from '../../content/facts-to-give';
import factsTable from '../../content/schema/json/facts-to-give.json';
import { factsLeftIn, type FactLink } from './facts-left';

/** Where the editor's `backend:` block says the files are. */
type Backend = { readonly name: 'github'; readonly repo: string; readonly branch: string } | { readonly name: 'test-repo' };

/** The data files that hold facts, and the folders of entries (events), as the table names them. */
const folders = new Set(['events']);
const dataFileNames = Object.keys(factsTable).filter((name) => !folders.has(name));

/** The `backend:` block of the editor's configuration, as scripts/editor/backend.ts writes it (JSON scalars). */
export function backendOf(configYaml: string): Backend | undefined {
  const block = /^backend:\n((?:[ \t]+[^\n]*\n?)*)/m.exec(configYaml)?.[1] ?? '';
  const value = (key: string) => {
    const raw = new RegExp(`^[ \\t]+${key}:\\s*(.+)$`, 'm').exec(block)?.[1]?.trim();
    if (raw === undefined) return undefined;
    try {
      return String(JSON.parse(raw));
    } catch {
      return raw;
    }
  };
  const name = value('name');
  if (name === 'test-repo') return { name };
  const repo = value('repo');
  return name === 'github' && repo ? { name, repo, branch: value('branch') ?? 'main' } : undefined;
}

/** Where Sveltia CMS 0.221 keeps the signed-in account (localStorage), its token among it. */
const accountKey = 'sveltia-cms.user';
/** Where its offline test repository keeps the files (the origin private file system). */
const testRepositoryRoot = 'sveltia-cms-test';

async function filesOfTestRepository(): Promise<WrittenFile[]> {
  let data: FileSystemDirectoryHandle;
  try {
    data = await (
      await (await (await navigator.storage.getDirectory()).getDirectoryHandle(testRepositoryRoot)).getDirectoryHandle('content')
    ).getDirectoryHandle('data');
  } catch {
    return [];
  }
  const read = async (folder: FileSystemDirectoryHandle, into: string): Promise<WrittenFile[]> => {
    const files: WrittenFile[] = [];
    for await (const [name, handle] of folder.entries()) {
      if (handle.kind === 'file' && name.endsWith('.json'))
        files.push({
          file: `${into}/${name}`,
          data: JSON.parse(await (await (handle as FileSystemFileHandle).getFile()).text()) as unknown,
        });
    }
    return files;
  };
  const folderFiles = await Promise.all(
    [...folders].map(async (name) => {
      try {
        return await read(await data.getDirectoryHandle(name), `content/data/${name}`);
      } catch {
        return [];
      }
    }),
  );
  return [
    ...(await read(data, 'content/data')).filter((file) => dataFileNames.some((name) => file.file === `content/data/${name}.json`)),
    ...folderFiles.flat(),
  ];
}

type TreeEntry = { readonly name: string; readonly object: { readonly text?: string; readonly entries?: readonly TreeEntry[] } | null };

async function filesOnGitHub(repo: string, branch: string): Promise<WrittenFile[]> {
  const token = (JSON.parse(localStorage.getItem(accountKey) ?? 'null') as { token?: unknown } | null)?.token;
  if (typeof token !== 'string') return [];
  const [owner, name] = repo.split('/');
  const query = `query($owner: String!, $name: String!, $expression: String!) { repository(owner: $owner, name: $name) { object(expression: $expression) { ... on Tree { entries { name object { ... on Blob { text } ... on Tree { entries { name object { ... on Blob { text } } } } } } } } } }`;
  const response = await fetch('https://api.github.com/graphql', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables: { owner, name, expression: `${branch}:content/data` } }),
  });
  if (!response.ok) return [];
  const entries =
    ((await response.json()) as { data?: { repository?: { object?: { entries?: readonly TreeEntry[] } } } }).data?.repository?.object
      ?.entries ?? [];
  const parse = (entry: TreeEntry, into: string): WrittenFile[] =>
    entry.name.endsWith('.json') && entry.object?.text !== undefined
      ? [{ file: `${into}/${entry.name}`, data: JSON.parse(entry.object.text) as unknown }]
      : [];
  return entries.flatMap((entry) =>
    folders.has(entry.name)
      ? (entry.object?.entries ?? []).flatMap((child) => parse(child, `content/data/${entry.name}`))
      : dataFileNames.includes(entry.name.replace(/\.json$/, ''))
        ? parse(entry, 'content/data')
        : [],
  );
}

const style = `
.facts-left { position: fixed; left: 8px; bottom: calc(68px + env(safe-area-inset-bottom)); z-index: 1000; max-width: calc(100vw - 16px); font: 15px/1.4 system-ui, sans-serif; }
/* Closed on a phone, the button keeps clear of the editor's round « Créer une entrée » button at the right. */
.facts-left:not([open]) { max-width: calc(100vw - 96px); }
.facts-left:not([open])[data-left="false"] > summary { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; display: block; line-height: 44px; }
@media (min-width: 768px) { .facts-left, .facts-left:not([open]) { left: 16px; bottom: 16px; max-width: 420px; } }
.facts-left > summary { list-style: none; cursor: pointer; display: inline-flex; align-items: center; min-height: 44px; padding: 4px 16px; border-radius: 22px; color: #fff; font-weight: 600; box-shadow: 0 2px 8px rgb(0 0 0 / 0.25); }
.facts-left > summary::-webkit-details-marker { display: none; }
.facts-left[data-left="true"] > summary { background: #9f2a1c; }
.facts-left[data-left="false"] > summary { background: #2f6b3a; }
.facts-left > div { margin-bottom: 8px; max-height: 70vh; overflow: auto; padding: 12px 16px; border-radius: 12px; background: #fff; color: #222; box-shadow: 0 4px 16px rgb(0 0 0 / 0.25); }
.facts-left ul { margin: 4px 0 12px; padding-left: 18px; }
.facts-left li { margin: 6px 0; }
.facts-left a { color: #1d4e5c; font-weight: 600; }
.facts-left small { display: block; color: #555; }
.facts-left details details > summary { cursor: pointer; font-weight: 600; min-height: 32px; }
`;

const item = (fact: FactLink) => {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = fact.href;
  link.textContent = fact.label;
  const place = document.createElement('small');
  place.textContent = fact.why ? `${fact.place} · ${fact.why}` : fact.place;
  li.append(link, place);
  return li;
};

const list = (facts: readonly FactLink[]) => {
  const ul = document.createElement('ul');
  ul.append(...facts.map(item));
  return ul;
};

/**
 * Draws (or redraws) the list from the files read. None while no file could be read (before signing
 * in); a read that finds none later (the test repository being written) keeps the list drawn.
 */
function draw(root: HTMLDetailsElement, files: readonly WrittenFile[]): void {
  if (files.length === 0) return;
  const left = factsLeftIn(files);
  const summary = document.createElement('summary');
  summary.textContent = left.heading;
  const body = document.createElement('div');
  body.append(list(left.needed));
  if (left.optional.length > 0) {
    const optional = document.createElement('details');
    const title = document.createElement('summary');
    title.textContent = left.optionalHeading;
    optional.append(title, list(left.optional));
    body.append(optional);
  }
  root.dataset.left = String(left.needed.length > 0);
  root.replaceChildren(body, summary);
  root.hidden = false;
}

/** Starts the list beside the editor: read now, after each save, and when the owner comes back to the collections. */
export function showFactsLeft(onSaved: (listener: () => void) => void): void {
  const sheet = document.createElement('style');
  sheet.textContent = style;
  const root = document.createElement('details');
  root.className = 'facts-left';
  root.hidden = true;
  root.setAttribute('aria-label', 'Informations à donner avant la mise en ligne');
  document.head.append(sheet);
  document.body.append(root);
  let backend: Promise<Backend | undefined> | undefined;
  let reads = 0;
  const refresh = async () => {
    backend ??= fetch('./config.yml')
      .then((response) => response.text())
      .then(backendOf)
      .catch(() => undefined);
    // Reads overlap (a save, then the way back to the collections): only the latest one draws.
    const read = ++reads;
    const where = await backend;
    if (!where) return;
    const files = await (where.name === 'github' ? filesOnGitHub(where.repo, where.branch) : filesOfTestRepository()).catch(() => []);
    if (read === reads) draw(root, files);
  };
  // A link leads to a file: the list closes, and stays out of the form's way while a file is open.
  root.addEventListener('click', (event) => {
    if (event.target instanceof HTMLAnchorElement) root.open = false;
  });
  const placed = () => {
    root.style.display = window.location.hash.includes('/entries/') ? 'none' : '';
  };
  window.addEventListener('hashchange', () => {
    placed();
    void refresh();
  });
  onSaved(() => void refresh());
  placed();
  void refresh();
}
