import { useLocation } from 'shared-contracts/router';
import { usePageMeta } from 'shared-contracts/host';

/** Spec §2: every path inside the layout that is not routed, including the sidebar's clinic links. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({ path: pathname, title: 'Not found', description: 'This page does not exist.' });
  return <h1>Error - 404 Not found</h1>;
}
