import type { Page } from '@playwright/test';

/** WCAG 2.2 SC 2.5.8 Target Size (Minimum): 24 by 24 CSS pixels. */
export const MIN_TARGET_PX = 24;

export interface SmallTarget {
  element: string;
  width: number;
  height: number;
}

/**
 * The visible interactive elements of the page that fail SC 2.5.8. The rule, as WCAG states it:
 * - a target passes when its box is at least 24×24 px;
 * - an undersized target still passes when a 24 px circle centred on it intersects no other target
 *   and no such circle of another undersized target (the spacing exception);
 * - a link inside a sentence is exempt (the inline exception): an element laid out `display: inline`
 *   whose block also holds text outside it;
 * - elements that are not drawn (no box, inside a closed disclosure, `visibility: hidden`, or
 *   clipped to ≤ 1 px like a visually hidden input whose label is the target) are not targets;
 *   their labels are checked instead when they are interactive themselves.
 */
export function findSmallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary, label:has(> input)';
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      const id = element.id ? `#${element.id}` : '';
      return `${element.tagName.toLowerCase()}${id} "${name}"`;
    };
    const blockOf = (element: Element): Element => {
      let current = element.parentElement;
      while (current && getComputedStyle(current).display.startsWith('inline')) current = current.parentElement;
      return current ?? document.body;
    };
    const isInSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = blockOf(element);
      const own = element.textContent?.trim().length ?? 0;
      return (block.textContent?.trim().length ?? 0) > own;
    };
    const isDrawn = (element: Element, rect: DOMRect) => {
      // checkVisibility: false inside a closed <details>, whose content keeps a box but is not drawn.
      if (rect.width <= 1 || rect.height <= 1 || !element.checkVisibility()) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && !element.closest('[aria-hidden="true"], [inert]');
    };

    const targets = Array.from(document.querySelectorAll(SELECTOR))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => isDrawn(element, rect));
    // A label wrapping its input is one target with it; keep the larger of the two boxes.
    const counted = targets.filter(({ element }) => !(element.tagName === 'INPUT' && element.closest('label')));

    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const isSmall = (rect: DOMRect) => rect.width < min - 0.5 || rect.height < min - 0.5;
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const radius = min / 2;

    return counted
      .filter(({ element, rect }) => {
        if (!isSmall(rect) || isInSentence(element)) return false;
        const own = centre(rect);
        const crowded = counted.some((other) => {
          if (other.element === element || other.element.contains(element) || element.contains(other.element)) return false;
          if (isSmall(other.rect)) {
            const theirs = centre(other.rect);
            return Math.hypot(own.x - theirs.x, own.y - theirs.y) < min;
          }
          return distanceToRect(own, other.rect) < radius;
        });
        return crowded;
      })
      .map(({ element, rect }) => ({ element: describe(element), width: Math.round(rect.width), height: Math.round(rect.height) }));
  }, MIN_TARGET_PX);
}
