import { useEffect, useState } from 'react';
import type { AdminSubmissionKind } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';

/** Midnight that began the staff's today, in their own time zone. */
function startOfToday(): number {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today.getTime();
}

/**
 * How many entries each kind of form got today: the staff's first look of the day. `settled` once
 * known, or once it cannot be had (empty then: the list itself says what failed), at once if the
 * shell, deployed before it, cannot ask.
 */
export function useNewToday(): { counts: Partial<Record<AdminSubmissionKind, number>>; settled: boolean } {
  const { api } = useHost();
  const [today, setToday] = useState<{ counts: Partial<Record<AdminSubmissionKind, number>>; settled: boolean }>({
    counts: {},
    settled: !api.countSubmissions,
  });
  useEffect(() => {
    if (!api.countSubmissions) return;
    const controller = new AbortController();
    api.countSubmissions(startOfToday(), controller.signal).then(
      (answer) => setToday({ counts: Object.fromEntries(answer.counts.map((count) => [count.kind, count.since])), settled: true }),
      () => {
        if (!controller.signal.aborted) setToday({ counts: {}, settled: true });
      },
    );
    return () => controller.abort();
  }, [api]);
  return today;
}
