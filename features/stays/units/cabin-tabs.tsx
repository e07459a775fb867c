'use client';

import { useCallback, useReducer, useRef, type KeyboardEvent } from 'react';
import { Carousel } from '@/components/carousel/carousel';
import type { CarouselAction } from '@/components/carousel/carousel-state';
import { bulletItemClass } from '@/components/ui/bullet-list';
import type { Cabin } from '@/features/stays/units/accommodations-content';
import type { CarouselWords } from '@/config/ui';
import type { ResolvedPhoto } from '@/components/photos';
import { cabinShowcaseReducer, createCabinShowcaseState } from '@/features/stays/units/cabin-showcase-state';
import { SeasonPriceLine } from '@/features/stays/pricing/season-price-line';
import { StayRequestButton } from '@/features/stays/request/stay-request-button';
import type { UnitFactsList } from '@/features/stays/units/unit-facts';
import { UnitFactsDescription } from '@/features/stays/units/unit-facts-list';

/** A cabin as its tab shows it; `…Lang` is "fr" on an owner's text standing in for its missing translation. */
interface ShownCabin extends Cabin {
  readonly photos: readonly ResolvedPhoto[];
  readonly carouselLabel: string;
  readonly nameLang: 'fr' | undefined;
  readonly descriptionLang: 'fr' | undefined;
  readonly equipmentLang: readonly ('fr' | undefined)[];
  readonly priceIncludesLang: 'fr' | undefined;
  /** What the cabin is like to live in: access, minimum age, beds, toilet… (content/data/stays.json). */
  readonly facts: readonly UnitFactsList[];
}

interface CabinWords {
  readonly tabsLabel: string;
  readonly equipmentTitle: string;
  /** « Demander un séjour », under a cabin's price. */
  readonly requestDates: string;
}

interface CabinTabsProps {
  readonly cabins: readonly ShownCabin[];
  readonly words: CabinWords;
  readonly carouselWords: CarouselWords;
}

/** One tab per cabin (WAI-ARIA tabs pattern: arrow keys, Home and End); each shows its own carousel. */
export function CabinTabs({ cabins, words, carouselWords }: CabinTabsProps) {
  const [state, dispatch] = useReducer(
    cabinShowcaseReducer,
    cabins.map((cabin) => cabin.photos.length),
    (counts) => createCabinShowcaseState(counts),
  );
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const dispatchCarousel = useCallback((action: CarouselAction) => dispatch({ type: 'carousel', action }), []);

  const select = (index: number) => {
    dispatch({ type: 'select-cabin', cabinIndex: index });
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = cabins.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: state.cabinIndex === last ? 0 : state.cabinIndex + 1,
      ArrowLeft: state.cabinIndex === 0 ? last : state.cabinIndex - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={words.tabsLabel} className="flex flex-wrap gap-3">
        {cabins.map((item, index) => {
          const selected = index === state.cabinIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={`tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
              className={`min-h-12 rounded-full border-2 px-6 py-2 font-semibold transition-colors ${
                selected ? 'border-lake-700 bg-lake-700 text-white' : 'border-lake-700 bg-white text-lake-900 hover:bg-lake-50'
              }`}
            >
              {item.nameLang ? <span lang={item.nameLang}>{item.name}</span> : item.name}
              {item.price ? ` · ${item.price}` : null}
            </button>
          );
        })}
      </div>

      {/* Every tab's panel is in the document, the others hidden (the APG tabs pattern): aria-controls
          always names a panel. A hidden panel keeps its cabin's words, not its carousel: the carousel
          is mounted when its tab is chosen, on its first photo, and the page keeps to its element budget. */}
      {cabins.map((item, index) => {
        const selected = index === state.cabinIndex;
        return (
          <div
            key={item.id}
            id={`panel-${item.id}`}
            role="tabpanel"
            aria-labelledby={`tab-${item.id}`}
            tabIndex={0}
            hidden={!selected}
            className="mt-8 grid gap-10 rounded-card lg:grid-cols-2 lg:items-start"
          >
            {selected ? (
              <Carousel
                label={item.carouselLabel}
                slides={item.photos}
                sizes="(min-width: 72rem) 34rem, (min-width: 1024px) 46vw, 92vw"
                state={state.carousel}
                dispatch={dispatchCarousel}
                words={carouselWords}
              />
            ) : null}
            <CabinDetails cabin={item} words={words} />
          </div>
        );
      })}
    </div>
  );
}

/** A cabin's name, price, description and equipment, beside its carousel. */
function CabinDetails({ cabin, words }: { readonly cabin: ShownCabin; readonly words: CabinWords }) {
  return (
    <div>
      <h3 lang={cabin.nameLang} className="text-display-md font-semibold text-lake-900">
        {cabin.name}
      </h3>
      {/* A cabin whose rates are not given yet is shown without a price, and is not offered for a request. */}
      {cabin.price ? (
        <>
          <p className="mt-2 text-2xl font-semibold text-ember-700">{cabin.price}</p>
          {cabin.seasonPrices ? <SeasonPriceLine prices={cabin.seasonPrices} className="mt-1 font-semibold text-lake-900" /> : null}
          {/* Beside the price, what it includes and the tax on top (French price display, L112-1). */}
          <p className="mt-1 text-ink-muted">
            {cabin.priceIncludes ? (
              <>
                {cabin.priceIncludes.lead} <span lang={cabin.priceIncludesLang}>{cabin.priceIncludes.value}</span>
                <br />
              </>
            ) : null}
            {cabin.touristTax}
          </p>
        </>
      ) : null}
      {cabin.registration.map((item) => (
        <p key={item.lead} className="mt-1 text-ink-muted">
          {item.lead} {item.value}
        </p>
      ))}
      {cabin.price ? <StayRequestButton type={cabin.id} label={words.requestDates} className="mt-4" /> : null}
      <p lang={cabin.descriptionLang} className="mt-4 text-lg leading-relaxed text-ink-muted">
        {cabin.description}
      </p>
      <h4 className="mt-6 font-display text-xl font-semibold text-lake-900">{words.equipmentTitle}</h4>
      <ul className="mt-3 space-y-2">
        {cabin.equipements.map((item, index) => (
          <li key={item} lang={cabin.equipmentLang[index]} className={bulletItemClass}>
            {item}
          </li>
        ))}
      </ul>
      {cabin.facts.map((list) => (
        <UnitFactsDescription key={list.unitIds.join()} list={list} headingLevel="h4" />
      ))}
    </div>
  );
}
