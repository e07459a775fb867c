import { Section } from '@/components/section';
import { ExternalIcon, MapPinIcon } from '@/components/ui/icons';
import { accessWords, arrivalNotesIn, venueCoordinates } from '@/features/contact/access';
import { addressLines } from '@/config/contact';
import { siteName } from '@/config/site';
import { directionsList, formatCoordinates, openStreetMapEmbedUrl } from '@/features/contact/directions';
import { fallbackLang } from '@/lib/i18n/fallback';
import { pageLanguage } from '@/lib/i18n/page-language';
import { MapEmbed } from './map-embed';

/** "Nous trouver": the address and GPS position as text to copy, one-tap directions, arrival notes, the map on request. */
export function AccessSection() {
  const lang = pageLanguage();
  const words = accessWords[lang];
  const coordinates = venueCoordinates;
  const notes = arrivalNotesIn(lang);
  const chip =
    'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-lake-700 bg-white px-4 py-2 font-semibold text-lake-900 transition-colors hover:bg-lake-50';
  return (
    // The intro speaks of the directions and the GPS position: said once the owner has given it.
    <Section id="acces" title={words.title} intro={coordinates ? words.intro : undefined} tone="sand">
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-8">
          {/* Each fact once the owner has given it; the directions and the map need the GPS position. */}
          {addressLines.length > 0 || coordinates ? (
            <dl className="space-y-4 text-lg">
              {addressLines.length > 0 ? (
                <div>
                  <dt className="font-semibold text-lake-900">{words.addressLabel}</dt>
                  <dd>
                    <address className="not-italic select-all">{addressLines.join(', ')}</address>
                  </dd>
                </div>
              ) : null}
              {coordinates ? (
                <div>
                  <dt className="font-semibold text-lake-900">{words.coordinatesLabel}</dt>
                  <dd className="select-all tabular-nums">{formatCoordinates(coordinates)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}

          {coordinates ? (
            <div>
              <h3 className="text-xl font-semibold text-lake-900">{words.directionsTitle}</h3>
              <ul className="mt-4 flex flex-wrap gap-3">
                {directionsList(coordinates, siteName, words.apps).map((direction) => (
                  <li key={direction.app}>
                    {direction.newTab ? (
                      <a href={direction.href} target="_blank" rel="noopener noreferrer" className={chip}>
                        {direction.label}
                        <ExternalIcon className="size-4" />
                        <span className="sr-only"> {words.newTab}</span>
                      </a>
                    ) : (
                      <a href={direction.href} className={chip}>
                        <MapPinIcon className="size-5" />
                        {direction.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {notes.length > 0 ? (
            <div>
              <h3 className="text-xl font-semibold text-lake-900">{words.arrivalTitle}</h3>
              <dl className="mt-4 space-y-3">
                {notes.map((item) => (
                  <div key={item.label}>
                    <dt lang={fallbackLang(item.label)} className="font-semibold text-lake-900">
                      {item.label}
                    </dt>
                    <dd lang={fallbackLang(item.value)} className="text-ink-muted">
                      {item.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>

        {coordinates ? (
          <div>
            <h3 className="sr-only">{words.map.title}</h3>
            <MapEmbed src={openStreetMapEmbedUrl(coordinates)} text={words.map} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
