/** @jest-environment node */
import {
  adminMetaContentSecurityPolicy,
  metaContentSecurityPolicy,
  withAdminMetaContentSecurityPolicy,
  withMetaContentSecurityPolicy,
} from './meta-csp';
import { adminSecurityHeaders, securityHeaders } from './policy';
import { inlineScriptHashes } from './render';

const page = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<link rel="stylesheet" href="/_next/static/css/a.css"/><script>self.__next_f=[]</script></head>',
  '<body><h1>Accueil</h1><script>console.log("loader")</script></body></html>',
].join('');

const headerPolicy = securityHeaders(['sha256-abc=']).find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';

describe('the Content Security Policy as a meta tag (GitHub Pages)', () => {
  it('keeps every directive of the header policy but those a meta tag cannot carry', () => {
    const meta = metaContentSecurityPolicy(['sha256-abc=']);
    expect(headerPolicy).toContain("frame-ancestors 'none'");
    expect(meta).not.toContain('frame-ancestors');
    expect(meta.split('; ')).toEqual(headerPolicy.split('; ').filter((directive) => !directive.startsWith('frame-ancestors')));
    expect(meta).toContain("script-src 'self' 'sha256-abc='");
  });

  it('puts the policy right after the charset, before any script or stylesheet, with the page’s own script hashes', () => {
    const hashes = inlineScriptHashes(page);
    const html = withMetaContentSecurityPolicy(page, hashes);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
    expect(meta?.[1]).toBe(metaContentSecurityPolicy(hashes));
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(meta?.[1]).toContain(`'${hash}'`);
    expect(html.indexOf('http-equiv')).toBeGreaterThan(html.indexOf('charSet'));
    expect(html.indexOf('http-equiv')).toBeLessThan(html.indexOf('<link'));
    expect(html.indexOf('http-equiv')).toBeLessThan(html.indexOf('<script'));
    // Adding the tag does not change the scripts, so the hashes still hold.
    expect(inlineScriptHashes(html)).toEqual(hashes);
  });

  it('fails loudly on a page without a charset declaration rather than publish it unprotected', () => {
    expect(() => withMetaContentSecurityPolicy('<html><head></head></html>', [])).toThrow('meta CSP');
  });
});

describe('the editor’s policy as a meta tag (GitHub Pages)', () => {
  const adminHeader = adminSecurityHeaders.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';

  it('is the editor’s header policy less what a meta tag cannot carry', () => {
    expect(adminMetaContentSecurityPolicy().split('; ')).toEqual(
      adminHeader.split('; ').filter((directive) => !directive.startsWith('frame-ancestors')),
    );
    expect(adminMetaContentSecurityPolicy()).toContain("connect-src 'self' data: https://api.github.com");
  });

  it('goes right after the charset of the editor’s page', () => {
    const html = withAdminMetaContentSecurityPolicy(
      '<!doctype html><html lang="fr"><head><meta charset="utf-8"><script type="module" src="./editeur.js"></script></head></html>',
    );
    expect(html).toContain(
      `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${adminMetaContentSecurityPolicy()}"/><script`,
    );
  });
});
