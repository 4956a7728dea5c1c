import { useEffect, useMemo, useRef } from 'react';
import { newRequestKey } from './request-key';

/**
 * Keys of sendings whose thanks nobody saw, by form and entry: the page was left while the entry
 * was on its way, so the visitor may come back and send it again. Kept for the page's life, in
 * memory only, as the entries hold personal data.
 */
const unseenSendings = new Map<string, string>();

/**
 * The key of a form entry's sending (REQUEST_KEY_HEADER): the same while the same entry is sent
 * again after a failure, or from the form opened anew after it was left mid-sending, so an entry
 * the server stored before its answer was lost is not stored twice; a new one for a changed
 * entry, and for the next once this one's thanks was shown. `formName` tells the page's forms apart.
 */
export function useRequestKeys(formName: string) {
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const sending = useRef<string | null>(null);
  return useMemo(
    () => ({
      /** `entry`: what is sent, written out (JSON), so a change to it is another sending. */
      keyFor(entry: string): string {
        sending.current = `${formName}\n${entry}`;
        const key = unseenSendings.get(sending.current) ?? newRequestKey();
        unseenSendings.set(sending.current, key);
        return key;
      },
      stored(): void {
        if (shown.current && sending.current) unseenSendings.delete(sending.current);
        sending.current = null;
      },
    }),
    [formName],
  );
}
