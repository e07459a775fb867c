import { directionsLinks, formatCoordinates, openStreetMapEmbedUrl, openStreetMapOrigin } from './directions';

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
