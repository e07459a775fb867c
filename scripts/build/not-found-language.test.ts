import { notFoundPageFor, showLanguageNotFoundPage } from './not-found-language';

const pages = [
  { prefix: '/en/', page: '/en/404.html' },
  { prefix: '/de/', page: '/de/404.html' },
];

describe('the 404 page on GitHub Pages', () => {
  it('names the 404 page of the language the address asked is under', () => {
    expect(notFoundPageFor('/en/no-such-page/', pages)).toBe('/en/404.html');
    expect(notFoundPageFor('/de/gibt-es-nicht', pages)).toBe('/de/404.html');
  });

  it('stays on the French page elsewhere, and on the language’s own 404 page', () => {
    expect(notFoundPageFor('/nulle-part/', pages)).toBeNull();
    expect(notFoundPageFor('/english/', pages)).toBeNull();
    expect(notFoundPageFor('/en/404.html', pages)).toBeNull();
  });

  it('replaces the address in the browser, so that Back leaves the error', () => {
    const replace = jest.fn();
    showLanguageNotFoundPage(pages, { location: { pathname: '/en/old-page/', replace } } as unknown as Window);
    expect(replace).toHaveBeenCalledWith('/en/404.html');
  });
});
