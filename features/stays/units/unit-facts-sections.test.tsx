/** @jest-environment node */
// Each unit's facts in its section of the stays page, rendered from the seed (fixtures/seed-data) in
// the four languages: the chalets' one list, each cabin's in its tab (hidden tabs keep their words).
import { renderToStaticMarkup } from 'react-dom/server';
import { languages, type Lang } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';

// React's cache() keeps the page's language only inside a server render; a plain render reads this one.
// The photos' manifest is written by the build, after the units in a fresh clone: a stand-in.
jest.mock('node:fs', () =>
  jest
    .requireActual<typeof import('@/lib/fake-image-manifest')>('@/lib/fake-image-manifest')
    .withFakeImageManifest(jest.requireActual('node:fs')),
);
jest.mock(
  '@/lib/i18n/page-language',
  () => jest.requireActual<typeof import('@/lib/i18n/page-language-for-tests')>('@/lib/i18n/page-language-for-tests').plainPageLanguage,
);

import { CabinSection } from '@/features/stays/units/cabin-section';
import { ChaletSection } from '@/features/stays/units/chalet-section';
import { unitFactsWords } from '@/features/stays/units/unit-facts-words';

const render = (lang: Lang) => {
  setPageLanguage(lang);
  return { chalets: renderToStaticMarkup(<ChaletSection />), cabins: renderToStaticMarkup(<CabinSection />) };
};

/** The terms and definitions of a rendered section, as « label = value » lines. */
const described = (html: string) =>
  [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((match) => `${match[1]} = ${match[2]}`);

describe('each unit’s facts on the stays page, from the seed', () => {
  it.each(languages)('%s: the chalets’ list and each cabin’s, label then value, in the language', (lang) => {
    const { chalets, cabins } = render(lang);
    const labels = unitFactsWords[lang].labels;
    const chaletLines = described(chalets);
    const cabinLines = described(cabins);
    // One list for the two chalets (same facts), one per cabin: ten facts each.
    expect(chaletLines.filter((line) => line.startsWith(`${labels.access} = `))).toHaveLength(1);
    expect(cabinLines.filter((line) => line.startsWith(`${labels.access} = `))).toHaveLength(2);
    expect(cabinLines).toContain(
      `${labels.toilet} = ${unitFactsWords[lang].toiletAt(unitFactsWords[lang].toilet.seche, unitFactsWords[lang].toiletPlace.dedans)}`,
    );
    expect(cabinLines.some((line) => line.startsWith(`${labels.minimumChildAge} = `) && line.includes('6'))).toBe(true);
    expect(chalets).toContain(`${unitFactsWords[lang].title}`);
    if (lang !== 'fr') expect(`${chalets}${cabins}`).not.toMatch(/à compléter|Toilettes sèches|Pas d’accès/);
  });
});
