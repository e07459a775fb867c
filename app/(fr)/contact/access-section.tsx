import { Section } from '@/components/section';
import { ExternalIcon, MapPinIcon } from '@/components/ui/icons';
import { accessText, venueCoordinates } from '@/content/access';
import { address } from '@/content/contact';
import { siteName } from '@/content/site';
import { externalLinkText } from '@/content/ui';
import { directionsLinks, formatCoordinates, openStreetMapEmbedUrl } from '@/lib/directions';
import { MapEmbed } from './map-embed';

const appOrder = ['googleMaps', 'applePlans', 'waze', 'openStreetMap'] as const;

/** "Nous trouver": the address and GPS position as text to copy, one-tap directions, arrival notes, the map on request. */
export function AccessSection() {
  const links = directionsLinks(venueCoordinates, siteName);
  const chip =
    'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-lake-700 bg-white px-4 py-2 font-semibold text-lake-900 transition-colors hover:bg-lake-50';
  return (
    <Section id="acces" title={accessText.title} intro={accessText.intro} tone="sand">
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-8">
          <dl className="space-y-4 text-lg">
            <div>
              <dt className="font-semibold text-lake-900">{accessText.addressLabel}</dt>
              <dd>
                <address className="not-italic select-all">
                  {address.street}, {address.postalCode} {address.city}
                </address>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-lake-900">{accessText.coordinatesLabel}</dt>
              <dd className="select-all tabular-nums">{formatCoordinates(venueCoordinates)}</dd>
            </div>
          </dl>

          <div>
            <h3 className="text-xl font-semibold text-lake-900">{accessText.directionsTitle}</h3>
            <ul className="mt-4 flex flex-wrap gap-3">
              {appOrder.map((app) => (
                <li key={app}>
                  <a href={links[app]} target="_blank" rel="noopener noreferrer" className={chip}>
                    {accessText.apps[app]}
                    <ExternalIcon className="size-4" />
                    <span className="sr-only"> {externalLinkText.newTab}</span>
                  </a>
                </li>
              ))}
              <li>
                <a href={links.geo} className={chip}>
                  <MapPinIcon className="size-5" />
                  {accessText.apps.geo}
                </a>
              </li>
            </ul>
          </div>

          <div>
            <h3 className="text-xl font-semibold text-lake-900">{accessText.arrivalTitle}</h3>
            <dl className="mt-4 space-y-3">
              {accessText.arrival.map((item) => (
                <div key={item.label}>
                  <dt className="font-semibold text-lake-900">{item.label}</dt>
                  <dd className="text-ink-muted">{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>

        <div>
          <h3 className="sr-only">{accessText.map.title}</h3>
          <MapEmbed src={openStreetMapEmbedUrl(venueCoordinates)} text={accessText.map} />
        </div>
      </div>
    </Section>
  );
}
