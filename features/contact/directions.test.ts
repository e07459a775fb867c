import { accessWords, mapPrivacyNoticeOf } from '@/features/contact/access';
import { languages, type Lang } from '@/lib/i18n/languages';
import { directionsLinks, directionsList, formatCoordinates, openStreetMapEmbedUrl, openStreetMapOrigin } from './directions';

const lakeside = { latitude: 47.812345, longitude: 6.498765 };

describe('directions to the venue', () => {
  const links = directionsLinks(lakeside, 'Les Chalets du lac');

  it('open each maps app on the coordinates, over https', () => {
    expect(links.googleMaps).toBe('https://www.google.com/maps/dir/?api=1&destination=47.812345,6.498765');
    expect(links.applePlans).toBe('https://maps.apple.com/?daddr=47.812345,6.498765&q=Les%20Chalets%20du%20lac');
    expect(links.waze).toBe('https://www.waze.com/ul?ll=47.812345,6.498765&navigate=yes');
    expect(links.openStreetMap).toBe('https://www.openstreetmap.org/?mlat=47.812345&mlon=6.498765#map=15/47.812345/6.498765');
    for (const href of [links.googleMaps, links.applePlans, links.waze, links.openStreetMap]) {
      expect(new URL(href).protocol).toBe('https:');
    }
  });

  it('give Android a geo: URI with the place named', () => {
    expect(links.geo).toBe('geo:47.812345,6.498765?q=47.812345,6.498765(Les%20Chalets%20du%20lac)');
  });

  it('keep west and south as negative degrees and drop float noise', () => {
    const west = directionsLinks({ latitude: -0.1 - 0.2, longitude: -1.5 }, 'A & B');
    expect(west.googleMaps).toContain('destination=-0.3,-1.5');
    expect(west.applePlans).toContain('q=A%20%26%20B');
    expect(formatCoordinates({ latitude: 47.8, longitude: 6.5 })).toBe('47.8, 6.5');
    expect(formatCoordinates({ latitude: 47.1234567, longitude: 6.9876543 })).toBe('47.123457, 6.987654');
  });

  it('frame OpenStreetMap’s embeddable map centred on the venue, with its marker', () => {
    const url = new URL(openStreetMapEmbedUrl(lakeside));
    expect(url.origin).toBe(openStreetMapOrigin);
    expect(url.pathname).toBe('/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('47.812345,6.498765');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(lakeside.longitude);
    expect(east).toBeGreaterThan(lakeside.longitude);
    expect(south).toBeLessThan(lakeside.latitude);
    expect(north).toBeGreaterThan(lakeside.latitude);
    expect(((west ?? 0) + (east ?? 0)) / 2).toBeCloseTo(lakeside.longitude, 6);
    expect(((south ?? 0) + (north ?? 0)) / 2).toBeCloseTo(lakeside.latitude, 6);
  });
});

describe('the directions in each language', () => {
  it('offer the same five routes in the same order, each named in the page’s language; only the geo: link stays in the tab', () => {
    const links = directionsLinks(lakeside, 'Les Chalets du lac');
    for (const lang of languages) {
      const list = directionsList(lakeside, 'Les Chalets du lac', accessWords[lang].apps);
      expect(list.map((direction) => direction.app)).toEqual(['googleMaps', 'applePlans', 'waze', 'openStreetMap', 'geo']);
      expect(list.map((direction) => direction.href)).toEqual([
        links.googleMaps,
        links.applePlans,
        links.waze,
        links.openStreetMap,
        links.geo,
      ]);
      expect(list.filter((direction) => !direction.newTab).map((direction) => direction.app)).toEqual(['geo']);
      for (const direction of list) expect(direction.label.trim()).not.toBe('');
    }
  });

  it('name Apple’s app and the Android choice as each language does', () => {
    const names = (lang: Lang) =>
      directionsList(lakeside, 'Les Chalets du lac', accessWords[lang].apps).map((direction) => direction.label);
    expect(names('fr')).toEqual(['Google Maps', 'Plans (Apple)', 'Waze', 'OpenStreetMap', 'Autre application (Android)']);
    expect(names('en')).toEqual(['Google Maps', 'Apple Maps', 'Waze', 'OpenStreetMap', 'Another app (Android)']);
    expect(names('nl')).toEqual(['Google Maps', 'Apple Kaarten', 'Waze', 'OpenStreetMap', 'Andere app (Android)']);
    expect(names('de')).toEqual(['Google Maps', 'Apple Karten', 'Waze', 'OpenStreetMap', 'Andere App (Android)']);
  });

  it('quote, in the legal notice, the map’s button as that language’s page labels it', () => {
    expect(mapPrivacyNoticeOf('fr')).toContain('«\u00a0Afficher la carte\u00a0»');
    expect(mapPrivacyNoticeOf('en')).toContain('‘Show the map’');
    expect(mapPrivacyNoticeOf('nl')).toContain('‘Kaart tonen’');
    expect(mapPrivacyNoticeOf('de')).toContain('„Karte anzeigen“');
    for (const lang of languages) expect(mapPrivacyNoticeOf(lang)).toContain(accessWords[lang].map.load);
  });
});
