import { useCallback, useRef, useState } from 'react';
import { ApiError } from 'shared-contracts/host';

/** No answer came (the connection dropped, or the server took too long): the call may have been done all the same. */
const answerLost = (error: unknown) => error instanceof ApiError && (error.failure === 'network' || error.failure === 'timeout');

/**
 * For a call that can succeed only once, as a code is used up: after a try whose answer was lost,
 * the refusal `doneAlready` may only mean that the lost try did it. `perhapsDone` says so, until a
 * try succeeds or is refused otherwise, or `reset` says a new code was sent. `track` wraps each try.
 */
export function useAfterLostAnswer(doneAlready: string) {
  const lostBefore = useRef(false);
  const [perhapsDone, setPerhapsDone] = useState(false);

  const track = useCallback(
    async <Value>(attempt: () => Promise<Value>): Promise<Value> => {
      try {
        const value = await attempt();
        lostBefore.current = false;
        setPerhapsDone(false);
        return value;
      } catch (error) {
        const refusedAsDone = error instanceof ApiError && error.serverMessage === doneAlready;
        setPerhapsDone(lostBefore.current && refusedAsDone);
        if (answerLost(error)) lostBefore.current = true;
        else if (!refusedAsDone) lostBefore.current = false;
        throw error;
      }
    },
    [doneAlready],
  );
  const reset = useCallback(() => {
    lostBefore.current = false;
    setPerhapsDone(false);
  }, []);
  return { perhapsDone, track, reset };
}
