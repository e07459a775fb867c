import type { ReactNode } from 'react';

interface RequestFieldProps<Field extends string> {
  readonly field: Field;
  readonly label: string;
  /** The "(facultatif)" after an optional field's label; a field without it is required (*). */
  readonly optional?: string;
  readonly error?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A request form's field as every form shows it (a table, a stay, a voucher): its label, the required
 * star or the optional word, the control, and its error under it, read by the control's
 * aria-describedby as `<prefix>-<field>-error`. `prefix` names the form's controls (« reservation »,
 * « sejour », « bon »), so that two forms on one page never share an id.
 */
export function requestField<Field extends string>(prefix: string) {
  return function RequestField({ field, label, optional, error, className = '', children }: RequestFieldProps<Field>) {
    return (
      <div className={className}>
        <label htmlFor={`${prefix}-${field}`} className="font-semibold text-lake-900">
          {label}
          {optional ? (
            <span className="font-normal text-ink-muted"> {optional}</span>
          ) : (
            <span aria-hidden="true" className="text-ember-700">
              {' '}
              *
            </span>
          )}
        </label>
        {children}
        {error ? (
          <p id={`${prefix}-${field}-error`} role="alert" className="mt-1 text-sm font-semibold text-danger-800">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
}

/** Every request form's text field, select and textarea: one look, its error in red (aria-invalid). */
export const requestInputClass =
  'mt-1 block min-h-12 w-full rounded-xl border border-lake-300 bg-white px-4 py-3 text-base text-ink shadow-sm aria-[invalid=true]:border-danger-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger-700';
