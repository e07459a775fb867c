/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { languages, translationLanguages } from '@/lib/i18n/languages';
import { eventPath, notFoundBuildPath, pathOf, routeIds, routeOfPath, routePaths } from './routes';

const appDir = path.join(__dirname, '..', 'app');

/** The address each `fileName` under app/ is served at: route groups "(…)" take no part in it. */
function addressesOf(fileName: 'page.tsx' | 'route.ts'): string[] {
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === fileName)
    .map((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment));
      return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
    });
}

describe('the route table', () => {
  it('has a page file for every address, and an address for every page file', () => {
    const table = [
      ...routeIds.flatMap((id) => languages.map((lang) => pathOf(id, lang))),
      ...translationLanguages.map(notFoundBuildPath),
      // Each event's page, one folder under the events page.
      ...languages.map((lang) => eventPath('[event]', lang)),
    ];
    expect(addressesOf('page.tsx').toSorted()).toEqual(table.toSorted());
  });

  it('has a calendar file beside every language’s event page', () => {
    const calendars = addressesOf('route.ts').filter((address) => address.endsWith('/evenement.ics/'));
    expect(calendars.toSorted()).toEqual(languages.map((lang) => `${eventPath('[event]', lang)}evenement.ics/`).toSorted());
  });

  it('gives each language its own prefix and every address once', () => {
    for (const id of routeIds) {
      for (const lang of languages) expect(pathOf(id, lang).startsWith(lang === 'fr' ? '/' : `/${lang}/`)).toBe(true);
    }
    const all = routeIds.flatMap((id) => Object.values(routePaths[id]));
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds the page and language of an address, with or without its final slash or an anchor', () => {
    expect(routeOfPath('/de/unterkuenfte')).toEqual({ id: 'stays', lang: 'de' });
    expect(routeOfPath('/restaurant/#reservation')).toEqual({ id: 'restaurant', lang: 'fr' });
    expect(routeOfPath('/en/')).toEqual({ id: 'home', lang: 'en' });
    expect(routeOfPath('/nl/onbekend/')).toBeUndefined();
  });
});
