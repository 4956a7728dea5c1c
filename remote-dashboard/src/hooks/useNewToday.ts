import { useCallback, useEffect, useState } from 'react';
import type { AdminSubmissionKind } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';

/** How long the list waits for the day's counts: longer, and they are left out. */
const COUNTS_WAITED_FOR_MS = 1500;

/** Midnight that began the staff's today, in their own time zone. */
function startOfToday(): number {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today.getTime();
}

interface NewToday {
  counts: Partial<Record<AdminSubmissionKind, number>>;
  /** Known, or given up on: the list waits for this (arriving after it, they would push it down). */
  settled: boolean;
  /** Counts again: an entry was deleted, and the counts shown may name it. */
  recount(): void;
}

/**
 * How many entries each kind of form got today: the staff's first look of the day. Empty if they
 * cannot be had (the list itself says what failed) or take too long, and at once if the shell,
 * deployed before it, cannot ask.
 */
export function useNewToday(): NewToday {
  const { api } = useHost();
  const [today, setToday] = useState<Omit<NewToday, 'recount'>>({ counts: {}, settled: !api.countSubmissions });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!api.countSubmissions) return;
    const controller = new AbortController();
    const settle = (counts: NewToday['counts']) => {
      if (controller.signal.aborted) return;
      controller.abort();
      setToday({ counts, settled: true });
    };
    const giveUp = setTimeout(() => settle({}), COUNTS_WAITED_FOR_MS);
    api.countSubmissions(startOfToday(), controller.signal).then(
      (answer) => settle(Object.fromEntries(answer.counts.map((count) => [count.kind, count.since]))),
      () => settle({}),
    );
    return () => {
      clearTimeout(giveUp);
      controller.abort();
    };
  }, [api, round]);
  const recount = useCallback(() => setRound((count) => count + 1), []);
  return { ...today, recount };
}
