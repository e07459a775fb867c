/** @jest-environment node */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inlineUsedCss, withoutUnusedProperties } from './critical-css';

// A page and a stylesheet of the test's own: the rules the page uses, one it does not, a breakpoint,
// a hover state and a face its heading names.
const stylesheet = [
  "@font-face{font-family:Display;src:url(../media/display.woff2)format('woff2')}",
  '.title{font-family:Display;color:navy}',
  '.unused-dialog{position:fixed}',
  '@media (min-width:64rem){.wide\\:grid{display:grid}}',
  '.link:hover{text-decoration:underline}',
  ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
].join('');
const page =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></head>' +
  '<body><h1 class="title wide:grid" fetchPriority="high">Les Chalets du lac</h1><a class="link" href="/contact/">Contact</a><div class="space-y-4"><p>Un</p><p>Deux</p></div></body></html>';

let outDir = '';
beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'critical-css-'));
  await mkdir(path.join(outDir, '_next/static/chunks'), { recursive: true });
  await writeFile(path.join(outDir, '_next/static/chunks/site.css'), stylesheet);
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

it('inlines the rules the page uses, with their breakpoints, states and faces, before the stylesheet link', async () => {
  const inlined = await inlineUsedCss(page, outDir);
  const css = /<style>([\s\S]*?)<\/style>/.exec(inlined)?.[1] ?? '';
  expect(css).toContain('.title{');
  expect(css).toContain('@media (min-width:64rem)');
  expect(css).toContain('.link:hover');
  expect(css).toContain(':where(.space-y-4>:not(:last-child))');
  expect(css).toContain('@font-face');
  // Inline, the face's file is named from the site's root, not from the stylesheet's folder.
  expect(css).toContain('url(/_next/static/media/display.woff2)');
  expect(css).not.toContain('unused-dialog');
  expect(inlined.indexOf('<style>')).toBeLessThan(inlined.indexOf('<link rel="stylesheet"'));
});

it('leaves the rest of the page as Next wrote it', async () => {
  const inlined = await inlineUsedCss(page, outDir);
  expect(inlined.replace(/<style>[\s\S]*?<\/style>/, '')).toBe(page);
});

describe('withoutUnusedProperties', () => {
  const css = [
    '@layer properties{@supports (not (margin-trim:block)){*,:before,:after{--tw-used:0;--tw-unused:initial;--tw-set:initial}}}',
    '.shift{translate:var(--tw-used) 0}',
    '.ring{--tw-set:2px}',
    '@property --tw-used{syntax:"*";inherits:false;initial-value:0}',
    '@property --tw-unused{syntax:"*";inherits:false}',
    '@property --tw-set{syntax:"*";inherits:false}',
  ].join('');
  const kept = withoutUnusedProperties(css);

  it('keeps the registered properties a rule reads or sets, with their stand-ins', () => {
    expect(kept).toContain('@property --tw-used');
    expect(kept).toContain('@property --tw-set');
    expect(kept).toContain('--tw-used:0');
    expect(kept).toContain('.shift{translate:var(--tw-used) 0}');
  });

  it('drops those no rule names, and their stand-ins', () => {
    expect(kept).not.toContain('--tw-unused');
  });
});
