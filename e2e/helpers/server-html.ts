import { expect, type Locator, type Page } from '@playwright/test';

/** Text of a piece of HTML as a reader sees it: no tags or comments, entities decoded, spaces collapsed. */
export function textOfMarkup(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, '')
    // What a browser running scripts does not show.
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_entity, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first <h1> of an HTML document, as text. */
export function headingOf(html: string): string | undefined {
  const match = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return match ? textOfMarkup(match[1]) : undefined;
}

/** Keeps the page's first <h1> as the HTML parser made it, before any script of the site has run. */
export async function keepServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
}

/** Waits until React has taken over the page's <h1> (hydrated it, or rendered its own). */
export async function waitForReactHeading(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Whether the <h1> on screen is the very element the server's HTML made. */
export function headingIsTheServers(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const kept = (window as unknown as { serverHeading?: Element | null }).serverHeading;
    return Boolean(kept) && kept === document.querySelector('h1') && kept!.isConnected;
  });
}

/**
 * Holds back a remote's remoteEntry.js, as a slow connection would: the page is the server's HTML
 * until the returned function lets it through.
 */
export async function holdRemoteEntry(page: Page, remoteOrigin: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remoteEntry.js', async (route) => {
    if (route.request().url().startsWith(remoteOrigin)) await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the shell's first script, as a slow connection would: until the returned function
 * lets it through, the page is the server's HTML.
 */
export async function holdShellScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Elements the HTML has (`count` of them) but does not show: what a browser without scripts hides. */
export async function expectInHtmlButHidden(elements: Locator, count = 1): Promise<void> {
  await expect(elements).toHaveCount(count);
  for (const element of await elements.all()) await expect(element).toBeHidden();
}
