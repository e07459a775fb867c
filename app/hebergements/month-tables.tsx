'use client';

// One unit type's month tables (month-tables-html.ts), ~1,100 cells for the three types. A client
// component although nothing in it changes: React's page data then carries its props (the booked
// nights, which the estimate needs anyway) instead of the tables' HTML a second time, and hydrating it
// never touches the tables. The build renders them into the HTML; in the browser the element is
// rendered with an empty dangerouslySetInnerHTML, and React does not hydrate into, compare or rewrite
// the children of such an element (suppressHydrationWarning quiets development's check).
import { useEffect, useRef } from 'react';
import type { MonthTablesProps } from './month-tables-html';

export function MonthTables(props: MonthTablesProps) {
  const { typeId, bookedByUnit, firstDay, months } = props;
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Reached through the site's own links, the page is rendered in the browser from React's data,
    // where the tables are not: they are written here, their code fetched then (not at start-up).
    if (!element.current || element.current.firstChild) return;
    void import('./month-tables-html').then((module) => {
      if (element.current && !element.current.firstChild) element.current.innerHTML = module.tablesHtml({ typeId, bookedByUnit, firstDay, months });
    });
  }, [typeId, bookedByUnit, firstDay, months]);
  // `typeof window` is a constant in each build of this file (Next replaces it): the browser's build
  // drops this branch and the require in it, so its start-up script does not carry the tables' code
  // (an import at the top stayed in it).
  const html =
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
        (require('./month-tables-html') as typeof import('./month-tables-html')).tablesHtml(props)
      : '';
  return <div ref={element} className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
