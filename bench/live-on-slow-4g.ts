/**
 * A cold load on a phone-sized page under real throttling (Chromium's own network and CPU
 * emulation, not Lighthouse's simulation): the first paint, the largest contentful paint, when
 * the page is live, i.e. React has taken over its frame and its <h1> (a tap on a button before
 * then is only handled then), and how long the main thread was blocked after the first paint.
 * Lighthouse estimates its figures from a trace taken on this machine's loopback network; this one
 * times them as they happen on the slow line.
 */
import type { Browser } from 'playwright-core';
import { throttling } from 'lighthouse/core/config/constants.js';
import { coldContext } from './browser';
import type { PageSpec } from './config';
import { median } from './median';

/**
 * Lighthouse's mobile preset as its "applied" throttling sets it in Chromium: Chromium adds the
 * latency to each request, so the 150 ms round trip becomes 562.5 ms, with 90% of the throughput.
 */
const PRESET = throttling.mobileSlow4G;
const kbpsInBytes = (kbps: number) => (kbps * 1024) / 8;
const SLOW_4G = {
  offline: false,
  latency: PRESET.requestLatencyMs,
  downloadThroughput: kbpsInBytes(PRESET.downloadThroughputKbps),
  uploadThroughput: kbpsInBytes(PRESET.uploadThroughputKbps),
};
const PHONE = { width: 412, height: 823 };

interface SlowLoadSample {
  firstPaintMs: number;
  /** The last largest-contentful-paint candidate once the page has loaded. */
  lcpMs: number;
  liveMs: number;
  /**
   * Total blocking time as Lighthouse defines it (each main-thread task's time beyond 50 ms), of
   * the tasks that started after the first paint and before the network fell idle, as they ran.
   */
  blockingMs: number;
}

export interface SlowLoadFigures extends SlowLoadSample {
  samples: SlowLoadSample[];
}

/**
 * Marks, in the page's clock, the first animation frame in which the frame and the <h1> are
 * React's. Plain JavaScript text: the page must get it without the helpers tsx adds to functions.
 */
const WATCH_UNTIL_LIVE = `
  window.__live = { longTasks: [] };
  new PerformanceObserver((list) => list.getEntries().forEach((task) => window.__live.longTasks.push([task.startTime, task.duration]))).observe({ type: 'longtask', buffered: true });
  const isReacts = (element) => element != null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  const check = () => {
    if (isReacts(document.getElementById('root')?.firstElementChild) && isReacts(document.querySelector('main h1'))) window.__live.liveAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

async function loadOnce(browser: Browser, siteUrl: string, spec: PageSpec, token: string) {
  const context = await coldContext(browser, siteUrl, spec, token, { viewport: PHONE });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', SLOW_4G);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: PRESET.cpuSlowdownMultiplier });
    await page.addInitScript({ content: WATCH_UNTIL_LIVE });
    await page.goto(`${siteUrl}${spec.path}`);
    // Polled every 100 ms, not every frame: the test's own work would slow a throttled page.
    const live = await page.waitForFunction(() => (window as unknown as { __live: { liveAt?: number } }).__live.liveAt, null, { timeout: 90_000, polling: 100 });
    const liveMs = (await live.jsonValue()) as number;
    const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    // Once nothing is loading any more: the dashboard paints its data after the load event.
    await page.waitForLoadState('networkidle', { timeout: 90_000 });
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // The buffered entries come at once; a page that painted nothing contentful has none.
          setTimeout(() => resolve(NaN), 1000);
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const longTasks = await page.evaluate(() => (window as unknown as { __live: { longTasks: [number, number][] } }).__live.longTasks);
    const blockingMs = longTasks.filter(([start]) => start >= firstPaintMs).reduce((sum, [, duration]) => sum + duration - 50, 0);
    return { firstPaintMs: Math.round(firstPaintMs), lcpMs: Math.round(lcpMs), liveMs: Math.round(liveMs), blockingMs: Math.round(blockingMs) };
  } finally {
    await context.close();
  }
}

export async function measureSlowLoad(browser: Browser, siteUrl: string, spec: PageSpec, token: string, runs: number): Promise<SlowLoadFigures> {
  const samples: SlowLoadSample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await loadOnce(browser, siteUrl, spec, token));
  const medianOf = (key: keyof SlowLoadSample) => median(samples.map((sample) => sample[key]));
  return { firstPaintMs: medianOf('firstPaintMs'), lcpMs: medianOf('lcpMs'), liveMs: medianOf('liveMs'), blockingMs: medianOf('blockingMs'), samples };
}
