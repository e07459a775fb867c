import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
// The photos' manifest is written by the build, after the units in a fresh clone: a stand-in.
jest.mock('node:fs', () => jest.requireActual<typeof import('@/lib/fake-image-manifest')>('@/lib/fake-image-manifest').withFakeImageManifest(jest.requireActual('node:fs')));
import { illustrationCaption } from '@/content/photo-credits';
import { languages } from '@/lib/i18n/languages';
import { resolvePhotoIn, type ResolvedPhoto } from '@/components/photos';
import credits from '@/fixtures/seed-data/photo-credits.json';
import { ResponsiveImage } from './responsive-image';

const photo = (illustration: string | null): ResolvedPhoto => ({
  width: 1200,
  height: 800,
  blurDataUrl: 'data:image/png;base64,',
  variants: { avif: [{ width: 640, src: '/p.avif' }], webp: [{ width: 640, src: '/p.webp' }], jpg: [{ width: 640, src: '/p.jpg' }] },
  alt: 'Barques au coucher du soleil',
  isPlaceholder: false,
  credit: null,
  illustration,
});

describe('a photo that does not show the venue', () => {
  it('is captioned « photo d’illustration » in the page’s language while the owner’s box is ticked (L121-2), and not once unticked', () => {
    const stock = credits.credits.find((credit) => credit.illustration);
    if (!stock) throw new Error('no illustration photo in the seed');
    for (const lang of languages) {
      const resolved = resolvePhotoIn({ file: stock.file, alt: 'Photo' }, lang);
      expect(resolved.illustration).toBe(illustrationCaption[lang]);
      const { unmount } = render(<ResponsiveImage photo={resolved} sizes="100vw" />);
      expect(screen.getByText(illustrationCaption[lang])).toBeVisible();
      unmount();
    }
    expect(Object.values(illustrationCaption)).toEqual(['Photo d’illustration', 'Illustrative photo', 'Sfeerfoto ter illustratie', 'Symbolbild']);
  });

  it('shows no caption on a photo of the venue', () => {
    render(<ResponsiveImage photo={photo(null)} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Barques au coucher du soleil' })).toBeVisible();
    expect(screen.queryByText(illustrationCaption.fr)).toBeNull();
  });
});

describe('a photo that waits for the banner (waitForBanner)', () => {
  const markup = (props: { priority?: boolean } = {}) =>
    renderToStaticMarkup(<ResponsiveImage photo={photo(null)} sizes="10rem" waitForBanner className="size-40" {...props} />);

  it('names its files in data attributes, shows its blurred placeholder, stays lazy, and has a <noscript> twin as usual', () => {
    const container = document.createElement('div');
    container.innerHTML = markup();
    const [waiting, twin] = [container.querySelector(':scope > picture'), container.querySelector('noscript')];
    const image = waiting?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('data:image/png;base64,');
    expect(image?.getAttribute('data-src')).toBe('/p.jpg');
    expect(image?.getAttribute('data-srcset')).toBe('/p.jpg 640w');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('Barques au coucher du soleil');
    expect([...(waiting?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('data-srcset'))).toEqual(['/p.avif 640w', '/p.webp 640w']);
    expect(waiting?.querySelectorAll('[srcset]')).toHaveLength(0);
    // Without JavaScript the twin is the photo as every other one is drawn (the CSS hides the waiting one).
    expect(twin?.innerHTML).toBe(renderToStaticMarkup(<ResponsiveImage photo={photo(null)} sizes="10rem" className="size-40" />));
  });

  it('is ignored on the banner', () => {
    expect(markup({ priority: true })).toBe(renderToStaticMarkup(<ResponsiveImage photo={photo(null)} sizes="10rem" priority className="size-40" />));
  });
});
