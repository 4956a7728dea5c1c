import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is wider than the element, kept up to date as either changes size
 * (a phone turned, a page of longer rows). Phones show no scrollbar until one scrolls, so a table
 * wider than the screen looks complete unless the page says otherwise.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
