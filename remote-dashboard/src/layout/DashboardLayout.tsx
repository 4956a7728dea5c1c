import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'shared-contracts/router';
import styled from 'styled-components';
import { SkipLink, theme, useCloseWatcher } from 'shared-ui';
import type { SessionUser } from 'shared-contracts/host';
import { Sidebar, SIDEBAR_ID } from './Sidebar';
import { keepTabInDrawer } from './keep-tab-in-drawer';
import { MobileTopBar } from './MobileTopBar';
import { DESKTOP_QUERY, MOBILE_BAR_HEIGHT, mobileOnly } from './media';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${theme.colors.background};
  ${mobileOnly} {
    flex-direction: column;
  }
`;

/** Below the phone's top bar, whose toggle closes the drawer. */
const Overlay = styled.div`
  position: fixed;
  inset: ${MOBILE_BAR_HEIGHT} 0 0 0;
  z-index: 40;
  background: rgba(17, 24, 39, 0.5);
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: 1.5rem;
  ${mobileOnly} {
    padding: 1rem;
  }
`;

const DASHBOARD_CONTENT_ID = 'dashboard-content';

/** The signed-in frame: sidebar (a slide-in drawer on phones) beside the current dashboard page. */
export function DashboardLayout({ user, onSignOut }: { user: SessionUser; onSignOut(): void }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, search, hash, key } = useLocation();

  const close = useCallback(() => setOpen(false), []);
  /** Closing by hand (Escape, Android's Back, a tap beside the drawer) hands the focus back to the toggle. */
  const dismiss = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);
  useCloseWatcher(open, dismiss);

  // Any move of the address closes the drawer: a link in it, and Back too, which may only change
  // the list's page or search behind it (left open, it kept that page locked and hidden).
  useEffect(close, [key, close]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
      else keepTabInDrawer(event, toggleRef.current, document.getElementById(SIDEBAR_ID));
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind the drawer does not scroll under the finger while it is open.
    const root = document.documentElement;
    root.style.overflow = 'hidden';
    // A phone turned (or a window widened) past the breakpoint shows the sidebar beside the page:
    // the drawer, its shade and the page's lock go.
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const closeOnDesktop = () => {
      if (desktop?.matches) setOpen(false);
    };
    desktop?.addEventListener('change', closeOnDesktop);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener('change', closeOnDesktop);
      root.style.overflow = '';
    };
  }, [open, dismiss]);

  // Login lands on '/dashboard/'; one spelling per page keeps the sidebar highlight and page metadata right.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return <Navigate to={{ pathname: pathname.replace(/\/+$/, ''), search, hash }} replace />;
  }

  return (
    <Frame>
      <SkipLink to={DASHBOARD_CONTENT_ID} />
      <MobileTopBar email={user.email} open={open} onToggle={() => setOpen((value) => !value)} toggleRef={toggleRef} />
      <Sidebar role={user.role} email={user.email} open={open} onNavigate={close} onSignOut={onSignOut} />
      {open && <Overlay data-testid="sidebar-overlay" aria-hidden="true" onClick={dismiss} />}
      {/* While the drawer is open the page behind it is out of reach of Tab and screen readers. */}
      <Main id={DASHBOARD_CONTENT_ID} inert={open}>
        {/* A page's chunk is waited for by the host's boundary: see the README on lazy pages. */}
        <Outlet />
      </Main>
    </Frame>
  );
}
