import { useCallback } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts';
import { useAddressParams } from './useAddressParams';

/** The address's names for where a list is: `?page=2&q=asha`. */
const PAGE_PARAM = 'page';
const QUERY_PARAM = 'q';

/** Page 1 and no search are the list's start: the address then leaves them out. */
function setOrDrop(params: URLSearchParams, name: string, value: string): void {
  if (value) params.set(name, value);
  else params.delete(name);
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The address of another list (`list`: its own names, such as the chosen form) with the search
 * carried over, at its first page: staff looking for one person look in each form in turn.
 */
export function withSearchCarriedOver(current: URLSearchParams, list: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(list);
  setOrDrop(next, QUERY_PARAM, current.get(QUERY_PARAM) ?? '');
  return next;
}

/**
 * Which page of a list, and which search, kept in the address: Back, Forward, a reload and a
 * change of language bring staff back to the same place. Each change is a step in the history,
 * so Back returns to the page before. Other names in the address (the chosen form) stay.
 */
export function useListPlace() {
  const [params, setParams] = useAddressParams();
  const page = pageFrom(params.get(PAGE_PARAM));
  const query = (params.get(QUERY_PARAM) ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);

  const moveTo = useCallback(
    (change: { page?: number; query?: string }, options?: { replace?: boolean }) =>
      setParams((next) => {
        const nextPage = change.page ?? 1;
        setOrDrop(next, PAGE_PARAM, nextPage > 1 ? String(nextPage) : '');
        setOrDrop(next, QUERY_PARAM, change.query ?? next.get(QUERY_PARAM) ?? '');
        return next;
      }, options),
    [setParams],
  );
  /** `replace`: this page stands in for the address's own (one past the list's end), not a step of its own. */
  const setPage = useCallback((next: number, options?: { replace?: boolean }) => moveTo({ page: next }, options), [moveTo]);
  // A new search starts at its first page.
  const setQuery = useCallback((next: string) => moveTo({ query: next }), [moveTo]);

  return { page, query, setPage, setQuery };
}
