import { homeActions, homeHero, localHref } from './home';

describe('the home page’s links in each language', () => {
  it('sends the calls to action to the accommodation and to the table form of the page’s language', () => {
    expect(homeActions('en')).toEqual({
      primaryAction: { label: 'See the accommodation', href: '/en/accommodation/' },
      secondaryAction: { label: 'Book a table', href: '/en/restaurant/#reservation' },
    });
    expect(homeActions('nl').primaryAction.href).toBe('/nl/accommodaties/');
    expect(homeActions('de').secondaryAction).toEqual({ label: 'Tisch reservieren', href: '/de/restaurant/#reservation' });
    expect([homeHero.primaryAction, homeHero.secondaryAction]).toEqual([
      { label: 'Voir les hébergements', href: '/hebergements/' },
      { label: 'Réserver une table', href: '/restaurant/#reservation' },
    ]);
  });

  it('takes an address the owner writes in French to the same page in the language, anchor kept', () => {
    expect(localHref('/loisirs/', 'de')).toBe('/de/freizeit/');
    expect(localHref('/restaurant/#reservation', 'nl')).toBe('/nl/restaurant/#reservation');
    expect(localHref('/hebergements/', 'fr')).toBe('/hebergements/');
    expect(localHref('/plan-du-site/', 'en')).toBe('/plan-du-site/');
  });
});
