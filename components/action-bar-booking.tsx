'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

interface BookingLink {
  readonly label: string;
  readonly href: string;
}

/**
 * The bar's booking button: a table everywhere, but the stay request on the accommodation page, where
 * a visitor came for a stay (it opens there: features/stays/stay-estimate.tsx reads the address's
 * #demande-de-sejour). The page's address decides, known when the page is built: no script is needed
 * for the right link to show.
 */
export function ActionBarBooking({ className, table, stay, staysPath }: { readonly className: string; readonly table: BookingLink; readonly stay: BookingLink; readonly staysPath: string }) {
  const path = usePathname();
  const onStays = path.replace(/\/?$/, '/') === staysPath;
  // A plain link on the page itself: the browser moves to the request and tells the page (hashchange), which opens it.
  if (onStays) {
    return (
      <a href={stay.href} className={className}>
        {stay.label}
      </a>
    );
  }
  return (
    <Link prefetch={false} href={table.href} className={className}>
      {table.label}
    </Link>
  );
}
