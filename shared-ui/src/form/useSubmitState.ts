import { useCallback, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { failureMessageOf } from 'shared-contracts/host';
import type { BannerTone } from '../Banner';
import { useTranslateMessage } from '../i18n/message-translations';
import { focusIsLost } from './focus-lost';
import { useFocusFirstError } from './useFocusFirstError';
import { useFocusKeptThrough } from './useFocusKeptThrough';

export interface SubmitOutcome {
  tone: BannerTone;
  message: string;
}

/**
 * Runs one request at a time for a form (give it `formRef`): `busy` while it runs, then an
 * outcome to show. `send` resolves to the success message; a failure shows the server's message
 * or the fallback. Either is shown in the page's language. An attempt the form's own checks stop
 * calls `refuse`: the last answer goes, so it does not stand beside the new errors, and the focus
 * goes to the first field refused. Sending disables the button that had the focus, which drops it
 * to the page's start; once the answer is in, the focus goes back there unless something took it.
 */
export function useSubmitState(failureFallback?: string) {
  const { formRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const running = useRef(false);
  const keepFocusThroughSending = useFocusKeptThrough(busy);
  const translate = useTranslateMessage();

  const run = useCallback(
    async (send: () => Promise<string>): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      keepFocusThroughSending();
      setBusy(true);
      setOutcome(null);
      try {
        setOutcome({ tone: 'success', message: translate(await send()) });
        return true;
      } catch (error) {
        const fallback = failureFallback ?? t`Something went wrong. Please try again.`;
        setOutcome({ tone: 'error', message: translate(failureMessageOf(error, fallback)) });
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [failureFallback, translate],
  );

  const clearOutcome = useCallback(() => setOutcome(null), []);
  const refuse = useCallback(() => {
    setOutcome(null);
    focusFirstError();
  }, [focusFirstError]);
  /** A field the server refused is marked: the focus goes to it, unless the visitor moved it elsewhere meanwhile. */
  const showRefusedField = useCallback(() => {
    if (focusIsLost()) focusFirstError();
  }, [focusFirstError]);
  return { busy, outcome, run, refuse, showRefusedField, clearOutcome, formRef };
}
