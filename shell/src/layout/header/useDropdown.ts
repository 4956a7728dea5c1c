import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { MENU_CLOSE_DELAY_MS } from 'shared-contracts';
import { focusMovedOut } from './focus-moved-out';

/** The id of a menu's list, which its button controls. */
export const menuId = (key: string) => `menu-${key}`;

/**
 * One open desktop menu at a time (`initiallyOpen`: the one open in the server's HTML, which a
 * click before the scripts ran opened): opens on hover or click, closes on an outside click, on
 * Escape (handing the focus back to its button when it was inside), when the keyboard's focus
 * moves on past it, and MENU_CLOSE_DELAY_MS after the mouse leaves (spec §9).
 */
export function useDropdown(initiallyOpen: () => string | null) {
  const [openMenu, setOpenMenu] = useState<string | null>(initiallyOpen);
  const containerRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse click lands right after the hover that opened the menu: it must not close it again.
  const openedByHover = useRef(false);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const open = useCallback(
    (label: string) => {
      cancelClose();
      openedByHover.current = true;
      setOpenMenu(label);
    },
    [cancelClose],
  );
  const close = useCallback(() => {
    cancelClose();
    setOpenMenu(null);
  }, [cancelClose]);
  /** What the page shows now (the browser opened or closed a menu itself), taken as it is. */
  const follow = useCallback((label: string, isOpen: boolean) => {
    setOpenMenu((current) => (isOpen ? label : current === label ? null : current));
  }, []);
  const toggle = useCallback(
    (label: string) => {
      cancelClose();
      const keepOpen = openedByHover.current;
      openedByHover.current = false;
      setOpenMenu((current) => (current === label && !keepOpen ? null : label));
    },
    [cancelClose],
  );
  const closeSoon = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenMenu(null), MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: MouseEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The menu's links are about to go: the focus on one of them would fall to the page's start.
      const button = containerRef.current?.querySelector<HTMLElement>(`[aria-controls="${menuId(openMenu)}"]`);
      if (button?.parentElement?.contains(document.activeElement)) button.focus();
      close();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu, close]);

  useEffect(() => cancelClose, [cancelClose]);

  /** For a menu's item: Tab (or Shift+Tab) moving the focus out of it closes its menu. */
  const closeWhenFocusLeaves = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (focusMovedOut(event)) close();
    },
    [close],
  );

  return { openMenu, open, close, toggle, follow, closeSoon, cancelClose, closeWhenFocusLeaves, containerRef };
}
