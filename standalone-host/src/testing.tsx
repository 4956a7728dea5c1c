import { Suspense, type ReactElement, type ReactNode } from 'react';
import { i18n as pageI18n, type I18n } from '@lingui/core';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'shared-contracts/router';
import { ThemeProvider } from 'styled-components';
import { describedErrorOf, theme } from 'shared-ui';
import { activateLanguage, LanguageProvider } from 'shared-ui/i18n';
import type { Language } from 'shared-contracts/languages';
import { REQUEST_KEY_HEADER } from 'shared-contracts';
import { HostContext, type HostServices, type SessionUser } from 'shared-contracts/host';
import { createHostApi, type ApiTransport } from 'host-services';
import { STANDALONE_CONFIG } from './standalone-config';

export { makeToken, claimsFor } from './test-tokens';

/**
 * The HTTP side of the API as jest mocks; resolve or reject them per test. `host.api` is the real
 * facade over it, so a remote's tests also check the paths it calls and how failures read.
 */
export function createMockApi() {
  return { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() };
}
export type MockApi = ReturnType<typeof createMockApi>;

/** What the HTTP client rejects with when the server answers with an error status. */
export function httpError(status: number, data: unknown = {}, headers: Record<string, string> = {}) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data, headers } });
}

/** What the HTTP client rejects with when no answer arrived (offline, dropped connection). */
export function networkError() {
  return Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
}

/** The page's language for a test; Hindi and Marathi messages load as the components ask for them. */
function activate(language: Language, i18n: I18n = pageI18n) {
  i18n.load(language, {});
  activateLanguage(i18n, language);
}

export interface TestHostOptions {
  route?: string;
  /** The navigation's state the route was reached with (what another remote handed over). */
  routeState?: unknown;
  user?: SessionUser | null;
  api?: MockApi;
  overrides?: Partial<HostServices>;
  /** The page's language; English unless a test says otherwise. */
  language?: Language;
  /** An i18n instance of the test's own instead of the page's: the catalogs loaded into it stay apart from other tests'. */
  i18n?: I18n;
  /**
   * Start from the HTML the server renders for the route's path (without its query) and hydrate
   * it, as the shell does. `hydrationErrors` collects the mismatches React recovers from (by
   * rendering that part again) and those it only warns about while hydrating (attributes it leaves
   * as the server wrote them).
   */
  hydrate?: boolean;
  /** What a visitor does in the server's HTML before it is hydrated (with `hydrate`). */
  beforeHydrating?: (container: HTMLElement) => void;
}

/** The request options of a form sent with a key of its own (REQUEST_KEY_HEADER), whatever the key. */
export const WITH_A_REQUEST_KEY = { headers: { [REQUEST_KEY_HEADER]: expect.stringMatching(/^[0-9a-f]{32}$/) } };

/** The key a form's nth post (from 0) went with. */
export function requestKeyOfPost(post: jest.Mock, nth: number): string {
  return (post.mock.calls[nth][2] as { headers: Record<string, string> }).headers[REQUEST_KEY_HEADER];
}

/** The error shown next to a control (the field's own error text it is described by), or null. */
export const fieldErrorOf = describedErrorOf;

/** Shows the current path and query, so a test can assert where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      {/* The server's HTML is rendered for the path alone: hydrating, the query is new. */}
      <output data-testid="location-search" suppressHydrationWarning>
        {location.search}
      </output>
    </>
  );
}

/** `/dashboard?form=contact#top` as the router's location parts. */
function entryOf(address: string) {
  const { pathname, search, hash } = new URL(address, 'http://localhost');
  return { pathname, search, hash };
}

/** `host.api` as the shell builds it, over a mock of the HTTP client. */
export const hostApiOver = (api: MockApi) => createHostApi(api as unknown as ApiTransport);

/** Renders a remote's component inside a host context whose services are all observable mocks. */
export function renderWithHost(ui: ReactElement, options: TestHostOptions = {}) {
  const api = options.api ?? createMockApi();
  const host: HostServices = {
    session: { status: options.user ? 'signed-in' : 'signed-out', user: options.user ?? null },
    login: jest.fn(() => options.user ?? null),
    logout: jest.fn(),
    api: hostApiOver(api),
    toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
    setPageMeta: jest.fn(),
    config: STANDALONE_CONFIG,
    ...options.overrides,
  };
  const i18n = options.i18n ?? pageI18n;
  activate(options.language ?? 'en', i18n);
  const route = options.route ?? '/';
  // As in the shell, a boundary around the remote: its catalogs load before it shows.
  const page = (address: string) => (
    <MemoryRouter initialEntries={[{ ...entryOf(address), state: options.routeState }]}>
      <LanguageProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <HostContext.Provider value={host}>
            <Suspense fallback={null}>{ui}</Suspense>
            <LocationProbe />
          </HostContext.Provider>
        </ThemeProvider>
      </LanguageProvider>
    </MemoryRouter>
  );
  const hydrationErrors: unknown[] = [];
  let result;
  if (options.hydrate) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page(route.split('?')[0]));
    options.beforeHydrating?.(container);
    const logError = console.error;
    const warnings = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (/hydrat/i.test(String(args[0]))) hydrationErrors.push(args[0]);
      logError(...args);
    });
    try {
      result = render(page(route), { container, hydrate: true, onRecoverableError: (error) => hydrationErrors.push(error) });
    } finally {
      warnings.mockRestore();
    }
  } else {
    result = render(page(route));
  }
  return { ...result, host, api, hydrationErrors };
}

/** A component tested without a host still needs the page's language: English. */
export function InEnglish({ children }: { children: ReactNode }) {
  activate('en');
  return <LanguageProvider i18n={pageI18n}>{children}</LanguageProvider>;
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

/** A promise the test settles when it wants, to look at the page while a request runs. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * A stand-in for the browser's CloseWatcher (jsdom has none). `back()` does what Android's Back
 * button does: the newest live watcher closes and is spent. `live()` counts those not destroyed.
 */
export function installCloseWatchers() {
  const watchers: { onclose: (() => void) | null; destroyed: boolean }[] = [];
  class FakeCloseWatcher {
    onclose: (() => void) | null = null;
    destroyed = false;
    constructor() {
      watchers.push(this);
    }
    destroy() {
      this.destroyed = true;
    }
  }
  Object.assign(window, { CloseWatcher: FakeCloseWatcher });
  const liveWatchers = () => watchers.filter((watcher) => !watcher.destroyed);
  return {
    live: () => liveWatchers().length,
    back() {
      const newest = liveWatchers().at(-1);
      if (!newest) return false;
      newest.destroyed = true;
      newest.onclose?.();
      return true;
    },
    uninstall: () => Reflect.deleteProperty(window, 'CloseWatcher'),
  };
}
