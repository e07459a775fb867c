import {
  homeActions,
  homeHero,
  homeHeroIn,
  homeHighlights,
  homeHighlightsIn,
  homeIntro,
  homeIntroIn,
  homeMeta,
  homeMetaIn,
  localHref,
  teamSection,
  teamSectionIn,
} from './home-content';

describe('the home page’s links in each language', () => {
  it('sends the calls to action to the accommodation and to the table form of the page’s language', () => {
    expect(homeActions('en')).toEqual({
      primaryAction: { label: 'View our accommodation', href: '/en/accommodation/' },
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

describe('the home page’s owner texts in each language', () => {
  it('keeps the French as the page always showed it', () => {
    expect(homeHeroIn('fr')).toEqual(homeHero);
    expect(homeHero.title).toBe('Découvrez les Chalets du lac');
    expect([homeMetaIn('fr'), homeIntroIn('fr'), homeHighlightsIn('fr'), teamSectionIn('fr')]).toEqual([
      homeMeta,
      homeIntro,
      homeHighlights,
      teamSection,
    ]);
  });

  it('reads the owner’s German: hero, intro, highlights, team, photo descriptions, the same photos and links', () => {
    const hero = homeHeroIn('de');
    expect(hero.title).toBe('Willkommen bei den Chalets du lac');
    expect(hero.photo.file).toBe(homeHero.photo.file);
    expect(hero.photo.alt).toBe('Holzruderboote am Seeufer bei Sonnenuntergang');
    expect(hero.primaryAction).toEqual(homeActions('de').primaryAction);
    expect(homeMetaIn('de').title).toBe('Chalets und Baumhäuser am See');
    expect(homeIntroIn('de').title).toBe('Urlaub am Wasser');
    expect(homeHighlightsIn('de').map((highlight) => highlight.link.href)).toEqual(homeHighlights.map((highlight) => highlight.link.href));
    const team = teamSectionIn('de');
    expect(team.title).toBe('Unser Team');
    // A name is a fact, the same in every language; the seed leaves the third to give, and no page shows one for it.
    expect(team.members.map((member) => member.name)).toEqual(teamSection.members.map((member) => member.name));
    expect(teamSection.members.map((member) => member.name)).toEqual(['Aurélie', 'Mathis', null]);
    expect(team.members[0]?.role).toBe('Empfang und Buchungen');
  });
});
