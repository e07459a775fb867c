'use client';

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { RequestPrivacyNotice } from '@/components/request-privacy-notice';
import { requestField, requestInputClass } from '@/components/request-field';
import { RequestFailureAlert, RequestSent, SendButton } from '@/components/request-sending';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { dietIds, frenchDateField, ownerSubjectPrefix, reservationMaxLengths, type DietId } from '@/features/restaurant/reservation-fields';
import { hasEnded } from '@/features/events/has-ended';
import { fill, formatCount, formatDay } from '@/lib/i18n/format';
import { intlLocales } from '@/lib/i18n/languages';
import { isoDay } from '@/lib/opening-status';
import { nextServiceDays } from '@/lib/restaurant-services';
import { honeypotField, isRobotSubmission } from '@/lib/request-fields';
import { openMailClient } from '@/lib/open-mail-client';
import {
  buildMailtoHref,
  buildSubject,
  characterCount,
  clampValue,
  dateHint,
  dietsOf,
  emptyReservation,
  firstInvalidField,
  isGroup,
  ownerDateText,
  ownerDietsText,
  parisNow,
  slotsOnDate,
  timeOnDate,
  toggleDiet,
  trimValues,
  validateReservation,
  type ParisNow,
  type ReservationErrors,
  type ReservationField,
  type ReservationValues,
} from './reservation';
import { clearDraft, loadDraft, saveDraft } from './reservation-draft';
import { addressWithEvent, addressWithoutEvent, eventForDate, eventMailtoName, requestedEvent, startingRequest } from './reservation-event';
import type { ReservationSetup } from './reservation-setup';
import { sendReservation } from './send-reservation';
import { classifySendFailure, type SendFailureKind } from '@/lib/send-email';
import type { TableRequestEvent } from './table-request-events';

type Status = 'idle' | 'success' | 'error';

const inputClass = requestInputClass;

const eventNoSlotId = 'reservation-event-no-slot';
const eventOtherDayId = 'reservation-event-other-day';
const groupNoteId = 'reservation-group';
const eventNightId = 'reservation-event-night';
const dateChoicesId = 'reservation-date-choices';

/** The quick choice of a number of people: the commonest parties, up to the owner's group size. */
const quickParties = 8;
/** The quick choice of a day: the next days the restaurant serves. */
const quickDays = 6;

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

interface ReservationFormProps {
  readonly setup: ReservationSetup;
  /** Called once when a draft from earlier in the visit is put back, or the address asks for an event's table, so that the panel shows it. */
  readonly onPrefilled?: () => void;
}

export function ReservationForm({ setup, onPrefilled }: ReservationFormProps) {
  const { words } = setup;
  const { labels } = words;
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: a double click or a second Enter arrives before React re-renders the disabled button.
  const inFlight = useRef(false);
  const restored = useRef(false);
  const { tableEvents, timeSlots } = setup;
  const empty = emptyReservation(timeSlots[0]?.value ?? '');
  const [values, setValues] = useState<ReservationValues>(empty);
  const [errors, setErrors] = useState<ReservationErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<SendFailureKind | null>(null);
  const [sending, setSending] = useState(false);
  const [fallbackHref, setFallbackHref] = useState<string | null>(null);
  // The address the visitor's copy is prepared for, said in the success banner once the form is empty again.
  const [sentTo, setSentTo] = useState('');
  const [copyHref, setCopyHref] = useState<string | null>(null);
  // The Paris day and minute by the visitor's clock: known in the browser only, after hydration.
  const [now, setNow] = useState<(ParisNow & { readonly at: number }) | null>(null);
  // The event the visitor came for; the request names it only while the date is its day (forEvent below).
  const [arrivedFor, setArrivedFor] = useState<TableRequestEvent | null>(null);
  const forEvent = eventForDate(arrivedFor, values.date);
  // The date's own slots (lib/restaurant-services.ts, which dinner on the stay's evenings reads too).
  const slotsFor = (date: string) => slotsOnDate(setup.services, date, now ?? undefined);
  const offered = new Set(slotsFor(values.date));

  // sessionStorage, the address and the visitor's clock exist only in the browser: the draft and the
  // event's day and time can only come in after hydration, in an effect (a state initialiser would make
  // the server and browser HTML differ).
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const instant = new Date();
    setNow({ ...parisNow(instant), at: instant.getTime() });
    const draft = loadDraft(sessionStore(), emptyReservation(timeSlots[0]?.value ?? ''));
    const requested = tableEvents ? requestedEvent(tableEvents.events, tableEvents.parameter, window.location.search, Date.now()) : null;
    if (!draft && !requested) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render after hydration, by design (see above)
    setValues(
      startingRequest(
        draft,
        requested,
        timeSlots.map((slot) => slot.value),
      ),
    );
    setArrivedFor(requested);
    onPrefilled?.();
  }, [onPrefilled, tableEvents, timeSlots]);

  // The request becomes an ordinary one; the address forgets the event too, so that a reload does not bring it back.
  const forgetEvent = () => {
    setArrivedFor(null);
    if (tableEvents)
      window.history.replaceState(window.history.state, '', addressWithoutEvent(window.location.href, tableEvents.parameter));
  };

  // The button goes with the event: the keyboard goes on from the date, the field the event had filled.
  const removeEvent = () => {
    forgetEvent();
    formRef.current?.querySelector<HTMLElement>('[name="date"]')?.focus();
  };

  const change = (next: ReservationValues) => {
    setValues(next);
    saveDraft(sessionStore(), next, empty);
  };

  const set = (field: ReservationField, value: string) => {
    const changed = { ...values, [field]: clampValue(field, value) };
    // Another day may not serve the time chosen (21:30 on a day closing at 20:30): the nearest it serves.
    const next = field === 'date' ? { ...changed, heure: timeOnDate(changed.heure, slotsFor(changed.date)) } : changed;
    change(next);
    // The address follows the request: a reload on another day brings back that day, not the event's.
    if (field === 'date' && arrivedFor && tableEvents) {
      const slug = eventForDate(arrivedFor, next.date)?.slug ?? null;
      window.history.replaceState(window.history.state, '', addressWithEvent(window.location.href, tableEvents.parameter, slug));
    }
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    set(event.target.name as ReservationField, event.target.value);

  const tickDiet = (diet: DietId, ticked: boolean) => {
    change({ ...values, regimes: toggleDiet(values.regimes, diet, ticked) });
    if (diet === 'allergie' && !ticked && errors.allergies) setErrors((current) => ({ ...current, allergies: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setStatus('idle');
    const found = validateReservation(values, words.messages, { largestParty: setup.largestParty, phone: setup.phoneDisplay });
    setErrors(found);
    // The first on the page: the name fields' order is the language's.
    const firstError = firstInvalidField(found, setup.nameFields);
    if (firstError) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstError}"]`)?.focus();
      return;
    }
    const form = formRef.current;
    if (!form) return;
    // A robot that filled the hidden trap sees the usual success; nothing goes to the provider.
    if (isRobotSubmission(new FormData(form))) {
      setSentTo(values.email);
      setCopyHref(null);
      setValues(empty);
      setStatus('success');
      return;
    }
    inFlight.current = true;
    const trimmed = trimValues(values);
    // The request written out in the visitor's language: the prepared e-mail when sending fails, their own copy when it succeeds.
    const mailtoDraft = {
      words: words.mailto,
      timeLabels: Object.fromEntries(setup.timeSlots.map((slot) => [slot.value, slot.label])),
      diets: words.diets,
      ...(forEvent && tableEvents ? { event: { label: tableEvents.words.mailtoLabel, name: eventMailtoName(forEvent) } } : {}),
    };
    // The fields are sent from the DOM: write the trimmed values there before EmailJS reads them.
    flushSync(() => {
      setValues(trimmed);
      setSending(true);
    });
    try {
      await sendReservation(form);
      setSentTo(trimmed.email);
      // The visitor's copy, prepared for their own mail app and addressed to them: the site sends them nothing (issue 50).
      setCopyHref(buildMailtoHref(trimmed, trimmed.email, mailtoDraft));
      setValues(empty);
      forgetEvent();
      clearDraft(sessionStore());
      setFallbackHref(null);
      setFailure(null);
      setStatus('success');
    } catch (error) {
      // No e-mail fallback until the owner gives the address (needed to publish: only a preview lacks it).
      const href = setup.contact.email ? buildMailtoHref(trimmed, setup.contact.email, mailtoDraft) : null;
      saveDraft(sessionStore(), trimmed, empty);
      setFallbackHref(href);
      setFailure(classifySendFailure(error));
      setStatus('error');
      if (href) openMailClient(href);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const hint =
    values.date && now
      ? dateHint(values.date, values.heure, now, words.hints, setup.services, (day) => formatDay(setup.lang, day, true))
      : null;
  const group = isGroup(values.personnes, setup) && !errors.personnes;
  const diets = dietsOf(values.regimes);
  // The restaurant's event on the date chosen, named with its link: unless it is the one the request is for, said above.
  const eventNight = setup.eventNights.find(
    (night) => night.day === values.date && !(forEvent && forEvent.day === night.day) && now !== null && !hasEnded(night.endsAt, now.at),
  );
  const dayChips = now
    ? nextServiceDays(setup.services, now, quickDays).map((day) => ({
        value: isoDay(day),
        label: dayChipLabel(day, now.day, setup.lang, words),
      }))
    : [];
  const partyChips = Array.from({ length: Math.min(quickParties, setup.largestParty) }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));

  // An event starting after the last slot: the time list says why it waits for the visitor's choice.
  const noEventSlot = forEvent !== null && values.heure === '';

  const describedBy = (field: ReservationField) => {
    const ids = [
      errors[field] ? `reservation-${field}-error` : null,
      field === 'personnes' ? 'reservation-personnes-hint' : null,
      field === 'allergies' ? 'reservation-allergies-consent' : null,
      field === 'personnes' && group ? groupNoteId : null,
      field === 'date' || field === 'heure' ? 'reservation-date-hint' : null,
      field === 'date' && eventNight ? eventNightId : null,
      field === 'heure' && noEventSlot ? eventNoSlotId : null,
      field === 'date' && arrivedFor && !forEvent ? eventOtherDayId : null,
      field === 'message' ? 'reservation-message-counter' : null,
    ];
    return ids.filter(Boolean).join(' ') || undefined;
  };

  const fieldProps = (field: ReservationField) => ({
    id: `reservation-${field}`,
    name: field,
    value: values[field],
    onChange: update,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });

  const textProps = (field: ReservationField) => ({ ...fieldProps(field), maxLength: reservationMaxLengths[field] });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6" aria-describedby="reservation-required-legend">
      <p id="reservation-required-legend" className="text-sm text-ink-muted">
        {words.requiredLegend}
      </p>
      <input type="hidden" name="subject" value={buildSubject(values, ownerSubjectPrefix, setup.requestLanguage)} />
      {/* The language the visitor wrote from, for the owner's reply; French pages send what they always sent. */}
      {setup.requestLanguage ? <input type="hidden" name="langue" value={setup.requestLanguage} /> : null}
      {/* The same rule for an event: only a request made for one carries the field. */}
      {forEvent ? <input type="hidden" name="evenement" value={forEvent.forOwner} /> : null}
      {/* For the owner, in French: the date in words beside the specification's "YYYY-MM-DD", and the diets ticked. */}
      <input type="hidden" name={frenchDateField} value={ownerDateText(values.date)} />
      <input type="hidden" name="regimes" value={ownerDietsText(values.regimes, setup.ownerDiets)} />

      {/* The spam trap: off screen, out of the Tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute top-0 -left-[200vw] size-px overflow-hidden">
        <label htmlFor="reservation-nectar">{words.honeypotLabel}</label>
        <input id="reservation-nectar" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {arrivedFor && tableEvents ? (
        <RequestedEvent event={arrivedFor} words={tableEvents.words} otherDay={!forEvent} noSlot={noEventSlot} onRemove={removeEvent} />
      ) : null}

      {/* The party, its day and time first, then who asks: as TheFork and Zenchef ask. */}
      <Field field="personnes" label={labels.personnes} error={errors.personnes}>
        <ChoiceChips label={words.partyChoices} chips={partyChips} value={values.personnes} onChoose={(count) => set('personnes', count)} />
        <input
          {...fieldProps('personnes')}
          type="number"
          min={1}
          max={setup.largestParty}
          step={1}
          inputMode="numeric"
          required
          className={`${inputClass} sm:max-w-40`}
        />
        <p id="reservation-personnes-hint" className="mt-1 text-sm text-ink-muted empty:hidden">
          {setup.largestPartyGiven ? fill(words.personnesHint, { max: setup.largestParty }) : null}
        </p>
        <p id={groupNoteId} aria-live="polite" className="mt-1 font-semibold text-ember-700 empty:hidden">
          {group && setup.contact.telHref ? (
            <>
              {fill(words.groupCall, { max: setup.largestParty })}{' '}
              <a href={setup.contact.telHref} className="whitespace-nowrap text-lake-700 underline underline-offset-4">
                {setup.phoneDisplay}
              </a>
              .
            </>
          ) : group ? (
            fill(words.groupCallNoPhone, { max: setup.largestParty })
          ) : null}
        </p>
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field field="date" label={labels.date} error={errors.date}>
          {dayChips.length > 0 ? (
            <>
              <p id={dateChoicesId} className="mt-1 text-sm text-ink-muted">
                {words.dateChoices}
              </p>
              <ChoiceChips labelledBy={dateChoicesId} chips={dayChips} value={values.date} onChoose={(date) => set('date', date)} />
            </>
          ) : null}
          <input {...fieldProps('date')} type="date" required className={inputClass} />
          {eventNight ? (
            <p id={eventNightId} className="mt-2 text-sm text-lake-900">
              {words.eventNight.thatDay}{' '}
              <a href={eventNight.href} lang={eventNight.titleLang} className="font-semibold text-lake-700 underline underline-offset-4">
                {eventNight.title}
              </a>
              , {eventNight.time}
              {eventNight.full ? ` (${words.eventNight.full})` : null}
            </p>
          ) : null}
        </Field>
        <Field field="heure" label={labels.heure} error={errors.heure}>
          {/* aria-required, not required: HTML wants a required select to open on an empty choice, and this one opens on the day's first slot. */}
          <select {...fieldProps('heure')} aria-required="true" className={inputClass}>
            {/* Only while no slot is chosen: an event starting after the last one leaves the choice to the visitor. */}
            {values.heure === '' && tableEvents ? <option value="">{tableEvents.words.chooseTime}</option> : null}
            {setup.timeSlots
              .filter((slot) => offered.has(slot.value) || slot.value === values.heure)
              .map((slot) => (
                <option key={slot.value} value={slot.value}>
                  {slot.label}
                </option>
              ))}
          </select>
        </Field>
        {/* Announced when it appears, but never blocks sending: the restaurant may open on request. */}
        <p id="reservation-date-hint" aria-live="polite" className="text-sm font-semibold text-ember-700 empty:hidden sm:col-span-2">
          {hint}
        </p>
      </div>

      <fieldset>
        <legend className="font-semibold text-lake-900">
          {labels.regimes} <span className="font-normal text-ink-muted">{words.optional}</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          {dietIds.map((diet) => (
            <label key={diet} className="inline-flex min-h-11 items-center gap-2 text-ink">
              {/* No name: the owner's e-mail gets the ticks in French, in the hidden `regimes` field above. */}
              <input
                type="checkbox"
                checked={diets.includes(diet)}
                onChange={(event) => tickDiet(diet, event.target.checked)}
                className="size-6 shrink-0 accent-lake-700"
              />
              {words.diets[diet]}
            </label>
          ))}
        </div>
        {diets.includes('allergie') ? (
          <div className="mt-3">
            <Field field="allergies" label={labels.allergies} error={errors.allergies}>
              <input {...textProps('allergies')} type="text" required className={inputClass} />
            </Field>
            <p id="reservation-allergies-consent" className="mt-1 text-sm text-ink-muted">
              {words.allergiesConsent}
            </p>
          </div>
        ) : null}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        {setup.nameFields.map((field) => (
          <Field key={field} field={field} label={labels[field]} error={errors[field]}>
            <input
              {...textProps(field)}
              type="text"
              autoComplete={field === 'nom' ? 'family-name' : 'given-name'}
              required
              className={inputClass}
            />
          </Field>
        ))}
        <Field field="telephone" label={labels.telephone} error={errors.telephone}>
          <input {...textProps('telephone')} type="tel" autoComplete="tel" inputMode="tel" required className={inputClass} />
        </Field>
        <Field field="email" label={labels.email} error={errors.email}>
          <input {...textProps('email')} type="email" autoComplete="email" required className={inputClass} />
        </Field>
      </div>

      <Field field="message" label={labels.message} optional={words.optional} error={errors.message}>
        <textarea {...textProps('message')} rows={4} className={inputClass} />
        <p id="reservation-message-counter" className="mt-1 text-right text-sm text-ink-muted">
          {fill(words.messageCounter, {
            count: formatCount(setup.lang, characterCount(values.message)),
            max: formatCount(setup.lang, reservationMaxLengths.message),
          })}
        </p>
      </Field>

      <p className="text-sm font-medium text-forest-800">{words.confirmationNote}</p>

      <RequestPrivacyNotice notice={setup.privacy} id="reservation-privacy-title" />

      <SendButton sending={sending} label={words.submit} sendingLabel={words.sending} />

      <RequestSent sent={status === 'success'} copyHref={copyHref} copyLabel={words.copyLink}>
        {words.success} <span className="font-normal">{fill(words.successNext, { email: sentTo })}</span>
      </RequestSent>
      {status === 'error' ? (
        <RequestFailureAlert
          words={words}
          failure={failure}
          fallbackHref={fallbackHref}
          telHref={setup.contact.telHref}
          phoneDisplay={setup.phoneDisplay}
        />
      ) : null}
    </form>
  );
}

interface RequestedEventProps {
  readonly event: TableRequestEvent;
  readonly words: NonNullable<ReservationSetup['tableEvents']>['words'];
  /** The visitor chose another date: the request no longer names the event, until its day is chosen again. */
  readonly otherDay: boolean;
  /** No slot fits the event's start: the time is the visitor's to choose. */
  readonly noSlot: boolean;
  readonly onRemove: () => void;
}

/** Which event the request is for, above the fields, and the way back to an ordinary request. */
function RequestedEvent({ event, words, otherDay, noSlot, onRemove }: RequestedEventProps) {
  return (
    <div className="rounded-xl border border-lake-300 bg-lake-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          id={otherDay ? eventOtherDayId : undefined}
          aria-live="polite"
          className={otherDay ? 'text-ink-muted' : 'font-semibold text-lake-900'}
        >
          {`${otherDay ? words.otherDay : words.requestFor} `}
          <span lang={event.titleLang}>{event.title}</span>, {event.when}
        </p>
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-lake-700 underline underline-offset-4"
        >
          {words.remove}
        </button>
      </div>
      {noSlot ? (
        <p id={eventNoSlotId} className="mt-2 text-sm text-ink-muted">
          {words.noSlot}
        </p>
      ) : null}
    </div>
  );
}

// Its label, its star or optional word, its error: as every request form shows a field.
const Field = requestField<ReservationField>('reservation');

/** A day of the quick choice: « Aujourd’hui », « Demain », else short, « sam. 5 déc. » (Paris days, as UTC dates). */
function dayChipLabel(day: number, today: number, lang: ReservationSetup['lang'], words: ReservationSetup['words']): string {
  if (day === today) return words.today;
  if (day === today + 1) return words.tomorrow;
  return new Intl.DateTimeFormat(intlLocales[lang], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(day * 86_400_000),
  );
}
