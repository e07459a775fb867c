/** @jest-environment node */
import { cacheNameOf, handles, precacheList, type RequestFacts } from './offline-worker';

const origin = 'https://www.chalets-du-lac.example';
const scope = `${origin}/en/arrival-guide/`;
const request = (url: string, destination: string, mode = 'no-cors', method = 'GET'): RequestFacts => ({ url, destination, mode, method });

describe('the arrival guide’s worker', () => {
  it('answers the guide itself and the styles, scripts, fonts and images it loads from the site', () => {
    expect(handles(request(scope, 'document', 'navigate'), origin, scope)).toBe(true);
    for (const [path, destination] of [
      ['/_next/static/css/a1b2.css', 'style'],
      ['/_next/static/chunks/app.js', 'script'],
      ['/_next/static/media/fraunces.woff2', 'font'],
      ['/icon.svg', 'image'],
    ] as const) {
      expect({ path, handled: handles(request(`${origin}${path}`, destination), origin, scope) }).toEqual({ path, handled: true });
    }
  });

  it('leaves every other page to the network, so none can come from its copy', () => {
    for (const path of ['/', '/en/', '/en/accommodation/', '/guide-arrivee/', '/en/arrival-guide/other/', '/en/arrival-guide/?utm=1']) {
      expect({ path, handled: handles(request(`${origin}${path}`, 'document', 'navigate'), origin, scope) }).toEqual({ path, handled: false });
    }
    // A link's data request for another page (Next's fetch), another site, or a form's POST.
    expect(handles(request(`${origin}/en/accommodation/?_rsc=1`, '', 'cors'), origin, scope)).toBe(false);
    expect(handles(request('https://api.emailjs.com/api/v1.0/email/send', '', 'cors', 'POST'), origin, scope)).toBe(false);
    expect(handles(request('https://tile.openstreetmap.org/1.png', 'image'), origin, scope)).toBe(false);
  });

  it('keeps of what the page loaded only the guide and the site’s own files', () => {
    const loaded = [scope, `${scope}`, `${origin}/_next/static/css/a.css`, `${origin}/en/accommodation/`, 'https://elsewhere.example/x.js', `${origin}/_next/static/chunks/b.js`];
    expect(precacheList(loaded, origin, scope)).toEqual([scope, `${origin}/_next/static/css/a.css`, `${origin}/_next/static/chunks/b.js`]);
  });

  it('keeps each language’s guide in its own cache', () => {
    expect(cacheNameOf(scope)).not.toBe(cacheNameOf(`${origin}/guide-arrivee/`));
  });
});
