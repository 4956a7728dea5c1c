/**
 * `npm run bench`: builds everything, serves the composed site and the monolith side by side on
 * the bench's own ports, measures both in real Chromium and Lighthouse, and writes the report.
 */
import os from 'node:os';
import { checkBudgets } from './budgets';
import { launchBrowser } from './browser';
import { buildEverything } from './build';
import { CLICK_RUNS, LIGHTHOUSE_RUNS, PAGES, SITE_URLS, SLOW_LOAD_RUNS, type SiteId } from './config';
import { CLICK_SCENARIOS, measureClickToContent } from './click-to-content';
import { measureLighthouse } from './lighthouse';
import { measureSlowLoad } from './live-on-slow-4g';
import { measureLoad } from './measure-bytes';
import { devanagariFallbackFonts, devanagariFallbackNote } from './devanagari-fallback';
import type { PageResult, SiteFigures } from './metrics';
import { RESULTS_DIR } from './paths';
import { writeReports, type BenchResult } from './report';
import { adminToken, startServers, stopServers, type RunningServer } from './servers';

const SITES: readonly SiteId[] = ['composed', 'monolith'];

const servedEncodings = (pages: PageResult[]) =>
  [...new Set(pages.flatMap((page) => [...page.composed.load.jsEncodings, ...page.monolith.load.jsEncodings]))].join(', ');

async function measureSites(token: string): Promise<PageResult[]> {
  const figures = new Map<string, Partial<SiteFigures>>();
  const slot = (site: SiteId, page: string) => {
    const key = `${site}:${page}`;
    if (!figures.has(key)) figures.set(key, {});
    return figures.get(key)!;
  };

  const browser = await launchBrowser();
  try {
    for (const spec of PAGES) {
      for (const site of SITES) {
        slot(site, spec.id).load = await measureLoad(browser, SITE_URLS[site], spec, token);
        if (CLICK_SCENARIOS[spec.id]) slot(site, spec.id).clickToContent = await measureClickToContent(browser, SITE_URLS[site], spec.id, CLICK_RUNS);
        slot(site, spec.id).slowLoad = await measureSlowLoad(browser, SITE_URLS[site], spec, token, SLOW_LOAD_RUNS);
        console.log(`  ${spec.id.padEnd(10)} ${site.padEnd(9)} loads and clicks measured`);
      }
    }
  } finally {
    await browser.close();
  }
  for (const spec of PAGES) {
    for (const site of SITES) {
      const started = Date.now();
      slot(site, spec.id).lighthouse = await measureLighthouse(SITE_URLS[site], spec, token, LIGHTHOUSE_RUNS);
      console.log(`  ${spec.id.padEnd(10)} ${site.padEnd(9)} Lighthouse in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  return PAGES.map((spec) => ({
    page: spec.id,
    path: spec.path,
    clickScenario: CLICK_SCENARIOS[spec.id]?.what,
    composed: slot('composed', spec.id) as SiteFigures,
    monolith: slot('monolith', spec.id) as SiteFigures,
  }));
}

async function main() {
  const started = Date.now();
  const devanagariFonts = devanagariFallbackFonts();
  if (devanagariFonts.length === 0) console.warn(devanagariFallbackNote(devanagariFonts));
  console.log('Production builds:');
  const builds = buildEverything();
  console.log('Serving the composed site and the monolith...');
  let servers: RunningServer[] = [];
  const stop = () => stopServers(servers);
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    servers = await startServers();
    const token = await adminToken();
    const pages = await measureSites(token);
    const result: BenchResult = {
      generatedAt: new Date().toISOString(),
      environment: { cpus: os.cpus().length, node: process.version, devanagariFonts, lighthouseRuns: LIGHTHOUSE_RUNS, clickRuns: CLICK_RUNS, slowLoadRuns: SLOW_LOAD_RUNS },
      notes: [
        `Lighthouse: ${LIGHTHOUSE_RUNS} run(s) per page and build (median when more), mobile preset: simulated Slow 4G, 4x CPU slowdown.`,
        `First paint, LCP and page live on a slow line: median of ${SLOW_LOAD_RUNS} cold loads at 412 px with Chromium's own throttling applied (Lighthouse's slow 4G and 4x CPU as its applied mode sets them), not simulated; LCP is the last candidate once the page has loaded; live is the first frame in which React has taken over the frame and the <h1>; blocking time is Lighthouse's TBT as it ran (each long task's time beyond 50 ms, from the first paint until the network is idle), where Lighthouse's own is estimated from an unthrottled trace.`,
        `Lighthouse's simulated LCP counts a script that finished downloading before the largest paint of its unthrottled loopback load as needed for that paint, even one run after it (its graph drops tasks under 10 ms, and with them when a script ran); when the scripts win that race the estimate about doubles (from 1.0–1.3 s to 2.1–2.2 s for the same page). The applied LCP times the paint on the throttled line.`,
        `Click to content: median of ${CLICK_RUNS} fresh browsers, on this machine's loopback network without throttling, desktop viewport (the header's links).`,
        `JS bytes: encoded body sizes of script responses in a fresh browser context (cold cache) until the network is idle; encodings served: ${servedEncodings(pages)}. KB = 1000 bytes.`,
        devanagariFallbackNote(devanagariFonts),
        `Measured on ${os.cpus().length} CPU cores that other jobs may share: figures are noisy, compare ratios more than absolutes.`,
      ],
      builds,
      pages,
      budgets: checkBudgets(pages),
    };
    console.log(`\n${writeReports(result)}`);
    console.log(`Written to ${RESULTS_DIR}/latest.{json,md,html} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
