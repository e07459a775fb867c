import { Fragment } from 'react';
import type { UnitFactsList } from '@/features/stays/units/unit-facts';

/**
 * A unit's facts to live in, as a description list: each label, then its value. No hooks, so the
 * cabin tabs' script shows it too; `headingLevel` follows the section it sits in. No wrapper per
 * item: the stays page keeps to its element budget (e2e/budgets.ts).
 */
export function UnitFactsDescription({ list, headingLevel }: { readonly list: UnitFactsList; readonly headingLevel: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <>
      <Heading className="mt-6 font-display text-xl font-semibold text-lake-900">{list.title}</Heading>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {list.items.map((item) => (
          <Fragment key={item.key}>
            <dt className="font-semibold text-lake-900">{item.label}</dt>
            <dd lang={item.lang} className="mb-2 text-ink-muted sm:mb-0">
              {item.value}
            </dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
