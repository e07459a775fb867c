import { createHash } from 'node:crypto';
import {
  adminContentSecurityPolicy,
  adminDirectives,
  anyAddressContentSecurityPolicy,
  cloudflareHeadersLimits,
  headerPolicyBesideMetaPolicy,
  svgContentSecurityPolicy,
  cacheRules,
  emailApiOrigin,
  eventPagePaths,
  githubApiOrigin,
  offlineWorkerPaths,
  securityHeaders,
  siteDirectives,
} from './policy';
import { openStreetMapEmbedUrl } from '@/features/contact/directions';
import { inlineScriptHashes, renderCloudflareHeaders, renderHtaccess, renderNetlifyHeaders, renderNginx, renderRedirects } from './render';
import { metaContentSecurityPolicy } from './meta-csp';
import { pathOf, routeIds } from '@/config/routes';
import { languages, translationLanguages, type Translated, type TranslationLanguage } from '@/lib/i18n/languages';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const hashes = [sha256('self.__next_f.push([0])')];

describe('inline script hashes', () => {
  it('hashes exactly the scripts a browser runs inline', () => {
    const html = [
      '<script>self.__next_f.push([0])</script>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script id="x" type="text/javascript">document.documentElement.dataset.ready="1"</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('self.__next_f.push([0])'), sha256('document.documentElement.dataset.ready="1"')]);
  });
});

const csp = (text: string) => /Content-Security-Policy:? "?([^"\n]+)/.exec(text)?.[1] ?? '';
/** An nginx configuration with its variables' values in place, as nginx sends its headers. */
const resolvedNginx = (text: string) => {
  const values = new Map([...text.matchAll(/^set \$(\S+) "([^"]*)";$/gm)].map((match) => [match[1], match[2]]));
  return text.replace(/\$(site_csp_\d+)/g, (_, name: string) => values.get(name) ?? '');
};

describe.each([
  ['nginx', resolvedNginx(renderNginx(hashes))],
  ['Apache', renderHtaccess(hashes)],
])('the %s configuration', (_host, config) => {
  it('sends the security headers', () => {
    for (const header of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Content-Security-Policy',
    ]) {
      expect(config).toContain(header);
    }
  });

  it('allows scripts only from the site and the hashed inline ones, and only the e-mail API to be called', () => {
    const policy = csp(config);
    expect(policy).toContain(`script-src 'self' '${hashes[0]}';`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain(`connect-src 'self' ${emailApiOrigin};`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
  });

  it('admits the OpenStreetMap embed of the contact page as the only frame source', () => {
    const policy = csp(config);
    expect(policy).toContain('frame-src https://www.openstreetmap.org;');
    expect(new URL(openStreetMapEmbedUrl({ latitude: 47.8, longitude: 6.5 })).origin).toBe('https://www.openstreetmap.org');
    expect(policy.match(/frame-src/g)).toHaveLength(1);
    expect(policy).not.toMatch(/frame-src[^;]*('self'|\*|data:|https:(?!\/\/))/);
  });

  it('keeps hashed assets for a year and revalidates pages', () => {
    expect(config).toMatch(/_next\/static[\s\S]*public, max-age=31536000, immutable/);
    expect(config).toContain('no-cache');
  });
});

it('nginx reads the site’s policy however many inline scripts it allows: no parameter over its 4 KB buffer, every hash sent', () => {
  const many = Array.from({ length: 300 }, (_, index) => sha256(`self.__next_f.push([${index}])`));
  const config = renderNginx(many);
  expect(Math.max(...config.split('\n').map((line) => line.length))).toBeLessThan(4096);
  const policy = csp(resolvedNginx(config));
  expect(policy).toContain(`script-src 'self' ${many.map((hash) => `'${hash}'`).join(' ')};`);
  expect(policy).toContain("frame-ancestors 'none'");
});

it('nginx repeats the security headers in every location, since a location that adds a header inherits none', () => {
  const locations = renderNginx(hashes)
    .split(/\nlocation /)
    .slice(1);
  const withHeaders = locations.filter((block) => block.includes('add_header'));
  expect(withHeaders.length).toBeGreaterThanOrEqual(3);
  for (const block of withHeaders) {
    expect(block.match(/add_header Content-Security-Policy/g)).toHaveLength(1);
    expect(block.match(/add_header Cache-Control/g)).toHaveLength(1);
    expect(block).toContain('add_header Strict-Transport-Security');
  }
});

describe('the owner’s editor at /admin/', () => {
  const adminCsp = (text: string) => /Content-Security-Policy:? "?([^"\n]*api\.github\.com[^"\n]*)/.exec(text)?.[1] ?? '';

  it.each([
    ['nginx', resolvedNginx(renderNginx(hashes))],
    ['Apache', renderHtaccess(hashes)],
  ])('has its own policy on %s: its scripts from the site, GitHub’s API, and not indexed', (_host, config) => {
    const policy = adminCsp(config);
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toContain('sha256-');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain(`connect-src 'self' data: ${githubApiOrigin};`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(config).toMatch(/X-Robots-Tag:? "?noindex, nofollow/);
    expect(config).toMatch(/Cross-Origin-Opener-Policy:? "?same-origin-allow-popups/);
    // The site's policy is left as it was: one policy per document, never the two together.
    expect(csp(config)).toContain(`connect-src 'self' ${emailApiOrigin};`);
    expect(csp(config)).not.toContain('github');
  });

  it('nginx serves it from its own location with the shared headers', () => {
    const location =
      renderNginx(hashes)
        .split(/\nlocation /)
        .find((block) => block.startsWith('^~ /admin/')) ?? '';
    expect(location).toContain('add_header Strict-Transport-Security');
    expect(location).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(location).toContain(`add_header Content-Security-Policy "${adminCsp(location)}" always;`);
  });

  it('Apache replaces the site’s document headers under /admin/', () => {
    expect(renderHtaccess(hashes)).toMatch(/<If "%\{REQUEST_URI\} =~ m#\^\/admin\/#">\n(\s+Header always set [^\n]+\n){3}<\/If>/);
  });
});

describe('Apache', () => {
  const htaccess = renderHtaccess(hashes);

  it('sets every security header unconditionally: without mod_headers Apache fails loudly instead of serving the site without them', () => {
    expect(htaccess).not.toMatch(/<IfModule mod_headers/);
    expect(htaccess).not.toMatch(/<IfModule mod_rewrite/);
    for (const header of ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options']) {
      expect(htaccess).toMatch(new RegExp(`^Header always set ${header} `, 'm'));
    }
    // Compression alone may be missing.
    expect(htaccess).toMatch(/<IfModule mod_deflate\.c>\n\s+AddOutputFilterByType DEFLATE [^\n]+\n<\/IfModule>/);
  });

  it('sends plain http to the same address in https, unless a front server says it came in https', () => {
    expect(htaccess).toContain(
      [
        'RewriteEngine On',
        'RewriteCond %{HTTPS} !=on',
        'RewriteCond %{ENV:HTTPS} !=on',
        'RewriteCond %{HTTP:X-Forwarded-Proto} !=https',
        'RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]',
      ].join('\n'),
    );
  });
});

it('redirects each page without its final slash to the page, in every language', () => {
  expect(renderRedirects()).toContain('/restaurant /restaurant/ 301');
  expect(renderRedirects()).toContain('/nl/accommodaties /nl/accommodaties/ 301');
  expect(renderRedirects()).toContain('/de /de/ 301');
  // Every page but French's home, which has no address without its slash.
  expect(renderRedirects().match(/ 301$/gm)).toHaveLength(routeIds.length * languages.length - 1);
});

describe('an unknown address under a language’s prefix gets that language’s 404 page', () => {
  it('on nginx, from the language’s location, with the site’s headers', () => {
    const location =
      renderNginx(hashes)
        .split(/\nlocation /)
        .find((block) => block.startsWith('^~ /de/ ')) ?? '';
    expect(location).toContain('error_page 404 /de/404.html;');
    expect(location).toContain('add_header Content-Security-Policy');
    expect(renderNginx(hashes)).toContain('error_page 404 /404.html;');
  });

  it('on Apache, by the address asked', () => {
    expect(renderHtaccess(hashes)).toContain('<If "%{REQUEST_URI} =~ m#^/nl/#">\n    ErrorDocument 404 /nl/404.html\n</If>');
    expect(renderHtaccess(hashes)).toMatch(/^ErrorDocument 404 \/404\.html$/m);
  });

  it('on Netlify, by rules that end the redirects', () => {
    const notFoundRules: Readonly<Record<TranslationLanguage, string>> = {
      en: '/en/* /en/404.html 404',
      nl: '/nl/* /nl/404.html 404',
      de: '/de/* /de/404.html 404',
    };
    expect(renderRedirects().trimEnd().split('\n').slice(-translationLanguages.length)).toEqual(
      translationLanguages.map((lang) => notFoundRules[lang]),
    );
  });
});

it('gives the events’ own pages, which each build reads, the pages’ headers and redirect', () => {
  const eventPaths = eventPagePaths(['2026-12-04-soiree-moules-frites']);
  const eventPages: Translated<string> = {
    fr: '/evenements/2026-12-04-soiree-moules-frites/',
    en: '/en/events/2026-12-04-soiree-moules-frites/',
    nl: '/nl/evenementen/2026-12-04-soiree-moules-frites/',
    de: '/de/veranstaltungen/2026-12-04-soiree-moules-frites/',
  };
  expect(eventPaths).toEqual(languages.map((lang) => eventPages[lang]));
  expect(renderRedirects(eventPaths)).toContain(
    '/en/events/2026-12-04-soiree-moules-frites /en/events/2026-12-04-soiree-moules-frites/ 301',
  );
  const rules = renderNetlifyHeaders(hashes, eventPaths)
    .split(/\n(?=\/)/)
    .slice(1);
  const rule = rules.find((candidate) => candidate.startsWith('/de/veranstaltungen/2026-12-04-soiree-moules-frites/\n')) ?? '';
  expect(rule).toContain('Content-Security-Policy');
  expect(rule).toContain('Cache-Control: no-cache');
  expect(renderHtaccess(hashes)).toContain('AddType text/calendar .ics');
});

it('types the events’ calendar files and the web manifests on nginx in every language, inside each ^~ language block whose address skips the server’s regexes', () => {
  const nginx = renderNginx(hashes);
  const calendarLocation = 'location ~ \\.ics$ {\n        types { }\n        default_type "text/calendar; charset=utf-8";';
  const manifestLocation = 'location ~ \\.webmanifest$ {\n        types { }\n        default_type application/manifest+json;';
  for (const prefix of translationLanguages.map((lang) => pathOf('home', lang))) {
    const block = nginx.slice(nginx.indexOf(`location ^~ ${prefix} {`)).split('\n}\n')[0] ?? '';
    expect(block).toContain(calendarLocation);
    expect(block).toContain(manifestLocation);
  }
  const root = nginx.slice(nginx.indexOf('location / {'));
  expect(root).toContain(calendarLocation);
  expect(root).toContain(manifestLocation);
});

/** A _headers file as its rules, in order: the pattern, the headers it detaches (« ! Name »), those it sets. */
function headersRules(text: string): { pattern: string; detached: string[]; set: [string, string][] }[] {
  const rules: { pattern: string; detached: string[]; set: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) rules.push({ pattern: line, detached: [], set: [] });
    const rule = rules.at(-1);
    if (!rule || !line.startsWith('  ')) continue;
    const detached = /^ {2}! (.+)$/.exec(line)?.[1];
    if (detached) rule.detached.push(detached);
    else {
      const [name = '', ...value] = line.trim().split(': ');
      rule.set.push([name, value.join(': ')]);
    }
  }
  return rules;
}

/** Whether a rule's pattern takes the address, `*` standing for any characters, as both hosts read it. */
const takes = (pattern: string, address: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\/-]/g, '\\$&'))
      .join('.*')}$`,
  ).test(address);

/** Cloudflare Pages' reading (its asset server): rules in order, each detaching then setting; a header set again is joined. */
function cloudflareHeaders(text: string, address: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const setBefore = new Set<string>();
  for (const rule of headersRules(text).filter(({ pattern }) => takes(pattern, address))) {
    for (const name of rule.detached) headers.delete(name);
    for (const [name, value] of rule.set) {
      headers.set(name, setBefore.has(name) ? [...(headers.get(name) ?? []), value] : [value]);
      setBefore.add(name);
    }
  }
  return headers;
}

/** Netlify, under either reading of two rules setting one header: the later one's value, or both sent. */
function netlifyHeaders(text: string, address: string, reading: 'override' | 'both'): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of headersRules(text).filter(({ pattern }) => takes(pattern, address))) {
    for (const [name, value] of rule.set) headers.set(name, reading === 'both' ? [...(headers.get(name) ?? []), value] : [value]);
  }
  return headers;
}

const sitePolicy = securityHeaders(hashes).find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
const addresses = {
  pages: ['/', '/restaurant/', '/restaurant/index.html', '/de/unterkuenfte/', '/en/404.html', '/404.html'],
  elsewhere: ['/nope/deep/x', '/x/index.html', '/Carte-Restaurant.pdf', '/images/lac-480.svg', '/icon.svg', '/_next/static/chunks/a.js'],
  editor: ['/admin/', '/admin/index.html', '/admin/editeur-x.js'],
};

/** Whether a policy lets an inline script of this hash run: its hash listed, or 'unsafe-inline' with no hash or nonce beside it. */
function runsInline(policy: string, hash: string): boolean {
  const directives = policy.split(/;\s*/).map((entry) => entry.split(' '));
  const [, ...sources] = directives.find(([name]) => name === 'script-src') ?? directives.find(([name]) => name === 'default-src') ?? [''];
  if (sources.includes(`'${hash}'`)) return true;
  return sources.includes("'unsafe-inline'") && !sources.some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
}

describe('Cloudflare Pages’ _headers', () => {
  const file = renderCloudflareHeaders();
  const headerPolicy = headerPolicyBesideMetaPolicy();

  it('gives every address one policy: the site’s everywhere, the 404 page’s unknown addresses and PDFs included; SVG files their own; the editor its own', () => {
    for (const address of [...addresses.pages, ...addresses.elsewhere.filter((address) => !address.endsWith('.svg'))]) {
      expect([address, cloudflareHeaders(file, address).get('Content-Security-Policy')]).toEqual([address, [headerPolicy]]);
      expect([address, cloudflareHeaders(file, address).get('Cross-Origin-Opener-Policy')]).toEqual([address, ['same-origin']]);
    }
    for (const address of ['/images/lac-480.svg', '/icon.svg']) {
      expect([address, cloudflareHeaders(file, address).get('Content-Security-Policy')]).toEqual([address, [svgContentSecurityPolicy]]);
    }
    for (const address of addresses.editor) {
      const headers = cloudflareHeaders(file, address);
      expect([address, headers.get('Content-Security-Policy')]).toEqual([address, [adminContentSecurityPolicy()]]);
      expect(headers.get('Cross-Origin-Opener-Policy')).toEqual(['same-origin-allow-popups']);
      expect(headers.get('X-Robots-Tag')).toEqual(['noindex, nofollow']);
      expect(headers.get('Strict-Transport-Security')).toHaveLength(1);
    }
  });

  it('lets a page’s inline script run only with its hash, which the page’s meta policy lists: the header keeps the rest of the site’s policy', () => {
    const meta = metaContentSecurityPolicy(hashes);
    const both = (hash: string) => runsInline(headerPolicy, hash) && runsInline(meta, hash);
    expect(both(hashes[0] ?? '')).toBe(true);
    expect(both(sha256('alert(1)'))).toBe(false);
    // Alone, the header would let it run: an SVG, which no meta reaches, has a policy of its own.
    expect(runsInline(headerPolicy, sha256('alert(1)'))).toBe(true);
    expect(runsInline(svgContentSecurityPolicy, sha256('alert(1)'))).toBe(false);
    const withoutScripts = (policy: string) => policy.split('; ').filter((entry) => !entry.startsWith('script-src'));
    expect(withoutScripts(headerPolicy)).toEqual(withoutScripts(sitePolicy));
    expect(headerPolicy).toContain("script-src 'self' 'unsafe-inline';");
  });

  it('gives every address one Cache-Control: a year for hashed files, revalidation for the rest', () => {
    expect(cloudflareHeaders(file, '/_next/static/chunks/a.js').get('Cache-Control')).toEqual(['public, max-age=31536000, immutable']);
    expect(cloudflareHeaders(file, '/images/lac-480.avif').get('Cache-Control')).toEqual(['public, max-age=31536000, immutable']);
    for (const address of ['/', '/nope', '/admin/', '/Carte-Restaurant.pdf'])
      expect(cloudflareHeaders(file, address).get('Cache-Control')).toEqual(['no-cache']);
  });

  it('stays within the host’s limits whatever the pages and events: five rules, every line under 2 000 characters', () => {
    const rules = headersRules(file);
    expect(rules.map(({ pattern }) => pattern)).toEqual(['/*', '/*.svg', '/_next/static/*', '/images/*', '/admin/*']);
    expect(rules.length).toBeLessThanOrEqual(cloudflareHeadersLimits.rules);
    expect(Math.max(...file.split('\n').map((line) => line.trim().length))).toBeLessThanOrEqual(cloudflareHeadersLimits.lineLength);
    // What the build made before: the whole policy in a header, 57 hashes, 3 401 characters, a line the host ignores.
    const fiftySeven = Array.from({ length: 57 }, (_, index) => sha256(`script ${index}`));
    expect(`  Content-Security-Policy: ${securityHeaders(fiftySeven)[0]?.[1] ?? ''}`.trim().length).toBeGreaterThan(
      cloudflareHeadersLimits.lineLength,
    );
  });
});

describe('Netlify’s _headers', () => {
  const file = renderNetlifyHeaders(hashes, eventPagePaths(['2026-12-04-soiree-moules-frites']));
  const anyAddress = anyAddressContentSecurityPolicy(hashes);

  it.each(['override', 'both'] as const)(
    'leaves each page the site’s policy and the editor its own, whether Netlify keeps the later value or sends both (%s)',
    (reading) => {
      const expected = (policy: string) => (reading === 'both' ? [anyAddress, policy] : [policy]);
      for (const address of [...addresses.pages, '/de/veranstaltungen/2026-12-04-soiree-moules-frites/index.html']) {
        expect([address, netlifyHeaders(file, address, reading).get('Content-Security-Policy')]).toEqual([address, expected(sitePolicy)]);
      }
      for (const address of addresses.editor) {
        expect([address, netlifyHeaders(file, address, reading).get('Content-Security-Policy')]).toEqual([
          address,
          expected(adminContentSecurityPolicy()),
        ]);
      }
      for (const address of addresses.elsewhere) {
        expect([address, netlifyHeaders(file, address, reading).get('Content-Security-Policy')]).toEqual([address, [anyAddress]]);
      }
      // Headers that do not combine are never set twice for one address.
      for (const address of [...addresses.pages, ...addresses.elsewhere, ...addresses.editor]) {
        for (const name of ['Cache-Control', 'Cross-Origin-Opener-Policy', 'X-Frame-Options', 'Strict-Transport-Security']) {
          expect([address, name, (netlifyHeaders(file, address, 'both').get(name) ?? []).length <= 1]).toEqual([address, name, true]);
        }
      }
    },
  );

  it('gives any other address a policy that allows each source either policy allows, and nothing more', () => {
    const translator = 'https://api.openai.com';
    const union = anyAddressContentSecurityPolicy(hashes, translator);
    const directive = (name: string) =>
      union
        .split('; ')
        .find((entry) => entry.split(' ')[0] === name)
        ?.split(' ')
        .slice(1) ?? [];
    for (const [name = '', ...sources] of [...siteDirectives(hashes), ...adminDirectives(translator)]) {
      expect([name, directive(name)]).toEqual([name, expect.arrayContaining(sources)]);
    }
    // The editor has no frame-src: it frames from default-src, the site itself.
    expect(directive('frame-src')).toEqual(['https://www.openstreetmap.org', "'self'"]);
    expect(directive('script-src')).toEqual(["'self'", `'${hashes[0]}'`, "'wasm-unsafe-eval'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(union).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'|\*/);
  });
});

it("revalidates the arrival guide’s service worker on every host, and lets the guide register it (worker-src falls back on script-src 'self')", () => {
  expect(offlineWorkerPaths).toEqual(['/guide-arrivee/sw.js', '/en/arrival-guide/sw.js', '/nl/aankomstgids/sw.js', '/de/anreise/sw.js']);
  const netlify = headersRules(renderNetlifyHeaders(hashes));
  for (const path of offlineWorkerPaths) {
    expect(netlify.find((rule) => rule.pattern === path)?.set).toEqual([['Cache-Control', 'no-cache']]);
    // Not under a folder kept for a year on any host.
    expect(cacheRules.some((rule) => path.startsWith(rule.prefix))).toBe(false);
  }
  expect(headersRules(renderCloudflareHeaders()).find((rule) => rule.pattern === '/*')?.set).toContainEqual(['Cache-Control', 'no-cache']);
  expect(renderHtaccess(hashes)).toContain('Header set Cache-Control "no-cache"');
  // No worker-src nor child-src: a worker falls back on script-src, which allows the site's own files.
  const policy = securityHeaders(hashes).find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  expect(policy).not.toMatch(/worker-src|child-src/);
  expect(policy).toMatch(/script-src 'self'/);
});
