/** @jest-environment node */
// No French on a page in another language (issue 39): the seed's phone number is French, and its
// facts are written in French where the owner gives no translation. Every place that prints the owner's facts, rendered from the seed in English,
// Dutch and German: the pages that show them (home's team, contact, legal notice, an event, the
// footer), every page's structured data, each event's JSON-LD and calendar file, both PDFs' content.
// None may hold a French placeholder, nor the number in its French national form (« 03 84 00 00 00 »),
// nor French spacing before a colon, a semicolon, a question or an exclamation mark (the header's
// language button read "Language : English").
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Lang } from '@/lib/i18n/languages';
import { translationLanguages } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';

// The modules below are imported after this mock (jest hoists it anyway).
// React's cache() keeps the page's language only inside a server render; a plain render reads this one.
jest.mock(
  '@/lib/i18n/page-language',
  () => jest.requireActual<typeof import('@/lib/i18n/page-language-for-tests')>('@/lib/i18n/page-language-for-tests').plainPageLanguage,
);
jest.mock('next/navigation', () => ({ usePathname: () => '/' }));
// The photos' manifest is written by the build, after the units in a fresh clone: a stand-in.
jest.mock('node:fs', () =>
  jest
    .requireActual<typeof import('@/lib/fake-image-manifest')>('@/lib/fake-image-manifest')
    .withFakeImageManifest(jest.requireActual('node:fs')),
);

import { SiteFooter } from '@/components/site-footer';
import { SiteNav } from '@/components/site-nav';
import { bookingLinksIn } from '@/components/action-bar';
import { mainNavigation, navigationWords, routeNames, siteName } from '@/config/site';
import { languageNames } from '@/lib/i18n/languages';
import { phoneDisplayIn } from '@/config/contact';
import { pathOf, routeIds, routePaths } from '@/config/routes';
import { ContactPage } from '@/features/contact/contact-page';
import { EventPage } from '@/features/events/event-page';
import { eventJsonLd } from '@/features/events/event-json-ld';
import { eventsIn } from '@/features/events/events';
import { siteEventIcs } from '@/features/events/ics-of-event';
import { TeamSection } from '@/features/home/team-section';
import { LegalPage } from '@/features/legal/legal-page';
import { ArrivalPage } from '@/features/arrival/arrival-page';
import { FaqPage } from '@/features/faq/faq-page';
import { VoucherPage } from '@/features/voucher/voucher-page';
import { menuPdfContent } from '@/features/restaurant/menu-pdf';
import { priceListContent } from '@/features/stays/pricing/price-list-pdf';
import { pageGraph } from '@/site/structured-data';

/** What a French placeholder or a French phone number looks like, wherever it is. */
const frenchLeftovers = [/à compléter/i, /(?<![\d+])0\d(?:[ .]\d\d){4}(?!\d)/, /[^\S\r\n]+[:;?!](?=[\s\p{L}])/u];

const render = (lang: Lang, element: ReactElement) => {
  setPageLanguage(lang);
  return renderToStaticMarkup(element);
};

/** Each text a page in `lang` is built from, named by where it comes from. */
function foreignTexts(lang: Lang): { where: string; text: string }[] {
  const graph = { lang, structuredData: pageGraph('contact', lang) };
  const events = eventsIn(lang);
  return [
    { where: 'home’s team', text: render(lang, <TeamSection lang={lang} />) },
    { where: 'contact page', text: render(lang, <ContactPage {...graph} />) },
    { where: 'legal notice', text: render(lang, <LegalPage lang={lang} structuredData={pageGraph('legal', lang)} />) },
    { where: 'arrival guide', text: render(lang, <ArrivalPage lang={lang} structuredData={pageGraph('arrival', lang)} />) },
    { where: 'questions page', text: render(lang, <FaqPage lang={lang} structuredData={pageGraph('faq', lang)} />) },
    { where: 'gift voucher page', text: render(lang, <VoucherPage lang={lang} structuredData={pageGraph('voucher', lang)} />) },
    { where: 'footer', text: render(lang, <SiteFooter />) },
    {
      where: 'header',
      text: render(
        lang,
        <SiteNav
          lang={lang}
          siteName={siteName}
          homeHref={pathOf('home', lang)}
          links={mainNavigation.map((id) => ({ label: routeNames[lang][id], href: pathOf(id, lang) }))}
          words={navigationWords[lang]}
          routes={routePaths}
          languageNames={languageNames}
          booking={bookingLinksIn(lang)}
        />,
      ),
    },
    ...events.map((event) => ({ where: `event ${event.slug}`, text: render(lang, <EventPage slug={event.slug} lang={lang} />) })),
    ...routeIds.map((id) => ({ where: `structured data of ${id}`, text: JSON.stringify(pageGraph(id, lang)) })),
    ...events.map((event) => ({ where: `JSON-LD of ${event.slug}`, text: JSON.stringify(eventJsonLd(event, lang, [], 0)) })),
    ...events.map((event) => ({ where: `calendar file of ${event.slug}`, text: siteEventIcs(event, lang, 0).replace(/\r\n[ \t]/g, '') })),
    { where: 'price list PDF', text: JSON.stringify(priceListContent(lang)) },
    { where: 'carte PDF', text: JSON.stringify(menuPdfContent(lang)) },
  ];
}

describe('a page in another language shows no French fact', () => {
  it.each(translationLanguages)('%s: no French placeholder and no French phone number, from the seed', (lang) => {
    const texts = foreignTexts(lang);
    const found = texts.flatMap(({ where, text }) =>
      frenchLeftovers.filter((pattern) => pattern.test(text)).map((pattern) => `${where}: ${String(text.match(pattern)?.[0])}`),
    );
    expect(found).toEqual([]);
    // The number is there, in the page's language's form.
    expect(texts.map(({ text }) => text).join('\n')).toContain(phoneDisplayIn(lang));
  });
});
