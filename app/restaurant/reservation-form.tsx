'use client';

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { email as venueEmail, phone, telHref } from '@/content/contact';
import { reservationText, timeSlots } from '@/content/restaurant';
import { openMailClient } from './open-mail-client';
import {
  buildMailtoHref,
  buildSubject,
  firstInvalidField,
  initialReservationValues,
  validateReservation,
  type ReservationErrors,
  type ReservationField,
  type ReservationValues,
} from './reservation';
import { sendReservation } from './send-reservation';

type Status = 'idle' | 'success' | 'error';

const { labels } = reservationText;

const inputClass =
  'mt-1 block min-h-12 w-full rounded-xl border border-lake-300 bg-white px-4 py-3 text-base text-ink shadow-sm aria-[invalid=true]:border-danger-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger-700';

export function ReservationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ReservationValues>(initialReservationValues);
  const [errors, setErrors] = useState<ReservationErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [sending, setSending] = useState(false);
  const [fallbackHref, setFallbackHref] = useState<string | null>(null);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ReservationField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setStatus('idle');
    const found = validateReservation(values);
    setErrors(found);
    const firstError = firstInvalidField(found);
    if (firstError) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstError}"]`)?.focus();
      return;
    }
    const form = formRef.current;
    if (!form) return;
    setSending(true);
    try {
      await sendReservation(form);
      setValues(initialReservationValues);
      setFallbackHref(null);
      setStatus('success');
    } catch {
      const href = buildMailtoHref(values, venueEmail);
      setFallbackHref(href);
      setStatus('error');
      openMailClient(href);
    } finally {
      setSending(false);
    }
  };

  const fieldProps = (field: ReservationField) => ({
    id: `reservation-${field}`,
    name: field,
    value: values[field],
    onChange: update,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });

  const describedBy = (field: ReservationField) => {
    const ids = [errors[field] ? `reservation-${field}-error` : null, field === 'personnes' ? 'reservation-personnes-hint' : null];
    return ids.filter(Boolean).join(' ') || undefined;
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6" aria-describedby="reservation-required-legend">
      <p id="reservation-required-legend" className="text-sm text-ink-muted">
        {reservationText.requiredLegend}
      </p>
      <input type="hidden" name="subject" value={buildSubject(values)} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="nom" label={labels.nom} error={errors.nom}>
          <input {...fieldProps('nom')} type="text" autoComplete="family-name" required className={inputClass} />
        </Field>
        <Field field="prenom" label={labels.prenom} error={errors.prenom}>
          <input {...fieldProps('prenom')} type="text" autoComplete="given-name" required className={inputClass} />
        </Field>
        <Field field="telephone" label={labels.telephone} error={errors.telephone}>
          <input {...fieldProps('telephone')} type="tel" autoComplete="tel" inputMode="tel" required className={inputClass} />
        </Field>
        <Field field="email" label={labels.email} error={errors.email}>
          <input {...fieldProps('email')} type="email" autoComplete="email" required className={inputClass} />
        </Field>
        <Field field="date" label={labels.date} error={errors.date}>
          <input {...fieldProps('date')} type="date" required className={inputClass} />
        </Field>
        <Field field="heure" label={labels.heure} error={errors.heure}>
          <select {...fieldProps('heure')} required className={inputClass}>
            {timeSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </Field>
        <Field field="personnes" label={labels.personnes} error={errors.personnes}>
          <input {...fieldProps('personnes')} type="number" min={1} step={1} inputMode="numeric" required className={inputClass} />
          <p id="reservation-personnes-hint" className="mt-1 text-sm text-ink-muted">
            {reservationText.personnesHint}
          </p>
        </Field>
      </div>

      <Field field="message" label={labels.message} optional error={errors.message}>
        <textarea {...fieldProps('message')} rows={4} className={inputClass} />
      </Field>

      <p className="text-sm font-medium text-forest-800">{reservationText.confirmationNote}</p>

      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-ember-600 px-8 py-3 font-semibold text-white transition-colors hover:bg-ember-700 disabled:cursor-wait disabled:bg-ember-500"
      >
        {sending ? reservationText.sending : reservationText.submit}
      </button>

      <div aria-live="polite">
        {status === 'success' ? (
          <p role="status" className="rounded-xl border border-forest-500 bg-forest-100 p-4 font-semibold text-forest-800">
            {reservationText.success}
          </p>
        ) : null}
      </div>
      {status === 'error' ? (
        <div role="alert" className="rounded-xl border border-danger-700 bg-danger-50 p-4 text-danger-800">
          <p className="font-semibold">{reservationText.error}</p>
          {fallbackHref ? (
            <p className="mt-2">
              {reservationText.errorMailto}{' '}
              <a href={fallbackHref} className="font-semibold underline">
                {reservationText.errorMailtoLink}
              </a>{' '}
              {reservationText.errorPhone}{' '}
              <a href={telHref} className="font-semibold whitespace-nowrap underline">
                {phone.display}
              </a>
              .
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

interface FieldProps {
  readonly field: ReservationField;
  readonly label: string;
  readonly optional?: boolean;
  readonly error?: string;
  readonly children: React.ReactNode;
}

function Field({ field, label, optional = false, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={`reservation-${field}`} className="font-semibold text-lake-900">
        {label}
        {optional ? (
          <span className="font-normal text-ink-muted"> {reservationText.optional}</span>
        ) : (
          <span aria-hidden="true" className="text-ember-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`reservation-${field}-error`} role="alert" className="mt-1 text-sm font-semibold text-danger-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
