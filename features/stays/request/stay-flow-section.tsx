import { Section } from '@/components/section';
import { email, phoneDisplayIn, telHref } from '@/config/contact';
import { pathOf } from '@/config/routes';
import { calendarEnd, monthStart } from '@/features/stays/availability/calendar';
import { bookedRanges, isSynced } from '@/features/stays/availability/synced-nights';
import { touristTaxIn } from '@/features/stays/pricing/stay-price';
import type { Lang } from '@/lib/i18n/languages';
import { pageLanguage } from '@/lib/i18n/page-language';
import { mailtoOf } from '@/lib/mailto';
import { parisTime } from '@/lib/opening-status';
import { availabilityWords } from '@/features/stays/availability-words';
import { actionBarAnchors } from '@/config/action-bar-actions';
import { StayFlow } from '@/features/stays/request/stay-flow';
import type { FlowType } from '@/features/stays/request/stay-flow-type';
import { stayFlowWords } from '@/features/stays/request/stay-flow-words';
import { blankStayMailtoBody } from '@/features/stays/request/stay-request';
import { stayRequestKit } from '@/features/stays/request/stay-request-kit';
import { stayRequestWords } from '@/features/stays/request/stay-request-words';
import { articleInPhrase } from '@/features/stays/request/stay-request';
import { estimateRules, offeredUnitTypes, stays } from '@/features/stays/stays';
import { unitLivingIn } from '@/features/stays/units/unit-living';

/** The calendar's months, as the availability section shows them. */
const months = 12;

/**
 * The stay flow's section (issue 49), first on the stays page after its banner: a family starts with
 * its dates. Every unit type with its rules, booked nights and rules to live there, in the page's
 * language, handed to the flow's script as props.
 */
export function StayFlowSection() {
  const lang = pageLanguage();
  const words = stayFlowWords[lang];
  const text = availabilityWords[lang];
  const builtOn = parisTime(new Date()).day;
  const end = calendarEnd(monthStart(builtOn), months);
  // Only a type whose rates are given is offered for a stay (stays.ts, isOffered).
  const types: FlowType[] = offeredUnitTypes.map((type) => ({
    id: type.id,
    title: text.typeTitle[type.id],
    titleInPhrase: articleInPhrase(stayRequestWords[lang].secondUnit, text.typeTitle[type.id]),
    rules: estimateRules(type.id, lang),
    taxNote: touristTaxIn(lang, type.id).estimateNote,
    bookedByUnit: type.units.map((unit) => bookedRanges(unit.id)),
    synced: type.units.every((unit) => isSynced(unit.id)),
    living: unitLivingIn(lang, type.id),
  }));
  if (types.length === 0) return null;
  const mostPeople = offeredUnitTypes.reduce((sum, type) => sum + type.capacity * type.units.length, 0);
  return (
    <Section id={actionBarAnchors.requestStay} title={words.title} intro={words.intro} tone="sand">
      <div className="rounded-card bg-white p-5 shadow-card sm:p-8">
        <StayFlow
          lang={lang}
          words={words}
          labels={text.estimate}
          types={types}
          prices={{ depositEuros: stays.depositEuros }}
          end={end}
          builtOn={builtOn}
          action={`${pathOf('stays', lang)}#${actionBarAnchors.requestStay}`}
          mostPeople={mostPeople}
          fallback={<StayRequestByMail lang={lang} />}
        />
        {/* Without scripts the form goes to this page with its dates, and nothing prices them: the mail and the phone. */}
        <div className="hidden noscript:block">
          <StayRequestByMail lang={lang} />
        </div>
        {telHref ? (
          <p className="mt-8 flex flex-wrap items-center gap-3">
            <a
              href={telHref}
              className="inline-flex min-h-12 items-center rounded-full border-2 border-ember-600 px-6 py-3 font-semibold text-ember-700 hover:bg-ember-100"
            >
              {text.callToBook}
            </a>
            <span className="text-ink-muted">{text.toConfirm}</span>
          </p>
        ) : null}
      </div>
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
            <a
              href={mailtoOf(email, mailto.subjectPrefix, blankStayMailtoBody(kit))}
              className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline underline-offset-4"
            >
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
