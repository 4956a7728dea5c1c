/**
 * Lighthouse 12.8 with its default (mobile) settings: simulated Slow 4G and a 4x slower CPU.
 * Each run gets a fresh Chromium; the admin's pages get the session cookie first.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type PageSpec } from './config';
import { median } from './median';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points outside performance, so the next step knows where to look. */
  failedAudits: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function runOnce(siteUrl: string, spec: PageSpec, token: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (spec.asAdmin) await browser.setCookie({ name: 'token', value: token, domain: new URL(siteUrl).hostname, path: '/' });
    const result = await lighthouse(
      `${siteUrl}${spec.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${spec.path}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${spec.path}: ${runtimeError.code} ${runtimeError.message}`);
    // A dashboard run that ended on the login page would measure the wrong page.
    const landedOn = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (!landedOn.startsWith(spec.path)) throw new Error(`Lighthouse on ${spec.path} ended on ${landedOn}`);
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
    const failedAudits = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${audits[ref.id].title}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over `runs` runs. */
export async function measureLighthouse(siteUrl: string, spec: PageSpec, token: string, runs: number): Promise<LighthouseFigures> {
  const samples: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await runOnce(siteUrl, spec, token));
  const numeric = (key: Exclude<keyof LighthouseFigures, 'failedAudits'>) => median(samples.map((sample) => sample[key]));
  return {
    performance: numeric('performance'),
    accessibility: numeric('accessibility'),
    bestPractices: numeric('bestPractices'),
    seo: numeric('seo'),
    lcpMs: numeric('lcpMs'),
    tbtMs: numeric('tbtMs'),
    cls: numeric('cls'),
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
  };
}
