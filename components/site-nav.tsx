'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { mainNavigation, navigationText, siteName } from '@/content/site';
import { CloseIcon, MenuIcon } from './ui/icons';

const MENU_ID = 'menu-principal';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

export function SiteNav() {
  const pathname = normalise(usePathname() ?? '/');
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  // The open menu covers the page: when focus moves out of the header, close it so focus never sits behind it.
  const closeWhenFocusLeaves = (event: React.FocusEvent<HTMLElement>) => {
    if (menuOpen && !headerRef.current?.contains(event.relatedTarget as Node | null)) setMenuOpen(false);
  };

  const solid = scrolled || menuOpen;

  return (
    <header
      ref={headerRef}
      onBlur={closeWhenFocusLeaves}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        solid ? 'bg-white text-lake-900 shadow-nav' : 'focus-on-dark bg-transparent text-white'
      }`}
    >
      <nav aria-label={navigationText.mainNavLabel} className="mx-auto flex h-nav max-w-content items-center justify-between gap-4 px-5 lg:px-8">
        <Link
          prefetch={false}
          href="/"
          className={`flex min-h-11 items-center gap-2 font-display text-xl whitespace-nowrap font-semibold tracking-tight ${solid ? '' : 'nav-text-shadow'}`}
        >
          <BrandMark />
          {siteName}
        </Link>

        <button
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
          className={`flex min-h-11 min-w-11 items-center gap-2 rounded-full px-3 font-medium lg:hidden ${solid ? '' : 'nav-text-shadow'}`}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          {navigationText.menuLabel}
        </button>

        <ul
          id={MENU_ID}
          className={`${menuOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-nav flex-col gap-1 border-t border-sand-300 bg-white px-5 pb-6 pt-3 text-lake-900 shadow-nav lg:static lg:flex lg:flex-row lg:gap-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none ${
            solid ? '' : 'lg:text-white'
          }`}
        >
          {mainNavigation.map((link) => {
            const current = normalise(link.href) === pathname;
            return (
              <li key={link.href}>
                <Link
                  prefetch={false}
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                  className={`flex min-h-11 items-center rounded-full px-4 text-base lg:px-3 xl:px-4 font-medium transition-colors ${
                    current ? 'underline decoration-2 underline-offset-8' : ''
                  } ${solid ? 'hover:bg-lake-50' : 'lg:nav-text-shadow hover:bg-lake-50 lg:hover:bg-white/15'}`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}

function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M4 20 16 7l12 13" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M9 20v-6M23 20v-6" stroke="currentColor" strokeWidth="2.4" />
      <path d="M3 25c3-2 5-2 8 0s5 2 8 0 5-2 8 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
