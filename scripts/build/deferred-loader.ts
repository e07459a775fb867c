// Runs in the visitor's browser, inline in every page's head (compiled and minified by
// loaderScript in export-rewrites.ts): it starts the framework's scripts once the banner photo has
// painted, or at the visitor's first touch, key or scroll, whichever comes first. On a weak signal
// the ~140 KB of scripts would otherwise share the line with the banner and the display font and
// hold the first view back. The page is fully readable and works without them: its links are
// plain links and the phone's Menu is a native popover, so a tap before they start needs no replay.
// Gain: largest paint 0.6 to 0.8 s sooner than with Next's own script tags (Lighthouse 13 mobile,
// simulated throttling, medians of 5, 2026-11-26: 2.26 → 1.51 s on /, 2.03 → 1.43 s on
// /hebergements/, 2.13 → 1.35 s on /restaurant/), for 0.4 KB brotli of inline script per page.

/** Latest start, after `load`, whatever the banner does. */
export const AFTER_LOAD_MS = 3000;
/** Latest start when a request never ends and `load` never comes. */
export const WITHOUT_LOAD_MS = 8000;
/** Longest wait for the site's stylesheet before the scripts start without it. */
export const STYLESHEET_WAIT_MS = 3000;

const firstActions = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

interface PaintEntry extends PerformanceEntry {
  readonly element?: Element | null;
}

/**
 * Adds the page's data and the framework's scripts to the head, in page order, one per task, to run
 * in that order, exactly once: at the visitor's first action; on `load` for a page without a banner,
 * a background tab or a browser that cannot report paints; at the paint of the banner otherwise;
 * and at the latest 3 s after `load` or 8 s after the page arrived.
 * `stylesheets`, on a page whose first view is drawn by its inline CSS (scripts/build/critical-css.ts),
 * are the site's whole stylesheets: added first, as Next writes them (so that React finds them and adds
 * no second copy), and the scripts start once they have arrived. Only what the framework draws needs them.
 */
export function startFrameworkWhenReady(
  sources: readonly string[],
  stylesheets: readonly string[] = [],
  view: Window & typeof globalThis = window,
): void {
  const page = view.document;
  let started = false;
  // One script per task: each insertion costs the main thread 1 to 3 ms here, several times that on
  // a slow phone, and all of them in one task would block a tap for as long. A message, not a timer,
  // queues the next task: timers can be throttled or frozen (a paused test clock), messages are not.
  let next = 0;
  const channel = new view.MessageChannel();
  const addNext = () => {
    const source = sources[next];
    if (source === undefined) {
      channel.port1.close();
      return;
    }
    next += 1;
    const script = page.createElement('script');
    script.src = source;
    // Run in the order added, the page's data before the framework that reads it; still fetched
    // in parallel and without holding the page.
    script.async = false;
    page.head.appendChild(script);
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = addNext;
  // React finds these links by rel and href and counts them as loaded, so it never waits for them
  // itself: the scripts start once they have arrived (or failed), so nothing the framework draws
  // shows before its styles. data-precedence places the stylesheets React adds later after them.
  const afterStylesheets = (then: () => void) => {
    let waiting = stylesheets.length;
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      then();
    };
    const arrived = () => {
      waiting -= 1;
      if (waiting === 0) once();
    };
    for (const href of stylesheets) {
      const link = page.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute('data-precedence', 'next');
      link.addEventListener('load', arrived);
      link.addEventListener('error', arrived);
      page.head.appendChild(link);
    }
    if (waiting === 0) once();
    else view.setTimeout(once, STYLESHEET_WAIT_MS);
  };
  const start = () => {
    if (started) return;
    started = true;
    afterStylesheets(addNext);
  };

  for (const type of firstActions) view.addEventListener(type, start, { once: true, passive: true, capture: true });
  view.setTimeout(start, WITHOUT_LOAD_MS);

  view.addEventListener('load', () => {
    const banner = page.querySelector<HTMLImageElement>('img[fetchpriority=high]');
    const observer = view.PerformanceObserver as typeof PerformanceObserver | undefined; // absent in old browsers
    const reportsPaints = observer?.supportedEntryTypes?.includes('largest-contentful-paint');
    if (!banner || !banner.naturalWidth || page.visibilityState !== 'visible' || !observer || !reportsPaints) {
      start();
      return;
    }
    new observer((list) => {
      if (list.getEntries().some((entry) => (entry as PaintEntry).element === banner)) start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    view.setTimeout(start, AFTER_LOAD_MS);
  });
}
