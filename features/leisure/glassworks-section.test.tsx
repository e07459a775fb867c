/** @jest-environment node */
// The glassworks' section as the static page has it, before its status script runs, in the four
// languages: its days said once, in the sentence under its periods, its status box saying the season.
import { renderToStaticMarkup } from 'react-dom/server';
import { factText, statusFallback } from '@/content/fact-texts';
import { languages, type Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';

// The photos' manifest is written by the build: a stand-in. The page's language, as the render sets it.
jest.mock('node:fs', () =>
  jest
    .requireActual<typeof import('@/lib/fake-image-manifest')>('@/lib/fake-image-manifest')
    .withFakeImageManifest(jest.requireActual('node:fs')),
);
jest.mock(
  '@/lib/i18n/page-language',
  () => jest.requireActual<typeof import('@/lib/i18n/page-language-for-tests')>('@/lib/i18n/page-language-for-tests').plainPageLanguage,
);

import { GlassworksSection } from './glassworks-section';
import { glassworksIn } from './leisure';

const textOf = (lang: Lang) => {
  setPageLanguage(lang);
  return renderToStaticMarkup(<GlassworksSection />)
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&amp;/gu, '&')
    .replace(/&#x27;/gu, '’');
};

const count = (text: string, words: string) => text.toLocaleLowerCase().split(words.toLocaleLowerCase()).length - 1;

describe('the glassworks’ section, from the seed', () => {
  it.each(languages)('%s: says its opening days once, in the sentence under its periods, and its season in the status box', (lang) => {
    const days = factText('jours de la verrerie', lang) ?? '';
    const text = textOf(lang);
    expect(days).not.toBe('');
    expect(count(text, days)).toBe(1);
    expect(text).toContain(glassworksIn(lang).closures);
    expect(glassworksIn(lang).closures).toContain(days);
    expect(text).toContain(statusFallback(lang, 'verrerie'));
  });
});
