import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { AxiosInstance } from 'axios';
import { theme } from 'shared-ui';
import { HostContext, type HostServices, type SessionUser } from 'shared-contracts/host';
import { STANDALONE_CONFIG } from './standalone-config';

/** An API client whose calls are jest mocks; resolve or reject them per test. */
export function createMockApi() {
  return {
    get: jest.fn(),
    post: jest.fn(),
    put: jest.fn(),
    patch: jest.fn(),
    delete: jest.fn(),
  };
}
export type MockApi = ReturnType<typeof createMockApi>;

export interface TestHostOptions {
  route?: string;
  user?: SessionUser | null;
  api?: MockApi;
  overrides?: Partial<HostServices>;
}

/** Shows the current path, so a test can assert where a navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders a remote's component inside a host context whose services are all observable mocks. */
export function renderWithHost(ui: ReactElement, options: TestHostOptions = {}) {
  const api = options.api ?? createMockApi();
  const host: HostServices = {
    session: { status: options.user ? 'signed-in' : 'signed-out', user: options.user ?? null },
    login: jest.fn(() => options.user ?? null),
    logout: jest.fn(),
    api: api as unknown as AxiosInstance,
    toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
    setPageMeta: jest.fn(),
    config: STANDALONE_CONFIG,
    ...options.overrides,
  };
  const result = render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <ThemeProvider theme={theme}>
        <HostContext.Provider value={host}>
          {ui}
          <LocationProbe />
        </HostContext.Provider>
      </ThemeProvider>
    </MemoryRouter>,
  );
  return { ...result, host, api };
}

export function testUser(role: SessionUser['role'] = 'user', overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: `${role}@example.org`,
    name: `Test ${role}`,
    role,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
}
