'use client';

// The stay request, loaded when the visitor opens it (stay-estimate.tsx imports this module on the
// first « Demander ces dates »): its words and rules come in the page's language from the build's kit
// file, French for the owner's e-mail, and the chosen reply language's for the prepared e-mail when
// sending fails; nothing is sent to the visitor's address, the page confirms and offers them a copy from their own mail app). Pure rules in stay-request.ts; sending as the table request does (EmailJS, the mail client
// when it fails, a draft kept for the visit, one request however often the button is pressed).
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { RequestPrivacyNotice } from '@/components/request-privacy-notice';
// In this order: the other way round, Turbopack gives the EmailJS loader a script of its own that every
// restaurant page then loads at start-up (measured 9 → 10 scripts).
import { CloseButton } from '@/components/ui/close-button';
import { RequestFailureAlert, SendButton } from '@/components/request-sending';
import type { StayRequestKit } from '@/features/stays/stay-request-words';
import type { UnitTypeId } from './stays';
import { typeAvailability } from '@/features/stays/availability/calendar';
import type { NightRange } from '@/features/stays/availability/nights';
import { fill } from '@/lib/i18n/format';
import { isLang, languageNames, languages, type Lang } from '@/lib/i18n/languages';
import { parisTime } from '@/lib/opening-status';
import { honeypotField, isRobotSubmission, nameFieldsIn } from '@/lib/request-fields';
import { openMailClient } from '@/lib/open-mail-client';
import { classifySendFailure, type SendFailureKind } from '@/lib/send-email';
import { sendStayRequest } from './send-stay-request';
import {
  checkContact,
  checkStayRequest,
  clampStayValue,
  emptyStayValues,
  firstStayError,
  stayFields,
  stayMailtoHref,
  stayMaxLengths,
  stayTemplateParams,
  trimStayValues,
  type StayAvailability,
  type StayErrors,
  type StayField,
  type StayPrefill,
  type StaySummarizer,
  type StayValues,
} from './stay-request';
import { clearStayDraft, hasSecondUnitDraft, loadStayDraft, saveStayDraft, secondUnitDraftKey } from './stay-request-draft';
import type { SecondUnit, SecondUnitAction, SecondUnitErrors } from './two-units';
import type { UnitLiving } from './stay-warnings';
import { StayWarningsNote } from './stay-warnings-note';
import { checkDinner, dinnerSummaryLines, dinnerTemplateParams, firstDinnerError, noDinner, type DinnerErrors, type DinnerField, type DinnerValues } from './stay-dinner';
import { StayDinnerFields } from './stay-dinner-fields';

const kits = new Map<Lang, Promise<StayRequestKit>>();

/** The second unit's fields and rules (issue 40), loaded when the visitor adds one: none of it is in the request's own script. */
type TwoUnits = typeof import('./two-units-fields');
const loadTwoUnits = () => import('./two-units-fields');

/**
 * The kit of a language, fetched once per visit from the file the build wrote
 * (app/(fr)/hebergements/demande-de-sejour/[file]/route.ts); a failed fetch is tried again next time.
 */
function loadKit(lang: Lang): Promise<StayRequestKit> {
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

export interface StayRequestType {
  readonly id: UnitTypeId;
  /** Its minimum age for children and its wheelchair fact, warned about under the party (stay-warnings.ts). */
  readonly living?: UnitLiving;
  readonly bookedByUnit: readonly (readonly NightRange[])[];
  readonly synced: boolean;
}

interface StayRequestPanelProps {
  readonly lang: Lang;
  readonly types: readonly StayRequestType[];
  /** The day after the calendar's last night. */
  readonly end: number;
  /** The estimate's stay, or a unit type's; null when the page reopens a draft after a reload. */
  readonly prefill: StayPrefill | null;
  /** Changes at each « Demander ces dates », so that the request takes its stay again and comes into view. */
  readonly openedAt: number;
  readonly loading: string;
  readonly onClose: () => void;
  readonly onLoadFailed: () => void;
}

/** An extra the family ticks: optional, and not one by animal (the animals' count is its choice). */
const isTicked = (extra: { readonly compulsory: boolean; readonly unit: string }) => !extra.compulsory && extra.unit !== 'animal-nuit';

export function StayRequestPanel({ lang, types, end, prefill, openedAt, loading, onClose, onLoadFailed }: StayRequestPanelProps) {
  const [loaded, setLoaded] = useState<{ readonly page: StayRequestKit; readonly french: StayRequestKit } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([loadKit(lang), loadKit('fr')])
      .then(([page, french]) => {
        if (current) setLoaded({ page, french });
      })
      .catch(() => {
        if (current) onLoadFailed();
      });
    return () => {
      current = false;
    };
  }, [lang, onLoadFailed]);
  if (!loaded) return <p role="status">{loading}</p>;
  return <StayRequestForm kit={loaded.page} french={loaded.french} types={types} end={end} prefill={prefill} openedAt={openedAt} onClose={onClose} />;
}

type Status = 'idle' | 'sent' | 'error';

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

const inputClass =
  'mt-1 block min-h-12 w-full rounded-xl border border-lake-300 bg-white px-4 py-3 text-base text-ink shadow-sm aria-[invalid=true]:border-danger-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger-700';

interface StayRequestFormProps {
  readonly kit: StayRequestKit;
  readonly french: StayRequestKit;
  readonly types: readonly StayRequestType[];
  readonly end: number;
  readonly prefill: StayPrefill | null;
  readonly openedAt: number;
  readonly onClose: () => void;
}

function StayRequestForm({ kit, french, types, end, prefill, openedAt, onClose }: StayRequestFormProps) {
  const { words, form: shared, estimate: stayWords } = kit;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: a double tap or a second Enter arrives before React re-renders the disabled button.
  const inFlight = useRef(false);
  const firstType = kit.types[0]?.id ?? 'chalet';
  const [values, setValues] = useState<StayValues>(() => emptyStayValues(kit.lang, firstType));
  const [errors, setErrors] = useState<StayErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SendFailureKind | null>(null);
  const [fallbackHref, setFallbackHref] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [copyHref, setCopyHref] = useState<string | null>(null);
  // Dinner on arrival keeps its own state, beside the stay's fields (features/stays/stay-dinner.ts).
  const [dinner, setDinner] = useState<DinnerValues>(noDinner);
  const [dinnerErrors, setDinnerErrors] = useState<DinnerErrors>({});
  const changeDinner = useCallback((next: DinnerValues, field?: DinnerField) => {
    setDinner(next);
    if (field) setDinnerErrors((current) => ({ ...current, [field]: undefined }));
  }, []);
  // A second unit for the same dates (features/stays/two-units.ts), its code loaded when added.
  const [twoUnits, setTwoUnits] = useState<TwoUnits | null>(null);
  const [second, setSecond] = useState<SecondUnit | null>(null);
  const [secondErrors, setSecondErrors] = useState<SecondUnitErrors>({});
  const [secondFailed, setSecondFailed] = useState(false);
  const changeSecond = (rules: TwoUnits, action: SecondUnitAction, current: SecondUnit | null = second) => {
    const next = rules.secondUnitReducer(current, action);
    flushSync(() => setSecond(next));
    rules.saveSecondUnit(sessionStore(), secondUnitDraftKey, next);
    if (action.kind === 'change') setSecondErrors((errors) => ({ ...errors, [action.field]: undefined }));
    return next;
  };
  const addSecond = async () => {
    const rules = twoUnits ?? (await loadTwoUnits().catch(() => null));
    setSecondFailed(!rules);
    if (!rules) return;
    setTwoUnits(rules);
    changeSecond(rules, { kind: 'add', stay: values, choices: rules.secondUnitChoices(types, values.type) });
    document.getElementById('sejour-second-type')?.focus();
  };

  // At each opening: the draft of the visit, the estimate's stay over it, then the request in view
  // (not when a reload reopens a draft: the visitor has not asked to be taken there).
  // sessionStorage exists only in the browser, so this waits for the first render.
  useEffect(() => {
    const draft = loadStayDraft(sessionStore(), emptyStayValues(kit.lang, firstType));
    const next = { ...draft, ...prefill };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is the browser's, read once the panel is in the page
    setValues(next);
    saveStayDraft(sessionStore(), next);
    if (prefill) headingRef.current?.focus();
    // A second unit typed earlier in the visit comes back with its code.
    let current = true;
    if (hasSecondUnitDraft(sessionStore())) {
      loadTwoUnits()
        .then((rules) => {
          if (!current) return;
          setTwoUnits(rules);
          setSecond(rules.loadSecondUnit(sessionStore(), secondUnitDraftKey));
        })
        .catch(() => undefined);
    }
    return () => {
      current = false;
    };
  }, [openedAt, prefill, kit.lang, firstType]);

  const availabilityOf = (id: string): StayAvailability => {
    const type = types.find((candidate) => candidate.id === id);
    return { isStayFree: type?.synced ? typeAvailability(type.bookedByUnit).isStayFree : null };
  };

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = event.target.name as StayField;
    const next = { ...values, [field]: clampStayValue(field, event.target.value) };
    setValues(next);
    saveStayDraft(sessionStore(), next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'type' && twoUnits && second) changeSecond(twoUnits, { kind: 'choices', choices: twoUnits.secondUnitChoices(types, next.type) });
  };

  // The optional extras of the chosen type, one checkbox each, kept as their ids joined by commas.
  const chosenType = kit.types.find((type) => type.id === values.type);
  const chosen = values.supplements.split(',').filter(Boolean);
  const toggleExtra = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, checked } = event.target;
    const next = { ...values, supplements: clampStayValue('supplements', (checked ? [...chosen, value] : chosen.filter((id) => id !== value)).join(',')) };
    setValues(next);
    saveStayDraft(sessionStore(), next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setStatus('idle');
    const context = { today: parisTime(new Date()).day, calendarEnd: end };
    const availability = availabilityOf(values.type);
    // With a second unit, each unit is checked (its share of the party, its calendar) and the request written out as both.
    const both = second && twoUnits ? twoUnits.twoUnitAvailability(types, values.type, second.type) : null;
    const checked = second && twoUnits && both ? twoUnits.checkTwoUnits(values, second, kit, both, context) : null;
    const summarize: StaySummarizer | undefined = second && twoUnits && both ? twoUnits.twoUnitSummarizer(second, both) : undefined;
    const found = checked ? { ...checked.stay, ...checkContact(values, kit) } : checkStayRequest(values, kit, availability, context);
    setErrors(found);
    setSecondErrors(checked?.second ?? {});
    const foundDinner = found.arrivee || found.depart ? {} : checkDinner(dinner, values, kit.dinner, kit.lang);
    setDinnerErrors(foundDinner);
    const first = firstStayError(found, nameFieldsIn(kit.lang));
    const firstSecond = checked && twoUnits ? twoUnits.firstSecondUnitError(checked.second) : undefined;
    const firstDinner = firstDinnerError(foundDinner);
    // In the page's order: the stay, the second unit, then as before.
    const stayFirst = first !== undefined && stayFields.indexOf(first) <= stayFields.indexOf('supplements');
    if (first || firstSecond || firstDinner) {
      const target = stayFirst || !firstSecond ? (first ? `[name="${first}"]` : `[name="diner-${firstDinner}"]`) : `[name="second-${firstSecond}"]`;
      formRef.current?.querySelector<HTMLElement>(target)?.focus();
      return;
    }
    const form = formRef.current;
    if (!form) return;
    // A robot that filled the hidden trap sees the usual success; nothing goes to the provider.
    if (isRobotSubmission(new FormData(form))) {
      setSentTo(values.email);
      setCopyHref(null);
      setValues(emptyStayValues(kit.lang, values.type));
      setSecond(null);
      setStatus('sent');
      return;
    }
    inFlight.current = true;
    const trimmed = trimStayValues(values);
    flushSync(() => {
      setValues(trimmed);
      setSending(true);
    });
    const replyLang = isLang(trimmed.langue) ? trimmed.langue : kit.lang;
    try {
      await sendStayRequest({ ...stayTemplateParams(trimmed, french, replyLang, availability, context, summarize), ...dinnerTemplateParams(dinner, french.dinner) });
      clearStayDraft(sessionStore());
      setSentTo(trimmed.email);
      // The visitor's copy, in their reply language, prepared for their own mail app: the site sends them nothing.
      const reply = await loadKit(replyLang).catch(() => kit);
      setCopyHref(stayMailtoHref(trimmed, reply, trimmed.email, availability, context, dinnerSummaryLines(dinner, reply.dinner, reply.lang), summarize));
      setValues(emptyStayValues(kit.lang, trimmed.type));
      setSecond(null);
      setDinner(noDinner);
      setFallbackHref(null);
      setFailure(null);
      setStatus('sent');
    } catch (error) {
      // The whole request in the visitor's language; the page's when that language's words could not come.
      const reply = await loadKit(replyLang).catch(() => kit);
      // No e-mail fallback until the owner gives the address (needed to publish: only a preview lacks it).
      const href = kit.contact.email ? stayMailtoHref(trimmed, reply, kit.contact.email, availability, context, dinnerSummaryLines(dinner, reply.dinner, reply.lang), summarize) : null;
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

  const describedBy = (field: StayField, ...more: string[]) => [errors[field] ? `sejour-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const fieldProps = (field: StayField, ...more: string[]) => ({
    id: `sejour-${field}`,
    name: field,
    value: values[field],
    onChange: update,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, ...more),
  });
  const textProps = (field: StayField, ...more: string[]) => ({ ...fieldProps(field, ...more), maxLength: stayMaxLengths[field] });
  const unsynced = !types.find((type) => type.id === values.type)?.synced;

  return (
    <section aria-labelledby="demande-de-sejour-title" className="mt-8 border-t-2 border-ember-600/40 pt-6">
      <div className="flex items-start justify-between gap-4">
        <h4 ref={headingRef} id="demande-de-sejour-title" tabIndex={-1} className="min-w-0 text-xl font-semibold break-words text-lake-900 focus:outline-none sm:text-2xl">
          {words.title}
        </h4>
        <CloseButton label={words.close} onClick={onClose} />
      </div>
      <p className="mt-2 text-ink">{fill(words.intro, { delay: kit.replyDelay })}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-6 space-y-6" aria-labelledby="demande-de-sejour-title" aria-describedby="sejour-required-legend">
        <p id="sejour-required-legend" className="text-sm text-ink-muted">
          {shared.requiredLegend}
        </p>
        {/* The spam trap: off screen, out of the Tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute top-0 -left-[200vw] size-px overflow-hidden">
          <label htmlFor="sejour-nectar">{shared.honeypotLabel}</label>
          <input id="sejour-nectar" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field field="type" label={stayWords.unitType} error={errors.type} className="sm:col-span-2">
            <select {...fieldProps('type', unsynced ? 'sejour-unchecked' : '')} aria-required="true" className={inputClass}>
              {kit.types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.title}
                </option>
              ))}
            </select>
            {unsynced ? (
              <p id="sejour-unchecked" className="mt-1 text-sm font-semibold text-ember-700">
                {words.unchecked}
              </p>
            ) : null}
          </Field>
          <Field field="arrivee" label={stayWords.arrival} error={errors.arrivee}>
            <input {...fieldProps('arrivee')} type="date" required className={inputClass} />
          </Field>
          <Field field="depart" label={stayWords.departure} error={errors.depart}>
            <input {...fieldProps('depart')} type="date" required className={inputClass} />
          </Field>
          <Field field="adultes" label={stayWords.adults} error={errors.adultes}>
            <input {...fieldProps('adultes')} type="number" min={1} step={1} inputMode="numeric" required className={inputClass} />
          </Field>
          <Field field="enfants" label={stayWords.children} error={errors.enfants}>
            <input {...fieldProps('enfants')} type="number" min={0} step={1} inputMode="numeric" required className={inputClass} />
          </Field>
          <Field field="animaux" label={stayWords.pets} error={errors.animaux}>
            <input {...fieldProps('animaux')} type="number" min={0} step={1} inputMode="numeric" required className={inputClass} />
          </Field>
          {chosenType && chosenType.rules.extras.some(isTicked) ? (
            <fieldset className="sm:col-span-2">
              <legend>{kit.estimate.extrasLegend}</legend>
              {chosenType.rules.extras.filter(isTicked).map((extra) => (
                <label key={extra.id} className="mt-1 flex min-h-11 items-center gap-3">
                  <input type="checkbox" name="supplements" value={extra.id} checked={chosen.includes(extra.id)} onChange={toggleExtra} className="size-6" />
                  {extra.name}
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
        <StayWarningsNote
          living={types.find((type) => type.id === values.type)?.living}
          childCount={Number(values.enfants) - (second ? Number(second.enfants) || 0 : 0)}
          className=""
        />
        {second && twoUnits ? (
          <twoUnits.SecondUnitFields
            kit={kit}
            types={types}
            values={values}
            unit={second}
            errors={secondErrors}
            end={end}
            inputClass={inputClass}
            onAction={(action) => {
              const next = changeSecond(twoUnits, action);
              if (!next) document.getElementById('sejour-second-add')?.focus();
            }}
          />
        ) : (
          <div>
            <button
              type="button"
              id="sejour-second-add"
              onClick={() => void addSecond()}
              className="min-h-11 rounded-xl border border-lake-700 px-4 py-2 font-semibold text-lake-700 hover:bg-lake-50"
            >
              {words.secondUnit.add}
            </button>
            {secondFailed ? (
              <p role="alert" className="mt-1 text-sm font-semibold text-danger-800">
                {shared.error}
              </p>
            ) : null}
          </div>
        )}
        <StayDinnerFields kit={kit.dinner} lang={kit.lang} stay={values} value={dinner} errors={dinnerErrors} onChange={changeDinner} inputClass={inputClass} />
        <div className="grid gap-5 sm:grid-cols-2">
          {nameFieldsIn(kit.lang).map((field) => (
            <Field key={field} field={field} label={shared.labels[field]} error={errors[field]}>
              <input {...textProps(field)} type="text" autoComplete={field === 'nom' ? 'family-name' : 'given-name'} required className={inputClass} />
            </Field>
          ))}
          <Field field="telephone" label={shared.labels.telephone} error={errors.telephone}>
            <input {...textProps('telephone', 'sejour-telephone-hint')} type="tel" autoComplete="tel" inputMode="tel" required className={inputClass} />
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
            {fill(shared.messageCounter, { count: values.message.length, max: stayMaxLengths.message })}
          </p>
        </Field>
        <p>
          <a href="#booking-terms" className="font-semibold text-lake-700 underline underline-offset-4">
            {words.termsLink}
          </a>
        </p>
        <RequestPrivacyNotice notice={kit.privacy} id="sejour-privacy-title" />
        <SendButton sending={sending} label={shared.submit} sendingLabel={shared.sending} />
        <div aria-live="polite">
          {status === 'sent' ? (
            <p role="status" className="rounded-xl border border-forest-500 bg-forest-100 p-4 font-semibold text-forest-800">
              {fill(words.sent, { delay: kit.replyDelay, email: sentTo })}
              {copyHref ? (
                <>
                  {' '}
                  <a href={copyHref} className="text-lake-700 underline underline-offset-4">
                    {words.copyLink}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        {status === 'error' ? (
          <RequestFailureAlert words={shared} failure={failure} fallbackHref={fallbackHref} telHref={kit.contact.telHref} phoneDisplay={kit.contact.phoneDisplay} />
        ) : null}
      </form>
    </section>
  );
}

interface FieldProps {
  readonly field: StayField;
  readonly label: string;
  /** The "(facultatif)" after an optional field's label; a field without it is required (*). */
  readonly optional?: string;
  readonly error?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

function Field({ field, label, optional, error, className = '', children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={`sejour-${field}`} className="font-semibold text-lake-900">
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
        <p id={`sejour-${field}-error`} role="alert" className="mt-1 text-sm font-semibold text-danger-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
