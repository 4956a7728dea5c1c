import { useEffect, useMemo, useRef } from 'react';
import { newRequestKey } from './request-key';
import { keptAcrossPageLoads, pageMemory } from './kept-across-page-loads';
import { entryDigest } from './entry-digest';

interface Sending {
  /** The entry's fingerprint, not its words; empty for a form whose entries are not fingerprinted. */
  digest: string;
  key: string;
}

const isSending = (value: unknown): value is Sending =>
  typeof value === 'object' && value !== null && typeof (value as Sending).digest === 'string' && typeof (value as Sending).key === 'string';

/**
 * The last sending of each kind of form whose thanks was not seen yet: a failed one, or one on its
 * way when the page was left, after which the visitor may come back and send the same entry again.
 * One per kind. A form whose draft outlives a page loaded whole (form-drafts.ts) keeps its sending
 * the same way (kept-across-page-loads.ts), so the entry sent again from that draft goes with the
 * same key; any other only in the page's memory.
 */
const sendingsInPage = pageMemory<Sending>();
const sendingsInTab = keptAcrossPageLoads('form-sending:', isSending);

/**
 * The key of a form entry's sending (REQUEST_KEY_HEADER): the same while the same entry is sent
 * again after a failure, or from the form opened anew after it was left mid-sending, so an entry
 * the server stored before its answer was lost is not stored twice; a new one for a changed
 * entry, and for the next once this one's thanks was shown. `kind`: the submission kind;
 * `withDraft`: the form keeps a draft, so the key outlives a page loaded whole as the draft does.
 * `fingerprinted: false`: no fingerprint of the entry is kept, so a changed entry keeps the key
 * too; the server, which binds the key to what was sent, still stores it as another sending. For
 * entries with an Aadhaar number in them, whose fingerprint would be open to guessing that number.
 */
export function useRequestKeys(kind: string, { withDraft = false, fingerprinted = true } = {}) {
  const lastSendings = withDraft ? sendingsInTab : sendingsInPage;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useMemo(
    () => ({
      /** `entry`: what is sent, written out (JSON), so a change to it is another sending. */
      keyFor(entry: string): string {
        const last = lastSendings.get(kind);
        const digest = fingerprinted ? entryDigest(entry) : '';
        const sending = last?.digest === digest ? last : { digest, key: newRequestKey() };
        lastSendings.set(kind, sending);
        return sending.key;
      },
      /** The entry is stored: its key is let go once the form still on the page has shown the thanks. */
      stored(): void {
        if (mounted.current) lastSendings.delete(kind);
      },
    }),
    [kind, lastSendings, fingerprinted],
  );
}
