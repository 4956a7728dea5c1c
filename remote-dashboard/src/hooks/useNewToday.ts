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
 * How many entries each kind of form got today: the staff's first look of the day. Empty until
 * known, and left so if it cannot be had (the list itself says what failed), or if the shell,
 * deployed before it, cannot ask.
 */
export function useNewToday(): Partial<Record<AdminSubmissionKind, number>> {
  const { api } = useHost();
  const [counts, setCounts] = useState<Partial<Record<AdminSubmissionKind, number>>>({});
  useEffect(() => {
    if (!api.countSubmissions) return;
    const controller = new AbortController();
    api.countSubmissions(startOfToday(), controller.signal).then(
      (answer) => setCounts(Object.fromEntries(answer.counts.map((count) => [count.kind, count.since]))),
      () => undefined,
    );
    return () => controller.abort();
  }, [api]);
  return counts;
}
