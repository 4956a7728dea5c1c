/**
 * A map of the page's memory whose entries also outlive a page loaded whole in the same tab (a
 * switch of language, a reload, Back from another site): as the page is left they are written to
 * the tab's sessionStorage, and the next page takes each out as it first asks for it. Another tab
 * never sees them, and they are gone with the tab. A page restored whole from the browser's memory
 * (Back) still has its own, so the stored copies go.
 */
export interface KeptAcrossPageLoads<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  delete(key: string): void;
}

/** What the forms keep in the page's memory, to be let go at once (forgetPageMemory). */
const inPage = new Set<Map<string, unknown>>();

/** A map in the page's memory only, which a new page starts without. */
export function pageMemory<Value>(): Map<string, Value> {
  const entries = new Map<string, Value>();
  inPage.add(entries);
  return entries;
}

/**
 * Lets go of what the forms keep in the page's memory, as a new page starts without it; what
 * waits in the tab's storage stays. Between tests, and in a test of a page loaded whole.
 */
export function forgetPageMemory(): void {
  inPage.forEach((entries) => entries.clear());
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a private window's settings): the entries live as long as the page.
    return null;
  }
}

/** `prefix` names the map's entries in storage; `isValue` checks what a page before left there. */
export function keptAcrossPageLoads<Value>(prefix: string, isValue: (value: unknown) => value is Value): KeptAcrossPageLoads<Value> {
  const entries = pageMemory<Value>();

  const takeStored = (key: string): Value | undefined => {
    const tab = storage();
    const text = tab?.getItem(prefix + key);
    if (!tab || text == null) return undefined;
    tab.removeItem(prefix + key);
    try {
      const value: unknown = JSON.parse(text);
      return isValue(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => {
      try {
        entries.forEach((value, key) => storage()?.setItem(prefix + key, JSON.stringify(value)));
      } catch {
        // Storage full or refused: the entries go with the page.
      }
    });
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) entries.forEach((_, key) => storage()?.removeItem(prefix + key));
    });
  }

  return {
    get(key) {
      if (entries.has(key)) return entries.get(key);
      const stored = takeStored(key);
      if (stored !== undefined) entries.set(key, stored);
      return stored;
    },
    set: (key, value) => void entries.set(key, value),
    delete: (key) => void entries.delete(key),
  };
}
