/**
 * First visit to a page by clicking in the site: from a page that is fully loaded, a click on a
 * header link (for the dashboard, which has none, the login form's button), until the target's
 * <h1> is on screen. Timed inside the page: the click event's time stamp to the first animation
 * frame after the heading entered the DOM.
 */
import type { Browser, Page } from 'playwright-core';
import { ADMIN, PAGES, type PageId } from './config';
import { coldContext } from './browser';
import { median } from './median';

interface ClickScenario {
  /** Where the visitor is before the click. */
  from: PageId;
  what: string;
  act: (page: Page) => Promise<void>;
}

const mainNavLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** A page reached by a click inside the site; a page missing here is only loaded. */
export const CLICK_SCENARIOS: Partial<Record<PageId, ClickScenario>> = {
  home: { from: 'login', what: "header 'Home' from /login (remote-public's first visit)", act: (page) => mainNavLink(page, 'Home').click() },
  contact: { from: 'home', what: "header 'Contact' from home (same remote, page chunk's first visit)", act: (page) => mainNavLink(page, 'Contact').click() },
  login: { from: 'home', what: "top bar 'Staff login' from home (remote-auth's first visit)", act: (page) => page.getByRole('link', { name: 'Staff login' }).click() },
  dashboard: {
    from: 'login',
    what: "login form's button from /login (remote-dashboard's first visit, includes the login API calls)",
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
    },
  },
};

const specOf = (id: PageId) => PAGES.find((spec) => spec.id === id)!;

/** Records the click's time and the first frame after the heading appears, in the page's clock. */
function watchForHeading(heading: string) {
  const marks: { clickAt?: number; contentAt?: number } = {};
  (window as unknown as { __clickToContent: typeof marks }).__clickToContent = marks;
  document.addEventListener('click', (event) => (marks.clickAt ??= event.timeStamp), { capture: true, once: true });
  // No named inner functions: the page gets this function's source, without tsx's name helper.
  const observer = new MutationObserver(() => {
    if (marks.clickAt === undefined) return;
    if (![...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === heading)) return;
    observer.disconnect();
    requestAnimationFrame(() => (marks.contentAt = performance.now()));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

async function clickOnce(browser: Browser, siteUrl: string, target: PageId): Promise<number> {
  const scenario = CLICK_SCENARIOS[target];
  if (!scenario) throw new Error(`${target} has no click scenario`);
  const from = specOf(scenario.from);
  const context = await coldContext(browser, siteUrl, from, '');
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}${from.path}`);
    await page.getByRole('heading', { level: 1, name: from.heading }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(watchForHeading, specOf(target).heading);
    await scenario.act(page);
    const handle = await page.waitForFunction(() => {
      const marks = (window as unknown as { __clickToContent: { clickAt?: number; contentAt?: number } }).__clickToContent;
      return marks.contentAt !== undefined && marks.clickAt !== undefined ? marks.contentAt - marks.clickAt : false;
    });
    return Math.round((await handle.jsonValue()) as number);
  } finally {
    await context.close();
  }
}

export async function measureClickToContent(browser: Browser, siteUrl: string, target: PageId, runs: number) {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await clickOnce(browser, siteUrl, target));
  return { ms: median(samples), samples };
}
