import { Section } from '@/components/section';
import { availability, bookedRanges, isSynced } from '@/features/stays/availability/synced-nights';
import { email, telHref } from '@/config/contact';
import { phoneDisplayIn } from '@/config/contact';
import { stayRequestWords } from '@/features/stays/stay-request-words';
import { hourIn } from '@/lib/prices';
import { availabilityWords } from './availability-words';
import { estimateRules, offeredUnitTypes, stays } from './stays';
import { touristTaxIn } from '@/features/stays/stay-price';
import { calendarEnd, monthStart, typeAvailability } from '@/features/stays/availability/calendar';
import { formatDay, formatTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { pageLanguage } from '@/lib/i18n/page-language';
import { mailtoOf } from '@/lib/mailto';
import { parisTime } from '@/lib/opening-status';
import { StayEstimate } from './stay-estimate';
import { unitLivingIn } from './unit-living';
import { blankStayMailtoBody } from './stay-request';
import { StayRequestButton } from './stay-request-button';
import { stayRequestKit } from './stay-request-kit';
import { UnitCalendar } from './unit-calendar';

const months = 12;

/** "Disponibilités mises à jour le lundi 23 novembre 2026 à 15h00", in Paris time, in the page's language. */
function updatedAt(lang: Lang, syncedAt: string | null): string {
  const text = availabilityWords[lang];
  if (!syncedAt) return text.neverUpdated;
  const { day, minutes } = parisTime(new Date(syncedAt));
  const hours = Math.floor(minutes / 60);
  const tail = String(minutes % 60).padStart(2, '0');
  // French writes the minutes even on the hour ("15h00"), as the page always has.
  const time = lang === 'fr' ? `${hours}h${tail}` : formatTime(lang, `${String(hours).padStart(2, '0')}:${tail}`);
  return text.updatedAt(formatDay(lang, day, true), time);
}

/** Each unit type's coming 12 months, from the build's month (past days are marked in the browser), and the estimate. */
export function AvailabilitySection() {
  const lang = pageLanguage();
  const text = availabilityWords[lang];
  const requestText = stayRequestWords[lang];
  const builtOn = parisTime(new Date()).day;
  const firstDay = monthStart(builtOn);
  const end = calendarEnd(firstDay, months);
  // Only a type whose rates are given is offered for a stay (stays.ts, isOffered).
  if (offeredUnitTypes.length === 0) return null;
  const types = offeredUnitTypes.map((type) => {
    const bookedByUnit = type.units.map((unit) => bookedRanges(unit.id));
    const synced = type.units.every((unit) => isSynced(unit.id));
    return { id: type.id, title: text.typeTitle[type.id], bookedByUnit, synced, availability: typeAvailability(bookedByUnit) };
  });
  return (
    <Section id="disponibilites" title={text.title} intro={text.intro}>
      <p className="font-semibold text-lake-900">{updatedAt(lang, availability.syncedAt)}</p>
      <div className="mt-8">
        <StayEstimate
          lang={lang}
          words={text.estimate}
          types={types.map(({ id, title, bookedByUnit, synced }) => ({ id, title, rules: estimateRules(id, lang), taxNote: touristTaxIn(lang, id).estimateNote, bookedByUnit, synced, living: unitLivingIn(lang, id) }))}
          prices={{ depositEuros: stays.depositEuros }}
          end={end}
          request={{ open: requestText.open, loading: requestText.loading, loadFailed: requestText.loadFailed }}
          fallback={<StayRequestByMail lang={lang} />}
        >
          {telHref ? (
            <p className="mt-6 flex flex-wrap items-center gap-3">
              <a href={telHref} className="inline-flex min-h-12 items-center rounded-full bg-ember-600 px-6 py-3 font-semibold text-white hover:bg-ember-700">
                {text.callToBook}
              </a>
              <span className="text-ink-muted">{text.toConfirm}</span>
            </p>
          ) : null}
        </StayEstimate>
      </div>
      <h3 className="mt-12 text-2xl font-semibold text-lake-900">{text.legendTitle}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
        {text.legend(hourIn(lang, stays.arrival.opens), hourIn(lang, stays.departure.closes), text.chaletUnitWord).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {types.map((type) => (
        <section key={type.id} aria-labelledby={`disponibilites-${type.id}`} className="mt-12">
          <h3 id={`disponibilites-${type.id}`} className="text-2xl font-semibold text-lake-900">
            {type.title}
          </h3>
          <StayRequestButton type={type.id} label={requestText.open} className="mt-4" />
          {type.synced ? (
            <UnitCalendar
              lang={lang}
              words={text}
              typeId={type.id}
              bookedByUnit={type.bookedByUnit}
              availability={type.availability}
              firstDay={firstDay}
              months={months}
              end={end}
              builtOn={builtOn}
            />
          ) : (
            <p className="mt-4 text-ink">{text.typeNotSynced}</p>
          )}
        </section>
      ))}
    </Section>
  );
}

/** The stay request without its script: an e-mail with the request's lines to fill in, and the phone. */
function StayRequestByMail({ lang }: { readonly lang: Lang }) {
  const kit = stayRequestKit(lang);
  const { withoutScript, mailto } = kit.words;
  // The ways the owner gave: an e-mail, a number (both are needed to publish; a preview may lack one).
  if (!email && !telHref) return null;
  return (
    <div className="mt-6 rounded-xl bg-sand-50 p-4">
      <p className="text-ink">{withoutScript.intro}</p>
      <ul className="mt-2 space-y-1">
        {email ? (
          <li>
            <a href={mailtoOf(email, mailto.subjectPrefix, blankStayMailtoBody(kit))} className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline underline-offset-4">
              {withoutScript.mailLink}
            </a>
          </li>
        ) : null}
        {telHref ? (
          <li>
            {withoutScript.phoneLabel}{' '}
            <a href={telHref} className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline underline-offset-4">
              {phoneDisplayIn(lang)}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
