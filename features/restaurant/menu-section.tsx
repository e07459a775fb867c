import { Fragment } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { allergenNames, menuPdfFileNames, menuWords } from '@/features/restaurant/menu-words';
import { allergens, restaurantMenuIn, type Dish } from '@/features/restaurant/menu';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { Lang } from '@/lib/i18n/languages';
import { pageLanguage } from '@/lib/i18n/page-language';
import { dietLabels, dishAllergensText, formatMenuPrice, menuValidFromText } from '@/features/restaurant/menu-format';

/** The restaurant's carte as static HTML: no script, readable on a phone, printable on its own (see globals.css). */
export function MenuSection() {
  const lang = pageLanguage();
  const words = menuWords[lang];
  const pdf = menuPdfFileNames[lang];
  // Read during this render: a text whose translation is missing stays French, marked lang="fr".
  const restaurantMenu = restaurantMenuIn(lang);
  if (!restaurantMenu) return null;
  return (
    <section id="carte" aria-labelledby="carte-title" className="bg-sand-100 py-section print:bg-white print:py-0">
      <div className="mx-auto max-w-content px-5 lg:px-8 print:max-w-none print:px-0">
        <h2 id="carte-title" className="text-display-lg font-semibold text-lake-900">
          {words.sectionTitle}
        </h2>
        {restaurantMenu.season || restaurantMenu.validFrom ? (
          <p className="mt-4 text-lg text-ink-muted">
            {restaurantMenu.season ? (
              <>
                <OwnerText text={restaurantMenu.season} />.{restaurantMenu.validFrom ? ' ' : ''}
              </>
            ) : null}
            {restaurantMenu.validFrom ? menuValidFromText(lang, restaurantMenu.validFrom) : null}
          </p>
        ) : null}
        <div className="mt-6 print:hidden">
          <ButtonLink href={`/${pdf}`} download={pdf} variant="outline">
            {words.downloadLabel}
          </ButtonLink>
        </div>

        <div className="mt-10 grid gap-x-12 gap-y-10 lg:grid-cols-2 print:mt-6 print:block print:columns-2 print:gap-x-10">
          {restaurantMenu.sections.map((section) => (
            <section
              key={section.id}
              id={`carte-${section.id}`}
              aria-labelledby={`carte-${section.id}-title`}
              className="min-w-0 break-inside-avoid-page print:mb-6"
            >
              <h3
                id={`carte-${section.id}-title`}
                lang={fallbackLang(section.title)}
                className="border-b-2 border-ember-600 pb-2 text-display-md font-semibold text-lake-900"
              >
                {section.title}
              </h3>
              {section.note ? (
                <p lang={fallbackLang(section.note)} className="mt-2 text-ink-muted">
                  {section.note}
                </p>
              ) : null}
              <ul className="mt-4 divide-y divide-sand-300">
                {section.dishes.map((dish) => (
                  <DishItem key={dish.name} dish={dish} lang={lang} />
                ))}
              </ul>
            </section>
          ))}
        </div>

        <ul className="mt-10 space-y-1 text-ink-muted print:mt-4">
          {restaurantMenu.notes.map((note) => (
            <li key={note} lang={fallbackLang(note)}>
              {note}
            </li>
          ))}
        </ul>

        <section
          aria-labelledby="carte-allergenes-title"
          className="mt-10 rounded-card bg-white p-6 shadow-card sm:p-8 print:mt-6 print:break-inside-avoid print:p-0 print:shadow-none"
        >
          <h3 id="carte-allergenes-title" className="font-display text-xl font-semibold text-lake-900">
            {words.legendTitle}
          </h3>
          <p className="mt-3 max-w-prose">{words.legendIntro}</p>
          <ul className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-2 print:grid-cols-2 print:text-sm">
            {allergens.map((allergen) => {
              const { name, detail } = allergenNames[lang][allergen];
              return (
                <li key={allergen}>
                  <span className="font-semibold text-lake-900">{name}</span>
                  {detail ? <span className="text-ink-muted"> ({detail})</span> : null}
                </li>
              );
            })}
          </ul>
          <p className="mt-4 max-w-prose">{words.dietsIntro}</p>
          <p className="mt-2 max-w-prose font-semibold text-lake-900">{words.traces}</p>
        </section>
      </div>
    </section>
  );
}

/**
 * An owner's text as it is, or marked French when it stands in for a missing translation: a
 * translated text (and every text of the French page) stays bare, as the French page always had it.
 */
function OwnerText({ text }: { readonly text: string }) {
  const lang = fallbackLang(text);
  return lang ? <span lang={lang}>{text}</span> : text;
}

function DishItem({ dish, lang }: { readonly dish: Dish; readonly lang: Lang }) {
  const dietMarks = dietLabels(lang, dish);
  return (
    <li className="py-4 break-inside-avoid print:py-2">
      <div className="flex items-baseline justify-between gap-4">
        {/* A dish's French name (most keep it in every language) is said so to a screen reader. */}
        {/* min-w-0 lets a long German compound (« Kürbiscremesuppe ») wrap on a 320 px screen instead of pushing the price out. */}
        <p lang={fallbackLang(dish.name)} className="min-w-0 text-lg font-semibold wrap-break-word hyphens-auto text-lake-900">
          {dish.name}
        </p>
        <p className="shrink-0 text-lg font-semibold whitespace-nowrap text-ember-700">{formatMenuPrice(lang, dish.priceEuros)}</p>
      </div>
      {dish.description || dietMarks.length > 0 ? (
        <p className="mt-1 text-ink-muted">
          {dish.description ? <OwnerText text={dish.description} /> : null}
          {/* A space before each mark: « …à la noisette. Vegan Sans gluten » read as words, not one. */}
          {dietMarks.map((diet) => (
            <Fragment key={diet}>
              {' '}
              <span className="ml-2 inline-block rounded-full border border-forest-600 px-2 text-sm font-semibold text-forest-800">
                {diet}
              </span>
            </Fragment>
          ))}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-ink-muted">
        <span className="font-semibold">{menuWords[lang].allergensLabel}</span> {dishAllergensText(lang, dish)}
      </p>
    </li>
  );
}
