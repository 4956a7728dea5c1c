/**
 * A map of the page's memory whose entries also outlive a page loaded whole in the same tab (a
 * switch of language, a reload, Back from another site, a page a phone discarded while hidden): as
 * the page is left or hidden they are written to the tab's sessionStorage, and the next page takes
 * each out as it first asks for it. Another tab never sees them, and they are gone with the tab. A
 * page shown again as it was (back from the browser's memory, or from another app) still has its
 * own, so the stored copies go.
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

/** Storage that refuses or fails is as if absent: what it would keep lives as long as the page. */
function withStorage<Result>(use: (tab: Storage) => Result): Result | undefined {
  const tab = storage();
  if (!tab) return undefined;
  try {
    return use(tab);
  } catch {
    return undefined;
  }
}

/** Names this page load's stored copies, so a page restored from the browser's memory removes only its own. */
const PAGE_LOAD = Math.random().toString(36).slice(2);

interface StoredCopy {
  page: string;
  value: unknown;
}

const isStoredCopy = (copy: unknown): copy is StoredCopy => typeof copy === 'object' && copy !== null && typeof (copy as StoredCopy).page === 'string';

/** `prefix` names the map's entries in storage; `isValue` checks what a page before left there. */
export function keptAcrossPageLoads<Value>(prefix: string, isValue: (value: unknown) => value is Value): KeptAcrossPageLoads<Value> {
  const entries = pageMemory<Value>();

  const readStored = (tab: Storage, key: string): StoredCopy | undefined => {
    const copy: unknown = JSON.parse(tab.getItem(prefix + key) ?? 'null');
    return isStoredCopy(copy) ? copy : undefined;
  };

  const takeStored = (key: string): Value | undefined =>
    withStorage((tab) => {
      const copy = readStored(tab, key);
      tab.removeItem(prefix + key);
      return copy && isValue(copy.value) ? copy.value : undefined;
    });

  const writeCopies = () => entries.forEach((value, key) => withStorage((tab) => tab.setItem(prefix + key, JSON.stringify({ page: PAGE_LOAD, value }))));
  const removeOwnCopy = (key: string) =>
    withStorage((tab) => {
      if (readStored(tab, key)?.page === PAGE_LOAD) tab.removeItem(prefix + key);
    });
  const removeOwnCopies = () => entries.forEach((_, key) => removeOwnCopy(key));

  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', writeCopies);
    // A phone may discard a page that was hidden (the visitor switched to another app) without a
    // pagehide, and load it afresh when they come back: the copies are written as it is hidden,
    // and go again if it is shown as it was.
    document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? writeCopies() : removeOwnCopies()));
    // Back to this page, kept whole: it has its entries again; copies another page wrote since stay.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) removeOwnCopies();
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
    // A copy written while the page was hidden goes too, so no later page takes back what ended;
    // only an entry the page held can have one.
    delete: (key) => {
      if (entries.delete(key)) removeOwnCopy(key);
    },
  };
}
