import { pathAfterLogin, returnAfterLogin } from '../src/return-after-login';

describe('where login leads', () => {
  it('back to the dashboard address the visitor was sent from, with its query', () => {
    expect(pathAfterLogin(returnAfterLogin({ pathname: '/dashboard', search: '?form=contact&page=2' }))).toBe('/dashboard?form=contact&page=2');
    expect(pathAfterLogin(returnAfterLogin({ pathname: '/dashboard/user-list', search: '' }))).toBe('/dashboard/user-list');
  });

  it.each([
    ['no state', null],
    ['another kind of state', { from: '/dashboard/profile' }],
    ['an address outside the dashboard', { returnTo: '/contact' }],
    ['a look-alike', { returnTo: '/dashboard-evil' }],
    ['another site', { returnTo: '//example.com/dashboard' }],
    ['not text', { returnTo: 42 }],
  ])('to the dashboard root (spec §2) with %s', (_case, state) => {
    expect(pathAfterLogin(state)).toBe('/dashboard/');
  });
});
