'use client';

// A count with − and + beside it (issue 49: the party with steppers): the native number field stays
// in the middle, so the count can be typed, is what a screen reader meets as a spin button, and is
// what the browser submits by itself when the scripts have not answered yet. The buttons work once the
// scripts run; before that, and without them, they are disabled, and nothing is lost by a tap.
import { fill } from '@/lib/i18n/format';

interface StepperProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  /** As typed: a count, or whatever the visitor is typing. */
  readonly value: string;
  readonly min: number;
  readonly max: number;
  /** The buttons' names: "Remove an adult", or a template with "{label}": "{label} : un de moins". */
  readonly fewer: string;
  readonly more: string;
  readonly hydrated: boolean;
  readonly onChange: (value: string) => void;
  readonly describedBy?: string;
}

const button =
  'flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-lake-700 text-2xl leading-none font-semibold text-lake-900 hover:bg-lake-50 disabled:border-lake-300 disabled:text-ink-muted disabled:hover:bg-transparent noscript:hidden';

export function Stepper({ id, name, label, value, min, max, fewer, more, hydrated, onChange, describedBy }: StepperProps) {
  const count = /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
  const step = (by: number) => onChange(String(Math.min(max, Math.max(min, (count ?? min) + by))));
  return (
    // On a phone a row, the label before the count; wider, the label above. On a 320 px screen a long
    // label (« Volwassenen ») and the stepper do not fit on one line: the stepper wraps under it.
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:block">
      <label htmlFor={id} className="font-semibold text-lake-900">
        {label}
      </label>
      <div className="flex items-center gap-2 sm:mt-1">
        <button
          type="button"
          className={button}
          disabled={!hydrated || (count !== null && count <= min)}
          aria-controls={id}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
          <span className="sr-only">{fill(fewer, { label })}</span>
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value.slice(0, 2))}
          className="block min-h-12 w-16 rounded-xl border border-lake-300 bg-white px-2 text-center text-lg font-semibold text-ink shadow-sm"
        />
        <button
          type="button"
          className={button}
          disabled={!hydrated || (count !== null && count >= max)}
          aria-controls={id}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
          <span className="sr-only">{fill(more, { label })}</span>
        </button>
      </div>
    </div>
  );
}
