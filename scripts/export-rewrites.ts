// Rewrites applied to the exported site after `next build`, as pure string functions so that
// unit tests can drive them directly. scripts/finish-export.ts applies them to out/.

/**
 * Tells the page to fetch its web fonts at once, alongside the stylesheet, instead of one round
 * trip later when the CSS has been read.
 */
export function preloadFonts(html: string, fontHrefs: readonly string[]): string {
  if (html.includes('rel="preload" as="font"')) return html;
  const links = fontHrefs.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${href}"/>`).join('');
  return html.replace('<meta name="viewport"', `${links}<meta name="viewport"`);
}

const bannerPicture = /<picture><source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>(?:<source [^>]*\/>)*<img [^>]*fetchPriority="high"/;

/**
 * Asks for the page's banner from the head, ahead of the stylesheet, in the format and at the width
 * its AVIF <source> picks for the screen, so the <img> finds it already on its way. Done here
 * rather than with React's preload(): Next renders the 404 banner into every page's data, and its
 * preload would follow it onto every page.
 */
export function preloadBanner(html: string): string {
  const banner = bannerPicture.exec(html);
  if (!banner || html.includes('rel="preload" as="image"')) return html;
  const [, srcSet = '', sizes = ''] = banner;
  const link = `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${srcSet}" imagesizes="${sizes}"/>`;
  // After the viewport tag: before it, the browser would pick the width for a 980 px desktop page.
  return html.replace(/<meta name="viewport"[^>]*\/>/, (viewport) => `${viewport}${link}`);
}

const frameworkScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const frameworkPreload = /<link rel="preload" as="script"[^>]*\/>/g;

/**
 * Starts the framework's scripts once the banner photo has painted, or at the visitor's first
 * touch, key or scroll, whichever comes first. On a weak signal the ~140 KB of scripts would
 * otherwise share the line with the banner and the display font and hold the first view back; the
 * page is fully readable and its links work without them, and a tap on a button before React
 * listens (the phone's Menu, say) is kept and replayed once that button has come alive. A visitor
 * who acts before the banner has painted starts them at once; a page without a banner, a
 * background tab or a browser that cannot report paints starts them on `load`; 3 s after `load`,
 * or 8 s after the page arrived if a request never ends and `load` never comes, they start
 * whatever happened.
 */
export function loaderScript(sources: readonly string[]): string {
  return `(function(){var d=document,w=window,started=false,replaying=false,sources=${JSON.stringify(sources)};
function start(){if(started)return;started=true;sources.forEach(function(src){var s=d.createElement('script');s.src=src;s.async=true;d.head.appendChild(s);});}
['pointerdown','keydown','touchstart','wheel','scroll'].forEach(function(type){w.addEventListener(type,start,{once:true,passive:true,capture:true});});
setTimeout(start,8000);
function reactListens(){return Object.keys(d).some(function(key){return key.indexOf('__reactContainer')===0;});}
w.addEventListener('click',function remember(event){var button=event.target&&event.target.closest&&event.target.closest('button'),tries=0;
if(reactListens())return w.removeEventListener('click',remember,true);
if(!button||replaying)return;
start();(function replay(){if(Object.keys(button).some(function(key){return key.indexOf('__reactProps')===0;})){replaying=true;button.click();replaying=false;return;}if(++tries<300)setTimeout(replay,50);})();},true);
w.addEventListener('load',function(){var banner=d.querySelector('img[fetchpriority=high]'),types=(w.PerformanceObserver&&w.PerformanceObserver.supportedEntryTypes)||[];
if(!banner||!banner.naturalWidth||d.visibilityState!=='visible'||types.indexOf('largest-contentful-paint')<0)return start();
new w.PerformanceObserver(function(list){if(list.getEntries().some(function(entry){return entry.element===banner;}))start();}).observe({type:'largest-contentful-paint',buffered:true});
setTimeout(start,3000);});})();`;
}

/** The framework's scripts each page starts with, in page order. */
export function frameworkScriptSources(html: string): string[] {
  return [...html.matchAll(frameworkScript)].map((match) => match[1] as string);
}

/** Replaces Next's external scripts and their preload hints with {@link loaderScript}. */
export function deferFrameworkScripts(html: string): string {
  const sources = frameworkScriptSources(html);
  if (sources.length === 0) return html;
  const loader = `<script>${loaderScript(sources)}</script>`;
  let placed = false;
  return html
    .replace(frameworkPreload, '')
    .replace(frameworkScript, () => {
      if (placed) return '';
      placed = true;
      return loader;
    });
}

const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks a script whose functions nearly all run at start-up, so that Chrome compiles them all on
 * its background thread while the file downloads instead of one by one on the main thread when
 * first called (V8 explicit compile hints; other browsers read a comment). That lazy compiling
 * was most of the framework's one long task at start-up.
 */
export function withCompileHint(script: string): string {
  return script.startsWith(compileHint) ? script : `${compileHint}${script}`;
}
