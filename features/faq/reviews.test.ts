import type { Review } from '@/content/schema/faq';
import { reviewLinesIn, shownReviews } from './reviews';

const review = (overrides: Partial<Review>): Review => ({
  text: 'Heerlijk rustig plekje.',
  language: 'nl',
  author: 'Sanne V.',
  country: 'NL',
  source: 'google',
  reviewDate: '2026-08-20',
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
    expect(reviewLinesIn('de', review({ source: 'email', language: 'fr', country: 'FR', reviewDate: '2026-07-05', stayMonth: '2026-06' }))).toEqual({
      who: 'Sanne V., Frankreich',
      when: 'Bewertung per E-Mail vom 5. Juli 2026, Aufenthalt im Juni 2026',
      written: 'Auf Französisch geschrieben',
    });
    expect(reviewLinesIn('en', review({ source: 'booking', language: 'it', country: 'IT' })).written).toBe('Written in Italian');
    expect(reviewLinesIn('nl', review({ source: 'airbnb' })).when).toBe('Review geplaatst op Airbnb op 20 augustus 2026, verblijf in augustus 2026');
  });
});
