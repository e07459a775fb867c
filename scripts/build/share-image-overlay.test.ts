/** @jest-environment node */
import credits from '@/fixtures/seed-data/photo-credits.json';
import { illustrationCaption } from '@/content/photo-credits';
import { shareCaptionOf, shareImageList } from '@/site/seo';
import { shareOverlaySvg } from './share-image-overlay';

describe('a share image’s photo that does not show the venue (L121-2)', () => {
  it('says « Photo d’illustration » in its page’s language, as the page does, and nothing over the venue’s own photo', () => {
    const stock = credits.credits.find((credit) => credit.illustration === true);
    if (!stock) throw new Error('no illustration in the seed’s credits');
    expect(shareCaptionOf(stock.file, 'fr')).toBe('Photo d’illustration');
    expect(shareCaptionOf(stock.file, 'de')).toBe(illustrationCaption.de);
    expect(shareCaptionOf('une-photo-du-domaine.jpg', 'fr')).toBeNull();
    // Each share image whose photo is a stock picture carries it: the build draws what the list says.
    for (const image of shareImageList()) {
      const illustration = credits.credits.some((credit) => credit.file === image.route.sharePhoto.file && credit.illustration === true);
      expect(image.caption).toBe(illustration ? illustrationCaption[image.lang] : null);
    }
    expect(shareImageList().some((image) => image.caption !== null)).toBe(true);
  });

  it('draws the mention over the photo, and none without one', () => {
    expect(shareOverlaySvg('Le restaurant', '<svg/>', 'Photo d’illustration')).toContain('>Photo d’illustration</text>');
    expect(shareOverlaySvg('Le restaurant', '<svg/>', null)).not.toContain('illustration');
  });
});
