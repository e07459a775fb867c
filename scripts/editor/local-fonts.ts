// The editor's style sheet (in @sveltia/cms's npm/index.js) declares its three fonts with
// @font-face rules pointing at jsDelivr's Fontsource files, while the package ships the same files
// in npm/assets/. scripts/editor/build-admin.ts copies those to public/admin/assets/ and rewrites the rules
// here, so that the editor asks no other host for a font.

const fontsourceUrl = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g;

/**
 * `source` with each jsDelivr font URL replaced by the copied file's address relative to the
 * editor's page (/admin/), e.g. source-sans-3:vf@5.3.0/latin-wght-normal.woff2 becomes
 * assets/source-sans-3-latin-wght-normal-BqRLTx4X.woff2. Fails on a font it cannot place, and when
 * there is none left to rewrite: a new version of the package must be looked at, not shipped blind.
 */
export function localFontUrls(source: string, assets: readonly string[]): string {
  let replaced = 0;
  const result = source.replace(fontsourceUrl, (url, font: string, subset: string) => {
    const file = assets.find((name) => name.startsWith(`${font}-${subset}-`) && name.endsWith('.woff2'));
    if (!file) throw new Error(`build-admin: no copy of ${url} among the package's assets`);
    replaced += 1;
    return `assets/${file}`;
  });
  if (replaced === 0) throw new Error('build-admin: no jsDelivr font URL in @sveltia/cms any more; check how it loads its fonts');
  return result;
}
