import { expect, test } from '@playwright/test';
import { pathOf, routeIds } from '@/config/routes';
import { languages } from '@/lib/i18n/languages';

// Pages are read as served, without running their scripts: what a crawler or a visitor without JS follows.
test.use({ javaScriptEnabled: false });

interface PageLinks {
  readonly links: string[];
  readonly ids: string[];
}

/** Every URL a page points at (links, images and their srcset, sources, scripts, stylesheets, icons) and its ids. */
function collectLinks(): PageLinks {
  const links: string[] = [];
  const add = (value: string | null) => {
    if (value) links.push(new URL(value, document.baseURI).href);
  };
  const addSrcset = (value: string | null) => {
    for (const candidate of (value ?? '').split(',')) add(candidate.trim().split(/\s+/)[0] ?? null);
  };
  document.querySelectorAll('a[href], area[href], link[href]').forEach((element) => add(element.getAttribute('href')));
  document
    .querySelectorAll('img[src], script[src], iframe[src], video[src], audio[src], source[src]')
    .forEach((element) => add(element.getAttribute('src')));
  document.querySelectorAll('img[srcset], source[srcset]').forEach((element) => addSrcset(element.getAttribute('srcset')));
  document.querySelectorAll('video[poster]').forEach((element) => add(element.getAttribute('poster')));
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return { links, ids };
}

test('every link, image, file and anchor of the served site resolves', { tag: '@desktop' }, async ({ page, request, baseURL }) => {
  // Every page in every language, and what they link to.
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? '/').origin;
  const start = routeIds.flatMap((id) => languages.map((lang) => new URL(pathOf(id, lang), origin).href));
  const queue = [...start];
  const visited = new Set<string>();
  const idsByPage = new Map<string, Set<string>>();
  const fragments: { from: string; to: string }[] = [];
  const broken: string[] = [];
  const external = new Set<string>();
  const referrer = new Map<string, string>();

  while (queue.length > 0) {
    const url = queue.shift();
    if (url === undefined || visited.has(url)) continue;
    visited.add(url);
    const from = referrer.get(url) ?? 'start';

    const response = await request.get(url, { maxRedirects: 0 });
    const status = response.status();
    if (status === 301 || status === 302 || status === 308) {
      const location = new URL(response.headers().location ?? '', url).href;
      referrer.set(location, from);
      queue.push(location);
      continue;
    }
    if (status !== 200) {
      broken.push(`${url} → ${status} (linked from ${from})`);
      continue;
    }
    const type = response.headers()['content-type'] ?? '';
    if (url.endsWith('.pdf')) {
      expect(type, `${url} is served as a PDF`).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString('latin1'), `${url} is a PDF file`).toBe('%PDF-');
    }

    let found: string[] = [];
    if (type.startsWith('text/html')) {
      await page.goto(url);
      const { links, ids } = await page.evaluate(collectLinks);
      idsByPage.set(url, new Set(ids));
      found = links;
    } else if (type.startsWith('text/css')) {
      const css = await response.text();
      found = [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)]
        .map((match) => match[1] ?? '')
        .filter((value) => !value.startsWith('data:'))
        .map((value) => new URL(value, url).href);
    }

    for (const link of found) {
      const target = new URL(link);
      // geo: opens the visitor's maps app on Android (the contact page's directions).
      if (target.protocol === 'mailto:' || target.protocol === 'tel:' || target.protocol === 'geo:') {
        expect(target.pathname.length, `${link} on ${url} has an address`).toBeGreaterThan(3);
        continue;
      }
      if (target.origin !== origin) {
        expect(target.protocol, `${link} on ${url} is a secure external link`).toBe('https:');
        external.add(target.href);
        continue;
      }
      if (target.hash) fragments.push({ from: url, to: target.href });
      target.hash = '';
      if (!visited.has(target.href)) {
        if (!referrer.has(target.href)) referrer.set(target.href, url);
        queue.push(target.href);
      }
    }
  }

  for (const { from, to } of fragments) {
    const target = new URL(to);
    const id = decodeURIComponent(target.hash.slice(1));
    target.hash = '';
    const ids = idsByPage.get(target.href);
    if (ids && !ids.has(id)) broken.push(`${to} → no element with id "${id}" (linked from ${from})`);
  }

  expect(broken, `broken links among ${visited.size} checked URLs`).toEqual([]);
  // The crawl really went through the site: every page, its images in several sizes, the price list.
  expect(idsByPage.size).toBeGreaterThanOrEqual(start.length);
  expect([...visited].filter((url) => /\.(avif|webp|jpe?g)$/.test(url)).length).toBeGreaterThan(20);
  expect([...visited].some((url) => url.endsWith('.pdf'))).toBe(true);
});
