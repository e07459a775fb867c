// The one description of how the static site must be served: security headers, the Content
// Security Policy, caching, compression, clean URLs and the 404 page. scripts/build-hosting-config.ts
// turns it into the nginx, Apache and Netlify / Cloudflare Pages files, so they cannot drift apart.
import { siteRoutes } from '@/content/seo';
import { openStreetMapOrigin } from '@/lib/directions';

/** The e-mail provider's API, the only other origin the pages talk to (restaurant requests). */
export const emailApiOrigin = 'https://api.emailjs.com';

export interface CacheRule {
  /** Path prefix, e.g. "/_next/static/". */
  readonly prefix: string;
  readonly cacheControl: string;
  readonly why: string;
}

/** Content Security Policy directives; script-src receives the hashes of the export's inline scripts. */
function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: readonly (readonly string[])[] = [
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
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Sent with every response. */
export function securityHeaders(scriptHashes: readonly string[]): readonly (readonly [string, string])[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(scriptHashes)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // For browsers that predate frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ];
}

/** Files whose name changes with their content may be kept for a year; everything else is revalidated. */
const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';

export const cacheRules: readonly CacheRule[] = [
  { prefix: '/_next/static/', cacheControl: immutableCache, why: 'scripts, styles and fonts named by a hash of their content' },
  { prefix: '/images/', cacheControl: immutableCache, why: 'photos named by a hash of their source (scripts/build-images.mjs)' },
];

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

export const notFoundPage = '/404.html';

/** Each page is a folder holding index.html: its address without the final slash redirects to it. */
export const trailingSlashRedirects: readonly { readonly from: string; readonly to: string }[] = siteRoutes
  .filter((route) => route.path !== '/')
  .map((route) => ({ from: route.path.replace(/\/$/, ''), to: route.path }));

/** The HTML documents, by address: they are revalidated on every visit. */
export const htmlPaths: readonly string[] = [...siteRoutes.map((route) => route.path), notFoundPage];

/** Written into out/ for the hosts that read them there; nginx does not serve them. */
export const hostingFiles = ['.htaccess', '_headers', '_redirects'] as const;
