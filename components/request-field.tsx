import type { ReactNode } from 'react';

export interface RequestFieldProps {
  /** The control's id: its label points at it, its error is `${inputId}-error`. */
  readonly inputId: string;
  readonly label: string;
  /** The "(facultatif)" after an optional field's label; a field without it is required (*). */
  readonly optional?: string;
  readonly error?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A request form's field: its label, marked required or optional, the control, and its error when it has one. */
export function RequestField({ inputId, label, optional, error, className, children }: RequestFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="font-semibold text-lake-900">
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
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm font-semibold text-danger-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
