// The estimate's answer as the stay flow shows it under the unit chosen: a price with its working, one
// line per season, offer, extra and tax, the total and the notes (./estimate-summary.ts), or a refusal.
import type { EstimateSummary } from '@/features/stays/estimate/estimate-summary';

/** A refusal's message (`note` when it is no mistake: the rates are not out yet), or the estimate in words. */
export type EstimateOutcome = { readonly message: string; readonly note?: boolean } | EstimateSummary;

/** The estimate's answer: a price, a refusal in red, or a note. */
export function EstimateResult({
  outcome,
  headingId = 'estimation-result',
}: {
  readonly outcome: EstimateOutcome;
  readonly headingId?: string;
}) {
  if ('message' in outcome) {
    return outcome.note ? (
      <p role="note" className="rounded-lg border border-lake-300 bg-lake-50 p-4 text-lake-900">
        {outcome.message}
      </p>
    ) : (
      <p className="rounded-lg bg-danger-50 p-4 font-semibold text-danger-800">{outcome.message}</p>
    );
  }
  const summary = outcome;
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-sand-50 p-4">
      <h4 id={headingId} className="text-lg font-semibold text-lake-900">
        {summary.title}
      </h4>
      <dl className="mt-2 divide-y divide-sand-300">
        {summary.lines.map(({ label, amount }) => (
          <div key={label} className="flex justify-between gap-4 py-1.5">
            <dt>{label}</dt>
            <dd className="whitespace-nowrap font-semibold">{amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2 text-lg">
          <dt className="font-semibold">{summary.total.label}</dt>
          <dd className="whitespace-nowrap font-semibold text-ember-700">{summary.total.amount}</dd>
        </div>
      </dl>
      <ul className="mt-2 space-y-1 text-ink">
        {summary.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
