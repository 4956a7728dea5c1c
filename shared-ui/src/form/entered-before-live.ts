import { useEffect } from 'react';

/**
 * What a visitor entered into the server's HTML before the page was live (typed, chose, picked)
 * stays on the page when React takes it over, but the state does not know it, and the next render
 * would put the state's value back. On arrival, `read` it from the page and hand it to `take` when
 * it differs from `current`. Only on arrival: from then on React keeps page and state together.
 */
export function useEnteredBeforeLive<Value>(read: () => Value | undefined, current: Value, take: (entered: Value) => void) {
  useEffect(() => {
    const entered = read();
    if (entered !== undefined && entered !== current) take(entered);
  }, []);
}
