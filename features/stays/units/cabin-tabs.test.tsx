import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carouselWords } from '@/config/ui';
import { fill } from '@/lib/i18n/format';
import type { ResolvedPhoto } from '@/components/photos';
import { dayFromIso } from '@/lib/opening-status';
import { CabinTabs } from '@/features/stays/units/cabin-tabs';
import { onRequestDates } from '@/features/stays/request/stay-request-opening';

// Fixture cabins of the test's own, not the owner's: three photos and two equipment lines each.
const photo = (name: string): ResolvedPhoto => ({
  width: 1200,
  height: 800,
  blurDataUrl: 'data:image/webp;base64,AAAA',
  placeholderGradient: 'linear-gradient(#6b8a9a,#3d5560,#2a3a30)',
  variants: {
    avif: [{ width: 640, src: `/images/${name}-640.avif` }],
    webp: [{ width: 640, src: `/images/${name}-640.webp` }],
    jpg: [{ width: 640, src: `/images/${name}-640.jpg` }],
  },
  alt: `Photo ${name}`,
  isPlaceholder: false,
  credit: null,
  illustration: null,
});

const cabin = (id: 'petite-cabane' | 'grande-cabane', name: string) => ({
  id,
  name,
  images: [],
  photos: ['a', 'b', 'c'].map((suffix) => photo(`${id}-${suffix}`)),
  description: `Description de ${name}`,
  price: '10€/nuit',
  priceEuros: 10,
  equipements: [`Lit de ${name}`, `Table de ${name}`],
  carouselLabel: `Photos de ${name}`,
  nameLang: undefined,
  descriptionLang: undefined,
  equipmentLang: [undefined, undefined],
  priceIncludes: { lead: 'Compris :', value: `linge de ${name}` },
  priceIncludesLang: undefined,
  touristTax: 'Taxe de séjour en sus',
  registration: [],
  facts: [
    {
      unitIds: [id],
      title: 'Vivre dans cet hébergement',
      items: [{ key: 'access' as const, label: 'Accès', value: `Échelle de ${name}` }],
    },
  ],
  // The small one's rates differ by season: its price for a night in the season under way shows beside the « dès ».
  seasonPrices:
    id === 'petite-cabane'
      ? {
          lang: 'fr' as const,
          builtOn: dayFromIso('2027-01-10'),
          seasons: [
            { id: 'basse', name: 'Basse saison', price: '80€/nuit' },
            { id: 'haute', name: 'Haute saison', price: '120€/nuit' },
          ],
          periods: [{ season: 'haute', from: '2027-07-03', through: '2027-08-28' }],
          defaultSeason: 'basse',
          words: { until: '{season}, jusqu’au {date} : {price}', open: '{season} : {price}' },
        }
      : undefined,
});

function renderTabs() {
  render(
    <CabinTabs
      cabins={[cabin('petite-cabane', 'Cabane ouest'), cabin('grande-cabane', 'Cabane est')]}
      words={{ tabsLabel: 'Choisir une cabane', equipmentTitle: 'Équipements', requestDates: 'Demander un séjour' }}
      carouselWords={carouselWords.fr}
    />,
  );
}

const words = carouselWords.fr;
/** The slide the shown panel's carousel shows (the others are hidden from assistive technology). */
const shownSlide = () => screen.getByRole('tabpanel').querySelector('[role="group"]:not([aria-hidden])');

// jsdom has no matchMedia: the visitor here asks for reduced motion, so no photo turns by itself.
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

describe('the cabin tabs', () => {
  it('shows each cabin’s facts as a description list, label then value', () => {
    renderTabs();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Vivre dans cet hébergement' })).toBeVisible();
    expect(within(panel).getByRole('term')).toHaveTextContent('Accès');
    expect(within(panel).getByRole('definition')).toHaveTextContent('Échelle de Cabane ouest');
  });

  it('each name in aria-controls a panel that is in the document, the unchosen ones hidden', () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(2);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
      if (tab.getAttribute('aria-selected') === 'true') expect(panel).toBeVisible();
      else expect(panel).toHaveAttribute('hidden');
    }
    // The hidden panel holds its cabin's words; only the shown one has a carousel.
    expect(screen.getAllByRole('region', { name: /^Photos de / })).toHaveLength(1);
    expect(document.getElementById('panel-grande-cabane')).toHaveTextContent('Description de Cabane est');
  });

  it('says, beside a « dès » price, a night’s price in the season under way by the visitor’s day, and its end (issue 49, prices first)', () => {
    jest.useFakeTimers({ now: new Date('2027-07-10T12:00:00+02:00') });
    renderTabs();
    expect(screen.getByText('Haute saison, jusqu’au samedi 28 août : 120€/nuit')).toBeVisible();
    jest.useRealTimers();
  });

  it('asks, under the shown cabin’s price, for the stay request of that cabin', async () => {
    const user = userEvent.setup();
    renderTabs();
    const asked: string[] = [];
    const stop = onRequestDates((type) => asked.push(type));
    await user.click(screen.getByRole('tab', { name: /Cabane est/ }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Demander un séjour' }));
    stop();
    expect(asked).toEqual(['grande-cabane']);
  });

  it('moves with the arrow keys, Home and End, and starts each cabin on its first photo', async () => {
    const user = userEvent.setup();
    renderTabs();
    const [west, east] = screen.getAllByRole('tab');
    const panel = () => screen.getByRole('tabpanel');
    await user.click(within(panel()).getByRole('button', { name: fill(words.goTo, { position: 3 }) }));
    expect(shownSlide()).toHaveAttribute('aria-label', fill(words.position, { position: 3, count: 3 }));

    west?.focus();
    await user.keyboard('{ArrowRight}');
    expect(east).toHaveFocus();
    expect(east).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAttribute('id', 'panel-grande-cabane');
    expect(document.getElementById('panel-petite-cabane')).toHaveAttribute('hidden');
    expect(within(panel()).getByRole('region', { name: 'Photos de Cabane est' })).toBeVisible();
    expect(shownSlide()).toHaveAttribute('aria-label', fill(words.position, { position: 1, count: 3 }));

    await user.keyboard('{ArrowRight}');
    expect(west).toHaveFocus();
    await user.keyboard('{End}');
    expect(east).toHaveFocus();
    await user.keyboard('{Home}');
    expect(west).toHaveFocus();
    expect(panel()).toHaveAttribute('id', 'panel-petite-cabane');
    expect(shownSlide()).toHaveAttribute('aria-label', fill(words.position, { position: 1, count: 3 }));
  });
});
