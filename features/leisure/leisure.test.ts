import {
  cardPrice,
  fishing,
  fishingHours,
  fishingIn,
  fitnessTrail,
  fitnessTrailIn,
  glassworks,
  glassworksIn,
  glassworksPeriods,
  leisureHero,
  leisureHeroIn,
  leisureMetaIn,
} from './leisure';
import { hoursIn } from '@/lib/prices';
import { languages } from '@/lib/i18n/languages';

describe('the leisure page’s hours, seasons and prices in each language', () => {
  it('keeps the French as the page always wrote it', () => {
    expect(cardPrice('fr', 55)).toBe('55\u00a0€');
    expect(cardPrice('fr', 0)).toBe('Gratuit');
    expect(glassworksPeriods('fr')).toEqual([
      { period: 'Du 22 mars au 30 avril', hours: '10h00–12h00 et 14h00–16h30' },
      { period: 'Du 2 mai au 30 septembre', hours: '10h00–12h00 et 14h00–17h30' },
      { period: 'Du 1er au 31 octobre', hours: '14h00–16h30' },
    ]);
  });

  it('writes the pond’s hours from the data, as every page writes a range of hours', () => {
    const { opens, closes } = fishing.accessHours;
    for (const lang of languages) expect(fishingHours(lang)).toBe(hoursIn(lang, opens, closes));
  });

  it('writes prices by each language’s conventions, and nothing to pay in its words', () => {
    expect(cardPrice('en', 55)).toBe('€55');
    expect(cardPrice('nl', 55)).toBe('€\u00a055');
    expect(cardPrice('de', 55)).toBe('55\u00a0€');
    expect([cardPrice('en', 0), cardPrice('nl', 0), cardPrice('de', 0)]).toEqual(['Free', 'Gratis', 'kostenlos']);
  });

  it('names the glassworks’ seasons with the month said once when both days fall in it', () => {
    expect(glassworksPeriods('en')).toEqual([
      { period: '22 March to 30 April', hours: '10:00–12:00 and 14:00–16:30' },
      { period: '2 May to 30 September', hours: '10:00–12:00 and 14:00–17:30' },
      { period: '1 to 31 October', hours: '14:00–16:30' },
    ]);
    expect(glassworksPeriods('nl')).toEqual([
      { period: '22 maart t/m 30 april', hours: '10.00–12.00 uur en 14.00–16.30 uur' },
      { period: '2 mei t/m 30 september', hours: '10.00–12.00 uur en 14.00–17.30 uur' },
      { period: '1 t/m 31 oktober', hours: '14.00–16.30 uur' },
    ]);
    expect(glassworksPeriods('de')).toEqual([
      { period: '22. März bis 30. April', hours: '10:00–12:00 Uhr und 14:00–16:30 Uhr' },
      { period: '2. Mai bis 30. September', hours: '10:00–12:00 Uhr und 14:00–17:30 Uhr' },
      { period: '1. bis 31. Oktober', hours: '14:00–16:30 Uhr' },
    ]);
  });
});

describe('the leisure page’s owner texts in each language', () => {
  it('keeps the French as the page always showed it', () => {
    expect([leisureHeroIn('fr'), fishingIn('fr'), fitnessTrailIn('fr'), glassworksIn('fr')]).toEqual([
      leisureHero,
      fishing,
      fitnessTrail,
      glassworks,
    ]);
  });

  it('reads the owner’s German for the banner, the pond, its cards and the glassworks; prices and seasons stay the French facts', () => {
    expect(leisureMetaIn('de').title).toBe('Freizeit: Angeln, Trimm-dich-Pfad und Glashütte');
    expect(leisureHeroIn('de').title).toBe('Freizeit am See');
    const pond = fishingIn('de');
    expect(pond.title).toBe('Angeln am Teich');
    expect(pond.cardsTitle).toBe('Angelkarten');
    expect(pond.cards[0]?.name).toBe('Jahreskarte');
    expect(pond.cards.map((card) => card.prices.map((line) => line.euros))).toEqual(
      fishing.cards.map((card) => card.prices.map((line) => line.euros)),
    );
    expect(pond.rules).toHaveLength(fishing.rules.length);
    expect(pond.rules).not.toEqual(fishing.rules);
    const glass = glassworksIn('de');
    expect(glass.title).not.toBe(glassworks.title);
    expect(glass.periods).toEqual(glassworks.periods);
    expect(glass.website).toEqual(glassworks.website);
    expect(fitnessTrailIn('de').text).not.toBe(fitnessTrail.text);
  });
});
