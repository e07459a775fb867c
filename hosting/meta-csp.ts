// GitHub Pages sends no custom header: for a build made for it (DEPLOY_TARGET=github-pages), the
// Content Security Policy travels in each page as <meta http-equiv>, as far as a meta tag can carry
// it. The other headers of hosting/policy.ts (HSTS, nosniff, framing…) cannot be set there.
import { escapeHtml } from '../lib/escape-html';
import { adminDocumentHeaders, securityHeaders } from './policy';

/** Directives the CSP specification ignores in a meta tag: they only work as a real header. */
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

function policyOf(headers: readonly (readonly [string, string])[]): string {
  return headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
}

function withoutHeaderOnlyDirectives(header: string): string {
  return header
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !headerOnlyDirectives.has(directive.split(/\s+/)[0] ?? ''))
    .join('; ');
}

/** The policy of hosting/policy.ts less what a meta tag cannot carry, with the same script hashes. */
export function metaContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return withoutHeaderOnlyDirectives(policyOf(securityHeaders(scriptHashes)));
}

/** The editor's policy (hosting/policy.ts, adminPath) as a meta tag can carry it. */
export function adminMetaContentSecurityPolicy(): string {
  return withoutHeaderOnlyDirectives(policyOf(adminDocumentHeaders));
}

/**
 * Puts the policy right after the charset declaration, ahead of every script and stylesheet: a meta
 * policy only governs what comes after it in the document.
 */
export function withMetaContentSecurityPolicy(html: string, scriptHashes: readonly string[]): string {
  return withMetaPolicy(html, metaContentSecurityPolicy(scriptHashes));
}

/** The same for the editor's page, with its own policy. */
export function withAdminMetaContentSecurityPolicy(html: string): string {
  return withMetaPolicy(html, adminMetaContentSecurityPolicy());
}

function withMetaPolicy(html: string, policy: string): string {
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('meta CSP: no <meta charset="utf-8"> to put the policy after');
  const end = charset.index + charset[0].length;
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}"/>`;
  return `${html.slice(0, end)}${tag}${html.slice(end)}`;
}
