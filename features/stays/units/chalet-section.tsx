import { PhotoCarousel } from '@/components/carousel/photo-carousel';
import { InfoPanel } from '@/components/info-panel';
import { bulletItemClass } from '@/components/ui/bullet-list';
import { Section } from '@/components/section';
import { ButtonLink } from '@/components/ui/button-link';
import { DownloadIcon, PhoneIcon } from '@/components/ui/icons';
import { chaletSectionIn, stayInfoItemsIn } from '@/features/stays/units/accommodations-content';
import { telHref } from '@/config/contact';
import { fallbackLang } from '@/lib/i18n/fallback';
import { pageLanguage } from '@/lib/i18n/page-language';
import { resolvePhoto } from '@/components/photos';
import { chaletTypeId } from '@/content/unit-types';
import { StayRequestButton } from '@/features/stays/request/stay-request-button';
import { unitFactsIn } from '@/features/stays/units/unit-facts';
import { SeasonPriceLine } from '@/features/stays/pricing/season-price-line';
import { UnitFactsDescription } from '@/features/stays/units/unit-facts-list';

export function ChaletSection() {
  const lang = pageLanguage();
  const chalets = chaletSectionIn(lang);
  return (
    <Section id="chalets" title={chalets.title}>
      <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
        <div>
          {/* The price first (issue 49): « dès » the lowest, a night in the season under way, the tax on top;
              none until the chalets' rates are given. */}
          {chalets.price ? (
            <div className="mb-6">
              <p className="text-2xl font-semibold text-ember-700">{chalets.price}</p>
              {chalets.seasonPrices ? <SeasonPriceLine prices={chalets.seasonPrices} className="mt-1 font-semibold text-lake-900" /> : null}
              <p className="mt-1 text-ink-muted">{chalets.touristTax}</p>
            </div>
          ) : null}
          <div className="space-y-4 text-lg leading-relaxed text-ink-muted">
            {chalets.description.map((paragraph) => (
              <p key={paragraph} lang={fallbackLang(paragraph)}>
                {paragraph}
              </p>
            ))}
          </div>
          <h3 className="mt-8 text-2xl font-semibold text-lake-900">{chalets.equipmentTitle}</h3>
          <ul className="mt-4 space-y-3">
            {chalets.equipment.map((item) => (
              <li key={item} lang={fallbackLang(item)} className={bulletItemClass}>
                {item}
              </li>
            ))}
          </ul>
          {unitFactsIn(lang, chaletTypeId).map((list) => (
            <UnitFactsDescription key={list.unitIds.join()} list={list} headingLevel="h3" />
          ))}
          <div className="mt-8 flex flex-wrap gap-3">
            {chalets.priceList ? (
              <ButtonLink href={chalets.priceList.href} download={chalets.priceList.fileName} variant="outline">
                <DownloadIcon className="size-5" />
                {chalets.priceList.label}
              </ButtonLink>
            ) : null}
            {telHref ? (
              <ButtonLink href={telHref} external>
                <PhoneIcon className="size-5" />
                {chalets.callToBook}
              </ButtonLink>
            ) : null}
            {chalets.requestDates ? <StayRequestButton type={chaletTypeId} label={chalets.requestDates} /> : null}
          </div>
          <p className="mt-4">
            <a href={chalets.bookingTerms.href} className="font-semibold text-lake-900 underline underline-offset-4 hover:text-lake-700">
              {chalets.bookingTerms.label}
            </a>
          </p>
        </div>
        <PhotoCarousel
          label={chalets.carouselLabel}
          slides={chalets.images.map(resolvePhoto)}
          sizes="(min-width: 72rem) 34rem, (min-width: 1024px) 46vw, 92vw"
        />
      </div>
      <div className="mt-12">
        <InfoPanel
          title={chalets.infoTitle}
          items={[...stayInfoItemsIn(lang), ...chalets.nightlyRates, ...chalets.priceNotes, ...chalets.registration]}
        />
      </div>
    </Section>
  );
}
