import { Route, Routes } from 'react-router-dom';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

/** Every public path; the shell mounts this for any path that is not auth or dashboard. */
export default function PublicApp() {
  return (
    <Routes>
      <Route path={PUBLIC_ROUTES.home.path} element={<HomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
