'use client';

// The stay flow's second and third steps (issue 49), loaded at the first « Voir les prix »
// (./stay-flow.tsx): each unit priced for the family's dates and party, or why not with what to do
// instead (the nearest allowed dates, both treehouses for a party no unit sleeps alone): never a dead
// end. The unit chosen shows its optional extras with their price, the children's ages where its rule
// needs them, and the estimate with its working; then the last step, the contact
// (./stay-request-panel.tsx). Words come with the request's kit in the page's language, French for the
// owner's e-mail. Pure rules: ./stay-choices.ts, ./two-units.ts, ./availability/estimate.ts.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { StayRequestKit } from '@/features/stays/request/stay-request-words';
import { eurosIn, weekdaysIn } from '@/features/stays/availability/estimate';
import { extraLine } from '@/features/stays/availability/offers';
import type { NightRange } from '@/features/stays/availability/nights';
import { countPlaces, fill, formatDay, plural } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { dayFromIso, parisTime } from '@/lib/opening-status';
import { EstimateResult } from '@/features/stays/estimate/estimate-result';
import { estimateSummary, type EstimatePrices } from '@/features/stays/estimate/estimate-summary';
import { oneUnitSleepsAll, stayChoices, type SplitOffer, type StayChoices, type UnitChoice } from '@/features/stays/estimate/stay-choices';
import { StepNumber } from '@/features/stays/request/step-number';
import type { FlowType } from '@/features/stays/request/stay-flow-type';
import type { StayFlowWords } from '@/features/stays/request/stay-flow-words';
import { sentDayOf, type SecondFacts, type StayFacts } from '@/features/stays/request/stay-query';
import { childAgeIn, emptyStayValues, partyWords, type StayValues } from '@/features/stays/request/stay-request';
import { inputClass, loadKit, StayRequestContact } from '@/features/stays/request/stay-request-panel';
import { childAges, tooYoung } from '@/features/stays/estimate/stay-warnings';
import { StayWarningsNote } from '@/features/stays/estimate/stay-warnings-note';
import { SecondUnitFields, secondUnitChoices, secondUnitReducer, type SecondUnitAction } from '@/features/stays/estimate/two-units-fields';
import { pairOf } from '@/features/stays/estimate/two-units';

interface StayFlowStepsProps {
  readonly lang: Lang;
  readonly words: StayFlowWords;
  readonly types: readonly FlowType[];
  readonly prices: EstimatePrices;
  readonly end: number;
  readonly stay: StayFacts;
  readonly second: SecondFacts | null;
  /** The day the request was sent, when the page was opened from the owner's e-mail: today for the offers. */
  readonly sentOn: string | null;
  /** Changes each time the prices are to come into view. */
  readonly reveal: number;
  readonly onStay: (patch: Partial<StayFacts>) => void;
  readonly onSecond: (second: SecondFacts | null) => void;
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly sendRef: { current: ((event: FormEvent<HTMLFormElement>) => void) | null };
  readonly onLoadFailed: () => void;
}

export function StayFlowSteps(props: StayFlowStepsProps) {
  const { lang, onLoadFailed } = props;
  const [kits, setKits] = useState<{ readonly page: StayRequestKit; readonly french: StayRequestKit } | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([loadKit(lang), loadKit('fr')])
      .then(([page, french]) => {
        if (current) setKits({ page, french });
      })
      .catch(() => {
        if (current) onLoadFailed();
      });
    return () => {
      current = false;
    };
  }, [lang, onLoadFailed]);
  if (!kits) return <p role="status">{props.words.computing}</p>;
  return <Steps {...props} kit={kits.page} french={kits.french} />;
}

const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

function Steps({
  lang,
  words,
  types,
  prices,
  end,
  stay,
  second,
  sentOn,
  reveal,
  onStay,
  onSecond,
  formRef,
  sendRef,
  kit,
  french,
}: StayFlowStepsProps & { readonly kit: StayRequestKit; readonly french: StayRequestKit }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const choicesWords = kit.words.choices;
  const euros = (amount: number) => eurosIn(lang, amount);
  // Today in Paris; from the owner's link, the day the request was sent (never a day to come), so the
  // offers are those the visitor was shown, with the site's rules as they are now.
  const realToday = parisTime(new Date()).day;
  const sentDay = sentDayOf(sentOn, realToday);
  const context = { today: sentDay ?? realToday, calendarEnd: end };
  // A request sent from this page goes today, whatever its address says: an « envoye » typed into the
  // address would otherwise date the owner's e-mail and let a stay already past be asked for.
  const sendContext = { today: realToday, calendarEnd: end };

  // Brought into view when asked: the address's stay read back, « Voir les prix », a unit's own button.
  useEffect(() => {
    if (reveal === 0) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [reveal]);

  const adults = count(stay.adultes);
  const children = count(stay.enfants);
  const pets = count(stay.animaux);
  const labels = kit.estimate;
  const countProblem = Number.isNaN(adults)
    ? fill(kit.words.messages.badAdults, { field: labels.adults })
    : adults < 1
      ? kit.words.messages.noAdult
      : Number.isNaN(children)
        ? fill(kit.words.messages.badCount, { field: labels.children })
        : Number.isNaN(pets)
          ? fill(kit.words.messages.badCount, { field: labels.pets })
          : null;
  const choices: StayChoices | null = countProblem
    ? null
    : stayChoices(
        types,
        { arrival: stay.arrivee, departure: stay.depart, adults, children, pets, extras: stay.supplements.split(',').filter(Boolean) },
        context,
      );

  const title = (id: string) => types.find((type) => type.id === id)?.title ?? id;
  const offered = (choices?.units ?? []).filter((unit): unit is Extract<UnitChoice, { kind: 'offered' }> => unit.kind === 'offered');
  const single = second ? undefined : offered.find((unit) => unit.id === stay.type);
  const split = second ? choices?.splits.find((offer) => offer.first === stay.type && offer.second === second.type) : undefined;
  // A second unit added by hand beside a unit offered alone, or a pair taken from a split offer.
  const pairFirst = second ? offered.find((unit) => unit.id === stay.type) : undefined;
  const chosen = Boolean(single ?? split ?? pairFirst);
  const nights = stay.arrivee && stay.depart ? dayFromIso(stay.depart) - dayFromIso(stay.arrivee) : 0;
  const party = countProblem ? '' : partyWords(kit, adults, children);

  const chooseUnit = (id: string) => {
    onSecond(null);
    onStay({ type: id });
  };
  const chooseSplit = (offer: SplitOffer) => {
    onStay({ type: offer.first });
    onSecond({
      type: offer.second,
      adultes: String(offer.secondParty.adults),
      enfants: String(offer.secondParty.children),
      animaux: '0',
      supplements: stay.supplements,
    });
  };
  const onSecondAction = (action: SecondUnitAction) => {
    const next = secondUnitReducer(second, action);
    onSecond(next);
    if (!next) document.getElementById('sejour-second-add')?.focus();
  };
  const values: StayValues = { ...emptyStayValues(lang, stay.type), ...stay };

  return (
    <>
      <section aria-labelledby="sejour-etape-2" className="space-y-6">
        <h3
          ref={heading}
          id="sejour-etape-2"
          tabIndex={-1}
          className="flex items-center gap-3 text-2xl font-semibold text-lake-900 focus:outline-none"
        >
          <StepNumber n={2} />
          {words.steps.unit}
        </h3>
        {sentDay !== null ? (
          <p role="note" className="rounded-lg border-l-4 border-lake-700 bg-lake-50 p-4 text-ink">
            {fill(choicesWords.recomputed, { date: formatDay(lang, sentDay, true) })}
          </p>
        ) : null}
        {countProblem ? <p className="rounded-lg bg-danger-50 p-4 font-semibold text-danger-800">{countProblem}</p> : null}
        {choices?.dates ? <DatesProblem kit={kit} lang={lang} problem={choices.dates} arrival={stay.arrivee} onStay={onStay} /> : null}
        {choices && !choices.dates ? (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {choices.units.map((unit) => (
                <li key={unit.id} className="flex flex-col gap-2 rounded-card border border-lake-300 bg-white p-4">
                  <h4 id={`sejour-choix-${unit.id}`} className="text-xl font-semibold text-lake-900">
                    {oneUnitName(kit, unit.id, title)}
                  </h4>
                  <UnitChoiceBody
                    unit={unit}
                    kit={kit}
                    lang={lang}
                    nights={nights}
                    party={party}
                    chosen={single?.id === unit.id || (second !== null && stay.type === unit.id && !split)}
                    onChoose={() => chooseUnit(unit.id)}
                    onStay={onStay}
                    euros={euros}
                  />
                </li>
              ))}
            </ul>
            {choices.splits.length > 0 ? (
              <section aria-labelledby="sejour-deux" className="rounded-card border-2 border-ember-600/40 bg-white p-4">
                <h4 id="sejour-deux" className="text-xl font-semibold text-lake-900">
                  {choicesWords.splitTitle}
                </h4>
                <p className="mt-1 text-ink">{oneUnitSleepsAll(choices) ? choicesWords.splitIntroAlso : choicesWords.splitIntro}</p>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                  {choices.splits.map((offer) => {
                    const name = pairName(kit, offer, title);
                    const isChosen = split === offer;
                    return (
                      <li key={`${offer.first}+${offer.second}`} className="flex flex-col gap-2 rounded-lg bg-sand-50 p-4">
                        <p id={`sejour-deux-${offer.first}-${offer.second}`} className="font-semibold text-lake-900">
                          {name}
                        </p>
                        <ul className="text-ink">
                          <li>
                            {fill(choicesWords.unitParty, {
                              unit: splitUnitName(kit, offer, 'first', title),
                              party: partyWords(kit, offer.firstParty.adults, offer.firstParty.children),
                            })}
                          </li>
                          <li>
                            {fill(choicesWords.unitParty, {
                              unit: splitUnitName(kit, offer, 'second', title),
                              party: partyWords(kit, offer.secondParty.adults, offer.secondParty.children),
                            })}
                          </li>
                        </ul>
                        <p className="text-2xl font-semibold text-ember-700">{euros(offer.total)}</p>
                        <p className="text-sm text-ink-muted">
                          {fill(choicesWords.priceFor, { nights: plural(lang, nights, kit.estimate.nights), party })}
                        </p>
                        <button
                          type="button"
                          aria-pressed={isChosen}
                          aria-describedby={`sejour-deux-${offer.first}-${offer.second}`}
                          onClick={() => chooseSplit(offer)}
                          className={choiceButton(isChosen)}
                        >
                          {isChosen ? choicesWords.chosen : choicesWords.chooseSplit}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}
            {offered.length === 0 && choices.splits.length === 0 && !choices.units.some((unit) => unit.kind === 'taken') ? (
              <p className="rounded-lg bg-danger-50 p-4 font-semibold text-danger-800">{choicesWords.noChoice}</p>
            ) : null}
            {chosen ? (
              <ChosenDetails
                kit={kit}
                lang={lang}
                types={types}
                prices={prices}
                end={end}
                stay={stay}
                values={values}
                second={second}
                single={single}
                nights={nights}
                people={adults + children}
                pets={pets}
                onStay={onStay}
                onSecondAction={onSecondAction}
              />
            ) : null}
          </>
        ) : null}
      </section>
      {chosen && choices && !choices.dates ? (
        <StayRequestContact
          kit={kit}
          french={french}
          types={types}
          stay={values}
          second={second}
          context={sendContext}
          formRef={formRef}
          sendRef={sendRef}
          heading={
            <h3 id="sejour-etape-3" className="flex items-center gap-3 text-2xl font-semibold text-lake-900">
              <StepNumber n={3} />
              {words.steps.contact}
            </h3>
          }
        />
      ) : null}
    </>
  );
}

const choiceButton = (chosen: boolean) =>
  `mt-auto inline-flex min-h-12 items-center justify-center rounded-full px-6 font-semibold ${chosen ? 'bg-forest-600 text-white' : 'bg-ember-600 text-white hover:bg-ember-700'}`;

/** Two units' name: « Les deux chalets », or « Un chalet + la grande cabane ». */
function pairName(kit: StayRequestKit, offer: Pick<SplitOffer, 'first' | 'second'>, title: (id: string) => string): string {
  const words = kit.words.secondUnit;
  const both = offer.first === offer.second ? words.both[offer.first as keyof typeof words.both] : undefined;
  return both ?? pairOf(words, splitUnitName(kit, offer, 'first', title), splitUnitName(kit, offer, 'second', title));
}

/**
 * A card offers one unit: « Un chalet », never the type's plural « Les chalets » above « Accueille 6
 * personnes au plus » or « Libre à ces dates » (the French reader, round D); a cabin keeps its title.
 */
function oneUnitName(kit: StayRequestKit, id: string, title: (id: string) => string): string {
  const one = kit.words.secondUnit.one;
  return one[id as keyof typeof one] ?? title(id);
}

/**
 * One unit of a split named alone (issue 48): « Un chalet », and « L’autre chalet » for the second of
 * the same type, never the type's plural « Les chalets » for a single chalet; a cabin keeps its title.
 */
function splitUnitName(
  kit: StayRequestKit,
  offer: Pick<SplitOffer, 'first' | 'second'>,
  which: 'first' | 'second',
  title: (id: string) => string,
): string {
  const words = kit.words.secondUnit;
  const id = offer[which];
  const named = which === 'second' && offer.first === offer.second ? words.another : words.one;
  return named[id as keyof typeof named] ?? title(id);
}

interface UnitChoiceBodyProps {
  readonly unit: UnitChoice;
  readonly kit: StayRequestKit;
  readonly lang: Lang;
  readonly nights: number;
  readonly party: string;
  readonly chosen: boolean;
  readonly onChoose: () => void;
  readonly onStay: (patch: Partial<StayFacts>) => void;
  readonly euros: (amount: number) => string;
}

/** A unit's card: its price for the stay and the button that takes it, or why not and the dates that would do. */
function UnitChoiceBody({ unit, kit, lang, nights, party, chosen, onChoose, onStay, euros }: UnitChoiceBodyProps) {
  const words = kit.words.choices;
  if (unit.kind === 'tooSmall') return <p className="text-ink">{fill(words.tooSmall, { capacity: unit.capacity })}</p>;
  if (unit.kind === 'taken') {
    const stays = [unit.around.before, unit.around.after].filter((range): range is NightRange => range !== null);
    return stays.length === 0 ? (
      <p className="text-ink">{fill(words.noneFree, countPlaces(lang, 'nights', nights, kit.estimate.nights))}</p>
    ) : (
      <>
        <p className="text-ink">{unit.eachNightFree ? words.takenEachNight : words.taken}</p>
        <NearestStays stays={stays} kit={kit} lang={lang} onStay={onStay} />
      </>
    );
  }
  return (
    <>
      <p className="text-2xl font-semibold text-ember-700">{euros(unit.estimate.total)}</p>
      <p className="text-sm text-ink-muted">{fill(words.priceFor, { nights: plural(lang, nights, kit.estimate.nights), party })}</p>
      <p className="text-sm text-ink">{unit.synced ? words.free : kit.words.unchecked}</p>
      <button
        type="button"
        aria-pressed={chosen}
        aria-describedby={`sejour-choix-${unit.id}`}
        onClick={onChoose}
        className={choiceButton(chosen)}
      >
        {chosen ? words.chosen : words.choose}
      </button>
    </>
  );
}

/** The nearest stays that would do, as buttons that take their dates. */
function NearestStays({
  stays,
  kit,
  lang,
  onStay,
}: {
  readonly stays: readonly NightRange[];
  readonly kit: StayRequestKit;
  readonly lang: Lang;
  readonly onStay: (patch: Partial<StayFacts>) => void;
}) {
  return (
    <p className="flex flex-wrap gap-2">
      {stays.map((range) => (
        <button
          key={range.arrival}
          type="button"
          onClick={() => onStay({ arrivee: range.arrival, depart: range.departure })}
          className="min-h-11 rounded-full border-2 border-lake-700 bg-white px-4 text-left font-semibold text-lake-900 hover:bg-lake-50"
        >
          {fill(kit.words.choices.takeStay, {
            arrival: formatDay(lang, dayFromIso(range.arrival)),
            departure: formatDay(lang, dayFromIso(range.departure)),
          })}
        </button>
      ))}
    </p>
  );
}

/** What is wrong with the dates whatever the unit, with the dates that would do as buttons. */
function DatesProblem({
  kit,
  lang,
  problem,
  arrival,
  onStay,
}: {
  readonly kit: StayRequestKit;
  readonly lang: Lang;
  readonly problem: NonNullable<StayChoices['dates']>;
  readonly arrival: string;
  readonly onStay: (patch: Partial<StayFacts>) => void;
}) {
  const words = kit.words.choices;
  const message = (() => {
    switch (problem.kind) {
      case 'missing':
      case 'badDate':
      case 'order':
      case 'past':
        return words.dates[problem.kind];
      case 'beyond':
        return fill(words.dates.beyond, { date: formatDay(lang, dayFromIso(problem.lastDeparture), true) });
      case 'arrivalDay':
        return fill(words.dates.arrivalDay, { season: problem.season, days: weekdaysIn(lang, problem.weekdays) });
      case 'minimumNights':
        return fill(words.dates.minimumNights, {
          season: problem.season,
          ...countPlaces(lang, 'nights', problem.nights, kit.estimate.nights),
        });
    }
  })();
  return (
    <div role="alert" className="space-y-3 rounded-lg bg-danger-50 p-4 text-danger-800">
      <p className="font-semibold">{message}</p>
      {problem.kind === 'arrivalDay' ? (
        <NearestStays
          stays={[problem.around.before, problem.around.after].filter((range): range is NightRange => range !== null)}
          kit={kit}
          lang={lang}
          onStay={onStay}
        />
      ) : null}
      {problem.kind === 'minimumNights' && arrival ? (
        <p>
          <button
            type="button"
            onClick={() => onStay({ depart: problem.departure })}
            className="min-h-11 rounded-full border-2 border-lake-700 bg-white px-4 font-semibold text-lake-900 hover:bg-lake-50"
          >
            {fill(words.departOn, { date: formatDay(lang, dayFromIso(problem.departure)) })}
          </button>
        </p>
      ) : null}
    </div>
  );
}

interface ChosenDetailsProps {
  readonly kit: StayRequestKit;
  readonly lang: Lang;
  readonly types: readonly FlowType[];
  readonly prices: EstimatePrices;
  readonly end: number;
  readonly stay: StayFacts;
  readonly values: StayValues;
  readonly second: SecondFacts | null;
  readonly single: Extract<UnitChoice, { kind: 'offered' }> | undefined;
  readonly nights: number;
  readonly people: number;
  readonly pets: number;
  readonly onStay: (patch: Partial<StayFacts>) => void;
  readonly onSecondAction: (action: SecondUnitAction) => void;
}

/** The unit chosen: its optional extras with their price, the children's ages where its rule needs them, and its estimate. */
function ChosenDetails({
  kit,
  lang,
  types,
  prices,
  end,
  stay,
  values,
  second,
  single,
  nights,
  people,
  pets,
  onStay,
  onSecondAction,
}: ChosenDetailsProps) {
  const words = kit.words.choices;
  const first = types.find((type) => type.id === stay.type);
  const other = second ? types.find((type) => type.id === second.type) : undefined;
  const ticked = stay.supplements.split(',').filter(Boolean);
  const optional = (type: FlowType | undefined) =>
    (type?.rules.extras ?? []).filter((extra) => !extra.compulsory && extra.unit !== 'animal-nuit');
  // The first unit's own extras: a second unit ticks its own, in its fields (two-units-fields.tsx).
  const extras = optional(first);
  const children = count(stay.enfants);
  const ages = childAges(stay.ages, children);
  const livings = [first?.living, other?.living].filter(
    (living) => living?.minimumChildAge !== null && living?.minimumChildAge !== undefined,
  );
  const askAges = children > 0 && livings.length > 0;

  const toggle = (id: string, on: boolean) => {
    const next = (on ? [...ticked, id] : ticked.filter((ticked) => ticked !== id)).join(',');
    onStay({ supplements: next });
  };
  const setAge = (index: number, age: string) => {
    const next = Array.from({ length: children }, (_, at) => (at === index ? age : (ages[at]?.toString() ?? '')));
    onStay({ ages: next.join(',') });
  };

  const summary =
    single && first
      ? estimateSummary(lang, kit.estimate, single.estimate, first.synced, prices, { taxNote: first.taxNote, offers: first.rules.offers })
      : null;

  return (
    <div className="space-y-6">
      {extras.length > 0 ? (
        <fieldset>
          <legend className="text-lg font-semibold text-lake-900">
            {/* With two units, each says whose extras they are: two groups of one name would not tell them apart. */}
            {second ? kit.words.secondUnit.firstExtras : kit.estimate.extrasLegend}
          </legend>
          {extras.map((extra) => {
            const line = extraLine(extra, nights, people, pets);
            return (
              <label key={extra.id} className="mt-2 flex min-h-11 items-start gap-3">
                <input
                  type="checkbox"
                  name="supplements"
                  value={extra.id}
                  checked={ticked.includes(extra.id)}
                  onChange={(event) => toggle(extra.id, event.target.checked)}
                  className="mt-0.5 size-6 shrink-0 accent-lake-700"
                />
                <span>
                  <span className="font-semibold">{extra.name}</span>
                  {' · '}
                  {fill(words.extraPrice[extra.unit as keyof typeof words.extraPrice] ?? '{amount}', {
                    amount: eurosIn(lang, extra.euros),
                  })}
                  <span className="block text-sm text-ink-muted">{fill(words.extraAdds, { amount: eurosIn(lang, line.amount) })}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {askAges ? (
        <fieldset aria-describedby="sejour-ages-hint">
          <legend className="text-lg font-semibold text-lake-900">{words.agesLegend}</legend>
          <p id="sejour-ages-hint" className="text-sm text-ink-muted">
            {words.agesHint}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {ages.map((age, index) => (
              <div key={index}>
                <label htmlFor={`sejour-age-${index}`} className="font-semibold text-lake-900">
                  {fill(words.childAge, { n: index + 1 })}
                </label>
                <select
                  id={`sejour-age-${index}`}
                  name={`age-${index}`}
                  value={age ?? ''}
                  onChange={(event) => setAge(index, event.target.value)}
                  className={inputClass}
                >
                  <option value="">{words.ageNotGiven}</option>
                  {Array.from({ length: 18 }, (_, years) => (
                    <option key={years} value={years}>
                      {childAgeIn(lang, years, words)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}
      {[first, other].map((type) =>
        type && tooYoung(type.living, ages).length > 0 && type.living?.minimumChildAge != null ? (
          <p key={type.id} role="note" className="rounded-lg border-l-4 border-ember-600 bg-ember-100 p-4 text-ink">
            {fill(words.tooYoung, { unit: type.title, age: type.living.minimumChildAge })}
          </p>
        ) : null,
      )}
      {second ? null : <StayWarningsNote living={first?.living} childCount={children} ages={ages} className="" />}
      {summary ? <EstimateResult outcome={summary} /> : null}
      {second ? (
        <SecondUnitFields
          kit={kit}
          types={types}
          values={values}
          unit={second}
          errors={{}}
          end={end}
          inputClass={inputClass}
          onAction={onSecondAction}
        />
      ) : (
        <button
          type="button"
          id="sejour-second-add"
          onClick={() => {
            onSecondAction({ kind: 'add', stay: values, choices: secondUnitChoices(types, stay.type) });
            requestAnimationFrame(() => document.getElementById('sejour-second-type')?.focus());
          }}
          className="min-h-11 rounded-xl border border-lake-700 px-4 py-2 font-semibold text-lake-700 hover:bg-lake-50"
        >
          {kit.words.secondUnit.add}
        </button>
      )}
    </div>
  );
}
