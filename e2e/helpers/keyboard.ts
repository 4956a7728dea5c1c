import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the focused element shows a focus indicator: an outline that is drawn, or a box shadow
 * (the two ways the site's styles mark focus).
 */
export async function focusIndicatorOf(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    const name = element.getAttribute('aria-label') ?? label ?? element.textContent?.trim().slice(0, 40) ?? '';
    return { element: `${element.tagName.toLowerCase()} "${name}"`, visible: outline || shadow };
  });
}

/**
 * Presses Tab until `target` has focus, checking that every control focused on the way shows
 * its focus; fails after `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusIndicatorOf(page);
    expect(focus.visible, `focus indicator on ${focus.element}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} in ${maxPresses} presses`);
}
