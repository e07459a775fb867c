import { PlaceholderBadge } from '@/components/placeholder-badge';
import { ResponsiveImage } from '@/components/responsive-image';
import { PlaceClosureNotices, PlaceStatus } from '@/features/opening-hours/place-status';
import { Section } from '@/components/section';
import { ExternalIcon } from '@/components/ui/icons';
import { glassworksIn, glassworksPeriods } from '@/features/leisure/leisure';
import { leisureWords } from '@/features/leisure/leisure-words';
import { carouselWords } from '@/config/ui';
import { fallbackLang } from '@/lib/i18n/fallback';
import { pageLanguage } from '@/lib/i18n/page-language';
import { resolvePhoto } from '@/components/photos';

export function GlassworksSection() {
  const lang = pageLanguage();
  const words = leisureWords[lang];
  const glassworks = glassworksIn(lang);
  return (
    <Section id="verrerie" title={glassworks.title} intro={glassworks.history}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <div className="relative">
            <ResponsiveImage
              photo={resolvePhoto(glassworks.photo)}
              sizes="(min-width: 72rem) 34rem, (min-width: 1024px) 46vw, 92vw"
              className="aspect-[3/2] h-auto w-full rounded-card object-cover shadow-card"
            />
            {glassworks.photo.isPlaceholder ? <PlaceholderBadge label={carouselWords[lang].placeholderBadge} /> : null}
          </div>
          <dl className="mt-8 grid gap-3 sm:grid-cols-2">
            {glassworks.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-white p-4 shadow-card">
                <dt lang={fallbackLang(fact.label)} className="text-sm font-semibold tracking-wide text-lake-700 uppercase">
                  {fact.label}
                </dt>
                <dd lang={fallbackLang(fact.value)} className="mt-1 text-lg text-ink">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <h3 className="text-2xl font-semibold text-lake-900">{words.periodsTitle}</h3>
          <div className="mt-4 space-y-3">
            <PlaceStatus place="verrerie" className="max-w-md" />
            <PlaceClosureNotices place="verrerie" />
          </div>
          <table className="mt-4 w-full border-collapse text-left">
            <tbody>
              {glassworksPeriods(lang).map((period) => (
                <tr key={period.period} className="border-b border-sand-300">
                  <th scope="row" className="py-3 pr-4 font-semibold text-lake-900">
                    {period.period}
                  </th>
                  <td className="py-3">{period.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p lang={fallbackLang(glassworks.closures)} className="mt-4 font-semibold text-ember-700">
            {glassworks.closures}
          </p>

          <h3 className="mt-10 text-2xl font-semibold text-lake-900">{words.accessTitle}</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {glassworks.access.map((item) => (
              <li key={item.mode} className="rounded-xl bg-lake-50 p-4 text-center">
                <span lang={fallbackLang(item.mode)} className="block font-semibold text-lake-900">
                  {item.mode}
                </span>
                <span lang={fallbackLang(item.time)} className="text-ink-muted">
                  {item.time}
                </span>
              </li>
            ))}
          </ul>

          {glassworks.website ? (
            <a
              href={glassworks.website.href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-lake-700 px-6 py-3 font-semibold text-lake-900 hover:bg-lake-50"
            >
              {words.website}
              <ExternalIcon className="size-5" />
              <span className="sr-only"> {words.newTab}</span>
            </a>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
