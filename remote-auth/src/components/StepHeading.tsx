import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's `<h1>`. When a multi-step screen changes step, the new heading takes focus so
 * keyboard and screen-reader users learn that the content changed.
 */
export function StepHeading({ children, focusOnMount = false }: { children: ReactNode; focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
