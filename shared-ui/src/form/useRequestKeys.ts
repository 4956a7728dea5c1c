import { useMemo, useRef } from 'react';
import { newRequestKey } from './request-key';

/**
 * The key of a form entry's sending (REQUEST_KEY_HEADER): the same while the same entry is sent
 * again after a failure, so an entry the server stored before its answer was lost is not stored
 * twice; a new one for a changed entry, and for the next once this one is stored.
 */
export function useRequestKeys() {
  const sending = useRef<{ entry: string; key: string } | null>(null);
  return useMemo(
    () => ({
      /** `entry`: what is sent, written out (JSON), so a change to it is another sending. */
      keyFor(entry: string): string {
        if (sending.current?.entry !== entry) sending.current = { entry, key: newRequestKey() };
        return sending.current.key;
      },
      stored(): void {
        sending.current = null;
      },
    }),
    [],
  );
}
