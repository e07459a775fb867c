'use client';

// The estimate form: the pure estimateStay (features/stays/availability/estimate.ts) run on the visitor's dates,
// with today taken in Paris in the browser. The estimate's rules (seasons, extras, offers, arrival days)
// and its result's words (./estimate-summary.ts) load at the first « Estimer », not with the page. The booked nights, the rules and the words of the page's
// language come from the build as props. Under a result, and from each unit type's section,
// « Demander ces dates » opens the stay request here; its code and words load only then
// (stay-request-panel.tsx), a request typed earlier in the visit coming back after a reload.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { StayEstimateWords } from './availability-words';
import type { UnitTypeId } from './stays';
import { typeAvailability } from '@/features/stays/availability/calendar';
import type { EstimateRules } from '@/features/stays/availability/estimate';
import type { NightRange } from '@/features/stays/availability/nights';
import type { Lang } from '@/lib/i18n/languages';
import { actionBarAnchors } from '@/config/action-bar';
import { parisTime } from '@/lib/opening-status';
import type { StayPrefill } from './stay-request';
import { hasStayDraft, onRequestDates } from './stay-request-opening';
import type { StayRequestPanel } from './stay-request-panel';
import type { EstimatePrices, EstimateSummary } from './estimate-summary';
import type { UnitLiving } from './stay-warnings';
import { StayWarningsNote } from './stay-warnings-note';

interface StayEstimateProps {
  readonly lang: Lang;
  readonly words: StayEstimateWords;
  readonly types: readonly {
    readonly id: UnitTypeId;
    readonly title: string;
    readonly rules: EstimateRules;
    /** The taxe de séjour's rate in words, in the page's language. */
    readonly taxNote: string;
    readonly bookedByUnit: readonly (readonly NightRange[])[];
    /** False until every unit of the type has had its calendar read: its nights are then unknown. */
    readonly synced: boolean;
    /** Its minimum age for children and its wheelchair fact: warned about, never refused. */
    readonly living?: UnitLiving;
  }[];
  readonly prices: EstimatePrices;
  /** The day after the calendar's last night. */
  readonly end: number;
  /** The call to book, under the form. */
  readonly children: ReactNode;
  /** The stay request's button and what shows while it opens, in the page's language. */
  readonly request: { readonly open: string; readonly loading: string; readonly loadFailed: string };
  /** The mail and the phone: without JavaScript, and when the request could not open. */
  readonly fallback: ReactNode;
}

type Panel = typeof StayRequestPanel;

/** Where the request opens on the page: the action bar's link on this page leads here (config/action-bar.ts). */
const requestAnchor = actionBarAnchors.requestStay;

const field = 'mt-1 block min-h-11 w-full rounded-lg border-2 border-lake-700/40 bg-white px-3 text-base text-ink';

/** The estimate form's stay, as the request takes it over. */
function stayOf(form: HTMLFormElement): StayPrefill {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? '');
  return {
    type: value('type'),
    arrivee: value('arrivee'),
    depart: value('depart'),
    adultes: value('adultes'),
    enfants: value('enfants'),
    animaux: value('animaux'),
    supplements: data.getAll('supplements').map(String).join(','),
  };
}

/** The optional extras a family ticks (those by animal and night follow the animals' count): the first type's own, each named once. */
function optionalExtras(types: StayEstimateProps['types']) {
  const seen = new Map<string, { readonly id: string; readonly name: string }>();
  for (const type of types) for (const extra of type.rules.extras) if (!extra.compulsory && extra.unit !== 'animal-nuit' && !seen.has(extra.id)) seen.set(extra.id, extra);
  return [...seen.values()];
}

export function StayEstimate({ lang, words: text, types, prices, end, children, request: requestWords, fallback }: StayEstimateProps) {
  /** A refusal's message, or the estimate in words; `requestable` under a price or « rates not published yet ». */
  const [result, setResult] = useState<{ readonly outcome: EstimateOutcome; readonly requestable: boolean; readonly stay: StayPrefill } | null>(null);
  const [estimateFailed, setEstimateFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const extras = optionalExtras(types);
  const opener = useRef<HTMLElement | null>(null);
  const [panel, setPanel] = useState<{ readonly Panel: Panel | null; readonly prefill: StayPrefill | null; readonly openedAt: number } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  // The request's code is fetched at the first opening only: visitors who never ask never download it.
  const openRequest = useCallback((prefill: StayPrefill | null, from: HTMLElement | null) => {
    opener.current = from;
    setPanel((shown) => ({ Panel: shown?.Panel ?? null, prefill, openedAt: (shown?.openedAt ?? 0) + 1 }));
    import('./stay-request-panel')
      .then((module) => setPanel((shown) => (shown ? { ...shown, Panel: module.StayRequestPanel } : shown)))
      .catch(() => setLoadFailed(true));
  }, []);

  // A unit type's own button, further down the page: its type, with the dates the estimate holds.
  useEffect(
    () =>
      onRequestDates((type, from) => {
        const form = formRef.current;
        openRequest({ ...(form ? stayOf(form) : {}), type }, from);
      }),
    [openRequest],
  );

  // A request typed earlier in the visit comes back open after a reload, so the visitor sees it kept.
  // sessionStorage is the browser's: read once the page is hydrated, not in a state initialiser.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render after hydration, by design (see above)
    if (hasStayDraft(typeof window === 'undefined' ? undefined : window.sessionStorage)) openRequest(null, null);
  }, [openRequest]);

  // The action bar's « Request dates » on this page leads to #demande-de-sejour: the request opens
  // there, on arrival from another page as on a tap here.
  useEffect(() => {
    const openFromAddress = () => {
      // An empty stay rather than none: the visitor asked to go there, so the request takes them to its heading.
      if (window.location.hash === `#${requestAnchor}`) openRequest({}, null);
    };
    openFromAddress();
    window.addEventListener('hashchange', openFromAddress);
    return () => window.removeEventListener('hashchange', openFromAddress);
  }, [openRequest]);

  const closeRequest = () => {
    setPanel(null);
    // Closed, the address forgets the request: the bar's button opens it again.
    if (window.location.hash === `#${requestAnchor}`) window.history.replaceState(null, '', window.location.pathname + window.location.search);
    opener.current?.focus();
  };
  const onLoadFailed = useCallback(() => setLoadFailed(true), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stay = stayOf(event.currentTarget);
    const type = types.find((candidate) => candidate.id === stay.type) ?? types[0];
    if (!type) return;
    const availability = typeAvailability(type.bookedByUnit);
    const today = parisTime(new Date()).day;
    Promise.all([import('@/features/stays/availability/estimate'), import('./estimate-summary')])
      .then(([{ estimateStay, estimateWords }, { estimateSummary }]) => {
        const estimate = estimateStay(
          type.rules,
          {
            arrival: stay.arrivee ?? '',
            departure: stay.depart ?? '',
            adults: Number(stay.adultes),
            children: Number(stay.enfants),
            pets: Number(stay.animaux),
            extras: (stay.supplements ?? '').split(',').filter(Boolean),
          },
          { today, calendarEnd: end, isStayFree: availability.isStayFree },
          estimateWords(lang, text.messages),
        );
        setEstimateFailed(false);
        setResult({
          outcome: estimate.ok
            ? estimateSummary(lang, text, estimate, type.synced, prices, { taxNote: type.taxNote, offers: type.rules.offers })
            : { message: estimate.message },
          requestable: estimate.ok,
          stay,
        });
      })
      .catch(() => setEstimateFailed(true));
  };

  return (
    <div className="rounded-card bg-white p-5 shadow-card sm:p-8">
      <h3 id="estimation-title" className="text-2xl font-semibold text-lake-900">
        {text.title}
      </h3>
      <form ref={formRef} className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} aria-labelledby="estimation-title" noValidate>
        <Field label={text.unitType} className="sm:col-span-2">
          {(id) => (
            <select id={id} name="type" className={field}>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={text.arrival}>
          {(id) => <input id={id} type="date" name="arrivee" className={field} />}
        </Field>
        <Field label={text.departure}>
          {(id) => <input id={id} type="date" name="depart" className={field} />}
        </Field>
        <Field label={text.adults}>
          {(id) => <input id={id} type="number" name="adultes" min={1} step={1} defaultValue={2} className={field} />}
        </Field>
        <Field label={text.children}>
          {(id) => <input id={id} type="number" name="enfants" min={0} step={1} defaultValue={0} className={field} />}
        </Field>
        <Field label={text.pets}>
          {(id) => <input id={id} type="number" name="animaux" min={0} step={1} defaultValue={0} className={field} />}
        </Field>
        {extras.length > 0 ? (
          <fieldset className="sm:col-span-2">
            <legend>{text.extrasLegend}</legend>
            {extras.map((extra) => (
              <label key={extra.id} className="mt-1 flex min-h-11 items-center gap-3">
                <input type="checkbox" name="supplements" value={extra.id} className="size-6" />
                {extra.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="flex items-end">
          <button type="submit" className="min-h-12 w-full rounded-full bg-lake-700 px-6 font-semibold text-white hover:bg-lake-900">
            {text.submit}
          </button>
        </div>
      </form>
      <div aria-live="polite" className="mt-6">
        {estimateFailed ? <p className="rounded-lg bg-danger-50 p-4 font-semibold text-danger-800">{text.loadFailed}</p> : null}
        {result && !estimateFailed ? <EstimateResult outcome={result.outcome} /> : null}
        {result && !estimateFailed ? <StayWarningsNote living={types.find((type) => type.id === result.stay.type)?.living} childCount={Number(result.stay.enfants)} /> : null}
      </div>
      {/* Under a price, and under « rates not published yet » too: the owner quotes the price in the reply. */}
      {result?.requestable ? (
        <button
          type="button"
          aria-expanded={panel !== null}
          aria-controls={requestAnchor}
          onClick={(event) => openRequest(result.stay, event.currentTarget)}
          className="mt-4 inline-flex min-h-12 items-center rounded-full bg-ember-600 px-6 font-semibold text-white hover:bg-ember-700"
        >
          {requestWords.open}
        </button>
      ) : null}
      <div id={requestAnchor}>
        {panel && !loadFailed ? (
          panel.Panel ? (
            <panel.Panel
              lang={lang}
              types={types}
              end={end}
              prefill={panel.prefill}
              openedAt={panel.openedAt}
              loading={requestWords.loading}
              onClose={closeRequest}
              onLoadFailed={onLoadFailed}
            />
          ) : (
            <p role="status" className="mt-6">
              {requestWords.loading}
            </p>
          )
        ) : null}
      </div>
      {loadFailed ? <p className="mt-6 font-semibold text-danger-800">{requestWords.loadFailed}</p> : null}
      <div className={loadFailed || estimateFailed ? 'mt-2' : 'hidden noscript:block'}>{fallback}</div>
      {children}
    </div>
  );
}

/** A label above its control, tied by id: a label wrapping a select would take in the options' text. */
function Field({ label, className = '', children }: { readonly label: string; readonly className?: string; readonly children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A refusal's message, or the estimate in words. */
export type EstimateOutcome = { readonly message: string } | EstimateSummary;

/** The estimate's answer: a price, or a refusal in red. */
export function EstimateResult({ outcome }: { readonly outcome: EstimateOutcome }) {
  if ('message' in outcome) return <p className="rounded-lg bg-danger-50 p-4 font-semibold text-danger-800">{outcome.message}</p>;
  const summary = outcome;
  return (
    <section aria-labelledby="estimation-result" className="rounded-lg bg-sand-50 p-4">
      <h4 id="estimation-result" className="text-lg font-semibold text-lake-900">
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
