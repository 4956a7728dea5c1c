import type { HostApi } from 'shared-contracts/host';

/** `api` whose login first tells the host that a sign-in started, while the server checks it. */
export function announcingSignIn(api: HostApi, onSignInStarted: (() => void) | undefined): HostApi {
  if (!onSignInStarted) return api;
  return {
    ...api,
    login: (credentials) => {
      onSignInStarted();
      return api.login(credentials);
    },
  };
}
