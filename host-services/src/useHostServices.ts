import { useCallback, useMemo } from 'react';
import type { RuntimeConfig } from 'shared-contracts';
import type { HostServices, PageMeta, Toasts } from 'shared-contracts/host';
import { announcingSignIn } from './announce-sign-in';
import { createLazyHostApi } from './lazy-host-api';
import { loadHttpHostApi } from './load-http-host-api';
import { logOut } from './log-out';
import { useSessionOfOtherTabs } from './session-of-other-tabs';
import { useSessionStore } from './session-store';

/** What differs between hosts: how toasts show, what a page's metadata changes, what a sign-in starts. */
export interface HostFrame {
  toast: Toasts;
  setPageMeta(meta: PageMeta): void;
  /** Called as a visitor's credentials go to the server: what a sign-in leads to can start loading. */
  onSignInStarted?(): void;
  /** Called when the server refused the session (a 401), with its reason: the host tells the visitor why they are signed out. */
  onSessionEnded?(serverMessage: string): void;
}

/**
 * The services a host hands to remotes, built on the one session store and API client, so the
 * shell and the stand-alone host keep the same cookie, bearer header and 401 logout.
 */
export function useHostServices(config: RuntimeConfig, frame: HostFrame): HostServices {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const login = useSessionStore((state) => state.login);
  useSessionOfOtherTabs();
  // Ends the token on the server as well; a 401 (the token already refused) only forgets it.
  const logout = useCallback(() => logOut(config.apiBase), [config.apiBase]);

  const api = useMemo(
    () =>
      announcingSignIn(
        createLazyHostApi(async () => {
          const { createHttpHostApi } = await loadHttpHostApi();
          return createHttpHostApi(config.apiBase, (serverMessage) => {
            // Several requests refused at once end one session: the visitor is told once.
            const wasSignedIn = useSessionStore.getState().status === 'signed-in';
            useSessionStore.getState().logout();
            if (serverMessage && wasSignedIn) frame.onSessionEnded?.(serverMessage);
          });
        }),
        frame.onSignInStarted,
      ),
    [config.apiBase, frame.onSignInStarted, frame.onSessionEnded],
  );

  return useMemo<HostServices>(
    () => ({ session: { status, user }, login, logout, api, toast: frame.toast, setPageMeta: frame.setPageMeta, config }),
    [status, user, login, logout, api, frame.toast, frame.setPageMeta, config],
  );
}
