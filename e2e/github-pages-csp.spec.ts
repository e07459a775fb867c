// GitHub Pages sends no custom header: a build for it (DEPLOY_TARGET=github-pages) carries the
// Content Security Policy in each page as a meta tag. This serves a page of out/ the way that build
// writes it (hosting/meta-csp.ts, the hashes of every page as scripts/build/build-hosting-config.ts takes
// them) from a server that sends no policy header, and checks the page works under it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { withMetaContentSecurityPolicy } from '../hosting/meta-csp';
import { languageNotFoundPages } from '../hosting/policy';
import { inlineScriptHashes } from '../hosting/render';
import { inlineScript } from '../scripts/build/export-rewrites';
import { openPage } from './support';

const out = path.resolve('out');
const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
const hashes = [...new Set(pages.flatMap((file) => inlineScriptHashes(readFileSync(path.join(out, file), 'utf8'))))].sort();
const metaTag = 'meta[http-equiv="Content-Security-Policy"]';

// The page and the scripts it runs are the same at every screen size (none is chosen by the width).
test(
  'a page built for GitHub Pages runs under its meta Content Security Policy without a violation',
  { tag: '@desktop' },
  async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await page.route('**/restaurant/', async (route) => {
      const response = await route.fetch();
      expect(response.headers()['content-security-policy'], 'the test server sends no policy header, like GitHub Pages').toBeUndefined();
      const html = await response.text();
      // A build already made for GitHub Pages has the tag; a default build gets it here, as that build would.
      const body = html.includes('http-equiv="Content-Security-Policy"') ? html : withMetaContentSecurityPolicy(html, hashes);
      await route.fulfill({ response, body });
    });

    await openPage(page, '/restaurant/');
    await expect(page.locator(metaTag)).toHaveAttribute('content', /script-src 'self' 'sha256-/);
    // The page's own scripts ran (React hydrated the form's controls) and nothing was blocked.
    await page.getByRole('button', { name: 'Réserver une table' }).click();
    await expect(page.getByRole('region', { name: 'Demande de réservation' })).toBeVisible();
    expect(violations).toEqual([]);

    // The policy is in force: an inline script it does not list is blocked.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "oui"';
      document.body.append(script);
    });
    await expect.poll(() => violations).toEqual(['script-src-elem inline']);
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'oui');
  },
);

test(
  'GitHub Pages’ one 404 page sends an address under /de/ on to the German 404 page, under its meta policy',
  { tag: '@desktop' },
  async ({ page }) => {
    const violations: string[] = [];
    // The 404 status itself is logged as a failed load: only the policy's refusals count here.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    // What GitHub Pages answers for any unknown address: out/404.html as a build for it writes it.
    const script = `<script>${inlineScript('not-found-language.ts', 'showLanguageNotFoundPage', [languageNotFoundPages])}</script>`;
    const withScript = readFileSync(path.join(out, '404.html'), 'utf8').replace('<head>', `<head>${script}`);
    const notFound = withMetaContentSecurityPolicy(withScript, [...new Set([...hashes, ...inlineScriptHashes(withScript)])]);
    await page.route('**/de/gibt-es-nicht/', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFound }),
    );

    await page.goto('/de/gibt-es-nicht/');
    await expect(page).toHaveURL(/\/de\/404\.html$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(violations).toEqual([]);
  },
);
