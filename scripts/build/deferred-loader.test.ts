import { AFTER_LOAD_MS, startFrameworkWhenReady, STYLESHEET_WAIT_MS, WITHOUT_LOAD_MS } from './deferred-loader';

// Each test runs its own loader with its own script names: listeners of earlier runs stay on the
// shared window but only ever add their own scripts.
let run = 0;
function startLoader(stylesheets: string[] = []): string[] {
  run += 1;
  const sources = [`/_next/static/chunks/${run}-a.js`, `/_next/static/chunks/${run}-b.js`];
  startFrameworkWhenReady(sources, stylesheets);
  return sources;
}
/** A message channel whose messages wait until runQueuedTasks (jsdom has none). */
const queuedTasks: (() => void)[] = [];
class QueuedMessageChannel {
  readonly port1: { onmessage: (() => void) | null; close: () => void } = { onmessage: null, close: () => undefined };
  readonly port2 = { postMessage: () => queuedTasks.push(() => this.port1.onmessage?.()) };
}
/** The tasks the loader queued after the first script, one for each of the others. */
const runQueuedTasks = () => {
  while (queuedTasks.length > 0) queuedTasks.shift()?.();
};
const added = (sources: string[]) =>
  [...document.head.querySelectorAll('script')]
    .map((script) => script.getAttribute('src'))
    .filter((src) => src !== null && sources.includes(src));

beforeEach(() => {
  Object.defineProperty(window, 'MessageChannel', { value: QueuedMessageChannel, configurable: true });
  jest.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'PerformanceObserver');
});

it('loads nothing by itself, then every script once, in order, at the first touch or key', () => {
  const sources = startLoader();
  expect(added(sources)).toEqual([]);
  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('keydown'));
  expect(added(sources)).toEqual(sources.slice(0, 1)); // the first at once, the next in the next task
  runQueuedTasks();
  expect(added(sources)).toEqual(sources);
  // Not async: they run in the order added, the page's data before the framework that reads it.
  expect(document.head.querySelector<HTMLScriptElement>(`script[src="${sources[0]}"]`)?.async).toBe(false);
});

it('adds the whole stylesheet of a page drawn from its inline CSS once, as Next writes it, and starts the scripts when it has arrived', () => {
  const stylesheet = `/_next/static/chunks/${run + 1}-site.css`;
  const linked = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].filter((link) => link.getAttribute('href') === stylesheet);
  const sources = startLoader([stylesheet]);
  expect(linked()).toHaveLength(0);
  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('scroll'));
  expect(linked()).toHaveLength(1);
  expect(linked()[0]?.getAttribute('data-precedence')).toBe('next');
  expect(added(sources)).toEqual([]); // not before the styles of what the framework draws
  linked()[0]?.dispatchEvent(new Event('load'));
  runQueuedTasks();
  expect(added(sources)).toEqual(sources);
});

it('starts the scripts without the stylesheet if it fails or takes over 3 s', () => {
  const failing = `/_next/static/chunks/${run + 1}-failing.css`;
  const failed = startLoader([failing]);
  window.dispatchEvent(new Event('pointerdown'));
  document.head.querySelector(`link[href="${failing}"]`)?.dispatchEvent(new Event('error'));
  runQueuedTasks();
  expect(added(failed)).toEqual(failed);

  const slow = `/_next/static/chunks/${run + 1}-slow.css`;
  const waited = startLoader([slow]);
  window.dispatchEvent(new Event('keydown'));
  jest.advanceTimersByTime(STYLESHEET_WAIT_MS - 1);
  expect(added(waited)).toEqual([]);
  jest.advanceTimersByTime(1);
  runQueuedTasks();
  expect(added(waited)).toEqual(waited);
});

it('loads them on load when the page has no banner', () => {
  const sources = startLoader();
  window.dispatchEvent(new Event('load'));
  runQueuedTasks();
  expect(added(sources)).toEqual(sources);
});

it('waits for the paint of the banner when the browser reports paints, with 3 s as a limit', () => {
  const banner = document.createElement('img');
  banner.setAttribute('fetchpriority', 'high');
  Object.defineProperty(banner, 'naturalWidth', { value: 800 });
  document.body.append(banner);
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  const observers: ((list: { getEntries: () => { element: Element }[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
      observers.push(callback);
    }
    observe() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });

  const sources = startLoader();
  window.dispatchEvent(new Event('load'));
  observers.forEach((notify) => notify({ getEntries: () => [{ element: document.body }] }));
  expect(added(sources)).toEqual([]); // the paint of something else
  observers.forEach((notify) => notify({ getEntries: () => [{ element: banner }] }));
  runQueuedTasks();
  expect(added(sources)).toEqual(sources); // the paint of the banner

  const late = startLoader();
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(AFTER_LOAD_MS - 1);
  expect(added(late)).toEqual([]);
  jest.advanceTimersByTime(1);
  runQueuedTasks();
  expect(added(late)).toEqual(late); // 3 s after load
});

it('starts after 8 s even when load never comes', () => {
  const sources = startLoader();
  jest.advanceTimersByTime(WITHOUT_LOAD_MS - 1);
  expect(added(sources)).toEqual([]);
  jest.advanceTimersByTime(1);
  runQueuedTasks();
  expect(added(sources)).toEqual(sources);
});

it('does not replay a click: a tap before the scripts only starts them', () => {
  const button = document.createElement('button');
  let clicks = 0;
  button.addEventListener('click', () => {
    clicks += 1;
  });
  document.body.append(button);
  const sources = startLoader();
  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  button.click();
  jest.advanceTimersByTime(20_000);
  runQueuedTasks();
  expect(added(sources)).toEqual(sources);
  expect(clicks).toBe(1);
});
