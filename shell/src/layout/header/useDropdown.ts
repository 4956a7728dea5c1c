import { useCallback, useEffect, useRef, useState } from 'react';
import { MENU_CLOSE_DELAY_MS } from 'shared-contracts';

/**
 * One open desktop menu at a time: opens on hover or click, closes on an outside click,
 * on Escape, and MENU_CLOSE_DELAY_MS after the mouse leaves (spec §9).
 */
export function useDropdown() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
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
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu, close]);

  useEffect(() => cancelClose, [cancelClose]);

  return { openMenu, open, close, toggle, closeSoon, cancelClose, containerRef };
}
