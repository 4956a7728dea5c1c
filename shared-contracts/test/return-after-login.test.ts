import { pathAfterLogin, returnAfterLogin } from '../src/return-after-login';

const ASHA = 'account-asha';

describe('where login leads', () => {
  it('back to the dashboard address the visitor was sent from, with its query', () => {
    expect(pathAfterLogin(returnAfterLogin({ pathname: '/dashboard', search: '?form=contact&page=2' }), ASHA)).toBe('/dashboard?form=contact&page=2');
    expect(pathAfterLogin(returnAfterLogin({ pathname: '/dashboard/user-list', search: '' }), ASHA)).toBe('/dashboard/user-list');
  });

  it("back to where a session ended only for that session's account", () => {
    const ended = returnAfterLogin({ pathname: '/dashboard/user-list', search: '?q=9822' }, ASHA);
    expect(pathAfterLogin(ended, ASHA)).toBe('/dashboard/user-list?q=9822');
    expect(pathAfterLogin(ended, 'account-ravi')).toBe('/dashboard/');
  });

  it.each([
    ['no state', null],
    ['another kind of state', { from: '/dashboard/profile' }],
    ['an address outside the dashboard', { returnTo: '/contact' }],
    ['a look-alike', { returnTo: '/dashboard-evil' }],
    ['another site', { returnTo: '//example.com/dashboard' }],
    ['a way up and out', { returnTo: '/dashboard/../contact' }],
    ['a way up to another site', { returnTo: '/dashboard/..//example.com' }],
    ['a backslash', { returnTo: '/dashboard/\\example.com' }],
    ['not text', { returnTo: 42 }],
  ])('to the dashboard root (spec §2) with %s', (_case, state) => {
    expect(pathAfterLogin(state, ASHA)).toBe('/dashboard/');
  });
});
