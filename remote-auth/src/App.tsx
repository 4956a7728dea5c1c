import { Route, Routes } from 'react-router-dom';
import { AUTH_ROUTES } from 'shared-contracts';
import { LoginPage } from './pages/LoginPage';

/** Login, signup, password reset and e-mail verification. */
export default function AuthApp() {
  return (
    <Routes>
      <Route path={AUTH_ROUTES.login.path} element={<LoginPage />} />
    </Routes>
  );
}
