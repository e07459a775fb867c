import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const { lhr } = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const m = lhr.audits.metrics.details.items[0];
console.log(JSON.stringify({ lcp: m.largestContentfulPaint, fcp: m.firstContentfulPaint, obsLcp: m.observedLargestContentfulPaint, obsFcp: m.observedFirstContentfulPaint, tbt: m.totalBlockingTime }));
console.log(JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details?.items?.[0]?.items));
for (const i of lhr.audits['network-requests'].details.items) console.log(i.resourceType, Math.round(i.transferSize / 1024) + 'KB', i.url.replace(/^http:\/\/127.0.0.1:\d+/, '').slice(0, 70), i.priority, Math.round(i.networkRequestTime), Math.round(i.networkEndTime));
await chrome.kill();
