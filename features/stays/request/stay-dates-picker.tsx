'use client';

// The stay's dates on a calendar (issue 49), loaded when the family opens it (./stay-flow.tsx imports
// this module on « Choisir les dates »): react-day-picker's accessible grid (arrow keys, Home, End,
// Page Up and Down, the day's full name to a screen reader; one Tab stop, after the month and the unit
// to show: it opens as a disclosure, focus staying on its button), on the nights of the unit the family
// looks at, or of any unit. A day is marked before it is chosen: a night already taken, a weekday its
// season takes no arrival on, a departure short of the minimum stay, each said in words beside the
// day's name and in the legend. A refused day says why and offers the nearest allowed days before and
// after as buttons. Arrival then departure in two taps; the calendar then closes and the prices come.
import { useEffect, useMemo, useRef, useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { de, enGB, fr, nl } from 'react-day-picker/locale';
import { CloseButton } from '@/components/ui/close-button';
import { monthStart, typeAvailability } from '@/features/stays/availability/calendar';
import { arrivalRulesOn, weekdaysIn } from '@/features/stays/availability/estimate';
import { arrivalAllowed, minimumNightsOn } from '@/features/stays/availability/offers';
import { capitalize, countPlaces, fill, formatDay, plural } from '@/lib/i18n/format';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { dayFromIso, isoDay } from '@/lib/opening-status';
import type { FlowType } from '@/features/stays/request/stay-flow-type';
import type { StayPickerWords } from '@/features/stays/request/stay-flow-words';
import { monthTitle } from '@/features/stays/estimate/stay-sentences';

const locales: Translated<typeof fr> = { fr, en: enGB, nl, de };

interface StayDatesPickerProps {
  readonly lang: Lang;
  readonly words: StayPickerWords;
  readonly types: readonly FlowType[];
  /** The unit type whose nights the calendar shows first; '' for any. */
  readonly unit: string;
  readonly arrival: string;
  readonly departure: string;
  /** Paris day numbers: the visitor's today, and the day after the calendar's last night. */
  readonly today: number;
  readonly end: number;
  readonly onDates: (dates: { readonly arrivee: string; readonly depart: string }) => void;
  readonly onClose: () => void;
}

/** A Paris calendar day as the browser's own date of that day (the picker works in local dates), and back. */
const dateOf = (day: number) => {
  const [year = 0, month = 1, date = 1] = isoDay(day).split('-').map(Number);
  return new Date(year, month - 1, date);
};
const dayOf = (date: Date) =>
  dayFromIso(`${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`);

type Refusal =
  | {
      readonly kind: 'arrivalDay';
      readonly day: number;
      readonly season: string;
      readonly weekdays: readonly number[];
      readonly nearest: readonly number[];
    }
  | { readonly kind: 'booked'; readonly day: number; readonly nearest: readonly number[] }
  | { readonly kind: 'tooShort'; readonly nights: number; readonly departure: number }
  | { readonly kind: 'crossing' };

export function StayDatesPicker({
  lang,
  words,
  types,
  unit: firstUnit,
  arrival,
  departure,
  today,
  end,
  onDates,
  onClose,
}: StayDatesPickerProps) {
  // Every type the page hands the flow is offered (its rates given).
  const priced = types;
  const [unit, setUnit] = useState(priced.some((type) => type.id === firstUnit) ? firstUnit : '');
  const known = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? dayFromIso(iso) : null);
  const [from, setFrom] = useState<number | null>(known(arrival));
  // A departure typed before its arrival is no stay (« van vrijdag 20 tot woensdag 18 (-2 nachten) », the Dutch reader): the calendar asks for it again.
  const [to, setTo] = useState<number | null>(() => {
    const start = known(arrival);
    const stop = known(departure);
    return start !== null && stop !== null && stop > start ? stop : null;
  });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const firstMonth = monthStart(today);
  const lastMonth = monthStart(end - 1);
  const [month, setMonth] = useState(Math.min(Math.max(monthStart(from ?? today), firstMonth), lastMonth));
  // Once in the page (it loads on opening), focus goes to its heading: the next Tab is its own first
  // control, not the party's fields below it, which the keyboard would otherwise reach first. Only if
  // focus still rests on the button that opened it: on a slow phone the visitor may have moved on while
  // it loaded, and focus is not taken back from where they are.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || active.getAttribute('aria-controls') === 'sejour-calendrier') {
      heading.current?.focus({ preventScroll: true });
    }
  }, []);
  /** A day taken from a refusal's buttons: focus goes to it in the grid, where the departure is chosen next. */
  const [focusOn, setFocusOn] = useState<number | null>(null);
  useEffect(() => {
    if (focusOn === null) return;
    document.querySelector<HTMLButtonElement>(`#sejour-calendrier td[data-day="${isoDay(focusOn)}"] button`)?.focus();
  }, [focusOn, month]);

  // The nights of the unit looked at, or of any unit: a night counts as free while one unit of those is.
  const considered = useMemo(() => (unit ? priced.filter((type) => type.id === unit) : priced), [priced, unit]);
  const calendars = useMemo(
    () => considered.map((type) => ({ synced: type.synced, availability: typeAvailability(type.bookedByUnit) })),
    [considered],
  );
  const nightFree = (night: number) => calendars.some(({ synced, availability }) => !synced || availability.freeUnitsOn(night) > 0);
  const stayFree = (start: number, stop: number) =>
    calendars.some(({ synced, availability }) => !synced || availability.isStayFree(start, stop));
  const rules = (considered[0] ?? priced[0] ?? types[0])?.rules;
  const seasonOn = (day: number) =>
    rules ? arrivalRulesOn(rules, day) : { name: '', arrivalDays: [], minimumNights: 1, minimumNightsByArrivalDay: {} };
  const canArrive = (day: number) => day >= today && day < end && arrivalAllowed(seasonOn(day), day) && nightFree(day);
  const chosenType = unit ? types.find((type) => type.id === unit) : undefined;
  // At a sentence's start and inside it: « Das große Baumhaus ist … », « (das große Baumhaus) ».
  const unitName = unit ? (chosenType?.title ?? '') : words.anyUnit;
  const unitInPhrase = unit ? (chosenType?.titleInPhrase ?? '') : words.anyUnit;
  // « The chalets are … » for a type of several units, and for every unit where the language counts them.
  const unitsPlural = unit ? (types.find((type) => type.id === unit)?.bookedByUnit.length ?? 1) > 1 : words.anyUnitIsPlural;

  /** The nearest days either way a stay can start on, earliest first. */
  const nearestArrivals = (day: number): number[] => {
    const found: number[] = [];
    for (const step of [-1, 1]) {
      for (let candidate = day + step; candidate >= today && candidate < end; candidate += step) {
        if (canArrive(candidate)) {
          found.push(candidate);
          break;
        }
      }
    }
    return found.toSorted((a, b) => a - b);
  };

  const choosingDeparture = from !== null && to === null;
  const minimum = from !== null ? minimumNightsOn(seasonOn(from), from) : 1;
  const marks = {
    booked: (date: Date) =>
      choosingDeparture && from !== null ? dayOf(date) > from && !stayFree(from, dayOf(date)) : !nightFree(dayOf(date)),
    noArrival: (date: Date) => !choosingDeparture && !arrivalAllowed(seasonOn(dayOf(date)), dayOf(date)),
    tooShort: (date: Date) => choosingDeparture && from !== null && dayOf(date) > from && dayOf(date) < from + minimum,
  };

  const choose = (day: number) => {
    if (choosingDeparture && from !== null && day > from) {
      if (day < from + minimum) return setRefusal({ kind: 'tooShort', nights: minimum, departure: from + minimum });
      if (!stayFree(from, day)) return setRefusal({ kind: 'crossing' });
      setRefusal(null);
      setTo(day);
      onDates({ arrivee: isoDay(from), depart: isoDay(day) });
      return;
    }
    // An arrival: a new stay starts here.
    const season = seasonOn(day);
    if (!arrivalAllowed(season, day))
      return setRefusal({ kind: 'arrivalDay', day, season: season.name, weekdays: season.arrivalDays, nearest: nearestArrivals(day) });
    if (!nightFree(day)) return setRefusal({ kind: 'booked', day, nearest: nearestArrivals(day) });
    setRefusal(null);
    setFrom(day);
    setTo(null);
  };

  const instruction =
    from !== null && to !== null
      ? fill(words.chosen, {
          arrival: formatDay(lang, from),
          departure: formatDay(lang, to),
          nights: plural(lang, to - from, words.nights),
        })
      : from !== null
        ? fill(words.pickDeparture, { arrival: formatDay(lang, from) })
        : words.pickArrival;

  const months: number[] = [];
  for (let start = firstMonth; start <= lastMonth; start = monthStart(start, 1)) months.push(start);
  const selected =
    from !== null && to !== null
      ? { from: dateOf(from), to: dateOf(to) }
      : from !== null
        ? { from: dateOf(from), to: dateOf(from) }
        : undefined;
  const markWords = (modifiers: Modifiers) =>
    [
      modifiers.booked ? words.marks.booked : '',
      modifiers.noArrival ? words.marks.noArrival : '',
      modifiers.tooShort ? words.marks.tooShort : '',
    ].filter(Boolean);

  return (
    <section aria-labelledby="sejour-calendrier-title" className="mt-4 max-w-md rounded-card border border-lake-300 bg-white p-3 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <h3
          ref={heading}
          id="sejour-calendrier-title"
          tabIndex={-1}
          className="pt-2 text-lg font-semibold text-lake-900 focus:outline-none"
        >
          {words.title}
        </h3>
        <CloseButton label={words.close} onClick={onClose} />
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="sejour-calendrier-mois" className="text-sm font-semibold text-lake-900">
            {words.month}
          </label>
          <select
            id="sejour-calendrier-mois"
            value={month}
            onChange={(event) => setMonth(Number(event.target.value))}
            className="mt-1 block min-h-11 w-full rounded-lg border border-lake-300 bg-white px-2 text-base text-ink first-letter:uppercase"
          >
            {months.map((start) => (
              <option key={start} value={start}>
                {monthTitle(lang, isoDay(start).slice(0, 7))}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="sejour-calendrier-hebergement" className="text-sm font-semibold text-lake-900">
            {words.unitLabel}
          </label>
          <select
            id="sejour-calendrier-hebergement"
            value={unit}
            onChange={(event) => {
              setUnit(event.target.value);
              setRefusal(null);
            }}
            className="mt-1 block min-h-11 w-full rounded-lg border border-lake-300 bg-white px-2 text-base text-ink"
          >
            <option value="">{words.anyUnitOption}</option>
            {priced.map((type) => (
              <option key={type.id} value={type.id}>
                {type.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p aria-live="polite" className="mt-3 font-semibold text-lake-900">
        {instruction}
      </p>
      <DayPicker
        locale={locales[lang]}
        weekStartsOn={1}
        month={dateOf(month)}
        onMonthChange={(date) => setMonth(monthStart(dayOf(date)))}
        startMonth={dateOf(firstMonth)}
        endMonth={dateOf(lastMonth)}
        fixedWeeks
        // Choosing the departure, the arrival stays enabled: focus rests there, and a tap on it starts again.
        disabled={
          choosingDeparture && from !== null
            ? [{ before: dateOf(from) }, { after: dateOf(end) }]
            : [{ before: dateOf(today) }, { after: dateOf(end - 1) }]
        }
        modifiers={{
          ...marks,
          selected: selected ? { from: selected.from, to: selected.to } : undefined,
          range_start: selected?.from,
          range_end: from !== null && to !== null ? selected?.to : undefined,
          range_middle: from !== null && to !== null && to - from > 1 ? { after: dateOf(from), before: dateOf(to) } : undefined,
        }}
        modifiersClassNames={{
          booked: 'picker-booked',
          noArrival: 'picker-no-arrival',
          tooShort: 'picker-too-short',
          selected: 'picker-selected',
          range_start: 'picker-range-end',
          range_end: 'picker-range-end',
          range_middle: 'picker-range-middle',
        }}
        labels={{
          labelDayButton: (date, modifiers) => [formatDay(lang, dayOf(date), true), ...markWords(modifiers)].join(', '),
          labelNext: () => words.nextMonth,
          labelPrevious: () => words.previousMonth,
        }}
        onDayClick={(date, modifiers) => {
          if (!modifiers.disabled) choose(dayOf(date));
        }}
        className="stay-picker mt-2"
        classNames={{
          months: 'relative',
          nav: 'absolute inset-x-0 top-0 flex justify-between',
          button_previous:
            'flex size-11 items-center justify-center rounded-full border-2 border-lake-700/40 text-lake-900 hover:bg-lake-50 disabled:opacity-40',
          button_next:
            'flex size-11 items-center justify-center rounded-full border-2 border-lake-700/40 text-lake-900 hover:bg-lake-50 disabled:opacity-40',
          chevron: 'size-5 fill-current',
          month_caption: 'flex h-11 items-center justify-center text-lg font-semibold text-lake-900 first-letter:uppercase',
          month_grid: 'mt-2 w-full table-fixed border-collapse',
          weekday: 'pb-1 text-sm font-semibold text-ink-muted',
          day: 'p-0.5 text-center',
          day_button:
            'flex aspect-square w-full min-h-9 items-center justify-center rounded-full text-base font-semibold text-ink hover:bg-lake-100 disabled:cursor-default disabled:font-normal disabled:text-ink-muted/60 disabled:hover:bg-transparent',
          today: 'picker-today',
          outside: 'invisible',
        }}
      />
      {refusal ? (
        <div role="alert" className="mt-3 rounded-lg bg-danger-50 p-3 text-danger-800">
          <p className="font-semibold">{refusalText(refusal, lang, words, { unit: unitName, unitInPhrase }, unitsPlural)}</p>
          {'nearest' in refusal && refusal.nearest.length > 0 ? (
            <p className="mt-2 flex flex-wrap gap-2">
              {refusal.nearest.map((day) => (
                <button
                  key={day}
                  type="button"
                  onClick={() => {
                    setRefusal(null);
                    setFrom(day);
                    setTo(null);
                    setMonth(monthStart(day));
                    setFocusOn(day);
                  }}
                  className="min-h-11 rounded-full border-2 border-danger-800 bg-white px-4 font-semibold text-danger-800 hover:bg-danger-50"
                >
                  {fill(words.arriveOn, { date: formatDay(lang, day) })}
                </button>
              ))}
            </p>
          ) : null}
          {refusal.kind === 'tooShort' && from !== null ? (
            <p className="mt-2">
              <button
                type="button"
                onClick={() => {
                  setRefusal(null);
                  setTo(refusal.departure);
                  onDates({ arrivee: isoDay(from), depart: isoDay(refusal.departure) });
                }}
                className="min-h-11 rounded-full border-2 border-danger-800 bg-white px-4 font-semibold text-danger-800 hover:bg-danger-50"
              >
                {fill(words.departOn, { date: formatDay(lang, refusal.departure) })}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
      <ul className="mt-3 space-y-1 text-sm text-ink-muted">
        <li>
          <span aria-hidden="true" className="mr-2 inline-block w-6 text-center font-semibold line-through">
            12
          </span>
          {words.marks.booked}
        </li>
        <li>
          <span aria-hidden="true" className="mr-2 inline-block w-6 text-center font-normal text-ink-muted underline decoration-dotted">
            12
          </span>
          {choosingDeparture ? words.marks.tooShort : words.marks.noArrival}
        </li>
      </ul>
    </section>
  );
}

/** Why a tapped day cannot be taken, in the page's words. */
function refusalText(
  refusal: Refusal,
  lang: Lang,
  words: StayPickerWords,
  names: { readonly unit: string; readonly unitInPhrase: string },
  plural: boolean,
): string {
  switch (refusal.kind) {
    case 'arrivalDay':
      return fill(words.refusedArrivalDay, {
        season: refusal.season,
        days: weekdaysIn(lang, refusal.weekdays),
        date: formatDay(lang, refusal.day),
      });
    case 'booked':
      // It opens on the day in French and Dutch: « Samedi 5 décembre : … », "Zaterdag 5 december: …".
      return capitalize(fill(plural ? words.refusedBookedPlural : words.refusedBooked, { date: formatDay(lang, refusal.day), ...names }));
    case 'tooShort':
      return fill(words.refusedTooShort, {
        ...countPlaces(lang, 'nights', refusal.nights, words.nights),
        date: formatDay(lang, refusal.departure),
      });
    case 'crossing':
      return fill(words.refusedCrossing, names);
  }
}
