'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RouteId } from '@/config/routes';
import type { NavigationWords } from '@/config/site';
import type { Link as PageLink } from '@/config/types';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { bookingKindAt, type BookingLinks } from '@/components/action-bar-booking';
import { languageLinks } from './language-links';

const MENU_ID = 'menu-principal';
const LANGUAGES_ID = 'langues';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

const noSubscription = () => () => undefined;
/** False in the server's HTML and during hydration, true once React runs the page. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Whether the menu popover is shown (never where the browser has no popovers). */
const isOpen = (menu: HTMLElement | null) => menu !== null && typeof menu.hidePopover === 'function' && menu.matches(':popover-open');

/** Safari before 17 and Firefox before 125 have no popovers: there React opens and closes the menu itself. */
const hasPopovers = () => typeof HTMLElement.prototype.togglePopover === 'function';

/** Whether a popover is shown, read from the element, so that a tap before the scripts started counts once, as the browser did it. */
function usePopoverOpen(ref: React.RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback(
    (onToggle: () => void) => {
      const popover = ref.current;
      popover?.addEventListener('toggle', onToggle);
      return () => popover?.removeEventListener('toggle', onToggle);
    },
    [ref],
  );
  return useSyncExternalStore(
    subscribe,
    () => isOpen(ref.current),
    () => false,
  );
}

/** Plain data from site/site-layout.tsx: the page's language's words and addresses only. */
export interface SiteNavProps {
  readonly lang: Lang;
  readonly siteName: string;
  readonly homeHref: string;
  readonly links: readonly PageLink[];
  readonly words: NavigationWords;
  /** Every page's address in each language (config/routes.ts), for the language switcher. */
  readonly routes: Readonly<Record<RouteId, Translated<string>>>;
  readonly languageNames: Translated<string>;
  /** The booking button of wide screens, as the phone's action bar offers it (config/action-bar-actions.ts). */
  readonly booking: BookingLinks;
}

export function SiteNav({ lang, siteName, homeHref, links, words, routes, languageNames, booking }: SiteNavProps) {
  const pathname = normalise(usePathname() ?? '/');
  const languages = languageLinks(routes, languageNames, pathname, lang);
  const currentLanguage = languages.find((language) => language.current);
  const [scrolled, setScrolled] = useState(false);
  // The menu is a native popover: its button opens and closes it, and Escape and a tap outside close
  // it, before the scripts start and without them. React only mirrors its state (for aria-expanded
  // and the solid header) and closes it when a link is followed or focus leaves the header.
  const hydrated = useHydrated();
  const menuRef = useRef<HTMLUListElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const popoverOpen = usePopoverOpen(menuRef);
  const [fallbackOpen, setFallbackOpen] = useState(false);
  // The wide screen's list of languages is a popover too, mirrored the same way.
  const languagesRef = useRef<HTMLUListElement>(null);
  const languagesPopoverOpen = usePopoverOpen(languagesRef);
  const [languagesFallbackOpen, setLanguagesFallbackOpen] = useState(false);
  const menuOpen = popoverOpen || fallbackOpen;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const languagesButtonRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => {
    if (isOpen(menuRef.current)) menuRef.current?.hidePopover();
    setFallbackOpen(false);
  };

  useEffect(() => {
    if (!fallbackOpen && !languagesFallbackOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (languagesFallbackOpen) {
        setLanguagesFallbackOpen(false);
        languagesButtonRef.current?.focus();
        return;
      }
      setFallbackOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [fallbackOpen, languagesFallbackOpen]);

  // The open menu covers the page: when focus moves out of the header, close it so focus never sits behind it.
  const closeWhenFocusLeaves = (event: React.FocusEvent<HTMLElement>) => {
    if (!headerRef.current?.contains(event.relatedTarget as Node | null)) closeMenu();
  };

  const solid = scrolled || menuOpen;

  return (
    <header
      ref={headerRef}
      onBlur={closeWhenFocusLeaves}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        // Without JavaScript nothing follows the scroll: the header stays solid so it reads over any content.
        solid
          ? 'bg-white text-lake-900 shadow-nav'
          : 'focus-on-dark bg-transparent text-white noscript:bg-white noscript:text-lake-900 noscript:shadow-nav'
      }`}
    >
      <nav
        aria-label={words.mainNavLabel}
        className="mx-auto flex h-nav max-w-content items-center justify-between gap-4 px-5 lg:gap-2 lg:px-8"
      >
        <Link
          prefetch={false}
          href={homeHref}
          className={`icon-before icon-brand flex min-h-11 items-center gap-2 before:size-7 font-display text-xl whitespace-nowrap font-semibold tracking-tight ${solid ? '' : 'nav-text-shadow noscript:[text-shadow:none]'}`}
        >
          {siteName}
        </Link>

        <button
          ref={buttonRef}
          type="button"
          popoverTarget={MENU_ID}
          onClick={() => {
            if (!hasPopovers()) setFallbackOpen((open) => !open);
          }}
          // The browser tells assistive technology the popover's state itself; the attribute, once
          // React mirrors that state, says the same for tools that read it.
          aria-expanded={hydrated ? menuOpen : undefined}
          aria-controls={MENU_ID}
          className={`icon-before ${menuOpen ? 'icon-close' : 'icon-menu'} flex min-h-11 min-w-11 items-center gap-2 rounded-full px-3 font-medium lg:hidden ${solid ? '' : 'nav-text-shadow noscript:[text-shadow:none]'}`}
        >
          {words.menuLabel}
        </button>

        <ul
          ref={menuRef}
          id={MENU_ID}
          popover="auto"
          data-fallback-open={fallbackOpen || undefined}
          className={`m-0 hidden open:flex data-fallback-open:flex fixed inset-x-0 top-nav bottom-auto h-auto w-auto overflow-visible flex-col gap-1 border-t border-sand-300 bg-white px-5 pb-6 pt-3 text-lake-900 shadow-nav lg:static lg:flex lg:flex-row lg:gap-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none ${
            solid ? '' : 'lg:text-white noscript:lg:text-lake-900'
          }`}
        >
          {links.map((link) => {
            const current = normalise(link.href) === pathname;
            return (
              // Between 1024 and 1279 px the brand alone leads home: the room is the header's « Réserver »'s (issue 49).
              <li key={link.href} className={link.href === homeHref ? 'lg:max-xl:hidden' : undefined}>
                <Link
                  prefetch={false}
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  onClick={closeMenu}
                  className={`flex min-h-11 items-center rounded-full px-4 text-base lg:px-2 xl:px-3 font-medium transition-colors ${
                    current ? 'underline decoration-2 underline-offset-8' : ''
                  } ${solid ? 'hover:bg-lake-50' : 'lg:nav-text-shadow hover:bg-lake-50 lg:hover:bg-white/15 noscript:[text-shadow:none]'}`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
          {/* The same page in each language, each named in itself, once: on a phone a list at the foot
              of the menu; on a wide screen a popover, opened by a button naming the current language.
              Plain links: another language is another root layout, loaded whole, and nothing picks a
              language for the visitor. */}
          <li className="mt-3 border-t border-sand-300 pt-3 lg:m-0 lg:border-0 lg:p-0">
            <button
              ref={languagesButtonRef}
              type="button"
              popoverTarget={LANGUAGES_ID}
              onClick={() => {
                if (!hasPopovers()) setLanguagesFallbackOpen((open) => !open);
              }}
              // Browsers with popovers tell assistive technology the list's state themselves (and the
              // tests know the page has hydrated by the Menu button's aria-expanded, the header's only
              // one); React says it only where it opens the list itself.
              aria-expanded={hydrated && !hasPopovers() ? languagesFallbackOpen : undefined}
              aria-controls={LANGUAGES_ID}
              aria-label={`${currentLanguage?.lang.toUpperCase() ?? ''}, ${words.currentLanguage}`}
              data-open={languagesPopoverOpen || languagesFallbackOpen || undefined}
              className={`icon-after icon-chevron-down hidden min-h-11 items-center gap-1 rounded-full px-3 font-medium transition-colors after:size-4 after:transition-transform data-open:after:rotate-180 lg:flex ${
                solid ? 'hover:bg-lake-50' : 'nav-text-shadow hover:bg-white/15 noscript:[text-shadow:none]'
              }`}
            >
              {/* Its language's code on a wide screen, where the header's row is full; the button's name starts
                  with the code shown (WCAG 2.5.3) and says the language whole, and the list it opens names every
                  language in itself. */}
              {currentLanguage?.lang.toUpperCase()}
            </button>
            {/* The wide screen's popover; below 1024 px (max-lg) a plain list in the flow of the menu, shown
                although the browser hides a popover that is not open, on the menu's white, unshadowed. */}
            <ul
              ref={languagesRef}
              id={LANGUAGES_ID}
              popover="auto"
              data-fallback-open={languagesFallbackOpen || undefined}
              aria-label={words.languageLabel}
              className="fixed inset-auto top-nav right-[max(2rem,calc((100vw-72rem)/2+2rem))] m-0 hidden border-0 min-w-48 flex-col gap-1 rounded-2xl bg-white p-2 text-lake-900 shadow-card open:flex data-fallback-open:flex max-lg:static max-lg:flex max-lg:flex-row max-lg:flex-wrap max-lg:p-0 max-lg:shadow-none"
            >
              {languages.map((language) => (
                <li key={language.lang}>
                  <a
                    href={language.href}
                    hrefLang={language.lang}
                    lang={language.lang}
                    aria-current={language.current ? 'true' : undefined}
                    className={`flex min-h-11 min-w-11 items-center rounded-full px-4 text-base font-medium hover:bg-lake-50 ${
                      language.current ? 'underline decoration-2 underline-offset-8' : ''
                    }`}
                  >
                    {language.name}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        </ul>
        {/* Wide screens have no action bar: the header books, a stay or, on the restaurant's page, a table (issue 49). */}
        <BookButton booking={booking} pathname={pathname} />
      </nav>
    </header>
  );
}

/** The header's « Réserver » on wide screens: the bar's booking, a stay on the arrival guide (whose bar offers its plan). */
function BookButton({ booking, pathname }: { readonly booking: BookingLinks; readonly pathname: string }) {
  const kind = bookingKindAt(pathname, booking.pages);
  const { label, href } = booking.links[kind === 'guide' ? 'stay' : kind];
  return (
    <Link
      prefetch={false}
      href={href}
      aria-label={label.name}
      className="hidden min-h-11 shrink-0 items-center rounded-full bg-ember-600 px-3.5 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-ember-700 lg:inline-flex"
    >
      {label.shown}
    </Link>
  );
}
