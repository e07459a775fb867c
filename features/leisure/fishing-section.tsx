import { ResponsiveImage } from '@/components/responsive-image';
import { PlaceClosureNotices, PlaceStatus } from '@/features/opening-hours/place-status';
import { Section } from '@/components/section';
import { ClockIcon } from '@/components/ui/icons';
import { cardPrice, fishingHours, fishingIn } from '@/features/leisure/leisure';
import { leisureWords } from '@/features/leisure/leisure-words';
import { fallbackLang } from '@/lib/i18n/fallback';
import { pageLanguage } from '@/lib/i18n/page-language';
import { resolvePhoto } from '@/components/photos';
import { BulletList } from '@/components/ui/bullet-list';

export function FishingSection() {
  const lang = pageLanguage();
  const words = leisureWords[lang];
  const fishing = fishingIn(lang);
  return (
    <Section id="peche" title={fishing.title}>
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div className="space-y-4 text-lg leading-relaxed text-ink-muted">
          <p className="inline-flex items-center gap-2 rounded-full bg-lake-100 px-4 py-2 font-semibold text-lake-900">
            <ClockIcon className="size-5" />
            {words.accessLabel} {fishingHours(lang)}
          </p>
          <PlaceStatus place="etang" className="max-w-md text-base" />
          <PlaceClosureNotices place="etang" />
          {fishing.paragraphs.map((paragraph) => (
            <p key={paragraph} lang={fallbackLang(paragraph)}>
              {paragraph}
            </p>
          ))}
          <p
            lang={fallbackLang(fishing.offer)}
            className="rounded-card border-l-4 border-ember-600 bg-ember-100 p-5 font-semibold text-ember-700"
          >
            {fishing.offer}
          </p>
        </div>
        {/* A positioned frame: the « photo d’illustration » caption sits in its corner. */}
        <div className="relative mx-auto w-full max-w-xs">
          <ResponsiveImage photo={resolvePhoto(fishing.photo)} sizes="20rem" className="h-auto w-full rounded-card shadow-card" />
        </div>
      </div>

      <h3 className="mt-16 text-display-md font-semibold text-lake-900">{words.cardsTitle}</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {fishing.cards.map((card) => (
          <li key={card.name} className="flex flex-col rounded-card bg-white p-6 shadow-card">
            <h4 lang={fallbackLang(card.name)} className="font-display text-xl font-semibold text-lake-900">
              {card.name}
            </h4>
            <dl className="mt-4 flex-1 space-y-2">
              {card.prices.map((line) => (
                <div key={line.who} className="flex items-baseline justify-between gap-3 border-b border-sand-100 pb-2 last:border-0">
                  <dt lang={fallbackLang(line.who)} className="text-ink-muted">
                    {line.who}
                  </dt>
                  <dd className="text-lg font-semibold whitespace-nowrap text-ember-700">{cardPrice(lang, line.euros)}</dd>
                </div>
              ))}
            </dl>
            {card.note ? (
              <p lang={fallbackLang(card.note)} className="mt-4 text-sm text-ink-muted">
                {card.note}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-muted">{words.cardsPrices}</p>

      <div className="mt-12 rounded-card border border-forest-200 bg-forest-100 p-6 sm:p-8">
        <h3 className="font-display text-xl font-semibold text-forest-800">{words.rulesTitle}</h3>
        {/* The rules are translated as a whole or not at all: the first says which. */}
        {fallbackLang(fishing.rules[0]) ? (
          <div lang="fr">
            <BulletList items={fishing.rules} />
          </div>
        ) : (
          <BulletList items={fishing.rules} />
        )}
      </div>
    </Section>
  );
}
