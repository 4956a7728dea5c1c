import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathAfterLogin } from 'shared-contracts';
import { PINNED_BAR_ATTRIBUTE } from 'shared-ui';
import { useLocation } from 'shared-contracts/router';
import { createMockApi, installCloseWatchers, renderWithHost } from 'standalone-host/testing';
import DashboardApp from '../src/App';
import { dataRequests, renderDashboard } from './helpers';

function sidebarLabels() {
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** Where the login screen would lead someone once signed in, from the state the navigation to it carries. */
function AfterLoginProbe() {
  return <output data-testid="after-login">{pathAfterLogin(useLocation().state, 'someone')}</output>;
}

describe('guard', () => {
  it('sends a signed-out visitor to /login, which leads back to the address asked for', () => {
    renderWithHost(
      <>
        <DashboardApp />
        <AfterLoginProbe />
      </>,
      { route: '/dashboard?form=contact&page=2', user: null },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('after-login')).toHaveTextContent('/dashboard?form=contact&page=2');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });
});

describe('sidebar', () => {
  it('shows a user (patient) Dashboard, Appointment, Medical Details and Profile', () => {
    renderDashboard('user');
    expect(sidebarLabels()).toEqual(['Dashboard', 'Appointment', 'Medical Details', 'Profile']);
  });

  it('shows a volunteer (receptionist) the staff entries without Medical Details or Profile', async () => {
    renderDashboard('volunteer');
    await screen.findByRole('heading', { level: 1, name: 'Volunteer Dashboard' });
    expect(sidebarLabels()).toEqual(['Dashboard', 'Appointment', 'All Patients', 'Create OPD Form', 'OPD List']);
  });

  it('shows an admin (doctor) the same entries as a receptionist', async () => {
    const api = createMockApi();
    api.get.mockReturnValue(new Promise(() => {}));
    renderDashboard('admin', '/dashboard', api);
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Form Data' });
    expect(sidebarLabels()).toEqual(['Dashboard', 'Appointment', 'All Patients', 'Create OPD Form', 'OPD List']);
  });

  it("starts with a link past the sidebar to the page's content", async () => {
    renderDashboard('user');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(document.querySelector(skip.getAttribute('href')!)).toBe(screen.getByRole('main'));
  });

  it('highlights only the current link', async () => {
    renderDashboard('user', '/dashboard/appointment');
    expect(screen.getByRole('link', { name: 'Appointment' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('has a logo, says whose account is signed in, and a Logout button that ends the session and goes to /login', async () => {
    const { host } = renderDashboard('user');
    expect(screen.getByRole('link', { name: /Gondia Gramin Vikas Foundation/ })).toHaveAttribute('href', '/');
    expect(within(screen.getByTestId('sidebar')).getByText('Signed in as user@example.org')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(host.logout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('mobile menu', () => {
  it('shows the e-mail in the top bar and opens the sidebar with an overlay that closes it', async () => {
    renderDashboard('volunteer');
    await screen.findByRole('heading', { level: 1, name: 'Volunteer Dashboard' });
    expect(screen.getByTestId('mobile-user-email')).toHaveTextContent('volunteer@example.org');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByTestId('sidebar').id);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');

    await userEvent.click(screen.getByTestId('sidebar-overlay'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('keeps the page behind the open drawer out of reach (inert, not scrolling) until it closes', async () => {
    renderDashboard('volunteer');
    await screen.findByRole('heading', { level: 1, name: 'Volunteer Dashboard' });
    const page = document.getElementById('dashboard-content')!;
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(page).not.toHaveAttribute('inert');

    await userEvent.click(toggle);
    expect(page).toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');
    // The toggle stays above the drawer: it is the drawer's close button.
    expect(screen.getByRole('button', { name: 'Close menu' })).toBe(toggle);
    // Its bar is pinned at the top: toasts show below it, not over the toggle.
    expect(toggle.closest(`[${PINNED_BAR_ATTRIBUTE}]`)).not.toBeNull();

    await userEvent.click(toggle);
    expect(page).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps Tab going round the open drawer: past Logout back to its toggle, and Shift+Tab from the toggle to Logout', async () => {
    renderDashboard('volunteer');
    await screen.findByRole('heading', { level: 1, name: 'Volunteer Dashboard' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const logout = within(screen.getByTestId('sidebar')).getByRole('button', { name: /logout/i });
    logout.focus();

    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(logout).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(logout).not.toHaveFocus();
    expect(screen.getByTestId('sidebar')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes when the screen becomes wide enough for the sidebar beside the page (a phone turned)', async () => {
    const listeners = new Set<() => void>();
    const query = { matches: false, addEventListener: (_: string, listener: () => void) => listeners.add(listener), removeEventListener: (_: string, listener: () => void) => listeners.delete(listener) };
    window.matchMedia = jest.fn().mockReturnValue(query);
    renderDashboard('volunteer');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('dashboard-content')).toHaveAttribute('inert');

    query.matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
    expect(document.getElementById('dashboard-content')).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
    expect(listeners.size).toBe(0);
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it("closes on Android's Back, where the browser has close watchers, and leaves none behind when closed otherwise", async () => {
    const watchers = installCloseWatchers();
    try {
      renderDashboard('user');
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      await userEvent.click(toggle);
      expect(watchers.live()).toBe(1);
      act(() => {
        watchers.back();
      });
      expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
      expect(toggle).toHaveFocus();

      await userEvent.click(toggle);
      await userEvent.click(toggle);
      expect(watchers.live()).toBe(0);
      await userEvent.click(toggle);
      await userEvent.click(screen.getByRole('link', { name: 'Appointment' }));
      expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
      expect(watchers.live()).toBe(0);
    } finally {
      watchers.uninstall();
    }
  });

  it('closes on Escape (focus back on the toggle) and after navigating', async () => {
    renderDashboard('user');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'Appointment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/appointment');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
  });
});

describe('routes inside the layout', () => {
  it.each(['/dashboard/appointment', '/dashboard/medical-details', '/dashboard/opd-form', '/dashboard/opd-list', '/dashboard/no/such/page'])(
    'shows the 404 text on %s with the sidebar still there',
    (route) => {
      renderDashboard('admin', route);
      expect(screen.getByRole('heading', { level: 1, name: 'Error - 404 Not found' })).toBeInTheDocument();
      expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    },
  );

  it('asks the server once, as it opens, whether the session read from the cookie still stands; not again on each page', async () => {
    const { api } = renderDashboard('user', '/dashboard');
    const sessionChecks = () => api.get.mock.calls.filter(([path]) => path === '/me').length;
    await screen.findByRole('heading', { level: 1 });
    expect(sessionChecks()).toBe(1);
    await userEvent.click(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Appointment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Error - 404 Not found' })).toBeInTheDocument();
    expect(sessionChecks()).toBe(1);
  });

  it('gives a user the 404 on /dashboard/user-list without asking the API', () => {
    const { api } = renderDashboard('user', '/dashboard/user-list');
    expect(screen.getByRole('heading', { level: 1, name: 'Error - 404 Not found' })).toBeInTheDocument();
    expect(dataRequests(api)).toEqual([]);
  });

  it('renders /dashboard/ with a trailing slash (where login sends people)', () => {
    renderDashboard('user', '/dashboard/');
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('sets the page metadata of the dashboard', () => {
    const { host } = renderDashboard('user');
    expect(host.setPageMeta).toHaveBeenCalledWith(expect.objectContaining({ path: '/dashboard', title: 'Dashboard' }));
  });
});
