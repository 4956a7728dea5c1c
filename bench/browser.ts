import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type PageSpec } from './config';

export function launchBrowser(): Promise<Browser> {
  // Playwright adds its own headless switch; the rest keeps Chromium off the network.
  const args = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless'));
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
}

/** A fresh context is a cold cache; the admin's pages get the session cookie the site sets. */
export async function coldContext(
  browser: Browser,
  siteUrl: string,
  page: Pick<PageSpec, 'asAdmin'>,
  token: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (page.asAdmin) await context.addCookies([{ name: 'token', value: token, url: siteUrl }]);
  return context;
}
