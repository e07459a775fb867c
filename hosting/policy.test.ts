/** @jest-environment node */
import { adminContentSecurityPolicy, adminTranslatorOrigin, securityHeaders, translatorOrigins } from './policy';

const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src'));

describe('machine translation in the editor, optional', () => {
  it('names no translation host unless the owner picked a service', () => {
    expect(adminTranslatorOrigin({})).toBeUndefined();
    expect(adminTranslatorOrigin({ ADMIN_TRANSLATOR: '' })).toBeUndefined();
    expect(adminTranslatorOrigin({ ADMIN_TRANSLATOR: 'toString' })).toBeUndefined();
    expect(connectSrc(adminContentSecurityPolicy(undefined))).toBe("connect-src 'self' data: https://api.github.com");
  });

  it('lets the editor call the picked service’s host only, and the site’s policy never', () => {
    const google = adminTranslatorOrigin({ ADMIN_TRANSLATOR: ' google ' });
    expect(google).toBe('https://translation.googleapis.com');
    expect(connectSrc(adminContentSecurityPolicy(google))).toBe(
      "connect-src 'self' data: https://api.github.com https://translation.googleapis.com",
    );
    const site = securityHeaders([])
      .map(([, value]) => value)
      .join('\n');
    for (const origin of Object.values(translatorOrigins)) expect(site).not.toContain(origin);
  });
});
