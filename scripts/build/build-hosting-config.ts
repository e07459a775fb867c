// Runs after `next build` and scripts/build/finish-export.ts (whose script loader is inline too): hashes
// every inline script of the pages (they differ per page and per build, so the CSP can only be
// written now), then writes each host's configuration:
// out/.htaccess (Apache), out/_headers and out/_redirects (Netlify, Cloudflare Pages), all
// uploaded with the site, and hosting/generated/nginx-site.conf for the nginx server block.
// For DEPLOY_TARGET=github-pages (no custom headers there) and cloudflare (whose header lines cannot
// hold the hashes) each page also gets the policy as a meta tag; for GitHub Pages the owner's editor
// (out/admin/) its own, and the one 404 page a way to each language's. Last, it records what the build was made with for
// the publish guard (scripts/deploy/). It gains no time: the pages change only for GitHub Pages and Cloudflare
// Pages, where the policy costs each page 3.4 KB (2.1 KB brotli), the price of the script hashes on a
// host that sends no header or cannot hold them in one. Next 16.4 writes no host configuration for a static export (headers() needs its server).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recordBuildFacts } from '../deploy/build-facts';
import { sitePages } from './out-files';
import { withAdminMetaContentSecurityPolicy, withMetaContentSecurityPolicy } from '../../hosting/meta-csp';
import { adminPath, eventPagePaths, languageNotFoundPages, metaPolicyTargets, notFoundPage } from '../../hosting/policy';
import { eventsIn } from '../../features/events/events';
import { inlineScript } from './export-rewrites';
import { voucherCodePageFile } from '../editor/voucher-code-html';
import {
  inlineScriptHashes,
  renderCloudflareHeaders,
  renderHtaccess,
  renderNetlifyHeaders,
  renderNginx,
  renderRedirects,
} from '../../hosting/render';

const root = process.cwd();
const outDir = path.join(root, 'out');

/** GitHub Pages serves out/404.html for every unknown address: it sends the visitor on to their language's. */
async function addLanguageChoiceToNotFoundPage(): Promise<void> {
  const file = path.join(outDir, notFoundPage);
  const html = await readFile(file, 'utf8');
  const script = `<script>${inlineScript('not-found-language.ts', 'showLanguageNotFoundPage', [languageNotFoundPages])}</script>`;
  await writeFile(file, html.replace(/<head>/, `<head>${script}`));
}

async function main() {
  // Before the hashes are taken: the policy must allow this script too.
  if (process.env.DEPLOY_TARGET === 'github-pages') await addLanguageChoiceToNotFoundPage();
  const files = await sitePages(outDir);
  const pages = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  // One policy for every page (the 404 page answers at any address): the union of their scripts.
  const hashes = [...new Set(pages.flatMap(inlineScriptHashes))].sort();

  // The events' pages of this build, as the export wrote them: each gets the pages' headers and redirect.
  const eventPaths = eventPagePaths(eventsIn('fr').map((event) => event.slug));
  await mkdir(path.join(root, 'hosting/generated'), { recursive: true });
  await Promise.all([
    writeFile(path.join(outDir, '.htaccess'), renderHtaccess(hashes)),
    // Netlify and Cloudflare Pages read the same file name, but combine matching rules differently
    // (hosting/render.ts): the build for Cloudflare gets its own; every other build Netlify's, right on both.
    writeFile(
      path.join(outDir, '_headers'),
      process.env.DEPLOY_TARGET === 'cloudflare' ? renderCloudflareHeaders() : renderNetlifyHeaders(hashes, eventPaths),
    ),
    writeFile(path.join(outDir, '_redirects'), renderRedirects(eventPaths)),
    writeFile(path.join(root, 'hosting/generated/nginx-site.conf'), renderNginx(hashes)),
  ]);
  console.log(`hosting config: ${hashes.length} inline scripts hashed over ${files.length} pages`);
  // GitHub Pages sends no header; Cloudflare Pages cannot carry the hashes in one (hosting/policy.ts).
  if ((metaPolicyTargets as readonly string[]).includes(process.env.DEPLOY_TARGET ?? '')) {
    await Promise.all(files.map(async (file, index) => writeFile(file, withMetaContentSecurityPolicy(pages[index] ?? '', hashes))));
    console.log(`hosting config: policy written as a meta tag into ${files.length} pages (${process.env.DEPLOY_TARGET})`);
  }
  if (process.env.DEPLOY_TARGET === 'github-pages') {
    // The editor's page and the owner's voucher code page beside it.
    for (const name of ['index.html', voucherCodePageFile]) {
      const adminPage = path.join(outDir, adminPath, name);
      await writeFile(adminPage, withAdminMetaContentSecurityPolicy(await readFile(adminPage, 'utf8')));
    }
    console.log(`hosting config: the editor's own policy written as a meta tag into ${adminPath}`);
  }
  const facts = await recordBuildFacts(root);
  console.log(
    `build facts: ${facts.neededFacts.length} needed facts not given, ${facts.optionalFactsLeft} optional ones, EmailJS ${facts.emailjsConfigured ? 'configured' : 'not configured'}`,
  );
}

void main();
