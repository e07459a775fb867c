import Link from 'next/link';
import { actionBarAnchors, actionBarWords, bookingTarget, type BookingKind } from '@/config/action-bar-actions';
import { phoneLanguages, phoneLanguagesText, telHref } from '@/config/contact';
import { pathOf } from '@/config/routes';
import { pageLanguage } from '@/lib/i18n/page-language';
import { ActionBarBooking, type BookingLinks } from '@/components/action-bar-booking';
import type { Lang } from '@/lib/i18n/languages';

const item = 'flex min-h-14 items-center justify-center gap-2 rounded-xl px-2 text-center font-semibold leading-tight';
/** The call and directions links' icon, drawn by the stylesheet before the words (app/globals.css). */
const iconed = 'before:size-5 max-[359px]:before:hidden';

/**
 * Call, directions and booking, one tap away on every page below 1024 px (where the main navigation
 * collapses into its Menu button). No JavaScript: the page keeps room for the bar at its bottom
 * (body padding, scroll padding in app/globals.css) and the bar steps aside while a field has focus,
 * when a phone's keyboard is up.
 */
export function ActionBar() {
  const lang = pageLanguage();
  const words = actionBarWords[lang];
  return (
    <nav
      aria-label={words.label}
      className="action-bar fixed inset-x-0 bottom-0 z-40 border-t border-sand-300 bg-white/95 px-2 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-nav backdrop-blur lg:hidden print:hidden"
    >
      {/* Below 360 px the words alone take the room: the icons go, and the booking button takes what is left. */}
      {/* Without a number (needed to publish: only a preview lacks it), no call button: two columns. */}
      <ul
        className={`mx-auto grid max-w-content gap-2 ${telHref ? 'grid-cols-[1fr_1fr_1.5fr] max-[359px]:grid-cols-[auto_auto_minmax(0,1fr)]' : 'grid-cols-[1fr_1.5fr] max-[359px]:grid-cols-[auto_minmax(0,1fr)]'}`}
      >
        {telHref ? (
          <li>
            <a href={telHref} className={`${item} icon-before icon-phone ${iconed} text-lake-900 hover:bg-lake-50`}>
              {/* The languages the phone is answered in, under the word: their codes to the eye (the bar has
                  no room for a sentence), the whole sentence to a screen reader. */}
              <span className="flex flex-col">
                {words.call}
                {phoneLanguages.length > 0 ? (
                  <>
                    <span aria-hidden="true" className="text-xs font-medium tracking-wide whitespace-nowrap text-ink-muted">
                      {phoneLanguages.map((language) => language.toUpperCase()).join(' · ')}
                    </span>
                    <span className="sr-only">{phoneLanguagesText(lang)}</span>
                  </>
                ) : null}
              </span>
            </a>
          </li>
        ) : null}
        <li>
          <Link
            prefetch={false}
            href={`${pathOf('contact', lang)}#${actionBarAnchors.directions}`}
            className={`${item} icon-before icon-map-pin ${iconed} text-lake-900 hover:bg-lake-50`}
          >
            {words.directions}
          </Link>
        </li>
        <li>
          <ActionBarBooking
            className={`${item} whitespace-nowrap bg-ember-600 text-white hover:bg-ember-700`}
            booking={bookingLinksIn(lang)}
          />
        </li>
      </ul>
    </nav>
  );
}

/** The booking buttons of a language: each kind's words and address (config/action-bar-actions.ts), the pages where it differs. */
export function bookingLinksIn(lang: Lang): BookingLinks {
  const words = actionBarWords[lang];
  const link = (kind: BookingKind) => ({
    label: words.booking[kind],
    href: `${pathOf(bookingTarget[kind].route, lang)}#${bookingTarget[kind].anchor}`,
  });
  return {
    links: { stay: link('stay'), table: link('table'), guide: link('guide') },
    pages: { restaurant: pathOf('restaurant', lang), arrival: pathOf('arrival', lang) },
  };
}
