import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'shared-contracts/router';

/**
 * The address's query (`?form=contact&page=2`) to read and to change, as React Router's
 * useSearchParams does; built on what the shared router module already exports, so every page's
 * first load does not carry that hook for the dashboard alone.
 */
export function useAddressParams() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options: { replace?: boolean } = {}) => {
      // `change` gets a copy of its own to edit.
      const next = change(new URLSearchParams(search)).toString();
      navigate({ pathname, search: next ? `?${next}` : '' }, options);
    },
    [navigate, pathname, search],
  );
  return [params, setParams] as const;
}
