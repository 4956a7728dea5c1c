import { wantsToSaveData } from 'shared-ui';

/**
 * A visitor who starts filling in a form means to send it: `host.api`'s implementation (the HTTP
 * client and the answer schemas, about 50 KB gzip) downloads while they type, not after they tap
 * the button. Not with the data saver on: they may never send it.
 */
export function startWarmingApiOnFormFocus(warm: () => void): () => void {
  if (wantsToSaveData()) return () => undefined;
  const stop = () => document.removeEventListener('focusin', onFocus);
  function onFocus(event: FocusEvent) {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    stop();
    warm();
  }
  document.addEventListener('focusin', onFocus);
  return stop;
}
