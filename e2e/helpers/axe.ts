import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 level AA, with the A and AA rules of every earlier version it includes. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per rule and one per affected element, so a failure reads without the trace. */
export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Waits for the running finite animations (e.g. a screen fading in): colours measured halfway
 * through a fade are not the colours a reader sees. Endless ones (spinners) are left running.
 */
async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe-core over the page as it is now and expects no WCAG 2.2 AA violation; a soft
 * expectation, so one run reports every page that has some.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  await finishAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
  expect.soft(violations.length, `${what} (${page.url()}):\n${describeViolations(violations)}`).toBe(0);
}
