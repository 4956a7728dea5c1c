/**
 * The router every app uses (`shared-contracts/router`), one instance on the page: the federation
 * runtime shares this module as a singleton, so the shell's router and the remotes' links and
 * routes work together. It re-exports only what the apps use, so the shared copy carries only that
 * part of React Router instead of all of it. Apps import routing from here, never from
 * react-router-dom (a test checks); code rendered in Node is one bundle and may use StaticRouter
 * from react-router-dom directly.
 */
export {
  BrowserRouter,
  createPath,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_createBrowserHistory,
  useLocation,
  useNavigate,
  type HistoryRouterProps,
  type LinkProps,
} from 'react-router-dom';
