/**
 * A load in flight or done, with its outcome written on it the way React's `use` reads it, so
 * something loaded once renders at once, without suspending again.
 */
type TrackedLoad<Value> = Promise<Value> & { status?: 'fulfilled' | 'rejected'; value?: Value; reason?: unknown };

/**
 * Loads each key once and hands every caller the same promise, which React's `use` needs (a new
 * promise on each render would suspend forever). A failure is kept too, so every part of the page
 * shows it at once instead of waiting for its own attempt; `forget` clears it before a retry.
 */
export function loadsOnce<Key, Value>(fetch: (key: Key) => Promise<Value>) {
  const loads = new Map<Key, TrackedLoad<Value>>();
  return {
    load(key: Key): Promise<Value> {
      const known = loads.get(key);
      if (known) return known;
      const tracked: TrackedLoad<Value> = fetch(key);
      tracked.then(
        (value) => {
          Object.assign(tracked, { status: 'fulfilled', value });
        },
        (reason: unknown) => {
          Object.assign(tracked, { status: 'rejected', reason });
        },
      );
      loads.set(key, tracked);
      return tracked;
    },
    forget(key: Key) {
      loads.delete(key);
    },
    clear() {
      loads.clear();
    },
  };
}
