import { useEffect, useRef } from 'react';

/** The browser's CloseWatcher (Chrome and Edge 120+, not yet in TypeScript's DOM types). */
interface CloseWatcher {
  onclose: (() => void) | null;
  destroy(): void;
}
type CloseWatcherConstructor = new () => CloseWatcher;

/**
 * While `open`, Android's Back button closes what is open (a menu, a drawer), as it does in apps,
 * instead of leaving the page behind it; Escape does the same with a desktop keyboard, wherever
 * the focus is. Through the browser's CloseWatcher: no history entry is added, and where the
 * browser has none, nothing changes.
 */
export function useCloseWatcher(open: boolean, onClose: () => void): void {
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const Watcher = (window as { CloseWatcher?: CloseWatcherConstructor }).CloseWatcher;
    if (!open || !Watcher) return;
    const watcher = new Watcher();
    watcher.onclose = () => latestOnClose.current();
    return () => watcher.destroy();
  }, [open]);
}
