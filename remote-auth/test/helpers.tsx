import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi, renderWithHost, type TestHostOptions } from 'standalone-host/testing';
import AuthApp from '../src/App';

export { deferred, fieldErrorOf, httpError, networkError } from 'standalone-host/testing';

/** Renders the whole remote at `route`, with a user-event session and the mocked API. */
export function renderAuth(route: string, options: Omit<TestHostOptions, 'route'> & { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const api = options.api ?? createMockApi();
  const result = renderWithHost(<AuthApp />, { ...options, route, api });
  return { user, ...result };
}

export const location = () => screen.getByTestId('location').textContent;

/** Types a code into the boxes of a one-time-code group, starting at the first box. */
export async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: /1 of/ }));
  await user.keyboard(code);
}
