import { useCallback, useEffect, useState } from 'react';

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (a private window's quota): the value lives as long as the screen, as before.
  }
}

/**
 * A value of a screen kept for this tab (sessionStorage): a reload, Back and Forward or a change of
 * language find it again; another tab, or this one once closed, does not. Read once the screen is
 * live, since its HTML from the server shows the first step. Only what may be kept in the
 * browser: the address a code went to, never a password or a code.
 */
export function useKeptInTab(key: string): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    setValue(read(key));
  }, [key]);
  const keep = useCallback(
    (next: string | null) => {
      write(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, keep];
}
