'use client';

import { useRef, type KeyboardEvent } from 'react';

export interface Chip {
  readonly value: string;
  readonly label: string;
}

interface ChoiceChipsProps {
  /** The group's name for assistive technology, or the id of the visible text that names it. */
  readonly label?: string;
  readonly labelledBy?: string;
  readonly chips: readonly Chip[];
  /** The value chosen; a value no chip has leaves none checked (the field beside took another). */
  readonly value: string;
  readonly onChoose: (value: string) => void;
}

/**
 * A one-tap choice among a few values, beside the field that holds it (a number of people, the next
 * days open): the WAI-ARIA radio group pattern (one Tab stop, the arrow keys move and choose, Space
 * or a tap chooses), drawn as chips. Not a form field itself: the field beside it is what is sent.
 */
export function ChoiceChips({ label, labelledBy, chips, value, onChoose }: ChoiceChipsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const checked = chips.findIndex((chip) => chip.value === value);
  // The Tab stop: the chip checked, else the first.
  const tabStop = checked >= 0 ? checked : 0;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? chips.length - 1
          : step === undefined
            ? null
            : (index + step + chips.length) % chips.length;
    if (to === null) return;
    event.preventDefault();
    const chip = chips[to];
    if (!chip) return;
    onChoose(chip.value);
    refs.current[to]?.focus();
  };

  return (
    <div role="radiogroup" aria-label={label} aria-labelledby={labelledBy} className="mt-2 flex flex-wrap gap-2">
      {chips.map((chip, index) => (
        <button
          key={chip.value}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={index === checked}
          tabIndex={index === tabStop ? 0 : -1}
          onClick={() => onChoose(chip.value)}
          onKeyDown={(event) => move(event, index)}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-lake-300 bg-white px-3 font-semibold text-lake-900 hover:bg-lake-50 aria-checked:border-lake-900 aria-checked:bg-lake-900 aria-checked:text-white"
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
