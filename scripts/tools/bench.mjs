// Lighthouse (mobile defaults, simulated throttling) on every route of the built site and on a floor
// page, several runs each, served over HTTP/2 and TLS as a CDN serves it. Prints the medians per
// route, in milliseconds and as ratios to the floor: a time swings with the machine's load, a
// ratio to a page measured in the same minutes much less. A benchmark, not a test: `npm test`
// gates the counts a rerun cannot change (e2e/budgets.spec.ts), this reports the timings.
// Usage: node scripts/tools/bench.mjs [--runs 5] [--json file.json] [--port 4200] [--causes]
// --causes: the home page also with each suspect left out in turn (scripts/tools/bench-causes.ts),
// to find what holds its banner back against the floor.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { causeVariants } from './bench-causes.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    json: { type: 'string' },
    port: { type: 'string', default: '4200' },
    causes: { type: 'boolean', default: false },
  },
});

/** The French pages whose twins the other languages are measured on, one language after another. */
const foreignSamples = ['/restaurant/', '/hebergements/', '/'];

/**
 * The routes from the built sitemap, so that a new page or language is measured without a word here:
 * every French page but those under another (an event's page, under the events page, comes and goes
 * with the owner's announcements), then in each other language the twin of one of foreignSamples.
 */
async function sitemapRoutes(outDir) {
  const xml = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    path: new URL(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '').pathname,
    twins: new Map([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href).pathname])),
  }));
  const french = entries.filter((entry) => entry.twins.get('fr') === entry.path).map((entry) => entry.path);
  const pages = french.filter((page) => !french.some((parent) => parent !== '/' && parent !== page && page.startsWith(parent)));
  const otherLanguages = [...(entries[0]?.twins.keys() ?? [])].filter((lang) => lang !== 'fr' && lang !== 'x-default');
  const twinOf = (page, lang) => {
    const twin = entries.find((entry) => entry.path === page)?.twins.get(lang);
    if (!twin) throw new Error(`out/sitemap.xml has no ${lang} page for ${page}: set BENCH_ROUTES, or change foreignSamples.`);
    return twin;
  };
  return [...pages, ...otherLanguages.map((lang, index) => twinOf(foreignSamples[index % foreignSamples.length], lang))];
}
const floorRoute = '/bench-floor/';

// The five metrics the performance score weighs, the main thread's work and the byte counts:
// nothing else is audited, which keeps a run short.
const measuredAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'mainthread-work-breakdown',
  'total-byte-weight',
  'network-requests',
];

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function measure(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
    totalBytes: lhr.audits['total-byte-weight'].numericValue,
    jsBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + item.transferSize, 0),
    requests: requests.length,
  };
}

/**
 * The floor: what no page of the site can beat. The home page's banner photo (its preload and
 * <picture>, as the build made them), a heading and a paragraph, the site's stylesheet and display
 * font; no script, no navigation, nothing else. Written into out/ for the run, removed after.
 */
async function writeFloorPage(outDir) {
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const headLinks = [...home.matchAll(/<link rel="(?:preload|stylesheet)"[^>]*>/g)].map(([link]) => link);
  const bannerAt = home.indexOf('fetchPriority="high"');
  const picture = home.slice(home.lastIndexOf('<picture', bannerAt), home.indexOf('</picture>', bannerAt) + '</picture>'.length);
  if (headLinks.length === 0 || !picture.startsWith('<picture'))
    throw new Error('bench: the home page has no banner or stylesheet to build the floor page from');
  const floor = `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page plancher du banc d’essai</title>${headLinks.join('')}</head>
<body class="bg-sand-50 text-ink"><main>
<section class="relative isolate flex min-h-[88svh] items-end overflow-hidden bg-lake-900 text-white">${picture}
<div class="mx-auto w-full max-w-content px-5 pt-32 pb-12"><h1 class="font-display text-display-xl font-semibold">Les Chalets du lac</h1></div></section>
<p class="mx-auto max-w-prose px-5 py-8 text-lg">Chalets familiaux et cabanes dans les arbres, un restaurant, un étang de pêche et un parcours de santé au bord du lac.</p>
</main></body></html>
`;
  await mkdir(path.join(outDir, floorRoute), { recursive: true });
  await writeFile(path.join(outDir, floorRoute, 'index.html'), floor);
}

/** The home page with each suspect left out, written into out/ beside the floor: their routes. */
async function writeCausePages(outDir) {
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const stylesheets = new Map();
  for (const [, href] of home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g))
    stylesheets.set(href, await readFile(path.join(outDir, href), 'utf8'));
  const written = [];
  for (const [cause, html] of Object.entries(causeVariants(home, (href) => stylesheets.get(href) ?? ''))) {
    const route = `/bench-cause-${cause}/`;
    await mkdir(path.join(outDir, route), { recursive: true });
    await writeFile(path.join(outDir, route, 'index.html'), html);
    written.push(route);
  }
  return written;
}

/** Starts scripts/tools/serve.mjs over HTTP/2 and TLS, as a CDN serves the site, and waits until it listens. */
function startServer(port) {
  const server = spawn(process.execPath, ['scripts/tools/serve.mjs', '--https', '--port', port], { stdio: ['ignore', 'pipe', 'inherit'] });
  const listening = new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`scripts/tools/serve.mjs exited with code ${code}`)));
  });
  return { server, listening };
}

const outDir = path.resolve('out');
const routes = process.env.BENCH_ROUTES?.split(',') ?? (await sitemapRoutes(outDir));
const base = `https://127.0.0.1:${values.port}`;
await writeFloorPage(outDir);
const causeRoutes = values.causes ? await writeCausePages(outDir) : [];
const { server, listening } = startServer(values.port);
const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
let chrome;
const results = [];
try {
  await listening;
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--ignore-certificate-errors',
    ],
  });
  // Round after round over the floor and every route, so that each sees the same minutes of the machine.
  const runsByRoute = new Map([floorRoute, ...causeRoutes, ...routes].map((route) => [route, []]));
  for (let run = 0; run < Number(values.runs); run += 1) {
    for (const [route, runs] of runsByRoute) {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: measuredAudits,
      });
      runs.push(measure(result.lhr));
    }
  }
  for (const [route, runs] of runsByRoute) {
    const medians = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
    results.push({ route, runs: runs.length, ...medians, tbtRuns: runs.map((run) => Math.round(run.tbt)) });
  }
} finally {
  await chrome?.kill();
  server.kill();
  for (const route of [floorRoute, ...causeRoutes]) await rm(path.join(outDir, route), { recursive: true, force: true });
}

const floor = results.find((r) => r.route === floorRoute);
const ratio = (value, floorValue) => (floorValue > 0 ? `×${(value / floorValue).toFixed(2)}` : 'n/a');
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const signedMs = (value) => `${value < 0 ? '−' : '+'}${ms(Math.abs(value))}`;
const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(
  `Lighthouse 13, mobile, simulated throttling: medians of ${values.runs} runs per route, in rounds over the floor and every route`,
);
console.log(`${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine}, load average ${os.loadavg()[0].toFixed(2)}`);
console.log(
  '| route | score | FCP | FCP ÷ floor | LCP | LCP ÷ floor | TBT | TBT − floor | main thread | ÷ floor | CLS | total | JS | requests | TBT of each run |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of [floor, ...results.filter((result) => result !== floor)]) {
  console.log(
    `| ${r.route === floorRoute ? 'floor' : r.route} | ${r.performance} | ${(r.fcp / 1000).toFixed(2)} s | ${ratio(r.fcp, floor.fcp)} | ${(r.lcp / 1000).toFixed(2)} s | ${ratio(r.lcp, floor.lcp)} | ${ms(r.tbt)} | ${signedMs(r.tbt - floor.tbt)} | ${ms(r.mainThread)} | ${ratio(r.mainThread, floor.mainThread)} | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} | ${kb(r.jsBytes)} | ${r.requests} | ${r.tbtRuns.join(', ')} ms |`,
  );
}
if (values.json) {
  await mkdir(path.dirname(values.json), { recursive: true });
  await writeFile(values.json, `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`);
}
