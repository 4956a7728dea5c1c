import { useLocation } from 'shared-contracts/router';
import { useHydrated } from './useHydrated';

/**
 * The address's query (`?amount=5000`) as a page may read it while rendering: empty while the page
 * is the server's HTML and while React hydrates it, since that HTML was rendered for the path
 * alone; the real query once the page is live. The page then hydrates whatever the query, and
 * shows what the query asks for a moment later.
 */
export function useLiveQuery(): URLSearchParams {
  const { search } = useLocation();
  return new URLSearchParams(useHydrated() ? search : '');
}
