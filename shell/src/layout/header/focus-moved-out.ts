import type { FocusEvent } from 'react';

/**
 * Whether the keyboard moved the focus out of the element the blur event is on (Tab, Shift+Tab).
 * A tap on something that takes no focus has no next element, and does not count: a tap on a
 * menu's group heading must not close the menu.
 */
export function focusMovedOut(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget as Node | null;
  return next !== null && !event.currentTarget.contains(next);
}
