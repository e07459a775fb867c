import Link from 'next/link';
import { actionBar } from '@/content/action-bar';
import { telHref } from '@/content/contact';
import { MapPinIcon, PhoneIcon } from './ui/icons';

const item = 'flex min-h-14 items-center justify-center gap-2 rounded-xl px-2 text-center font-semibold leading-tight';

/**
 * Call, directions and booking, one tap away on every page below 1024 px (where the main navigation
 * collapses into its Menu button). No JavaScript: the page keeps room for the bar at its bottom
 * (body padding, scroll padding in app/globals.css) and the bar steps aside while a field has focus,
 * when a phone's keyboard is up.
 */
export function ActionBar() {
  return (
    <nav aria-label={actionBar.label} className="action-bar fixed inset-x-0 bottom-0 z-40 border-t border-sand-300 bg-white/95 px-2 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-nav backdrop-blur lg:hidden print:hidden">
      <ul className="mx-auto grid max-w-content grid-cols-[1fr_1fr_1.5fr] gap-2">
        <li>
          <a href={telHref} className={`${item} text-lake-900 hover:bg-lake-50`}>
            <PhoneIcon className="size-5 shrink-0" />
            {actionBar.call}
          </a>
        </li>
        <li>
          <Link prefetch={false} href={actionBar.directions.href} className={`${item} text-lake-900 hover:bg-lake-50`}>
            <MapPinIcon className="size-5 shrink-0" />
            {actionBar.directions.label}
          </Link>
        </li>
        <li>
          <Link prefetch={false} href={actionBar.reserve.href} className={`${item} bg-ember-600 text-white hover:bg-ember-700`}>
            {actionBar.reserve.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
