import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { STANDALONE_CONFIG } from 'standalone-host';
import { claimsFor, makeToken } from 'standalone-host/testing';
import { ApiError } from 'shared-contracts/host';
import { setHeaderLabel, useHostServices, useSessionStore } from '../src';

/** A backend that refuses every request with 401, as the API does for an ended session. */
function refusingBackend(): Promise<{ base: string; seen: (string | undefined)[]; close(): Promise<void> }> {
  const seen: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type' };
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
    seen.push(request.headers.authorization);
    response.writeHead(401, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Your session has ended' }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
        seen,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

const frame = { toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() }, setPageMeta: jest.fn() };

describe('the services a host hands to remotes', () => {
  it('read the session cookie, send its token, and log out on a 401 from the real HTTP client', async () => {
    const backend = await refusingBackend();
    try {
      const token = makeToken(claimsFor('volunteer'));
      Cookies.set('token', token, { path: '/' });
      useSessionStore.getState().initialise();
      const onSessionEnded = jest.fn();
      const { result } = renderHook(() => useHostServices({ ...STANDALONE_CONFIG, apiBase: backend.base }, { ...frame, onSessionEnded }));
      expect(result.current.session).toMatchObject({ status: 'signed-in', user: { role: 'volunteer' } });

      let failures: unknown[] = [];
      await act(async () => {
        const refused = () => result.current.api.me().catch((error: unknown) => error);
        failures = await Promise.all([refused(), refused()]);
      });
      expect(failures[0]).toBeInstanceOf(ApiError);
      expect(failures[0]).toMatchObject({ status: 401, serverMessage: 'Your session has ended' });
      expect(backend.seen).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
      expect(result.current.session).toEqual({ status: 'signed-out', user: null });
      expect(Cookies.get('token')).toBeUndefined();
      // The visitor is told why, in the server's words, once for the two refused requests.
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
      expect(onSessionEnded).toHaveBeenCalledWith('Your session has ended');
    } finally {
      await backend.close();
    }
  });

  it('log out: the session, its cookie and the header label go, and the server is told to end the token', () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204 });
    global.fetch = fetchMock;
    const token = makeToken(claimsFor('admin'));
    Cookies.set('token', token, { path: '/' });
    setHeaderLabel('admin');
    useSessionStore.getState().initialise();
    const { result } = renderHook(() => useHostServices(STANDALONE_CONFIG, frame));

    act(() => result.current.logout());
    expect(result.current.session).toEqual({ status: 'signed-out', user: null });
    expect(Cookies.get('token')).toBeUndefined();
    expect(localStorage.getItem('admin')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      `${STANDALONE_CONFIG.apiBase}/logout`,
      expect.objectContaining({ method: 'POST', keepalive: true, headers: { Authorization: `Bearer ${token}` } }),
    );
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it("follow a logout or login in another tab when this tab is looked at again", () => {
    Cookies.set('token', makeToken(claimsFor('admin')), { path: '/' });
    useSessionStore.getState().initialise();
    const { result } = renderHook(() => useHostServices(STANDALONE_CONFIG, frame));
    expect(result.current.session.status).toBe('signed-in');

    // Another tab logged out: the cookie is gone, this tab does not know yet.
    Cookies.remove('token', { path: '/' });
    expect(result.current.session.status).toBe('signed-in');
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(result.current.session).toEqual({ status: 'signed-out', user: null });

    Cookies.set('token', makeToken(claimsFor('volunteer')), { path: '/' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current.session).toMatchObject({ status: 'signed-in', user: { role: 'volunteer' } });
    Cookies.remove('token', { path: '/' });
  });

  it('tell the host a sign-in started before the credentials reach the server, and only on login', async () => {
    const backend = await refusingBackend();
    try {
      const requestsSeenAtSignInStart: number[] = [];
      const onSignInStarted = jest.fn(() => requestsSeenAtSignInStart.push(backend.seen.length));
      const { result } = renderHook(() => useHostServices({ ...STANDALONE_CONFIG, apiBase: backend.base }, { ...frame, onSignInStarted }));

      await act(async () => {
        await result.current.api.me().catch(() => undefined);
      });
      expect(onSignInStarted).not.toHaveBeenCalled();

      let failure: unknown;
      await act(async () => {
        failure = await result.current.api.login({ email: 'someone@example.org', password: 'not-their-password' }).catch((error: unknown) => error);
      });
      expect(failure).toMatchObject({ status: 401 });
      expect(requestsSeenAtSignInStart).toEqual([1]);
      expect(backend.seen).toHaveLength(2);
    } finally {
      await backend.close();
    }
  });
});
