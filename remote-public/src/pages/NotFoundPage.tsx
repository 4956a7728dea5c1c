import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from 'shared-contracts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({ title: 'Page not found', description: 'This page does not exist.', path: pathname });
  return (
    <main>
      <h1>Page not found</h1>
      <p>We could not find the page you were looking for.</p>
      <Link to="/">Go to the home page</Link>
    </main>
  );
}
