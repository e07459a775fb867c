// Why a page's largest paint lands where it does in Lighthouse's simulation (Lantern): every request
// and main-thread task of the optimistic and pessimistic graphs, with its simulated start and end. The
// metric is the mean of both graphs' last end (low-priority images aside). Reads the artifacts one
// Lighthouse run saved with -G (gather mode), e.g.:
//   CHROME_PATH=/usr/bin/chromium node node_modules/lighthouse/cli/index.js https://127.0.0.1:4200/ -G=/tmp/lh/home \
//     --chrome-flags="--headless=new --no-sandbox --disable-gpu --ignore-certificate-errors" --only-categories=performance
//   node scripts/tools/lcp-graph.mjs /tmp/lh/home
// with the site served as the bench serves it (node scripts/tools/serve.mjs --https --port 4200).
// What it showed for issue 42 is in docs/performance.md.
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

const dir = process.argv[2];
const artifacts = await loadArtifacts(dir);
const settings = { ...defaultSettings, throttlingMethod: 'simulate' };
const context = { computedCache: new Map(), settings };
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
  HostDPR: artifacts.HostDPR,
};
const result = await LanternLargestContentfulPaint.request(data, context);
console.log(
  `LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`,
);
for (const [label, estimate] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
]) {
  console.log(`-- ${label}`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${node.request.url.replace(/^https:\/\/[^/]+/, '')} ${node.request.transferSize} B`
        : `CPU ${Math.round(node.duration / 1000)} ms observed [${[...new Set(node.childEvents.map((e) => e.name))].filter((n) => /Parse|Evaluate|Layout|Paint|Style|Compile|FunctionCall/.test(n)).join(',')}]`;
    console.log(`${String(Math.round(timing.startTime)).padStart(6)} → ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`);
  }
}
