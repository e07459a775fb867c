'use client';

// The stay flow (issue 49): one form in steps on the stays page, dates and party first, then the unit
// and its extras, then the contact; nothing typed twice. This first step is in the page's first
// scripts, kept small: the calendar (./stay-dates-picker.tsx, react-day-picker) loads when it is opened,
// the next steps (./stay-flow-steps.tsx: the units priced, the estimate, the request and its sending)
// at the first « Voir les prix ».
//
// The form is a plain GET form to this page: a tap before the scripts answered (a slow phone) submits
// it by itself, and the page reads the values back from its address once they run, and prices them
// (./stay-query.ts). Every entry leads here with the family's values: the action bar and the banner
// (#demande-de-sejour), a unit's « Demander un séjour » or a day of its availability calendar
// (./stay-request-opening.ts), the owner's recompute link (the address), a reload (the visit's draft).
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { actionBarAnchors } from '@/config/action-bar-actions';
import type { Lang } from '@/lib/i18n/languages';
import { isoDay } from '@/lib/opening-status';
import type { EstimatePrices } from '@/features/stays/estimate/estimate-summary';
import type { FlowType } from '@/features/stays/request/stay-flow-type';
import type { StayFlowWords } from '@/features/stays/request/stay-flow-words';
import { mostPets, readStayQuery, stayQuery, stayQueryNames, type SecondFacts, type StayFacts } from '@/features/stays/request/stay-query';
import { loadFlowDraft, onRequestDates, saveFlowDraft } from '@/features/stays/request/stay-request-opening';
import { StepNumber } from '@/features/stays/request/step-number';
import { Stepper } from '@/features/stays/request/stepper';
import { useParisToday } from '@/features/stays/use-paris-today';

/** The labels of the first step's fields, the estimate's. */
export interface FlowLabels {
  readonly arrival: string;
  readonly departure: string;
  readonly adults: string;
  readonly children: string;
  readonly pets: string;
}

interface StayFlowProps {
  readonly lang: Lang;
  readonly words: StayFlowWords;
  readonly labels: FlowLabels;
  readonly types: readonly FlowType[];
  readonly prices: EstimatePrices;
  /** The day after the calendar's last night. */
  readonly end: number;
  readonly builtOn: number;
  /** Where the form goes by itself: this page, at the flow. */
  readonly action: string;
  /** The most people the venue sleeps, every unit together: the adults' and children's steppers stop there. */
  readonly mostPeople: number;
  /** The mail and the phone: when the next steps could not load. */
  readonly fallback: ReactNode;
}

export const emptyStay: StayFacts = {
  type: '',
  arrivee: '',
  depart: '',
  adultes: '2',
  enfants: '0',
  animaux: '0',
  supplements: '',
  ages: '',
};

/** The first step's fields, which the browser submits by itself before the scripts run. */
const firstStepFields = ['arrivee', 'depart', 'adultes', 'enfants', 'animaux'] as const;

type Steps = typeof import('@/features/stays/request/stay-flow-steps');
type Picker = typeof import('@/features/stays/request/stay-dates-picker');

const noSubscription = () => () => undefined;
const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** The anchor of the flow, where the action bar, the banner and the form's own address lead. */
const flowAnchor = actionBarAnchors.requestStay;

const dateField = 'mt-1 block min-h-12 w-full rounded-xl border border-lake-300 bg-white px-3 text-base text-ink shadow-sm';

export function StayFlow({ lang, words, labels, types, prices, end, builtOn, action, mostPeople, fallback }: StayFlowProps) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const today = useParisToday(builtOn);
  const formRef = useRef<HTMLFormElement>(null);
  const datesButton = useRef<HTMLButtonElement>(null);
  const [stay, setStayState] = useState<StayFacts>(emptyStay);
  const [second, setSecond] = useState<SecondFacts | null>(null);
  const [sentOn, setSentOn] = useState<string | null>(null);
  /** The next steps: asked for (reveal counts the times they are to come into view), loaded, or failed. */
  const [steps, setSteps] = useState<{ readonly module: Steps | null; readonly failed: boolean; readonly reveal: number } | null>(null);
  const [picker, setPicker] = useState<{
    readonly module: Picker | null;
    readonly failed: boolean;
    readonly unit: string;
    readonly opened: number;
  } | null>(null);
  /** The request's sending, handed over by the last step once it is in the page. */
  const sendRef = useRef<((event: FormEvent<HTMLFormElement>) => void) | null>(null);
  const stayRef = useRef(stay);
  useEffect(() => {
    stayRef.current = stay;
  }, [stay]);
  const restored = useRef(false);

  const vocabulary = useMemo(
    () => ({
      types: types.map((type) => type.id),
      extras: [
        ...new Set(
          types.flatMap((type) =>
            type.rules.extras.filter((extra) => !extra.compulsory && extra.unit !== 'animal-nuit').map((extra) => extra.id),
          ),
        ),
      ],
    }),
    [types],
  );

  const setStay = useCallback((patch: Partial<StayFacts>) => setStayState((current) => ({ ...current, ...patch })), []);

  // The next steps' code is fetched the first time prices are asked for; `reveal` brings them into view.
  const showPrices = useCallback((reveal: boolean) => {
    setSteps((current) => ({ module: current?.module ?? null, failed: false, reveal: (current?.reveal ?? 0) + (reveal ? 1 : 0) }));
    import('@/features/stays/request/stay-flow-steps')
      .then((module) => setSteps((current) => ({ module, failed: false, reveal: current?.reveal ?? 0 })))
      .catch(() => setSteps((current) => ({ module: null, failed: true, reveal: current?.reveal ?? 0 })));
  }, []);

  const openPicker = useCallback((unit: string) => {
    // Each opening a fresh calendar, on the stay as it is now.
    setPicker((current) => ({ module: current?.module ?? null, failed: false, unit, opened: (current?.opened ?? 0) + 1 }));
    import('@/features/stays/request/stay-dates-picker')
      .then((module) => setPicker((current) => (current ? { ...current, module } : current)))
      .catch(() => setPicker((current) => (current ? { ...current, failed: true } : current)));
  }, []);

  // Once the scripts run: the address's stay (the form submitted by the browser itself, a calendar
  // day, the owner's link), else the visit's draft; over it, whatever was typed before the scripts
  // answered (the fields kept it; React does not overwrite them while it hydrates). Then the prices,
  // brought into view when the address asked for them. The address, once read, goes back to the page's
  // own: the draft keeps the stay from then on, so a reload shows the stay as it was left, not as the
  // address first said it.
  useEffect(() => {
    const address = readStayQuery(window.location.search, vocabulary);
    const fromAddress = Object.keys(address.stay).length > 0;
    const known = fromAddress ? address : readStayQuery(loadFlowDraft(sessionStore()), vocabulary);
    const typed: { -readonly [Key in keyof StayFacts]?: string } = {};
    const form = formRef.current;
    for (const name of firstStepFields) {
      const field = form?.elements.namedItem(name);
      const value = field instanceof HTMLInputElement ? field.value : '';
      if (value && value !== emptyStay[name]) typed[name] = value;
    }
    const next = { ...emptyStay, ...known.stay, ...typed };
    restored.current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address and the draft are the browser's, read once hydrated
    setStayState(next);
    setSecond(known.second);
    setSentOn(known.sentOn);
    if (window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
    if (next.arrivee && next.depart) showPrices(fromAddress);
  }, [vocabulary, showPrices]);

  // The stay is kept for the visit (sessionStorage, in the address's format), the owner's day sent with it.
  useEffect(() => {
    if (!restored.current) return;
    // Nothing chosen yet (the party's defaults alone): nothing to keep.
    const untouched = !second && !sentOn && (Object.keys(emptyStay) as (keyof StayFacts)[]).every((name) => stay[name] === emptyStay[name]);
    saveFlowDraft(sessionStore(), untouched ? '' : stayQuery(stay, second, sentOn));
  }, [stay, second, sentOn]);

  // A unit's « Demander un séjour », further up or down the page: that unit, with the dates held; or a
  // day of its availability calendar: that unit from that day, the calendar open for the departure.
  useEffect(
    () =>
      onRequestDates((type, _opener, arrival) => {
        setStay(arrival ? { type, arrivee: arrival, depart: '' } : { type });
        setSecond(null);
        document.getElementById(flowAnchor)?.scrollIntoView({ block: 'start' });
        const { arrivee, depart } = stayRef.current;
        if (!arrival && arrivee && depart) showPrices(true);
        else openPicker(type);
      }),
    [setStay, showPrices, openPicker],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Once the request is in the page, Enter or its button sends it; the first step recomputes as it changes.
    const send = sendRef.current;
    if (send) send(event);
    else showPrices(true);
  };

  const closePicker = () => {
    setPicker(null);
    datesButton.current?.focus();
  };
  const onDates = (dates: { readonly arrivee: string; readonly depart: string }) => {
    setStay(dates);
    closePicker();
    // Both days chosen: the prices come at once, no button to press, below the party still to set:
    // focus stays on the calendar's button, and nothing scrolls.
    showPrices(false);
  };

  const set = (name: keyof StayFacts) => (value: string) => setStay({ [name]: value });
  const people = (count: string) => (/^\d+$/.test(count) ? Number(count) : 0);
  const loaded = steps?.module ?? null;

  return (
    <form
      ref={formRef}
      method="get"
      action={action}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${flowAnchor}-title`}
      className="space-y-10"
    >
      <fieldset className="space-y-6">
        <legend className="flex items-center gap-3 text-2xl font-semibold text-lake-900">
          <StepNumber n={1} />
          {words.steps.dates}
        </legend>
        {stay.type ? <input type="hidden" name={stayQueryNames.type} value={stay.type} /> : null}
        <div className="grid grid-cols-2 gap-4">
          <div>
            <label htmlFor="sejour-arrivee" className="font-semibold text-lake-900">
              {labels.arrival}
            </label>
            <input
              id="sejour-arrivee"
              name={stayQueryNames.arrivee}
              type="date"
              min={isoDay(today)}
              max={isoDay(end - 1)}
              value={stay.arrivee}
              onChange={(event) => setStay({ arrivee: event.target.value })}
              className={dateField}
            />
          </div>
          <div>
            <label htmlFor="sejour-depart" className="font-semibold text-lake-900">
              {labels.departure}
            </label>
            <input
              id="sejour-depart"
              name={stayQueryNames.depart}
              type="date"
              min={isoDay(today + 1)}
              max={isoDay(end)}
              value={stay.depart}
              onChange={(event) => setStay({ depart: event.target.value })}
              className={dateField}
            />
          </div>
        </div>
        <div>
          <button
            ref={datesButton}
            type="button"
            disabled={!hydrated}
            aria-expanded={picker !== null}
            aria-controls="sejour-calendrier"
            onClick={() => (picker ? closePicker() : openPicker(stay.type))}
            className="inline-flex min-h-12 items-center rounded-full border-2 border-lake-700 px-5 font-semibold text-lake-900 hover:bg-lake-50 disabled:opacity-60 noscript:hidden"
          >
            {words.chooseDates}
          </button>
          <div id="sejour-calendrier">
            {picker ? (
              picker.module ? (
                <picker.module.StayDatesPicker
                  key={picker.opened}
                  lang={lang}
                  words={words.picker}
                  types={types}
                  unit={picker.unit}
                  arrival={stay.arrivee}
                  departure={stay.depart}
                  today={today}
                  end={end}
                  onDates={onDates}
                  onClose={closePicker}
                />
              ) : (
                <p role={picker.failed ? 'alert' : 'status'} className={`mt-3 ${picker.failed ? 'font-semibold text-danger-800' : ''}`}>
                  {picker.failed ? words.picker.loadFailed : words.picker.loading}
                </p>
              )
            ) : null}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Stepper
            id="sejour-adultes"
            name={stayQueryNames.adultes}
            label={labels.adults}
            value={stay.adultes}
            min={1}
            max={Math.max(1, mostPeople - people(stay.enfants))}
            fewer={words.fewer.adults}
            more={words.more.adults}
            hydrated={hydrated}
            onChange={set('adultes')}
          />
          <Stepper
            id="sejour-enfants"
            name={stayQueryNames.enfants}
            label={labels.children}
            value={stay.enfants}
            min={0}
            max={Math.max(0, mostPeople - people(stay.adultes))}
            fewer={words.fewer.children}
            more={words.more.children}
            hydrated={hydrated}
            onChange={set('enfants')}
          />
          <Stepper
            id="sejour-animaux"
            name={stayQueryNames.animaux}
            label={labels.pets}
            value={stay.animaux}
            min={0}
            max={mostPets}
            fewer={words.fewer.pets}
            more={words.more.pets}
            hydrated={hydrated}
            onChange={set('animaux')}
          />
        </div>
        {loaded ? null : (
          <div className="flex flex-wrap items-center gap-4">
            <button
              type="submit"
              className="inline-flex min-h-12 items-center rounded-full bg-lake-700 px-8 font-semibold text-white hover:bg-lake-900"
            >
              {words.submit}
            </button>
            {steps && !steps.failed ? <p role="status">{words.computing}</p> : null}
          </div>
        )}
      </fieldset>
      {loaded ? (
        <loaded.StayFlowSteps
          lang={lang}
          words={words}
          types={types}
          prices={prices}
          end={end}
          stay={stay}
          second={second}
          sentOn={sentOn}
          reveal={steps?.reveal ?? 0}
          onStay={setStay}
          onSecond={setSecond}
          formRef={formRef}
          sendRef={sendRef}
          onLoadFailed={() => setSteps((current) => ({ module: null, failed: true, reveal: current?.reveal ?? 0 }))}
        />
      ) : null}
      {steps?.failed ? (
        <div role="alert">
          <p className="font-semibold text-danger-800">{words.loadFailed}</p>
          {fallback}
        </div>
      ) : null}
    </form>
  );
}
