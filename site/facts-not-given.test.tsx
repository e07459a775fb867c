/** @jest-environment node */
// What a guest meets of the facts the owner has not given (issue 47): nothing. Every page body, its
// metadata and structured data, the frame (header, footer, action bar), the PDFs, the calendar files
// and the model e-mails, rendered in the four languages from the seed as the owner has it at two
// moments (fixtures/facts-not-given.ts): before giving anything, as content/data ships, and with the
// needed facts alone. None may hold a marker of a fact to come (config/glossary.ts, missingFactMarkers),
// a stand-in contact, an empty label or an example.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
import { missingFactMarkers } from '@/config/glossary';
import { languages, type Lang } from '@/lib/i18n/languages';
import { nothingGiven, onlyNeededGiven, writeDataFiles } from '@/fixtures/facts-not-given';

// React's cache() keeps the page's language only inside a server render; a plain render reads this one.
jest.mock(
  '@/lib/i18n/page-language',
  () => jest.requireActual<typeof import('@/lib/i18n/page-language-for-tests')>('@/lib/i18n/page-language-for-tests').plainPageLanguage,
);
jest.mock('next/navigation', () => ({ usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));
// The photos' manifest is written by the build, after the units in a fresh clone: a stand-in.
jest.mock('node:fs', () =>
  jest
    .requireActual<typeof import('@/lib/fake-image-manifest')>('@/lib/fake-image-manifest')
    .withFakeImageManifest(jest.requireActual('node:fs')),
);

/** A stand-in contact of the data files' (content/data as shipped): never shown. */
const dummies = [
  /\+33 ?0(?:[ .]?00){4}/,
  /(?<!\d)00 00 00 00 00(?!\d)/,
  /[\w.-]+\.example\b/,
  /example\.org/,
  /(?<![\d,.])00000(?![\d,.])/,
];
/** A label with nothing after it: an empty cell or item of a list, an e-mail's « - Label : » line with no value. */
const emptyLabels = [/<dd[^>]*>\s*<\/dd>/, /<li[^>]*>\s*<\/li>/, /^\s*- [^\n:]+ ?:\s*$/m];

/** What a text shows a guest of a fact to come: each marker, each stand-in contact, each empty label, with where. */
function problemsIn(lang: Lang, where: string, text: string): string[] {
  return [
    // Every language's markers: a French stand-in leaking onto an English page is a marker too.
    ...languages
      .flatMap((any) => missingFactMarkers[any])
      .flatMap(({ pattern }) => (pattern.test(text) ? [`${where} (${lang}): « ${text.match(pattern)?.[0]} »`] : [])),
    ...dummies.flatMap((pattern) => (pattern.test(text) ? [`${where}: stand-in « ${text.match(pattern)?.[0]} »`] : [])),
    ...emptyLabels.flatMap((pattern) => (pattern.test(text) ? [`${where}: empty label near « ${text.match(pattern)?.[0]} »`] : [])),
  ];
}

/** Everything a guest meets, rendered from the data folder CONTENT_DATA names, in one language. */
async function everythingIn(lang: Lang): Promise<{ where: string; text: string }[]> {
  // Imported after the registry was reset, as the components are: one React for both.
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { setPageLanguage } = await import('@/lib/i18n/page-language');
  const render = (element: ReactElement) => {
    setPageLanguage(lang);
    return renderToStaticMarkup(element);
  };
  const { routeIds } = await import('@/config/routes');
  const { pageGraph } = await import('@/site/structured-data');
  const { pageMetadata } = await import('@/site/page-metadata');
  const { SiteFooter } = await import('@/components/site-footer');
  const { ActionBar } = await import('@/components/action-bar');
  const bodies = {
    home: (await import('@/features/home/home-page')).HomePage,
    restaurant: (await import('@/features/restaurant/restaurant-page')).RestaurantPage,
    stays: (await import('@/features/stays/stays-page')).StaysPage,
    leisure: (await import('@/features/leisure/leisure-page')).LeisurePage,
    events: (await import('@/features/events/events-page')).EventsPage,
    contact: (await import('@/features/contact/contact-page')).ContactPage,
    legal: (await import('@/features/legal/legal-page')).LegalPage,
    faq: (await import('@/features/faq/faq-page')).FaqPage,
    voucher: (await import('@/features/voucher/voucher-page')).VoucherPage,
    arrival: (await import('@/features/arrival/arrival-page')).ArrivalPage,
    terms: (await import('@/features/terms/terms-page')).TermsPage,
  } as const;
  const { priceListContent } = await import('@/features/stays/pricing/price-list-pdf');
  const { menuPdfContent } = await import('@/features/restaurant/menu-pdf');
  const { voucherPdfContent } = await import('@/features/voucher/voucher-pdf');
  const { termsIn } = await import('@/features/terms/terms');
  const { confirmationEmailIn } = await import('@/features/stays/emails/confirmation-email');
  const { eventsIn } = await import('@/features/events/events');
  const { siteEventIcs } = await import('@/features/events/ics-of-event');
  return [
    ...routeIds.map((id) => {
      const Body = bodies[id];
      return { where: `${id} page`, text: render(<Body lang={lang} structuredData={pageGraph(id, lang)} />) };
    }),
    ...routeIds.map((id) => ({ where: `${id} metadata`, text: JSON.stringify(pageMetadata(id, lang)) })),
    { where: 'footer', text: render(<SiteFooter />) },
    { where: 'action bar', text: render(<ActionBar />) },
    { where: 'price list PDF', text: JSON.stringify(priceListContent(lang) ?? {}) },
    { where: 'carte PDF', text: JSON.stringify(menuPdfContent(lang) ?? {}) },
    { where: 'voucher PDF', text: JSON.stringify(voucherPdfContent(lang)) },
    { where: 'booking terms (CGV) and their PDF', text: JSON.stringify(termsIn(lang)) },
    { where: 'confirmation e-mail', text: confirmationEmailIn(lang) },
    ...eventsIn(lang).map((event) => ({ where: `calendar file of ${event.slug}`, text: siteEventIcs(event, lang, 0) })),
  ];
}

describe.each([
  ['with nothing given yet, as content/data ships', nothingGiven],
  ['with the needed facts alone given', onlyNeededGiven],
] as const)('the site %s', (_, data) => {
  const root = mkdtempSync(path.join(tmpdir(), 'facts-not-given-'));
  const before = process.env.CONTENT_DATA;
  beforeAll(() => {
    process.env.CONTENT_DATA = writeDataFiles(root, data());
    jest.resetModules();
  });
  afterAll(() => {
    process.env.CONTENT_DATA = before;
    jest.resetModules();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(languages)('%s: shows no marker, no stand-in contact, no empty label on any page, PDF, calendar file or e-mail', async (lang) => {
    const texts = await everythingIn(lang);
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.flatMap(({ where, text }) => problemsIn(lang, where, text))).toEqual([]);
  });
});
