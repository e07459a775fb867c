'use client';

// The stay flow's last step (issue 49): who asks, dinner on arrival in one tap, and the sending. The
// stay itself (unit, dates, party, extras, a second unit) is the flow's, typed once in its first steps
// (./stay-flow.tsx, ./stay-flow-steps.tsx, which loads this module): nothing here asks it again. Sent
// as the table request is (EmailJS, the visitor's mail client when it fails, a draft kept for the
// visit, one request however often the button is pressed); the owner's e-mail in French from the
// French kit, with the request's facts beside the visitor's estimate and the link that recomputes it
// on the site (issue 50); nothing is sent to the visitor's address, the page confirms and offers them a
// copy from their own mail app. Pure rules in ./stay-request.ts, ./two-units.ts, ./stay-dinner.ts.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { RequestPrivacyNotice } from '@/components/request-privacy-notice';
// In this order: the other way round, Turbopack gives the EmailJS loader a script of its own that every
// restaurant page then loads at start-up (measured 9 → 10 scripts).
import { requestField, requestInputClass } from '@/components/request-field';
import { RequestFailureAlert, RequestSent, SendButton } from '@/components/request-sending';
import type { StayRequestKit } from '@/features/stays/request/stay-request-words';
import { typeAvailability } from '@/features/stays/availability/calendar';
import { fill, formatCount } from '@/lib/i18n/format';
import { isLang, languageNames, languages, type Lang } from '@/lib/i18n/languages';
import { honeypotField, isRobotSubmission, nameFieldsIn } from '@/lib/request-fields';
import { openMailClient } from '@/lib/open-mail-client';
import { classifySendFailure, type SendFailureKind } from '@/lib/send-email';
import { sendStayRequest } from '@/features/stays/request/send-stay-request';
import {
  checkContact,
  checkStay,
  clampStayValue,
  firstStayError,
  stayMailtoHref,
  stayMaxLengths,
  stayTemplateParams,
  trimStayValues,
  type StayAvailability,
  type StayContext,
  type StayErrors,
  type StayField,
  type StaySummarizer,
  type StayValues,
} from '@/features/stays/request/stay-request';
import { clearStayDraft, loadStayDraft, saveStayDraft } from '@/features/stays/request/stay-request-draft';
import type { SecondFacts } from '@/features/stays/request/stay-query';
import { checkTwoUnits, twoUnitAvailability, twoUnitSummarizer, type TypeNights } from '@/features/stays/estimate/two-units';
import {
  checkDinner,
  dinnerSummaryLines,
  dinnerTemplateParams,
  firstDinnerError,
  noDinner,
  type DinnerErrors,
  type DinnerField,
  type DinnerValues,
} from '@/features/stays/estimate/stay-dinner';
import { StayDinnerFields } from '@/features/stays/estimate/stay-dinner-fields';

const kits = new Map<Lang, Promise<StayRequestKit>>();

/**
 * The kit of a language, fetched once per visit from the file the build wrote
 * (app/(fr)/hebergements/demande-de-sejour/[file]/route.ts); a failed fetch is tried again next time.
 */
export function loadKit(lang: Lang): Promise<StayRequestKit> {
  const known = kits.get(lang);
  if (known) return known;
  const loading = fetch(`/hebergements/demande-de-sejour/${lang}.json`).then(async (response) => {
    if (!response.ok) throw new Error(`stay request kit ${lang}: HTTP ${response.status}`);
    return (await response.json()) as StayRequestKit;
  });
  kits.set(lang, loading);
  loading.catch(() => kits.delete(lang));
  return loading;
}

type Status = 'idle' | 'sent' | 'error';

/** The fields this step asks for; the stay's are the flow's. */
type ContactName = 'nom' | 'prenom' | 'telephone' | 'email' | 'langue' | 'message';
type ContactValues = Pick<StayValues, ContactName>;

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export const inputClass = requestInputClass;

interface StayRequestContactProps {
  readonly kit: StayRequestKit;
  readonly french: StayRequestKit;
  readonly types: readonly TypeNights[];
  /** The stay as the flow holds it, contact fields left empty. */
  readonly stay: StayValues;
  readonly second: SecondFacts | null;
  /** Today as the estimate takes it, and the calendar's end. */
  readonly context: StayContext;
  /** The step's heading, numbered by the flow. */
  readonly heading: ReactNode;
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** Where the flow's form finds this step's sending: set while the step is in the page. */
  readonly sendRef: { current: ((event: FormEvent<HTMLFormElement>) => void) | null };
}

export function StayRequestContact({ kit, french, types, stay, second, context, heading, formRef, sendRef }: StayRequestContactProps) {
  const { words, form: shared } = kit;
  const sectionRef = useRef<HTMLElement>(null);
  // A ref, not state: a double tap or a second Enter arrives before React re-renders the disabled button.
  const inFlight = useRef(false);
  const empty: ContactValues = { nom: '', prenom: '', telephone: '', email: '', langue: kit.lang, message: '' };
  const [contact, setContact] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<StayErrors>({});
  const [stayProblems, setStayProblems] = useState<readonly string[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SendFailureKind | null>(null);
  const [fallbackHref, setFallbackHref] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [copyHref, setCopyHref] = useState<string | null>(null);
  // Dinner on arrival keeps its own state, beside the stay (features/stays/estimate/stay-dinner.ts).
  const [dinner, setDinner] = useState<DinnerValues>(noDinner);
  const [dinnerErrors, setDinnerErrors] = useState<DinnerErrors>({});
  const changeDinner = useCallback((next: DinnerValues, field?: DinnerField) => {
    setDinner(next);
    if (field) setDinnerErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  // What was typed earlier in the visit comes back (sessionStorage is the browser's: read once in the page).
  useEffect(() => {
    const draft = loadStayDraft(sessionStore(), { ...stay, nom: '', prenom: '', telephone: '', email: '', langue: kit.lang, message: '' });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is the browser's, read once the step is in the page
    setContact({
      nom: draft.nom,
      prenom: draft.prenom,
      telephone: draft.telephone,
      email: draft.email,
      langue: draft.langue,
      message: draft.message,
    });
    // Once, when the step comes: the stay changing later is the flow's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit.lang]);

  const values: StayValues = { ...stay, ...contact };
  const availabilityOf = (id: string): StayAvailability => {
    const type = types.find((candidate) => candidate.id === id);
    return { isStayFree: type?.synced ? typeAvailability(type.bookedByUnit).isStayFree : null };
  };

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactName;
    const next = { ...contact, [field]: clampStayValue(field, event.target.value) };
    setContact(next);
    saveStayDraft(sessionStore(), { ...stay, ...next });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setStatus('idle');
    const availability = availabilityOf(values.type);
    // With a second unit, each unit is checked (its share of the party, its calendar) and the request written out as both.
    const both = second ? twoUnitAvailability(types, values.type, second.type) : null;
    const checked = second && both ? checkTwoUnits(values, second, kit, both, context) : null;
    const summarize: StaySummarizer | undefined = second && both ? twoUnitSummarizer(second, both) : undefined;
    const stayErrors = checked ? { ...checked.stay } : checkStay(values, kit, availability, context);
    const found = checkContact(values, kit);
    // The stay's refusals are the first steps' to mend: said here, above the button, each naming its field.
    const problems = [...Object.values(stayErrors), ...Object.values(checked?.second ?? {})].filter((message): message is string =>
      Boolean(message),
    );
    setStayProblems(problems);
    setErrors(found);
    const foundDinner = problems.length > 0 ? {} : checkDinner(dinner, values, kit.dinner, kit.lang);
    setDinnerErrors(foundDinner);
    const first = firstStayError(found, nameFieldsIn(kit.lang));
    const firstDinner = firstDinnerError(foundDinner);
    if (problems.length > 0) {
      document.getElementById('sejour-a-revoir')?.focus();
      return;
    }
    if (first || firstDinner) {
      formRef.current?.querySelector<HTMLElement>(first ? `[name="${first}"]` : `[name="diner-${firstDinner}"]`)?.focus();
      return;
    }
    const form = formRef.current;
    if (!form) return;
    // A robot that filled the hidden trap sees the usual success; nothing goes to the provider.
    if (isRobotSubmission(new FormData(form))) {
      setSentTo(values.email);
      setCopyHref(null);
      setContact(empty);
      setStatus('sent');
      return;
    }
    inFlight.current = true;
    const trimmed = trimStayValues(values);
    flushSync(() => {
      setContact({
        nom: trimmed.nom,
        prenom: trimmed.prenom,
        telephone: trimmed.telephone,
        email: trimmed.email,
        langue: trimmed.langue,
        message: trimmed.message,
      });
      setSending(true);
    });
    const replyLang = isLang(trimmed.langue) ? trimmed.langue : kit.lang;
    try {
      await sendStayRequest({
        ...stayTemplateParams(trimmed, french, replyLang, availability, context, summarize, second),
        ...dinnerTemplateParams(dinner, french.dinner),
      });
      clearStayDraft(sessionStore());
      // The visitor's copy, in their reply language, prepared for their own mail app: the site sends them nothing.
      const reply = await loadKit(replyLang).catch(() => kit);
      setCopyHref(
        stayMailtoHref(
          trimmed,
          reply,
          trimmed.email,
          availability,
          context,
          dinnerSummaryLines(dinner, reply.dinner, reply.lang),
          summarize,
        ),
      );
      setSentTo(trimmed.email);
      setContact(empty);
      setDinner(noDinner);
      setFallbackHref(null);
      setFailure(null);
      setStatus('sent');
    } catch (error) {
      // The whole request in the visitor's language; the page's when that language's words could not come.
      const reply = await loadKit(replyLang).catch(() => kit);
      // No e-mail fallback until the owner gives the address (needed to publish: only a preview lacks it).
      const href = kit.contact.email
        ? stayMailtoHref(
            trimmed,
            reply,
            kit.contact.email,
            availability,
            context,
            dinnerSummaryLines(dinner, reply.dinner, reply.lang),
            summarize,
          )
        : null;
      saveStayDraft(sessionStore(), trimmed);
      setFallbackHref(href);
      setFailure(classifySendFailure(error));
      setStatus('error');
      if (href) openMailClient(href);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  // The flow's form sends through this step while it is in the page: Enter or the button, once.
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  useEffect(() => {
    sendRef.current = (event) => {
      // Enter in the first steps' fields recomputes there as they change: only this step's own fields and button send.
      if (!sectionRef.current?.contains(document.activeElement)) return;
      void submitRef.current(event);
    };
    return () => {
      sendRef.current = null;
    };
  }, [sendRef]);

  const describedBy = (field: StayField, ...more: string[]) =>
    [errors[field] ? `sejour-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const fieldProps = (field: ContactName, ...more: string[]) => ({
    id: `sejour-${field}`,
    name: field,
    value: contact[field],
    onChange: update,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, ...more),
  });
  const textProps = (field: ContactName, ...more: string[]) => ({ ...fieldProps(field, ...more), maxLength: stayMaxLengths[field] });
  const unsynced = !types.find((type) => type.id === values.type)?.synced;

  return (
    <section ref={sectionRef} aria-labelledby="sejour-etape-3" className="space-y-6">
      {heading}
      <p className="text-ink">{fill(words.intro, { delay: kit.replyDelay })}</p>
      {unsynced ? <p className="text-sm font-semibold text-ember-700">{words.unchecked}</p> : null}
      <StayDinnerFields
        kit={kit.dinner}
        lang={kit.lang}
        stay={values}
        value={dinner}
        errors={dinnerErrors}
        onChange={changeDinner}
        inputClass={inputClass}
      />
      <p id="sejour-required-legend" className="text-sm text-ink-muted">
        {shared.requiredLegend}
      </p>
      {/* The spam trap: off screen, out of the Tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute top-0 -left-[200vw] size-px overflow-hidden">
        <label htmlFor="sejour-nectar">{shared.honeypotLabel}</label>
        <input id="sejour-nectar" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {nameFieldsIn(kit.lang).map((field) => (
          <Field key={field} field={field} label={shared.labels[field]} error={errors[field]}>
            <input
              {...textProps(field)}
              type="text"
              autoComplete={field === 'nom' ? 'family-name' : 'given-name'}
              required
              className={inputClass}
            />
          </Field>
        ))}
        <Field field="telephone" label={shared.labels.telephone} error={errors.telephone}>
          <input
            {...textProps('telephone', 'sejour-telephone-hint')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            className={inputClass}
          />
          <p id="sejour-telephone-hint" className="mt-1 text-sm text-ink-muted">
            {words.phoneHint}
          </p>
        </Field>
        <Field field="email" label={shared.labels.email} error={errors.email}>
          <input {...textProps('email')} type="email" autoComplete="email" required className={inputClass} />
        </Field>
        <Field field="langue" label={words.replyLanguage} error={errors.langue} className="sm:col-span-2">
          <select {...fieldProps('langue', 'sejour-langue-hint')} aria-required="true" className={inputClass}>
            {languages.map((language) => (
              <option key={language} value={language} lang={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
          <p id="sejour-langue-hint" className="mt-1 text-sm text-ink-muted">
            {words.replyLanguageHint}
          </p>
        </Field>
      </div>
      <Field field="message" label={shared.labels.message} optional={shared.optional} error={errors.message}>
        <textarea {...textProps('message', 'sejour-message-counter')} rows={4} className={inputClass} />
        <p id="sejour-message-counter" className="mt-1 text-right text-sm text-ink-muted">
          {fill(shared.messageCounter, {
            count: formatCount(kit.lang, contact.message.length),
            max: formatCount(kit.lang, stayMaxLengths.message),
          })}
        </p>
      </Field>
      <p>
        <a href="#booking-terms" className="font-semibold text-lake-700 underline underline-offset-4">
          {words.termsLink}
        </a>
      </p>
      <RequestPrivacyNotice notice={kit.privacy} id="sejour-privacy-title" />
      {stayProblems.length > 0 ? (
        <div
          id="sejour-a-revoir"
          tabIndex={-1}
          role="alert"
          className="space-y-1 rounded-xl border border-danger-700 bg-danger-50 p-4 font-semibold text-danger-800"
        >
          {stayProblems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <SendButton sending={sending} label={shared.submit} sendingLabel={shared.sending} />
      <RequestSent sent={status === 'sent'} copyHref={copyHref} copyLabel={words.copyLink}>
        {fill(words.sent, { delay: kit.replyDelay, email: sentTo })}
      </RequestSent>
      {status === 'error' ? (
        <RequestFailureAlert
          words={shared}
          failure={failure}
          fallbackHref={fallbackHref}
          telHref={kit.contact.telHref}
          phoneDisplay={kit.contact.phoneDisplay}
        />
      ) : null}
    </section>
  );
}

// Its label, its star or optional word, its error: as every request form shows a field.
const Field = requestField<StayField>('sejour');
