import { useCallback, useEffect, useRef } from 'react';
import { focusIsLost } from './focus-lost';

/**
 * Work that makes its button busy disables it, and the browser drops the focus to the page's start.
 * Call the returned function as the work begins: once `busy` is over, the focus goes back where it
 * was then, unless the visitor (or the page, showing an outcome) has put it somewhere meanwhile.
 */
export function useFocusKeptThrough(busy: boolean): () => void {
  const focusedAtStart = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy) return;
    const element = focusedAtStart.current;
    focusedAtStart.current = null;
    if (element?.isConnected && focusIsLost()) element.focus();
  }, [busy]);
  return useCallback(() => {
    focusedAtStart.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
}
