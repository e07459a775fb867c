import { render, screen, within } from '@testing-library/react';
import { actionBarWords } from '@/config/action-bar-actions';
import { pathOf, routeIds } from '@/config/routes';
import { languages, type Lang } from '@/lib/i18n/languages';

let lang: Lang = 'fr';
let pathname = '/';
jest.mock('@/lib/i18n/page-language', () => ({ pageLanguage: () => lang, setPageLanguage: () => undefined }));
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

// After the mocks, which it reads.
import { ActionBar } from './action-bar';

describe('the action bar’s booking button', () => {
  it.each(languages)(
    '%s: a stay everywhere, a table on the restaurant’s page, the plan on the arrival guide (issue 49), in words short enough for one line',
    (language) => {
      lang = language;
      const words = actionBarWords[language];
      for (const id of routeIds) {
        pathname = pathOf(id, language);
        const { unmount } = render(<ActionBar />);
        const bar = within(screen.getByRole('navigation', { name: words.label }));
        const [kind, href] =
          id === 'restaurant'
            ? (['table', `${pathOf('restaurant', language)}#reservation`] as const)
            : id === 'arrival'
              ? (['guide', `${pathOf('arrival', language)}#plan`] as const)
              : (['stay', `${pathOf('stays', language)}#demande-de-sejour`] as const);
        const link = bar.getByRole('link', { name: words.booking[kind].name });
        expect(link).toHaveTextContent(words.booking[kind].shown);
        // next/link outside the build drops the trailing slash the export keeps (trailingSlash in next.config.ts).
        expect(link.getAttribute('href')?.replace(/\/?#/, '/#')).toBe(href);
        unmount();
      }
    },
  );

  it.each(languages)('%s: names the whole action to a screen reader, the short words shown inside it', (language) => {
    for (const label of Object.values(actionBarWords[language].booking)) {
      expect(label.name.toLowerCase()).toContain(label.shown.toLowerCase());
      // About a third of a 320 px bar, in the bar's semibold.
      expect(label.shown.length).toBeLessThanOrEqual(11);
    }
  });
});
