// Lighthouse (mobile defaults, simulated throttling) on every route of the built site, several runs
// each, served over HTTP/2 and TLS as a CDN serves it; prints the medians per route and checks them
// against the performance budgets.
// Usage: node scripts/bench.mjs [--runs 3] [--json file.json] [--budget] [--port 4200]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    budget: { type: 'boolean', default: false },
    port: { type: 'string', default: '4200' },
  },
});

const routes = (process.env.BENCH_ROUTES ?? '/,/restaurant/,/hebergements/,/loisirs/,/contact/,/mentions-legales/').split(',');

/** The performance budgets, checked on the medians. */
const budgets = { minScore: 98, maxLcpMs: 1600, maxCls: 0.01, maxTbtMs: 100, maxJsBytes: 160 * 1024, maxHomeBytes: 300 * 1024 };

// The five metrics the performance score weighs, and the two byte counts: nothing else is audited,
// which keeps a run short.
const measuredAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
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
    totalBytes: lhr.audits['total-byte-weight'].numericValue,
    jsBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + item.transferSize, 0),
    requests: requests.length,
  };
}

/** Starts scripts/serve.mjs over HTTP/2 and TLS, as a CDN serves the site, and waits until it listens. */
function startServer(port) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--https', '--port', port], { stdio: ['ignore', 'pipe', 'inherit'] });
  const listening = new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with code ${code}`)));
  });
  return { server, listening };
}

const base = `https://127.0.0.1:${values.port}`;
const { server, listening } = startServer(values.port);
const chromePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
let chrome;
const results = [];
try {
  await listening;
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--ignore-certificate-errors'],
  });
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < Number(values.runs); run += 1) {
      const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: measuredAudits });
      runs.push(measure(result.lhr));
    }
    const medians = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
    results.push({ route, runs: runs.length, ...medians, tbtRuns: runs.map((run) => Math.round(run.tbt)) });
  }
} finally {
  await chrome?.kill();
  server.kill();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`Lighthouse, mobile, simulated throttling: medians of ${values.runs} runs per route`);
console.log('| route | score | FCP | LCP | TBT | CLS | total | JS | requests | TBT of each run |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.route} | ${r.performance} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} | ${kb(r.jsBytes)} | ${r.requests} | ${r.tbtRuns.join(', ')} ms |`,
  );
}
if (values.json) {
  await mkdir(path.dirname(values.json), { recursive: true });
  await writeFile(values.json, `${JSON.stringify(results, null, 2)}\n`);
}

if (values.budget) {
  const failures = results.flatMap((r) =>
    [
      r.performance < budgets.minScore && `score ${r.performance} < ${budgets.minScore}`,
      r.lcp > budgets.maxLcpMs && `LCP ${Math.round(r.lcp)} ms > ${budgets.maxLcpMs} ms`,
      r.cls > budgets.maxCls && `CLS ${r.cls.toFixed(3)} > ${budgets.maxCls}`,
      r.tbt > budgets.maxTbtMs && `TBT ${Math.round(r.tbt)} ms > ${budgets.maxTbtMs} ms`,
      r.jsBytes > budgets.maxJsBytes && `JS ${kb(r.jsBytes)} > ${kb(budgets.maxJsBytes)}`,
      // Scripts that never loaded while Lighthouse watched would make every number look better.
      r.jsBytes === 0 && 'no script loaded during the measurement',
      r.route === '/' && r.totalBytes > budgets.maxHomeBytes && `total ${kb(r.totalBytes)} > ${kb(budgets.maxHomeBytes)}`,
    ]
      .filter(Boolean)
      .map((failure) => `${r.route}: ${failure}`),
  );
  if (failures.length > 0) {
    console.error(`Over budget:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('All performance budgets hold.');
}
