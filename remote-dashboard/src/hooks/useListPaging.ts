import { useCallback, useEffect, useRef } from 'react';
import { focusIsLost } from 'shared-ui';
import { pageCountOf } from '../components/Pager';
import type { LoadState } from './useLoad';

interface Paging {
  page: number;
  setPage(page: number, options?: { replace?: boolean }): void;
}

/** One page of a list as the API answers it: `page` is the one these rows are. */
interface ListPage {
  page: number;
  total: number;
  pageSize: number;
}

/** Whether the top of the table is out of sight: above the screen, or under the phone's sticky bar (its scroll margin). */
function topHidden(table: HTMLElement): boolean {
  return table.getBoundingClientRect().top < (parseFloat(getComputedStyle(table).scrollMarginTop) || 0);
}

/**
 * A paged table's moves, once its rows are there:
 * - a page past the list's end (a bookmark from when the list was longer, an address typed by
 *   hand) gives way to the last page, instead of "Page 99 of 2" over an empty table;
 * - a page turned with the pager, or rows loaded again after a failure, bring the focus to the
 *   table, and its top into view if it is out of sight. The focus was on a button that may be gone
 *   (Try again) or disabled (Next on the last page), and on a phone the new rows begin a screen or
 *   more above the pager. Not when the visitor has put the focus elsewhere meanwhile.
 */
export function useListPaging(
  { page, setPage }: Paging,
  { state, reload }: { state: LoadState<ListPage>; reload(): void },
) {
  const tableRef = useRef<HTMLDivElement>(null);
  // Asked for the table: the rows on screen then (it is shown once others replace them), and where the focus was.
  const showTable = useRef<{ rowsBefore: ListPage | undefined; focused: Element | null } | null>(null);
  const rows = state.status === 'done' ? state.data : undefined;
  // Rows of the page the address names: Back or Forward first render with the rows of the page left.
  const settled = rows !== undefined && state.status === 'done' && !state.refreshing && rows.page === page;
  const pageCount = rows ? pageCountOf(rows.total, rows.pageSize) : 1;

  useEffect(() => {
    if (state.status === 'error') showTable.current = null;
    if (!settled) return;
    if (page > pageCount) {
      setPage(pageCount, { replace: true });
      return;
    }
    const asked = showTable.current;
    const table = tableRef.current;
    if (!asked || asked.rowsBefore === rows || !table) return;
    showTable.current = null;
    if (document.activeElement !== asked.focused && !focusIsLost()) return;
    table.focus({ preventScroll: true });
    if (topHidden(table)) table.scrollIntoView?.({ block: 'start' });
  }, [state.status, settled, rows, page, pageCount, setPage]);

  const askForTable = useCallback(() => {
    showTable.current = { rowsBefore: rows, focused: document.activeElement };
  }, [rows]);
  const turnPage = useCallback(
    (next: number) => {
      askForTable();
      setPage(next);
    },
    [askForTable, setPage],
  );
  const retry = useCallback(() => {
    askForTable();
    reload();
  }, [askForTable, reload]);

  return { tableRef, pageCount, turnPage, retry };
}
