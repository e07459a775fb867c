import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const { lhr } = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
for (const i of lhr.audits['network-requests'].details.items) console.log(i.resourceType, Math.round(i.transferSize / 1024) + 'KB', i.url.replace(/^http:\/\/127.0.0.1:\d+/, '').slice(0, 90), i.priority);
console.log('LCP element', JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet));
console.log(JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details ?? lhr.audits['largest-contentful-paint-element']?.details?.items?.[1], null, 0)?.slice(0, 800));
await chrome.kill();
