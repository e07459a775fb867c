'use client';

// Dinner on arrival in the stay request: a box that adds a table at the restaurant, then the evening
// (among the stay's), the time (that evening's own dinner slots) and the number of people (the party's
// until the visitor types another). Part of the request's own script, loaded when the request opens.
import { useEffect, type ChangeEvent } from 'react';
import { fill, formatDay } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { isoDay } from '@/lib/opening-status';
import { nearestSlot } from '@/lib/restaurant-services';
import {
  checkDinner,
  eveningSlots,
  eveningWithin,
  partySize,
  stayEvenings,
  type DinnerErrors,
  type DinnerField,
  type DinnerValues,
  type StayDinnerKit,
} from '@/features/stays/estimate/stay-dinner';

interface StayDinnerFieldsProps {
  readonly kit: StayDinnerKit;
  readonly lang: Lang;
  readonly stay: { readonly arrivee: string; readonly depart: string; readonly adultes: string; readonly enfants: string };
  readonly value: DinnerValues;
  readonly errors: DinnerErrors;
  readonly onChange: (next: DinnerValues, field?: DinnerField) => void;
  readonly inputClass: string;
}

export function StayDinnerFields({ kit, lang, stay, value, errors, onChange, inputClass }: StayDinnerFieldsProps) {
  const { words, table } = kit;
  const evenings = stayEvenings(stay.arrivee, stay.depart);
  const party = partySize(stay.adultes, stay.enfants);
  const evening = eveningWithin(value.evening, evenings);
  const slots = evening ? eveningSlots(kit, evenings.find((day) => isoDay(day) === evening) ?? 0) : [];
  const time = nearestSlot(value.time || (slots[0] ?? ''), slots);
  const people = value.followsParty ? party : value.people;
  // A closed evening is said as soon as it is chosen, not only when sending.
  const closed = value.wanted && evening && slots.length === 0 ? checkDinner({ ...value, evening }, stay, kit, lang).evening : undefined;
  const shown: DinnerErrors = { ...errors, evening: errors.evening ?? closed };

  // The stay's dates and party move the table with them: the evening stays in the stay, the time in
  // that evening's slots, the number of people the party's while the visitor has not typed another.
  useEffect(() => {
    if (value.wanted && (evening !== value.evening || time !== value.time || people !== value.people))
      onChange({ ...value, evening, time, people });
  }, [value, evening, time, people, onChange]);

  const set = (field: DinnerField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const next = { ...value, [field]: event.target.value };
    onChange(field === 'people' ? { ...next, followsParty: false } : next, field);
  };
  const describedBy = (field: DinnerField, ...more: string[]) =>
    [shown[field] ? `sejour-diner-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const error = (field: DinnerField) =>
    shown[field] ? (
      <p id={`sejour-diner-${field}-error`} role="alert" className="mt-1 text-sm font-semibold text-danger-800">
        {shown[field]}
      </p>
    ) : null;

  return (
    <fieldset className="rounded-xl border border-lake-300 p-4">
      <legend className="sr-only">{words.summaryTitle}</legend>
      <div className="flex min-h-11 items-start gap-3">
        <input
          id="sejour-diner"
          type="checkbox"
          checked={value.wanted}
          onChange={(event) => onChange({ ...value, wanted: event.target.checked })}
          aria-describedby="sejour-diner-hint"
          className="mt-1 size-6 shrink-0 accent-lake-700"
        />
        <label htmlFor="sejour-diner" className="font-semibold text-lake-900">
          {words.wanted}
        </label>
      </div>
      <p id="sejour-diner-hint" className="mt-1 text-sm text-ink-muted">
        {words.hint}
      </p>
      {value.wanted ? (
        evenings.length === 0 ? (
          <p className="mt-3 text-sm font-semibold text-ember-700">{words.needsDates}</p>
        ) : (
          <div className="mt-4 grid gap-5 sm:grid-cols-3">
            <div>
              <label htmlFor="sejour-diner-evening" className="font-semibold text-lake-900">
                {words.evening}
              </label>
              <select
                id="sejour-diner-evening"
                name="diner-evening"
                value={evening}
                onChange={set('evening')}
                aria-invalid={shown.evening ? true : undefined}
                aria-describedby={describedBy('evening')}
                className={inputClass}
              >
                {evenings.map((day, index) => (
                  <option key={day} value={isoDay(day)}>
                    {index === 0 ? fill(words.arrivalEvening, { date: formatDay(lang, day) }) : formatDay(lang, day)}
                  </option>
                ))}
              </select>
              {error('evening')}
            </div>
            <div>
              <label htmlFor="sejour-diner-time" className="font-semibold text-lake-900">
                {table.heure}
              </label>
              <select
                id="sejour-diner-time"
                name="diner-time"
                value={time}
                onChange={set('time')}
                disabled={slots.length === 0}
                aria-invalid={errors.time ? true : undefined}
                aria-describedby={describedBy('time')}
                className={inputClass}
              >
                {kit.slots
                  .filter((slot) => slots.includes(slot.value))
                  .map((slot) => (
                    <option key={slot.value} value={slot.value}>
                      {slot.label}
                    </option>
                  ))}
              </select>
              {error('time')}
            </div>
            <div>
              <label htmlFor="sejour-diner-people" className="font-semibold text-lake-900">
                {table.personnes}
              </label>
              <input
                id="sejour-diner-people"
                name="diner-people"
                type="number"
                min={1}
                max={party || undefined}
                step={1}
                inputMode="numeric"
                value={people}
                onChange={set('people')}
                aria-invalid={errors.people ? true : undefined}
                aria-describedby={describedBy('people')}
                className={inputClass}
              />
              {error('people')}
            </div>
          </div>
        )
      ) : null}
    </fieldset>
  );
}
