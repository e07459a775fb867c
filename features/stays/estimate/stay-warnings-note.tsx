import { stayWarnings, type UnitLiving } from '@/features/stays/estimate/stay-warnings';

/** The estimate's and the request's warnings for a stay (stay-warnings.ts), as a note that does not refuse it; nothing without any. */
export function StayWarningsNote({
  living,
  childCount,
  ages,
  className = 'mt-4',
}: {
  readonly living: UnitLiving | undefined;
  readonly childCount: number;
  /** The children's ages where given: the minimum age is not said once every child is old enough. */
  readonly ages?: readonly (number | null)[];
  readonly className?: string;
}) {
  const warnings = stayWarnings(living, { children: childCount, ages });
  if (warnings.length === 0) return null;
  return (
    <div role="note" className={`${className} space-y-2 rounded-lg border-l-4 border-lake-700 bg-lake-50 p-4 text-ink`}>
      {warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
    </div>
  );
}
