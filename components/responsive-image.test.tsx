import { render, screen } from '@testing-library/react';
// The photos' manifest is written by the build, after the units in a fresh clone: a stand-in.
jest.mock('node:fs', () =>
  jest
    .requireActual<typeof import('@/lib/fake-image-manifest')>('@/lib/fake-image-manifest')
    .withFakeImageManifest(jest.requireActual('node:fs')),
);
import { illustrationCaption } from '@/content/photo-credits';
import { languages } from '@/lib/i18n/languages';
import { resolvePhotoIn, type ResolvedPhoto } from '@/components/photos';
import credits from '@/fixtures/seed-data/photo-credits.json';
import { ResponsiveImage } from './responsive-image';

const photo = (illustration: string | null): ResolvedPhoto => ({
  width: 1200,
  height: 800,
  blurDataUrl: 'data:image/png;base64,',
  placeholderGradient: 'linear-gradient(#6b8a9a,#3d5560,#2a3a30)',
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
    expect(Object.values(illustrationCaption)).toEqual([
      'Photo d’illustration',
      'Photo for illustration only',
      'Sfeerfoto ter illustratie',
      'Symbolbild',
    ]);
  });

  it('shows no caption on a photo of the venue', () => {
    render(<ResponsiveImage photo={photo(null)} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Barques au coucher du soleil' })).toBeVisible();
    expect(screen.queryByText(illustrationCaption.fr)).toBeNull();
  });
});

describe('what is drawn while a photo loads', () => {
  it('is the blurred copy behind the banner, and a gradient of its colours behind a photo further down, with nothing to fetch', () => {
    const { unmount } = render(<ResponsiveImage photo={photo(null)} sizes="100vw" priority />);
    expect(screen.getByRole('img').style.backgroundImage).toContain('data:image/png;base64,');
    unmount();
    render(<ResponsiveImage photo={photo(null)} sizes="100vw" />);
    const lazy = screen.getByRole('img');
    expect(lazy.style.backgroundImage).toBe('linear-gradient(#6b8a9a,#3d5560,#2a3a30)');
    expect(lazy.getAttribute('style')).not.toContain('data:');
  });
});
