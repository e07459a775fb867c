import { render, screen, within } from '@testing-library/react';
import { factText } from '@/content/fact-texts';
import { pageGraph } from '@/site/structured-data';
import { faqGroupHref, FaqLinks } from './faq-link';
import { FaqPage } from './faq-page';
// The photos' manifest is written by the build, after the units in a fresh clone: a stand-in.
jest.mock('node:fs', () =>
  jest
    .requireActual<typeof import('@/lib/fake-image-manifest')>('@/lib/fake-image-manifest')
    .withFakeImageManifest(jest.requireActual('node:fs')),
);
import { ReviewsList } from './reviews-list';
// The owner's reviews as the seed gives them, but one test empties them (a site before its first review).
jest.mock('./faq-content', () => {
  const actual = jest.requireActual<typeof import('./faq-content')>('./faq-content');
  return { ...actual, reviewsData: jest.fn(actual.reviewsData) };
});
import { reviewsData } from './faq-content';

const emptyGraph = { '@context': 'https://schema.org', '@graph': [] } as const;

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('the questions page', () => {
  it('shows each theme as a section with its questions as disclosures, the facts written from the stays’ data', () => {
    const { container } = render(<FaqPage lang="fr" structuredData={emptyGraph} />);
    const arrival = screen.getByRole('region', { name: 'Arrivée et départ' });
    expect(arrival).toHaveAttribute('id', 'arrivee');
    const question = within(arrival).getByText('À quelle heure peut-on arriver ?');
    expect(question.tagName).toBe('SUMMARY');
    const answer = question.closest('details')?.querySelector('p')?.textContent ?? '';
    expect(answer).toContain(`accueillis ${factText('heures d’arrivée', 'fr') ?? 'missing'}, le jour`);
    expect([...container.querySelectorAll('details')].map((details) => details.textContent).join(' ')).not.toMatch(/[{}]/);
    const pets = within(screen.getByRole('region', { name: 'Animaux' })).getByText(/les animaux sont acceptés/);
    expect(pets.textContent).toContain(`${factText('animaux', 'fr') ?? 'missing'} par animal`);
  });

  it('shows each review in its own language, marked so in the page’s, newest first, with the checking statement beside', () => {
    render(<FaqPage lang="en" structuredData={emptyGraph} />);
    const reviews = screen.getByRole('region', { name: 'What our guests say' });
    const quotes = reviews.querySelectorAll('blockquote');
    expect([...quotes].map((quote) => quote.getAttribute('lang'))).toEqual(['en', 'de', 'nl', 'fr']);
    expect(quotes[2]).toHaveTextContent('Heerlijk rustig plekje aan het meer.');
    expect(within(reviews).getByText('Written in Dutch')).toBeInTheDocument();
    expect(within(reviews).getByText('Review left on Google on 20 August 2026 · Stay: August 2026')).toBeInTheDocument();
    expect(within(reviews).getByText('Sanne V., Netherlands')).toBeInTheDocument();
    // The seed shows a review of a meal: only stays are verified, and the meal's review says it is not.
    expect(within(reviews).getByText(/^Reviews of a stay are verified:.*Reviews of a meal aren’t verified/)).toBeInTheDocument();
    expect(
      within(reviews).getByText('Review left on Google on 14 September 2026 · Meal: September 2026 (not verified)'),
    ).toBeInTheDocument();
    expect(within(reviews).getByText(/sorted by the review’s date, newest first/)).toBeInTheDocument();
    expect(within(reviews).getByRole('heading', { name: 'How we publish reviews' })).toHaveAttribute('id', 'publication-des-avis');
    expect(within(reviews).getByText(/no later than 30 days after we receive it, and stays up for 36 months/)).toBeInTheDocument();
  });

  it('says there are none yet when the list is empty', () => {
    render(<ReviewsList lang="nl" data={{ ...reviewsData(), reviews: [] }} today="2026-11-27" noReviews="Nog geen reviews." />);
    expect(screen.getByText('Nog geen reviews.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('before any review is shown, says so, and nothing of « these reviews »', () => {
    const seed = reviewsData();
    jest.mocked(reviewsData).mockReturnValue({ ...seed, reviews: [] });
    render(<FaqPage lang="de" structuredData={emptyGraph} />);
    const reviews = screen.getByRole('region', { name: 'Was unsere Gäste sagen' });
    expect(within(reviews).getByText('Wir haben hier noch keine Bewertungen veröffentlicht.')).toBeInTheDocument();
    expect(reviews).not.toHaveTextContent(/Diese Bewertungen|Bewertungen zu Aufenthalten/);
    expect(within(reviews).getByRole('heading', { name: 'Wie wir Bewertungen veröffentlichen' })).toBeInTheDocument();
    jest.mocked(reviewsData).mockReturnValue(seed);
  });

  it('tells search engines of no questions, reviews nor rating', () => {
    const graph = JSON.stringify(pageGraph('faq', 'de'));
    expect(graph).toContain('"WebPage"');
    expect(graph).not.toMatch(/FAQPage|"Review"|aggregateRating|"Question"/);
  });
});

describe('the links to a theme', () => {
  it('lead to the theme’s anchor on the questions page in the language, each named by its theme', () => {
    render(<FaqLinks lang="de" groups={['paiement', 'annulation']} />);
    expect(screen.getByRole('link', { name: 'Fragen zur Zahlung? Hier finden Sie Antworten' })).toHaveAttribute(
      'href',
      '/de/haeufige-fragen/#paiement',
    );
    expect(screen.getByRole('link', { name: 'Fragen zur Stornierung? Hier finden Sie Antworten' })).toHaveAttribute(
      'href',
      faqGroupHref('de', 'annulation'),
    );
  });
});
