import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathOf, routePaths } from '@/config/routes';
import { mainNavigation, navigationWords, routeNames, siteName } from '@/config/site';
import { languageNames, languages, type Lang, type Translated } from '@/lib/i18n/languages';
import { actionBarWords } from '@/config/action-bar-actions';
import { bookingLinksIn } from './action-bar';
import { SiteNav } from './site-nav';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

/** The navigation as site/site-layout.tsx renders it for a language. */
function renderNav(lang: Lang = 'fr') {
  render(
    <SiteNav
      lang={lang}
      siteName={siteName}
      homeHref={pathOf('home', lang)}
      links={mainNavigation.map((id) => ({ label: routeNames[lang][id], href: pathOf(id, lang) }))}
      words={navigationWords[lang]}
      routes={routePaths}
      languageNames={languageNames}
      booking={bookingLinksIn(lang)}
    />,
  );
}

describe('the header’s booking button on wide screens (issue 49)', () => {
  it.each(languages)(
    '%s: books a stay, and a table on the restaurant’s page, as the phone’s bar does; a stay on the arrival guide',
    (lang) => {
      const words = actionBarWords[lang].booking;
      for (const [route, kind, anchor] of [
        ['home', 'stay', `${pathOf('stays', lang)}#demande-de-sejour`],
        ['stays', 'stay', `${pathOf('stays', lang)}#demande-de-sejour`],
        ['restaurant', 'table', `${pathOf('restaurant', lang)}#reservation`],
        ['arrival', 'stay', `${pathOf('stays', lang)}#demande-de-sejour`],
      ] as const) {
        pathname = pathOf(route, lang);
        const { unmount } = render(
          <SiteNav
            lang={lang}
            siteName={siteName}
            homeHref={pathOf('home', lang)}
            links={[]}
            words={navigationWords[lang]}
            routes={routePaths}
            languageNames={languageNames}
            booking={bookingLinksIn(lang)}
          />,
        );
        const link = screen.getByRole('link', { name: words[kind].name });
        expect(link).toHaveTextContent(words[kind].shown);
        // next/link outside the build drops the trailing slash the export keeps (trailingSlash in next.config.ts).
        expect(link.getAttribute('href')?.replace(/\/?#/, '/#')).toBe(anchor);
        unmount();
      }
      pathname = '/';
    },
  );
});
const navigationText = navigationWords.fr;

// jsdom has no popovers, as Safari before 17 and Firefox before 125: the menu must still open and close.
describe('the phone menu in a browser without popovers', () => {
  it('has no popover support here, so the test is about the fallback', () => {
    expect(typeof HTMLElement.prototype.togglePopover).not.toBe('function');
  });

  it('opens on Menu, closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: navigationText.menuLabel });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-fallback-open');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-fallback-open');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-fallback-open');
    expect(button).toHaveFocus();
  });

  it('closes when a link is followed, and a second tap on Menu closes it too', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: navigationText.menuLabel });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: routeNames.fr.restaurant });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the wide screen’s language list in a browser without popovers', () => {
  it('opens on its button, closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: 'FR, Langue\u00a0: français' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('data-open', 'true');
    expect(list).toHaveAttribute('data-fallback-open');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveAttribute('data-fallback-open');
    expect(button).not.toHaveAttribute('data-open');
    expect(button).toHaveFocus();
  });
});

describe('the navigation in German', () => {
  afterEach(() => {
    pathname = '/';
  });

  it('names the pages in German, links within /de/, and offers the same page in each language', () => {
    pathname = '/de/unterkuenfte';
    renderNav('de');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(screen.getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unterkünfte' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Freizeit' })).toHaveAttribute('href', expect.stringMatching(/^\/de\/freizeit\/?$/));
    expect(screen.getByRole('link', { name: siteName })).toHaveAttribute('href', expect.stringMatching(/^\/de\/?$/));
    // One list serves both screens: the phone menu shows it in its flow, the wide screen as a popover.
    const list = screen.getByRole('list', { name: 'Sprache' });
    const links = [...list.querySelectorAll('a')];
    const twins: Translated<readonly [string, string]> = {
      fr: ['Français', '/hebergements/'],
      en: ['English', '/en/accommodation/'],
      nl: ['Nederlands', '/nl/accommodaties/'],
      de: ['Deutsch', '/de/unterkuenfte/'],
    };
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang')]),
    ).toEqual(languages.map((lang) => [...twins[lang], lang, lang]));
    expect(links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent)).toEqual(['Deutsch']);
    expect(nav).toContainElement(list);
  });
});
