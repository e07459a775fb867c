// The one description of how the static site must be served: security headers, the Content
// Security Policy, caching, compression, clean URLs and the 404 page. scripts/build/build-hosting-config.ts
// turns it into the nginx, Apache and Netlify / Cloudflare Pages files, so they cannot drift apart.
import { eventPath, notFoundPaths, offlineWorkerPath, pathOf } from '@/config/routes';
import { siteRoutes } from '@/site/seo';
import { languages, sourceLanguage } from '@/lib/i18n/languages';
import { openStreetMapOrigin } from '@/features/contact/directions';

/** The e-mail provider's API, the only other origin the pages talk to (restaurant requests). */
export const emailApiOrigin = 'https://api.emailjs.com';

/** The owner's editor (Sveltia CMS, scripts/editor/build-admin.ts): its own policy, never indexed. */
export const adminPath = '/admin/';
/** The only other origin the editor talks to: GitHub's API, where each save is a commit. */
export const githubApiOrigin = 'https://api.github.com';
/** The signed-in account's picture, shown in the editor's account menu. */
export const githubAvatarOrigin = 'https://avatars.githubusercontent.com';

/**
 * The machine translation services of the editor's translate button (Sveltia CMS), by the name its
 * settings give them, and the host each one calls. Optional: the owner picks one with the repository
 * variable ADMIN_TRANSLATOR and enters the key in the editor (docs/guide-proprietaire.md, « Langues »);
 * only then does the editor's policy name that host, and the site's never does.
 */
export const translatorOrigins = {
  google: 'https://translation.googleapis.com',
  'google-ai': 'https://generativelanguage.googleapis.com',
  openai: 'https://api.openai.com',
  anthropic: 'https://api.anthropic.com',
  mistral: 'https://api.mistral.ai',
  deepseek: 'https://api.deepseek.com',
} as const;

/** The host of the translation service ADMIN_TRANSLATOR names; none (the button's calls refused) when unset or unknown. */
export function adminTranslatorOrigin(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const name = env.ADMIN_TRANSLATOR?.trim() ?? '';
  return Object.hasOwn(translatorOrigins, name) ? translatorOrigins[name as keyof typeof translatorOrigins] : undefined;
}

export interface CacheRule {
  /** Path prefix, e.g. "/_next/static/". */
  readonly prefix: string;
  readonly cacheControl: string;
  readonly why: string;
}

/** What both policies end with: no plugins, no foreign base, forms and framing kept to the site. */
const closingDirectives: readonly (readonly string[])[] = [
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/** A policy as its directives, each a name followed by its sources. */
export type Directives = readonly (readonly string[])[];

const policyText = (directives: Directives) => directives.map((parts) => parts.join(' ')).join('; ');

/** The site's directives; script-src receives the hashes of the export's inline scripts. */
export function siteDirectives(scriptHashes: readonly string[]): Directives {
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // Responsive images set their blurred placeholder through a style attribute, which only
    // 'unsafe-inline' allows for attributes; styles cannot run code, scripts stay hash-only.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for those blurred placeholders.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", emailApiOrigin],
    // The contact page's map, framed only once the visitor asks for it (app/contact/map-embed.tsx).
    ['frame-src', openStreetMapOrigin],
    ...closingDirectives,
  ];
}

/**
 * The editor's directives: its bundle from the site and nothing inline; GitHub's API; the photos it
 * previews, which it reads through the API and shows as blob: or data: URLs.
 */
export function adminDirectives(translator: string | undefined): Directives {
  return [
    ['default-src', "'self'"],
    // The WebAssembly image codecs (HEIC photos from a phone, WebP) compile under
    // 'wasm-unsafe-eval', which allows WebAssembly only, not eval().
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    // The editor's components insert their styles as <style> elements at run time.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', githubAvatarOrigin],
    ['media-src', "'self'", 'blob:'],
    ['font-src', "'self'"],
    // data: because the editor reads its logo, a data: URL, with fetch().
    ['connect-src', "'self'", 'data:', githubApiOrigin, ...(translator ? [translator] : [])],
    ['worker-src', "'self'"],
    ...closingDirectives,
  ];
}

/** Content Security Policy of the site's pages. */
function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return policyText(siteDirectives(scriptHashes));
}

/** The editor's policy. */
export function adminContentSecurityPolicy(translator = adminTranslatorOrigin()): string {
  return policyText(adminDirectives(translator));
}

/**
 * Where a fetch directive a policy leaves out takes its sources from (CSP Level 3, « get the effective
 * directive » and its fallback list); a directive with none of these is unrestricted.
 */
const fallbacks: Readonly<Record<string, readonly string[]>> = {
  'child-src': ['default-src'],
  'connect-src': ['default-src'],
  'font-src': ['default-src'],
  'frame-src': ['child-src', 'default-src'],
  'img-src': ['default-src'],
  'manifest-src': ['default-src'],
  'media-src': ['default-src'],
  'object-src': ['default-src'],
  'script-src': ['default-src'],
  'style-src': ['default-src'],
  'worker-src': ['child-src', 'script-src', 'default-src'],
};

/** The sources a policy gives a directive, its own or its fallback's; undefined: unrestricted. */
function effectiveSources(directives: Directives, name: string): readonly string[] | undefined {
  for (const candidate of [name, ...(fallbacks[name] ?? [])]) {
    const found = directives.find(([directive]) => directive === candidate);
    if (found) return found.slice(1);
  }
  return undefined;
}

/**
 * A policy that allows whatever either policy allows, and nothing else: each directive of either with
 * the sources both give it ('none' dropped beside a source), left out where one leaves it unrestricted.
 */
export function unionOfPolicies(first: Directives, second: Directives): Directives {
  const names = [...new Set([...first, ...second].map(([name]) => name ?? ''))];
  return names.flatMap((name) => {
    const fromFirst = effectiveSources(first, name);
    const fromSecond = effectiveSources(second, name);
    if (!fromFirst || !fromSecond) return [];
    // A hash allows an inline script or style; in any other directive it allows nothing.
    const sources = [...new Set([...fromFirst, ...fromSecond])].filter(
      (source) => !source.startsWith("'sha256-") || /^(script|style)-src/.test(name),
    );
    return [[name, ...(sources.length > 1 ? sources.filter((source) => source !== "'none'") : sources)]];
  });
}

/**
 * The policy of any address that is neither a page nor the editor on a host whose rules all apply
 * at once (Netlify's _headers, hosting/render.ts): the union of the two, so that where the host
 * enforces it beside a page's or the editor's own, that one still decides. It still admits no inline
 * script but the export's hashed ones, and no other site's script.
 */
export function anyAddressContentSecurityPolicy(scriptHashes: readonly string[], translator = adminTranslatorOrigin()): string {
  return policyText(unionOfPolicies(siteDirectives(scriptHashes), adminDirectives(translator)));
}

/**
 * The limits of Cloudflare Pages' _headers (workers-sdk, workers-shared/utils/configuration): a line
 * over 2 000 characters is ignored, rules past the 100th are skipped. The site's policy lists the
 * hashes of every page's inline scripts (57 for 58 pages, 3 400 characters), so it cannot travel in
 * a header there, and one rule per page would pass 100 with a dozen events.
 */
export const cloudflareHeadersLimits = { rules: 100, lineLength: 2000 } as const;

/**
 * On Cloudflare Pages the hashes travel in each page as a meta policy (hosting/meta-csp.ts, as on
 * GitHub Pages) and the header carries the rest of the site's policy, its scripts from the site or
 * inline. A browser enforces both: a page's inline script runs only if its hash is in the page's meta
 * policy; everything else the header decides, the directives a meta tag cannot carry included.
 */
export function headerPolicyBesideMetaPolicy(): string {
  return policyText(
    siteDirectives([]).map((directive) => (directive[0] === 'script-src' ? ['script-src', "'self'", "'unsafe-inline'"] : directive)),
  );
}

/**
 * An SVG file opened on its own is a document that may run scripts: where the header beside the
 * meta policy would let inline scripts run (Cloudflare Pages), SVG files get this one: nothing but
 * their own styles and images.
 */
export const svgContentSecurityPolicy = policyText([
  ['default-src', "'none'"],
  ['style-src', "'unsafe-inline'"],
  ['img-src', "'self'", 'data:'],
  ['font-src', "'self'"],
  ['frame-ancestors', "'none'"],
]);

/** Hosts whose pages carry the policy's script hashes as a meta tag (scripts/build/build-hosting-config.ts). */
export const metaPolicyTargets = ['github-pages', 'cloudflare'] as const;

/** The headers every response shares, the editor's included. */
export const sharedSecurityHeaders: readonly (readonly [string, string])[] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
  // For browsers that predate frame-ancestors.
  ['X-Frame-Options', 'DENY'],
];

/** The site's own document headers: what differs between the public pages and the editor. */
export function siteDocumentHeaders(scriptHashes: readonly string[]): readonly (readonly [string, string])[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(scriptHashes)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/**
 * The editor's document headers. Opener policy same-origin-allow-popups: Netlify's GitHub sign-in
 * answers from a pop-up to the window that opened it, which same-origin would cut off.
 */
export const adminDocumentHeaders: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', adminContentSecurityPolicy()],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['X-Robots-Tag', 'noindex, nofollow'],
];

/** Sent with every response of the site. */
export function securityHeaders(scriptHashes: readonly string[]): readonly (readonly [string, string])[] {
  return [...siteDocumentHeaders(scriptHashes), ...sharedSecurityHeaders];
}

/** Sent with every response under adminPath, in place of the site's. */
export const adminSecurityHeaders: readonly (readonly [string, string])[] = [...sharedSecurityHeaders, ...adminDocumentHeaders];

/**
 * Plain http is answered by a permanent redirect to the same address in https, where the host lets the
 * configuration say so (Apache's .htaccess; Netlify, Cloudflare Pages and GitHub Pages with « Enforce
 * HTTPS » do it themselves; nginx's server block is the owner's, hosting/nginx-server.conf).
 * `trustForwardedProto`: French shared hosts often end TLS on a front server and pass the request on
 * in plain http with `X-Forwarded-Proto: https`; without trusting it every https visit would be sent
 * to https again, forever. A client that sends the header itself over http only skips its own
 * redirect, which a man in the middle could strip anyway; HSTS keeps a returning browser on https.
 */
export const httpsRedirect = { status: 301, trustForwardedProto: true } as const;

/** Files whose name changes with their content may be kept for a year; everything else is revalidated. */
const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';

export const cacheRules: readonly CacheRule[] = [
  { prefix: '/_next/static/', cacheControl: immutableCache, why: 'scripts, styles and fonts named by a hash of their content' },
  { prefix: '/images/', cacheControl: immutableCache, why: 'photos named by a hash of their source (scripts/build/build-images.mjs)' },
];

/**
 * The arrival guide's service workers (/guide-arrivee/sw.js…): revalidated on every visit, so that a
 * new worker reaches the phones at their next visit with signal. Browsers already skip their HTTP
 * cache for a worker's script by default; this says it on the hosts that keep other files longer
 * (Netlify's rules name each address; Apache, nginx and Cloudflare revalidate every such file).
 * The site's CSP has no worker-src: a worker falls back on script-src 'self', which lets every page register it.
 */
export const offlineWorkerPaths: readonly string[] = languages.map(offlineWorkerPath);

/** Types worth compressing; images and fonts are compressed already. */
export const compressibleTypes = [
  'text/html',
  'text/css',
  'text/plain',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
] as const;

export const notFoundPage = notFoundPaths.fr;

/** The 404 page of each language under its prefix ('/en/' → '/en/404.html'); French's answers everywhere else. */
export const languageNotFoundPages: readonly { readonly prefix: string; readonly page: string }[] = languages
  .filter((lang) => lang !== sourceLanguage)
  .map((lang) => ({ prefix: pathOf('home', lang), page: notFoundPaths[lang] }));

/** Every page's address in every language. */
const pagePaths: readonly string[] = siteRoutes.flatMap((route) => languages.map((lang) => pathOf(route.id, lang)));

/**
 * Each page is a folder holding index.html: its address without the final slash redirects to it.
 * `eventPaths`: the events' own pages, known only to the build that reads them (eventPagePaths).
 */
export function trailingSlashRedirectsWith(eventPaths: readonly string[]): readonly { readonly from: string; readonly to: string }[] {
  return [...pagePaths, ...eventPaths].filter((path) => path !== '/').map((path) => ({ from: path.replace(/\/$/, ''), to: path }));
}

/** The HTML documents, by address, the events' own pages among them: they are revalidated on every visit. */
export function htmlPathsWith(eventPaths: readonly string[]): readonly string[] {
  return [...pagePaths, ...eventPaths, ...languages.map((lang) => notFoundPaths[lang])];
}

/** The pages every build has, without the events' own. */
export const htmlPaths: readonly string[] = htmlPathsWith([]);

/** Each event's page in every language, as the build reads content/data/events (or EVENTS_DATA). */
export function eventPagePaths(slugs: readonly string[]): string[] {
  return slugs.flatMap((slug) => languages.map((lang) => eventPath(slug, lang)));
}

/** An event's calendar file (features/events/event-page-content.ts): some servers know no type for .ics. */
export const calendarFileType = { extension: 'ics', type: 'text/calendar' } as const;

/** Written into out/ for the hosts that read them there; nginx does not serve them. */
export const hostingFiles = ['.htaccess', '_headers', '_redirects'] as const;
