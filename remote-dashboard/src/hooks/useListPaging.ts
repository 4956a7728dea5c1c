import { useCallback, useEffect, useRef } from 'react';
import { pageCountOf } from '../components/Pager';
import type { LoadState } from './useLoad';

interface Paging {
  page: number;
  setPage(page: number, options?: { replace?: boolean }): void;
}

/**
 * A paged table's moves, once its rows are there:
 * - a page past the list's end (a bookmark from when the list was longer, an address typed by
 *   hand) gives way to the last page, instead of "Page 99 of 2" over an empty table;
 * - a page turned with the pager, or rows loaded again after a failure, bring the table's top into
 *   view with the focus on it. The focus was on a button that may be gone (Try again) or disabled
 *   (Next on the last page), and on a phone the new rows begin a screen or more above the pager.
 */
export function useListPaging(
  { page, setPage }: Paging,
  { state, reload }: { state: LoadState<{ total: number; pageSize: number }>; reload(): void },
) {
  const tableRef = useRef<HTMLDivElement>(null);
  // The rows on screen when the table was asked for: it is shown once others have replaced them.
  const showTableAfter = useRef<{ rows: unknown } | null>(null);
  const rows = state.status === 'done' ? state.data : undefined;
  const settled = state.status === 'done' && !state.refreshing;
  const pageCount = rows ? pageCountOf(rows.total, rows.pageSize) : 1;

  useEffect(() => {
    if (!settled) return;
    if (page > pageCount) {
      setPage(pageCount, { replace: true });
      return;
    }
    if (!showTableAfter.current || showTableAfter.current.rows === rows) return;
    showTableAfter.current = null;
    tableRef.current?.focus({ preventScroll: true });
    tableRef.current?.scrollIntoView?.({ block: 'start' });
  }, [settled, rows, page, pageCount, setPage]);

  const turnPage = useCallback(
    (next: number) => {
      showTableAfter.current = { rows };
      setPage(next);
    },
    [setPage, rows],
  );
  const retry = useCallback(() => {
    showTableAfter.current = { rows };
    reload();
  }, [reload, rows]);

  return { tableRef, pageCount, turnPage, retry };
}
