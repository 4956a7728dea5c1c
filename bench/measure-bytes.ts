/**
 * Cold load of one page in real Chromium: JavaScript bytes on the wire (encoded body sizes of
 * script responses), how they were encoded, and the number of requests until the network is idle.
 * Twice: offering only gzip, which the budgets are in, and offering brotli as browsers do over
 * HTTPS, which is what a visitor downloads.
 */
import type { Browser, Response } from 'playwright-core';
import type { PageSpec } from './config';
import { coldContext } from './browser';

export interface LoadFigures {
  jsBytes: number;
  /** The same scripts when the browser offers brotli. */
  jsBytesBrotli: number;
  /** Content-Encoding of the script responses, e.g. ['gzip']: what the budget's "gzip" means here. */
  jsEncodings: string[];
  requests: number;
  scriptRequests: number;
}

export async function measureLoad(browser: Browser, siteUrl: string, spec: PageSpec, token: string): Promise<LoadFigures> {
  const gzipLoad = await coldLoad(browser, siteUrl, spec, token, 'gzip');
  const brotliLoad = await coldLoad(browser, siteUrl, spec, token, 'br, gzip');
  return { ...gzipLoad, jsBytesBrotli: brotliLoad.jsBytes };
}

async function coldLoad(browser: Browser, siteUrl: string, spec: PageSpec, token: string, acceptEncoding: string): Promise<Omit<LoadFigures, 'jsBytesBrotli'>> {
  const context = await coldContext(browser, siteUrl, spec, token, { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } });
  try {
    const page = await context.newPage();
    const responses: Response[] = [];
    let requests = 0;
    page.on('request', () => {
      requests += 1;
    });
    page.on('response', (response) => responses.push(response));
    await page.goto(`${siteUrl}${spec.path}`);
    await page.getByRole('heading', { level: 1, name: spec.heading }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = responses.filter((response) => response.request().resourceType() === 'script');
    const sizes = await Promise.all(scripts.map((response) => response.request().sizes()));
    const encodings = await Promise.all(scripts.map(async (response) => (await response.headerValue('content-encoding')) ?? 'identity'));
    return {
      jsBytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0),
      jsEncodings: [...new Set(encodings)],
      requests,
      scriptRequests: scripts.length,
    };
  } finally {
    await context.close();
  }
}
