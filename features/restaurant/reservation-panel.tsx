'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseButton } from '@/components/ui/close-button';
import { ReservationForm } from './reservation-form';
import type { ReservationSetup } from './reservation-setup';

const PANEL_ID = 'reservation-panel';
/** The section's anchor, which the action bar, the home and the contact page link to (config/action-bar-actions.ts). */
const SECTION_HASH = '#reservation';

/** Whether a click follows a link to this page's form: the browser moves nowhere when the address already ends with it. */
function linksToForm(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a') : null;
  return link !== null && link.hash === SECTION_HASH && link.pathname === window.location.pathname;
}

/** The toggle and the form panel. The form stays mounted while hidden, so nothing typed is lost. */
export function ReservationPanel({ setup }: { readonly setup: ReservationSetup }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A request typed earlier in the visit comes back open after a reload, so the visitor sees it kept;
  // a request for an event (« Réserver une table pour cette soirée ») opens filled with its day and time.
  const showPrefilled = useCallback(() => setOpen(true), []);

  // « Réserver une table » anywhere (the action bar, the home, an event) lands on the form itself, open:
  // one tap, not a second on this toggle. The address's anchor at arrival, a change of it, and a link
  // to it followed from this very page (no change of address then) each open it.
  useEffect(() => {
    const openIfAsked = () => {
      if (window.location.hash === SECTION_HASH) setOpen(true);
    };
    const openOnLink = (event: MouseEvent) => {
      if (linksToForm(event.target)) setOpen(true);
    };
    openIfAsked();
    window.addEventListener('hashchange', openIfAsked);
    document.addEventListener('click', openOnLink);
    return () => {
      window.removeEventListener('hashchange', openIfAsked);
      document.removeEventListener('click', openOnLink);
    };
  }, []);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const { words } = setup;
  const { withoutScript } = words;
  return (
    <div>
      {/* Only when the browser runs no JavaScript (a CSS media query, so nothing moves when it does), and
          only once the owner has given a phone or an e-mail: its sentence ends with them. */}
      {setup.contact.telHref || setup.contact.mailtoHref ? (
        <div className="hidden rounded-card bg-white p-6 shadow-card noscript:block">
          <p className="text-lg text-ink">{withoutScript.intro}</p>
          <ul className="mt-3 space-y-1 text-lg">
            {setup.contact.telHref ? (
              <li>
                {withoutScript.phoneLabel}{' '}
                <a
                  href={setup.contact.telHref}
                  className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline underline-offset-4"
                >
                  {setup.phoneDisplay}
                </a>
              </li>
            ) : null}
            {setup.contact.mailtoHref ? (
              <li>
                {withoutScript.emailLabel}{' '}
                <a
                  href={setup.contact.mailtoHref}
                  className="inline-flex min-h-11 items-center font-semibold break-all text-lake-700 underline underline-offset-4"
                >
                  {setup.contact.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-ember-600 px-8 py-3 font-semibold text-white transition-colors hover:bg-ember-700 noscript:hidden"
      >
        {open ? words.toggleHide : words.toggleShow}
      </button>

      <div
        id={PANEL_ID}
        role="region"
        aria-labelledby="reservation-form-title"
        hidden={!open}
        className="relative mt-8 rounded-card bg-white p-6 shadow-card sm:p-10"
      >
        <div className="mb-6 flex items-start justify-between gap-4">
          <h3 id="reservation-form-title" className="text-display-md font-semibold text-lake-900">
            {words.formTitle}
          </h3>
          <CloseButton label={words.close} onClick={close} />
        </div>
        <ReservationForm setup={setup} onPrefilled={showPrefilled} />
      </div>
    </div>
  );
}
