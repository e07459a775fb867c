'use client';

// The second unit of a stay request (issue 40), loaded when the visitor adds it (stay-request-panel.tsx
// imports this module on « Ajouter un second hébergement », or on reopening a draft that has one): its
// type, its share of the party, its optional extras, its warnings, and the estimate of both units.
// Its rules are ./two-units.ts, which the request reaches through this module, loaded with it.
import type { ChangeEvent } from 'react';
import type { StayRequestKit } from '@/features/stays/request/stay-request-words';
import { requestField } from '@/components/request-field';
import { fill } from '@/lib/i18n/format';
import { parisTime } from '@/lib/opening-status';
import type { StayValues } from '@/features/stays/request/stay-request';
import { childAges, type UnitLiving } from '@/features/stays/estimate/stay-warnings';
import { StayWarningsNote } from '@/features/stays/estimate/stay-warnings-note';
import {
  articleInPhrase,
  checkTwoUnits,
  oneUnitTitle,
  partyText,
  requestUnits,
  secondUnitChoices,
  twoUnitAvailability,
  twoUnitEstimate,
  unitSummaries,
  type SecondUnit,
  type SecondUnitAction,
  type SecondUnitErrors,
  type SecondUnitField,
  type TypeNights,
} from '@/features/stays/estimate/two-units';

export * from '@/features/stays/estimate/two-units';

interface SecondUnitFieldsProps {
  readonly kit: StayRequestKit;
  readonly types: readonly (TypeNights & { readonly living?: UnitLiving })[];
  readonly values: StayValues;
  readonly unit: SecondUnit;
  readonly errors: SecondUnitErrors;
  /** The day after the calendar's last night. */
  readonly end: number;
  readonly inputClass: string;
  readonly onAction: (action: SecondUnitAction) => void;
}

/** An extra the family ticks: optional, and not one by animal (the animals' count is its choice). */
const isTicked = (extra: { readonly compulsory: boolean; readonly unit: string }) => !extra.compulsory && extra.unit !== 'animal-nuit';

export function SecondUnitFields({ kit, types, values, unit, errors, end, inputClass, onAction }: SecondUnitFieldsProps) {
  const words = kit.words.secondUnit;
  const choices = secondUnitChoices(types, values.type);
  const type = kit.types.find((candidate) => candidate.id === unit.type);
  const firstType = kit.types.find((candidate) => candidate.id === values.type);
  const nights = types.find((candidate) => candidate.id === unit.type);
  const change = (field: SecondUnitField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onAction({ kind: 'change', field, value: event.target.value.slice(0, field === 'type' ? 20 : 3) });
  const ticked = unit.supplements.split(',').filter(Boolean);
  const toggleExtra = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, checked } = event.target;
    onAction({
      kind: 'change',
      field: 'supplements',
      value: (checked ? [...ticked, value] : ticked.filter((id) => id !== value)).join(',').slice(0, 200),
    });
  };

  // The split and the estimate of both, once the request as it stands would pass its checks.
  const availability = twoUnitAvailability(types, values.type, unit.type);
  const context = { today: parisTime(new Date()).day, calendarEnd: end };
  const checked = checkTwoUnits(values, unit, kit, availability, context);
  const stayFine =
    (['arrivee', 'depart', 'adultes', 'enfants', 'animaux'] as const).every((field) => !checked.stay[field]) &&
    Object.keys(checked.second).length === 0;
  const [first] = requestUnits(values, unit);
  const firstParty =
    /^\d+$/.test(first.adultes) && /^\d+$/.test(first.enfants)
      ? partyText(kit, { adults: Number(first.adultes), children: Number(first.enfants) })
      : null;
  const estimate = stayFine ? twoUnitEstimate(unitSummaries(values, unit, kit, availability, context), kit) : null;

  const describedBy = (field: SecondUnitField, ...more: string[]) =>
    [errors[field] ? `sejour-second-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const props = (field: SecondUnitField, ...more: string[]) => ({
    id: `sejour-second-${field}`,
    name: `second-${field}`,
    value: unit[field],
    onChange: change(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, ...more),
  });

  return (
    <fieldset id="sejour-second" className="space-y-4 rounded-xl border border-lake-300 p-4" aria-describedby="sejour-second-dates">
      <legend className="px-1 text-lg font-semibold text-lake-900">{words.title}</legend>
      <p id="sejour-second-dates" className="text-ink">
        {words.sameDates}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <SecondField field="type" label={kit.estimate.unitType} error={errors.type} className="sm:col-span-2">
          <select {...props('type', nights?.synced ? '' : 'sejour-second-unchecked')} aria-required="true" className={inputClass}>
            {choices.map((id) => {
              const choice = kit.types.find((candidate) => candidate.id === id);
              return (
                <option key={id} value={id}>
                  {(id === values.type ? words.another[id as keyof typeof words.another] : undefined) ?? choice?.title ?? id}
                </option>
              );
            })}
          </select>
          {nights && !nights.synced ? (
            <p id="sejour-second-unchecked" className="mt-1 text-sm font-semibold text-ember-700">
              {kit.words.unchecked}
            </p>
          ) : null}
        </SecondField>
        <SecondField field="adultes" label={words.adults} error={errors.adultes}>
          <input {...props('adultes')} type="number" min={1} step={1} inputMode="numeric" required className={inputClass} />
        </SecondField>
        <SecondField field="enfants" label={words.children} error={errors.enfants}>
          <input {...props('enfants')} type="number" min={0} step={1} inputMode="numeric" required className={inputClass} />
        </SecondField>
        <SecondField field="animaux" label={words.pets} error={errors.animaux}>
          <input {...props('animaux')} type="number" min={0} step={1} inputMode="numeric" required className={inputClass} />
        </SecondField>
      </div>
      {type && type.rules.extras.some(isTicked) ? (
        <fieldset>
          <legend>{words.extras}</legend>
          {type.rules.extras.filter(isTicked).map((extra) => (
            <label key={extra.id} className="mt-1 flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="second-supplements"
                value={extra.id}
                checked={ticked.includes(extra.id)}
                onChange={toggleExtra}
                className="size-6"
              />
              {extra.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {firstParty && firstType ? (
        <p className="text-ink">
          {fill(words.firstParty, { unit: articleInPhrase(words, oneUnitTitle(kit, firstType.id, firstType.title)), party: firstParty })}
        </p>
      ) : null}
      {/* The party's ages, as the request's « too young » sentence reads them: the rule is not said twice. */}
      <StayWarningsNote
        living={nights?.living}
        childCount={Number(unit.enfants)}
        ages={childAges(values.ages, Number(values.enfants))}
        className=""
      />
      {estimate ? (
        <div className="rounded-lg bg-sand-100 p-4 text-ink">
          <h5 className="font-semibold text-lake-900">{words.estimateTitle}</h5>
          {estimate.units.map((entry) => (
            <div key={entry.heading} className="mt-3">
              <p className="font-semibold">{entry.heading}</p>
              <ul className="list-disc pl-5">
                {entry.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p>{entry.total}</p>
            </div>
          ))}
          <p className="mt-3 font-bold text-ember-700">{estimate.total}</p>
          <ul className="mt-2 space-y-1 text-sm text-ink-muted">
            {estimate.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => onAction({ kind: 'remove' })}
        className="min-h-11 font-semibold text-lake-700 underline underline-offset-4"
      >
        {words.remove}
      </button>
    </fieldset>
  );
}

// Its label, its star, its error: as every request form shows a field.
const SecondField = requestField<SecondUnitField>('sejour-second');
