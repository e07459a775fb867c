'use client';

// The voucher's online withdrawal, in two steps as the law asks (C. conso L221-21): « Renoncer au contrat
// ici » opens the statement (a disclosure), « Confirmer la rétractation » sends it through the voucher's
// template. Once sent, the page shows when it left, and offers the buyer a copy from their own mail app;
// if sending fails, the statement opens in the mail app, addressed to the owner. Rules in withdrawal-request.ts.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { RequestPrivacyNotice } from '@/components/request-privacy-notice';
import { requestField, requestInputClass } from '@/components/request-field';
import { RequestFailureAlert, RequestSent, SendButton } from '@/components/request-sending';
import { fill } from '@/lib/i18n/format';
import { clampText } from '@/lib/mailto';
import { openMailClient } from '@/lib/open-mail-client';
import { honeypotField, isRobotSubmission } from '@/lib/request-fields';
import { classifySendFailure, type SendFailureKind } from '@/lib/send-email';
import { sendVoucherRequest } from './send-voucher-request';
import {
  checkWithdrawal,
  emptyWithdrawalValues,
  firstWithdrawalError,
  trimWithdrawalValues,
  withdrawalMailtoHref,
  withdrawalMaxLengths,
  withdrawalMoment,
  withdrawalTemplateParams,
  type WithdrawalErrors,
  type WithdrawalField,
  type WithdrawalSetup,
  type WithdrawalValues,
} from './withdrawal-request';

type Status = 'idle' | 'sent' | 'error';

const inputClass = requestInputClass;

export function WithdrawalFunction({ setup }: { readonly setup: WithdrawalSetup }) {
  const { words, form: shared } = setup;
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: a double tap arrives before React re-renders the disabled button.
  const inFlight = useRef(false);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<WithdrawalValues>(emptyWithdrawalValues);
  const [errors, setErrors] = useState<WithdrawalErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SendFailureKind | null>(null);
  const [fallbackHref, setFallbackHref] = useState<string | null>(null);
  const [sent, setSent] = useState<{ date: string; time: string; email: string; copyHref: string } | null>(null);

  const update = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name as WithdrawalField;
    setValues((current) => ({ ...current, [field]: clampText(event.target.value, withdrawalMaxLengths[field]) }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setStatus('idle');
    const found = checkWithdrawal(values, words);
    setErrors(found);
    const first = firstWithdrawalError(found);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const form = formRef.current;
    if (!form) return;
    const trimmed = trimWithdrawalValues(values);
    const at = new Date();
    const moment = withdrawalMoment(setup.lang, at);
    const copyHref = withdrawalMailtoHref(trimmed, words, setup.lang, at, trimmed.email);
    // A robot that filled the hidden trap sees the usual confirmation; nothing goes to the provider.
    if (isRobotSubmission(new FormData(form))) {
      setSent({ ...moment, email: trimmed.email, copyHref });
      setStatus('sent');
      return;
    }
    inFlight.current = true;
    flushSync(() => {
      setValues(trimmed);
      setSending(true);
    });
    try {
      await sendVoucherRequest(withdrawalTemplateParams(trimmed, setup.frenchWords, at, setup.languageName));
      setSent({ ...moment, email: trimmed.email, copyHref });
      setValues(emptyWithdrawalValues());
      setFallbackHref(null);
      setFailure(null);
      setStatus('sent');
    } catch (error) {
      // No e-mail fallback until the owner gives the address (needed to publish: only a preview lacks it).
      const href = setup.contact.email ? withdrawalMailtoHref(trimmed, words, setup.lang, at, setup.contact.email) : null;
      setFallbackHref(href);
      setFailure(classifySendFailure(error));
      setStatus('error');
      if (href) openMailClient(href);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const fieldProps = (field: WithdrawalField, ...more: string[]) => ({
    id: `retractation-${field}`,
    name: field,
    value: values[field],
    onChange: update,
    maxLength: withdrawalMaxLengths[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errors[field] ? `retractation-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined,
  });

  return (
    <div className="mt-6">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-lake-700 px-6 py-3 font-semibold text-lake-800 transition-colors hover:bg-lake-100"
      >
        {words.open}
      </button>
      {/* In the page only once opened: its thirty-odd elements are not laid out on every visit (e2e/budgets.ts). */}
      {open ? (
        <form
          ref={formRef}
          id={formId}
          noValidate
          onSubmit={submit}
          aria-label={words.open}
          className="mt-4 space-y-5 rounded-card border border-sand-200 bg-white p-5"
        >
          <p className="text-ink">{words.intro}</p>
          <p className="text-sm text-ink-muted">{shared.requiredLegend}</p>
          {/* The spam trap: off screen, out of the Tab order and hidden from assistive technology. */}
          <div aria-hidden="true" className="absolute top-0 -left-[200vw] size-px overflow-hidden">
            <label htmlFor="retractation-nectar">{shared.honeypotLabel}</label>
            <input id="retractation-nectar" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <Field field="nom" label={words.labels.nom} error={errors.nom}>
            <input {...fieldProps('nom')} type="text" autoComplete="name" required className={inputClass} />
          </Field>
          <Field field="email" label={words.labels.email} error={errors.email}>
            <input {...fieldProps('email')} type="email" autoComplete="email" required className={inputClass} />
          </Field>
          <Field field="reference" label={words.labels.reference} error={errors.reference}>
            <input
              {...fieldProps('reference', 'retractation-reference-hint')}
              type="text"
              autoComplete="off"
              required
              className={inputClass}
            />
            <p id="retractation-reference-hint" className="mt-1 text-sm text-ink-muted">
              {words.referenceHint}
            </p>
          </Field>
          <RequestPrivacyNotice notice={setup.privacy} id="retractation-privacy-title" headingLevel={3} />
          <SendButton sending={sending} label={words.confirm} sendingLabel={shared.sending} />
          <RequestSent sent={status === 'sent' && sent !== null} copyHref={sent?.copyHref ?? null} copyLabel={words.copyLink}>
            {sent ? fill(words.sent, { date: sent.date, time: sent.time, email: sent.email }) : null}
          </RequestSent>
          {status === 'error' ? (
            <RequestFailureAlert
              words={shared}
              failure={failure}
              fallbackHref={fallbackHref}
              telHref={setup.contact.telHref}
              phoneDisplay={setup.contact.phoneDisplay}
            />
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

// Its label, its star, its error: as every request form shows a field.
const Field = requestField<WithdrawalField>('retractation');
