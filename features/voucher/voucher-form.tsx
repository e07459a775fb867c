'use client';

// The gift voucher request: a voucher (an amount, or a unit type and nights), who gives it and to whom,
// a message, and how it is sent. Sent as the stay request is (EmailJS's `send` with the owner's
// French variables, nothing ever sent to the visitor's address: the page confirms, and offers a copy
// in the visitor's own mail app; the visitor's mail client when it fails;
// a draft kept for the visit; one request however often the button is pressed). Rules in voucher-request.ts.
import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { RequestPrivacyNotice } from '@/components/request-privacy-notice';
import { requestField, requestInputClass } from '@/components/request-field';
import { RequestFailureAlert, RequestSent, SendButton } from '@/components/request-sending';
import { fill, formatCount, formatEuros } from '@/lib/i18n/format';
import { openMailClient } from '@/lib/open-mail-client';
import { honeypotField, isRobotSubmission } from '@/lib/request-fields';
import { classifySendFailure, type SendFailureKind } from '@/lib/send-email';
import { sendVoucherRequest } from './send-voucher-request';
import type { VoucherSetup } from './voucher';
import { clearVoucherDraft, loadVoucherDraft, saveVoucherDraft } from './voucher-draft';
import type { VoucherField } from './voucher-fields';
import {
  checkVoucher,
  clampVoucherValue,
  emptyVoucherValues,
  firstVoucherError,
  voucherDeliveries,
  voucherKinds,
  voucherLimits,
  voucherMailtoHref,
  voucherMaxLengths,
  voucherTemplateParams,
  trimVoucherValues,
  type VoucherErrors,
  type VoucherSummaryContext,
  type VoucherValues,
} from './voucher-request';

type Status = 'idle' | 'sent' | 'error';

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);
const noSubscription = () => () => undefined;

const inputClass = requestInputClass;

export function VoucherForm({ setup }: { readonly setup: VoucherSetup }) {
  const { words, form: shared, summary } = setup;
  const labels = summary.labels;
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: a double tap or a second Enter arrives before React re-renders the disabled button.
  const inFlight = useRef(false);
  const firstUnit = setup.units[0]?.id ?? '';
  const [values, setValues] = useState<VoucherValues>(() => emptyVoucherValues(firstUnit));
  const chosenUnit = setup.units.find((unit) => unit.id === values.hebergement);
  const [errors, setErrors] = useState<VoucherErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SendFailureKind | null>(null);
  const [fallbackHref, setFallbackHref] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  // The request as a prepared e-mail to the visitor's own address: their copy, sent by them (issue 50).
  const [copyHref, setCopyHref] = useState<string | null>(null);

  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // sessionStorage exists only in the browser: the draft comes in after hydration. Over it, what was
  // typed before the scripts answered (a slow phone): the fields kept it, React does not overwrite them
  // while it hydrates, and the state takes it from them here (issue 49).
  useEffect(() => {
    const draft = loadVoucherDraft(sessionStore(), emptyVoucherValues(firstUnit));
    const form = formRef.current;
    const typed: Partial<Record<VoucherField, string>> = {};
    for (const field of Object.keys(draft) as VoucherField[]) {
      const element = form?.elements.namedItem(field);
      const value =
        element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
          ? element.value
          : '';
      if (value && value !== emptyVoucherValues(firstUnit)[field]) typed[field] = clampVoucherValue(field, value);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft and the fields are the browser's, read once the form is in the page
    setValues({ ...draft, ...typed });
  }, [firstUnit]);

  const context = (french: boolean): VoucherSummaryContext => ({
    lang: french ? 'fr' : setup.lang,
    words: french ? setup.frenchSummary : summary,
    unitTitles: Object.fromEntries(setup.units.map((unit) => [unit.id, french ? unit.frenchTitle : unit.title])),
    euros: (amount) => formatEuros(french ? 'fr' : setup.lang, amount),
  });

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = event.target.name as VoucherField;
    const next = { ...values, [field]: clampVoucherValue(field, event.target.value) };
    setValues(next);
    saveVoucherDraft(sessionStore(), next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setStatus('idle');
    const found = checkVoucher(
      values,
      setup.messages,
      setup.units.map((unit) => unit.id),
    );
    setErrors(found);
    const first = firstVoucherError(found);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const form = formRef.current;
    if (!form) return;
    // A robot that filled the hidden trap sees the usual success; nothing goes to the provider.
    if (isRobotSubmission(new FormData(form))) {
      setSentTo(values.email);
      setCopyHref(null);
      setValues(emptyVoucherValues(firstUnit));
      setStatus('sent');
      return;
    }
    inFlight.current = true;
    const trimmed = trimVoucherValues(values);
    flushSync(() => {
      setValues(trimmed);
      setSending(true);
    });
    try {
      await sendVoucherRequest(voucherTemplateParams(trimmed, context(true), setup.languageName));
      clearVoucherDraft(sessionStore());
      setSentTo(trimmed.email);
      // The visitor's copy ends with the right of withdrawal, as the page says it after sending.
      setCopyHref(voucherMailtoHref(trimmed, context(false), setup.mailto, trimmed.email, words.withdrawal ? [words.withdrawal] : []));
      setValues(emptyVoucherValues(firstUnit));
      setFallbackHref(null);
      setFailure(null);
      setStatus('sent');
    } catch (error) {
      // No e-mail fallback until the owner gives the address (needed to publish: only a preview lacks it).
      const href = setup.contact.email ? voucherMailtoHref(trimmed, context(false), setup.mailto, setup.contact.email) : null;
      saveVoucherDraft(sessionStore(), trimmed);
      setFallbackHref(href);
      setFailure(classifySendFailure(error));
      setStatus('error');
      if (href) openMailClient(href);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const fieldProps = (field: VoucherField, ...more: string[]) => ({
    id: `bon-${field}`,
    name: field,
    value: values[field],
    onChange: update,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errors[field] ? `bon-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined,
  });
  const textProps = (field: VoucherField, ...more: string[]) => ({ ...fieldProps(field, ...more), maxLength: voucherMaxLengths[field] });
  // Tabbing into a textarea, the browser scrolls its caret into view, not the whole field: the field's
  // foot could stay under the screen's edge (seen at 800 px high on the message). Brought fully into view here.
  const showWholeTextarea = (event: FocusEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLTextAreaElement) event.target.scrollIntoView({ block: 'nearest' });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={showWholeTextarea}
      className="space-y-6"
      aria-labelledby="bon-cadeau-form-title"
      aria-describedby="bon-required-legend"
    >
      <p id="bon-required-legend" className="text-sm text-ink-muted">
        {shared.requiredLegend}
      </p>
      {/* The spam trap: off screen, out of the Tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute top-0 -left-[200vw] size-px overflow-hidden">
        <label htmlFor="bon-nectar">{shared.honeypotLabel}</label>
        <input id="bon-nectar" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="space-y-5">
        <Field field="kind" label={labels.kind}>
          <select {...fieldProps('kind')} aria-required="true" className={`${inputClass} sm:max-w-xs`}>
            {voucherKinds.map((kind) => (
              <option key={kind} value={kind}>
                {summary.kinds[kind]}
              </option>
            ))}
          </select>
        </Field>
        {values.kind === 'sejour' ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <Field field="hebergement" label={labels.hebergement} error={errors.hebergement}>
              <select {...fieldProps('hebergement')} aria-required="true" className={inputClass}>
                {setup.units.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.title}
                  </option>
                ))}
              </select>
            </Field>
            <Field field="nuits" label={labels.nuits} error={errors.nuits}>
              <input
                {...fieldProps('nuits')}
                type="number"
                min={1}
                max={voucherLimits.maxNights}
                step={1}
                inputMode="numeric"
                required
                className={inputClass}
              />
            </Field>
            {/* The chosen unit's price per night, where the nights' prices are (the price before the order, L112-1), and that the reply confirms it. */}
            <p aria-live="polite" className="font-semibold text-lake-900 empty:hidden sm:col-span-2">
              {chosenUnit?.price ? fill(words.unitPrice, { unit: chosenUnit.title, price: chosenUnit.price }) : null}
            </p>
            <p className="text-sm text-ink-muted sm:col-span-2">
              {words.stayPricesHint}{' '}
              <a href={setup.stayPricesHref} className="font-semibold text-lake-700 underline underline-offset-4">
                {words.stayPricesLink}
              </a>
            </p>
          </div>
        ) : (
          <Field field="montant" label={labels.montant} error={errors.montant}>
            <input
              {...fieldProps('montant', 'bon-montant-hint')}
              type="number"
              min={voucherLimits.minEuros}
              max={voucherLimits.maxEuros}
              step={1}
              inputMode="numeric"
              required
              className={`${inputClass} sm:max-w-xs`}
            />
            <p id="bon-montant-hint" className="mt-1 text-sm text-ink-muted">
              {words.amountHint}
            </p>
          </Field>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="beneficiaire" label={labels.beneficiaire} error={errors.beneficiaire} className="sm:col-span-2">
          <input {...textProps('beneficiaire')} type="text" autoComplete="off" required className={inputClass} />
        </Field>
        <Field field="message" label={labels.message} optional={shared.optional} error={errors.message} className="sm:col-span-2">
          <textarea {...textProps('message', 'bon-message-hint', 'bon-message-counter')} rows={3} className={inputClass} />
          <p id="bon-message-hint" className="mt-1 text-sm text-ink-muted">
            {words.messageHint}
          </p>
          <p id="bon-message-counter" className="mt-1 text-right text-sm text-ink-muted">
            {fill(shared.messageCounter, {
              count: formatCount(setup.lang, values.message.length),
              max: formatCount(setup.lang, voucherMaxLengths.message),
            })}
          </p>
        </Field>
      </div>
      <div className="space-y-5">
        <Field field="livraison" label={labels.livraison}>
          <select {...fieldProps('livraison')} aria-required="true" className={`${inputClass} sm:max-w-xs`}>
            {voucherDeliveries.map((delivery) => (
              <option key={delivery} value={delivery}>
                {summary.deliveries[delivery]}
              </option>
            ))}
          </select>
        </Field>
        {values.livraison === 'courrier' ? (
          <Field field="adresse" label={labels.adresse} error={errors.adresse}>
            <textarea
              {...textProps('adresse', 'bon-adresse-hint')}
              rows={3}
              autoComplete="street-address"
              required
              className={inputClass}
            />
            <p id="bon-adresse-hint" className="mt-1 text-sm text-ink-muted">
              {words.addressHint}
            </p>
          </Field>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="nom" label={labels.nom} error={errors.nom} className="sm:col-span-2">
          <input {...textProps('nom')} type="text" autoComplete="name" required className={inputClass} />
        </Field>
        <Field field="email" label={labels.email} error={errors.email}>
          <input {...textProps('email')} type="email" autoComplete="email" required className={inputClass} />
        </Field>
        <Field field="telephone" label={labels.telephone} error={errors.telephone}>
          <input {...textProps('telephone')} type="tel" autoComplete="tel" inputMode="tel" required className={inputClass} />
        </Field>
      </div>
      <RequestPrivacyNotice notice={setup.privacy} id="bon-privacy-title" headingLevel={3} />
      {/* Until the scripts answer, the button waits, saying so: a tap would send the form to the page's own
          address by itself, every field in the address, and lose them (issue 49). Enter does nothing either. */}
      {hydrated ? (
        <SendButton sending={sending} label={shared.submit} sendingLabel={shared.sending} />
      ) : (
        <button
          type="submit"
          disabled
          className="inline-flex min-h-12 cursor-wait items-center justify-center rounded-full bg-ember-500 px-8 py-3 font-semibold text-white"
        >
          {words.loading}
        </button>
      )}
      <RequestSent sent={status === 'sent'} copyHref={copyHref} copyLabel={words.copyLink}>
        {fill(words.sent, { email: sentTo })}
        {words.withdrawal ? <span className="mt-2 block font-normal">{words.withdrawal}</span> : null}
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
  );
}

// Its label, its star or optional word, its error: as every request form shows a field.
const Field = requestField<VoucherField>('bon');
