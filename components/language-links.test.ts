import { routePaths } from '@/config/routes';
import { languageNames, languages, type Lang, type Translated } from '@/lib/i18n/languages';
import { languageLinks } from './language-links';

const hrefs = (pathname: string, lang: Lang) =>
  Object.fromEntries(languageLinks(routePaths, languageNames, pathname, lang).map((link) => [link.lang, link.href]));

describe('the language switcher’s links', () => {
  it('lead to the same page in each language, with or without the trailing slash', () => {
    const twins: Translated<string> = { fr: '/hebergements/', en: '/en/accommodation/', nl: '/nl/accommodaties/', de: '/de/unterkuenfte/' };
    expect(hrefs('/de/unterkuenfte', 'de')).toEqual(twins);
    expect(hrefs('/de/unterkuenfte/', 'de')).toEqual(twins);
    expect(hrefs('/hebergements', 'fr')).toEqual(twins);
    expect(hrefs('/nl/juridische-informatie/', 'nl')).toEqual<Translated<string>>({
      fr: '/mentions-legales/',
      en: '/en/legal-notice/',
      nl: '/nl/juridische-informatie/',
      de: '/de/impressum/',
    });
    expect(hrefs('/en', 'en')).toEqual(routePaths.home);
    expect(hrefs('/', 'fr')).toEqual(routePaths.home);
  });

  it('name each language in itself and mark the page’s own', () => {
    const links = languageLinks(routePaths, languageNames, '/en/contact/', 'en');
    const ownNames: Translated<string> = { fr: 'Français', en: 'English', nl: 'Nederlands', de: 'Deutsch' };
    expect(links.map((link) => link.name)).toEqual(languages.map((lang) => ownNames[lang]));
    expect(links.filter((link) => link.current).map((link) => link.lang)).toEqual(['en']);
  });

  it('lead to each language’s home from an address no page has', () => {
    expect(hrefs('/de/gibt-es-nicht/', 'de')).toEqual(routePaths.home);
    // An address of another language's page is not this page's twin either.
    expect(hrefs('/de/restaurant#reservation', 'de').en).toBe('/en/restaurant/');
  });

  it('lead from an event’s page to the same event in each language', () => {
    const slug = '2026-12-04-soiree-moules-frites';
    const twins: Translated<string> = {
      fr: `/evenements/${slug}/`,
      en: `/en/events/${slug}/`,
      nl: `/nl/evenementen/${slug}/`,
      de: `/de/veranstaltungen/${slug}/`,
    };
    expect(hrefs(`/en/events/${slug}/`, 'en')).toEqual(twins);
    expect(hrefs(`/evenements/${slug}`, 'fr')).toEqual(twins);
    expect(hrefs(`/de/veranstaltungen/${slug}/#agenda`, 'de')).toEqual(twins);
    // Two segments under the events page, or another language's events page, are no event of this page.
    expect(hrefs(`/en/events/${slug}/more/`, 'en')).toEqual(routePaths.home);
    expect(hrefs(`/evenements/${slug}/`, 'en')).toEqual(routePaths.home);
    expect(hrefs('/en/events/', 'en')).toEqual(routePaths.events);
  });
});
