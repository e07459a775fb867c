import { render, screen, within } from '@testing-library/react';
import { actionBarWords } from '@/config/action-bar';
import { pathOf, routeIds } from '@/config/routes';
import { languages, type Lang } from '@/lib/i18n/languages';

let lang: Lang = 'fr';
let pathname = '/';
jest.mock('@/lib/i18n/page-language', () => ({ pageLanguage: () => lang, setPageLanguage: () => undefined }));
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

// After the mocks, which it reads.
import { ActionBar } from './action-bar';

describe('the action bar’s booking button', () => {
  it.each(languages)('%s: offers the stay request on the accommodation page, a table on every other page', (language) => {
    lang = language;
    const words = actionBarWords[language];
    for (const id of routeIds) {
      pathname = pathOf(id, language);
      const { unmount } = render(<ActionBar />);
      const bar = within(screen.getByRole('navigation', { name: words.label }));
      if (id === 'stays') {
        expect(bar.getByRole('link', { name: words.requestStay })).toHaveAttribute('href', `${pathOf('stays', language)}#demande-de-sejour`);
        expect(bar.queryByRole('link', { name: words.reserve })).toBeNull();
      } else {
        // next/link outside the build drops the trailing slash the export keeps (trailingSlash in next.config.ts).
        expect(bar.getByRole('link', { name: words.reserve }).getAttribute('href')?.replace('#', '/#').replace('//#', '/#')).toBe(`${pathOf('restaurant', language)}#reservation`);
        expect(bar.queryByRole('link', { name: words.requestStay })).toBeNull();
      }
      unmount();
    }
  });
});
