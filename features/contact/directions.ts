/** Links that open the venue's position in the visitor's maps app, built from its GPS coordinates. */
import { directionsApps, type Coordinates, type DirectionsApp } from '@/features/contact/access';

export interface DirectionsLinks {
  readonly googleMaps: string;
  readonly applePlans: string;
  readonly waze: string;
  readonly openStreetMap: string;
  /** The geo: URI (RFC 5870): Android offers the maps apps installed. */
  readonly geo: string;
}

/** Six decimals: about 10 cm, more than any app needs, and no float noise such as 47.800000000001. */
const degrees = (value: number) => String(Number(value.toFixed(6)));

export function directionsLinks({ latitude, longitude }: Coordinates, placeName: string): DirectionsLinks {
  const lat = degrees(latitude);
  const lon = degrees(longitude);
  const name = encodeURIComponent(placeName);
  return {
    googleMaps: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}`,
    applePlans: `https://maps.apple.com/?daddr=${lat},${lon}&q=${name}`,
    waze: `https://www.waze.com/ul?ll=${lat},${lon}&navigate=yes`,
    openStreetMap: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`,
    geo: `geo:${lat},${lon}?q=${lat},${lon}(${name})`,
  };
}

/** One way to open the route: the app, its name in the page's language, its link, and whether it leaves for another site (a new tab). */
export interface Direction {
  readonly app: DirectionsApp;
  readonly label: string;
  readonly href: string;
  readonly newTab: boolean;
}

/**
 * The routes offered, in order, each named as the page's language names the app (`labels`): the web
 * apps open in a new tab; the geo: link hands over to an app of the phone, so it opens in place.
 */
export function directionsList(
  coordinates: Coordinates,
  placeName: string,
  labels: Readonly<Record<DirectionsApp, string>>,
): readonly Direction[] {
  const links = directionsLinks(coordinates, placeName);
  return directionsApps.map((app) => ({ app, label: labels[app], href: links[app], newTab: app !== 'geo' }));
}

/** The coordinates as shown to be copied into a GPS: "47.8, 6.5" (a decimal point, as every GPS reads). */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  return `${degrees(latitude)}, ${degrees(longitude)}`;
}

/**
 * The address of OpenStreetMap's embeddable map, centred on the coordinates with a marker: a box of
 * about `span` degrees of longitude (0.02 ≈ 1.5 km at French latitudes), half as tall.
 */
export function openStreetMapEmbedUrl({ latitude, longitude }: Coordinates, span = 0.02): string {
  const bbox = [longitude - span / 2, latitude - span / 4, longitude + span / 2, latitude + span / 4].map(degrees).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${degrees(latitude)},${degrees(longitude)}`;
}

/** The only host the map embed talks to from the site's page (the CSP's frame-src). */
export const openStreetMapOrigin = 'https://www.openstreetmap.org';
