import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi, renderWithHost, type TestHostOptions } from 'standalone-host/testing';
import AuthApp from '../src/App';

/** Renders the whole remote at `route`, with a user-event session and the mocked API. */
export function renderAuth(route: string, options: Omit<TestHostOptions, 'route'> & { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const api = options.api ?? createMockApi();
  const result = renderWithHost(<AuthApp />, { ...options, route, api });
  return { user, ...result };
}

/** An axios-like rejection carrying the server's answer. */
export function httpError(status: number, data: unknown = {}, headers: Record<string, string> = {}) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data, headers } });
}

/** A promise the test settles when it wants, to look at the page while a request runs. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const location = () => screen.getByTestId('location').textContent;

/** Types a code into the boxes of a one-time-code group, starting at the first box. */
export async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: /1 of/ }));
  await user.keyboard(code);
}
