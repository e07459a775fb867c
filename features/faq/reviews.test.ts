import type { Review } from '@/content/schema/faq';
import { reviewLinesIn, showsMeals, shownReviews } from './reviews';
import { faqWords } from './faq-words';

const review = (overrides: Partial<Review>): Review => ({
  text: 'Heerlijk rustig plekje.',
  language: 'nl',
  author: 'Sanne V.',
  country: 'NL',
  source: 'google',
  reviewDate: '2026-08-20',
  subject: 'sejour',
  stayMonth: '2026-08',
  ...overrides,
});

describe('the reviews the page shows', () => {
  it('puts the newest review first, the later stay first on the same day', () => {
    const reviews = [
      review({ author: 'A.', reviewDate: '2026-07-05', stayMonth: '2026-06' }),
      review({ author: 'B.', reviewDate: '2026-09-02', stayMonth: '2026-07' }),
      review({ author: 'C.', reviewDate: '2026-09-02', stayMonth: '2026-08' }),
    ];
    expect(shownReviews({ reviews, keepMonths: 36 }, '2026-11-27').map((shown) => shown.author)).toEqual(['C.', 'B.', 'A.']);
  });

  it('leaves out a review older than the keeping time, keeps one just within it', () => {
    const reviews = [review({ author: 'old', reviewDate: '2025-11-27' }), review({ author: 'kept', reviewDate: '2025-11-28' })];
    expect(shownReviews({ reviews, keepMonths: 12 }, '2026-11-27').map((shown) => shown.author)).toEqual(['kept']);
  });
});

describe('what the page writes around a review', () => {
  it('names the country, the source, both dates and the language in the page’s language', () => {
    expect(reviewLinesIn('fr', review({}))).toEqual({
      who: 'Sanne V., Pays-Bas',
      when: 'Avis laissé sur Google le 20 août 2026, séjour en août 2026',
      written: 'Écrit en néerlandais',
    });
    expect(
      reviewLinesIn('de', review({ source: 'email', language: 'fr', country: 'FR', reviewDate: '2026-07-05', stayMonth: '2026-06' })),
    ).toEqual({
      who: 'Sanne V., Frankreich',
      when: 'Bewertung per E-Mail vom 5. Juli 2026, Aufenthalt im Juni 2026',
      written: 'Auf Französisch geschrieben',
    });
    expect(reviewLinesIn('en', review({ source: 'booking', language: 'it', country: 'IT' })).written).toBe('Written in Italian');
    expect(reviewLinesIn('nl', review({ source: 'airbnb' })).when).toBe(
      'Review geplaatst op Airbnb op 20 augustus 2026, verblijf in augustus 2026',
    );
  });

  it('says a meal’s month for a review of a meal, and marks it not verified where the owner’s reviews are (a meal is not always in the bookings)', () => {
    const meal = review({ subject: 'repas' });
    expect(reviewLinesIn('fr', meal, true).when).toBe('Avis laissé sur Google le 20 août 2026, repas en août 2026 (avis non vérifié)');
    expect(reviewLinesIn('fr', meal, false).when).toBe('Avis laissé sur Google le 20 août 2026, repas en août 2026');
    expect(reviewLinesIn('en', meal, true).when).toContain('Meal: August 2026 (not verified)');
    // A review of a stay is the one the bookings verify: no mark.
    expect(reviewLinesIn('de', review({}), true).when).toBe('Bewertung auf Google vom 20. August 2026, Aufenthalt im August 2026');
  });
});

describe('the notes beside the reviews and the policy (D111-17 to D111-19)', () => {
  const policy = { checked: 'verifies', selection: 'tous', publishWithinDays: 30, keepMonths: 36 } as const;

  it('call only stays « vérifiés » once a review of a meal is shown, and say so of meals', () => {
    expect(faqWords.fr.nearReviews({ ...policy, meals: false })[0]).toMatch(/^Les avis publiés ici sont vérifiés/);
    const withMeals = faqWords.fr.nearReviews({ ...policy, meals: true })[0];
    expect(withMeals).toMatch(/^Les avis sur un séjour sont vérifiés/);
    expect(withMeals).toContain('Les avis sur un repas ne sont pas vérifiés');
    expect(showsMeals({ reviews: [review({ subject: 'repas' })], keepMonths: 36 }, '2026-11-27')).toBe(true);
    expect(showsMeals({ reviews: [review({})], keepMonths: 36 }, '2026-11-27')).toBe(false);
  });

  it('always tell a refused author why, in each language', () => {
    const refusal = {
      fr: 'nous indiquons toujours le motif du refus',
      en: 'we always tell its author why',
      nl: 'altijd weten waarom',
      de: 'den Grund nennen wir dem Verfasser immer',
    } as const;
    for (const lang of ['fr', 'en', 'nl', 'de'] as const) {
      const text = faqWords[lang].policy(policy).join(' ');
      expect(text).toContain(refusal[lang]);
      expect(text).not.toMatch(/si nous le pouvons|where we can|waar het kan|wenn möglich/);
    }
  });
});
