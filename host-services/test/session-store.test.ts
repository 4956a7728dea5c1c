import Cookies from 'js-cookie';
import { useSessionStore } from '../src/session-store';
import { readHeaderLabel } from '../src/header-label';
import { claimsFor, makeToken } from 'standalone-host/testing';

const reset = () => useSessionStore.setState({ status: 'loading', user: null });

beforeEach(() => {
  Cookies.remove('token', { path: '/' });
  localStorage.clear();
  reset();
});

describe('session store: reading cookie `token` at start', () => {
  it('signs in with the decoded claims of a valid token', () => {
    Cookies.set('token', makeToken(claimsFor('volunteer')), { path: '/' });
    useSessionStore.getState().initialise();
    const { status, user } = useSessionStore.getState();
    expect(status).toBe('signed-in');
    expect(user).toMatchObject({ id: '42', email: 'volunteer@example.org', role: 'volunteer' });
  });

  it("starts from the cookie's session and keeps that very user at start: a page hydrating the server's HTML sees no change", () => {
    Cookies.set('token', makeToken(claimsFor('volunteer')), { path: '/' });
    jest.isolateModules(() => {
      const { useSessionStore: store } = require('../src/session-store') as typeof import('../src/session-store');
      const first = store.getInitialState();
      expect(first).toMatchObject({ status: 'signed-in', user: { role: 'volunteer' } });
      store.getState().initialise();
      expect(store.getState().user).toBe(first.user);
    });
  });

  it('removes an expired token and stays signed out', () => {
    Cookies.set('token', makeToken(claimsFor('user', -60)), { path: '/' });
    useSessionStore.getState().initialise();
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(Cookies.get('token')).toBeUndefined();
  });

  it("removes an undecodable token and logs 'Invalid token'", () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Cookies.set('token', 'not-a-jwt', { path: '/' });
    useSessionStore.getState().initialise();
    expect(useSessionStore.getState().status).toBe('signed-out');
    expect(Cookies.get('token')).toBeUndefined();
    expect(log).toHaveBeenCalledWith('Invalid token');
    log.mockRestore();
  });

  it('is signed out without a cookie', () => {
    useSessionStore.getState().initialise();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });

  it("clears the header's role label when the cookie is gone: the browser drops it once the token's days are up", () => {
    localStorage.setItem('admin', 'true');
    useSessionStore.getState().initialise();
    expect(readHeaderLabel()).toBeNull();
  });
});

describe('session store: login and logout', () => {
  it('stores the token in cookie `token` for 7 days and sets the header label key', () => {
    const set = jest.spyOn(Cookies, 'set');
    const token = makeToken(claimsFor('admin'));
    const user = useSessionStore.getState().login(token);
    expect(user?.role).toBe('admin');
    expect(set).toHaveBeenCalledWith('token', token, expect.objectContaining({ expires: 7 }));
    expect(Cookies.get('token')).toBe(token);
    expect(readHeaderLabel()).toBe('ADMIN');
    set.mockRestore();
  });

  it('labels every non-admin role USER', () => {
    useSessionStore.getState().login(makeToken(claimsFor('volunteer')));
    expect(readHeaderLabel()).toBe('USER');
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('refuses an unusable token and logs it', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(useSessionStore.getState().login('garbage')).toBeNull();
    expect(log).toHaveBeenCalledWith('Invalid token provided during login');
    expect(Cookies.get('token')).toBeUndefined();
    log.mockRestore();
  });

  it('logout removes the cookie, the label and the user', () => {
    useSessionStore.getState().login(makeToken(claimsFor('admin')));
    useSessionStore.getState().logout();
    expect(Cookies.get('token')).toBeUndefined();
    expect(readHeaderLabel()).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });
});
