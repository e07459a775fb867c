'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { bookingOn, type BookingKind, type ShortLabel } from '@/config/action-bar-actions';

/** A booking button's words and address, in the page's language. */
export interface BookingLink {
  readonly label: ShortLabel;
  readonly href: string;
}

export interface BookingLinks {
  readonly links: Readonly<Record<BookingKind, BookingLink>>;
  /** The pages whose button differs (config/action-bar-actions.ts's bookingOn), by their address in the page's language. */
  readonly pages: { readonly restaurant: string; readonly arrival: string };
}

/** What the booking button offers on the page at `pathname`. */
export function bookingKindAt(pathname: string | null, pages: BookingLinks['pages']): BookingKind {
  const path = (pathname ?? '/').replace(/\/?$/, '/');
  return bookingOn(path === pages.restaurant ? 'restaurant' : path === pages.arrival ? 'arrival' : null);
}

/**
 * The bar's booking button (issue 49): the stay flow everywhere, a table on the restaurant's page, the
 * plan of the grounds on the arrival guide. The page's address decides, known when the page is built:
 * no script is needed for the right link to show. Short words on one line, whatever the language at
 * 320 px; the whole name to a screen reader.
 */
export function ActionBarBooking({ className, booking }: { readonly className: string; readonly booking: BookingLinks }) {
  const pathname = usePathname();
  const { label, href } = booking.links[bookingKindAt(pathname, booking.pages)];
  // On its own page (the stays page's flow, the guide's plan) a plain link: the browser moves to the anchor.
  if (href.startsWith(`${(pathname ?? '/').replace(/\/?$/, '/')}#`)) {
    return (
      <a href={href} aria-label={label.name} className={className}>
        {label.shown}
      </a>
    );
  }
  return (
    <Link prefetch={false} href={href} aria-label={label.name} className={className}>
      {label.shown}
    </Link>
  );
}
