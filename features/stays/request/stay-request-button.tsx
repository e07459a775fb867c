'use client';

import type { UnitTypeId } from '@/features/stays/stays';
import { requestDatesFor } from '@/features/stays/request/stay-request-opening';

/** « Demander un séjour » in a unit type's section: opens the request under the estimate, for this type. */
export function StayRequestButton({
  type,
  label,
  className = '',
}: {
  readonly type: UnitTypeId;
  readonly label: string;
  readonly className?: string;
}) {
  return (
    <button
      type="button"
      onClick={(event) => requestDatesFor(type, event.currentTarget)}
      className={`${className} inline-flex min-h-12 items-center rounded-full border-2 border-ember-600 px-6 font-semibold text-ember-700 hover:bg-ember-100 noscript:hidden`}
    >
      {label}
    </button>
  );
}
