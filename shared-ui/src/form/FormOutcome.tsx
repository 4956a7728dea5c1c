import { useEffect, useRef } from 'react';
import { Banner } from '../Banner';
import type { SubmitOutcome } from './useSubmitState';

/**
 * What became of a form sent: the thanks or the failure, below the button, brought into view as it
 * appears. On a phone the button is often at the screen's foot, the message below it out of sight,
 * and a visitor who sees nothing happen presses again, sending the now empty form.
 */
export function FormOutcome({ outcome }: { outcome: SubmitOutcome | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Smooth or not as GlobalStyle's scroll-behavior says, which follows prefers-reduced-motion.
    if (outcome) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  if (!outcome) return null;
  return (
    <div ref={box}>
      <Banner tone={outcome.tone}>{outcome.message}</Banner>
    </div>
  );
}
