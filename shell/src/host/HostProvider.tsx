import { useMemo, type ReactNode } from 'react';
import type { RuntimeConfig } from 'shared-contracts';
import { HostContext, type PageMeta } from 'shared-contracts/host';
import { useHostServices } from 'host-services';
import { contractCatalog, loadCatalog, translateMessage } from 'shared-ui/i18n';
import { preloadAccountArea } from '../federation/preload';
import { applyPageMeta } from './page-meta';
import { dismissToasts, toasts } from './toasts';

/** A sign-in attempt: the last attempt's error no longer holds, and the account area is wanted next. */
function startSignIn() {
  dismissToasts();
  preloadAccountArea();
}

/**
 * Why the server signed the visitor out (a changed role, a reset password), said in the page's
 * language: a Hindi or Marathi page loads the contract's messages first (in English if they
 * cannot arrive).
 */
function tellSessionEnded(serverMessage: string) {
  const tell = () => toasts.info(translateMessage(serverMessage));
  loadCatalog(contractCatalog).then(tell, tell);
}

/** Hands the shell's session, API, toasts and page metadata to every remote; a sign-in preloads the account area. */
export function HostProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const frame = useMemo(
    () => ({
      toast: toasts,
      setPageMeta: (meta: PageMeta) => applyPageMeta(meta, config.siteUrl),
      onSignInStarted: startSignIn,
      onSessionEnded: tellSessionEnded,
    }),
    [config.siteUrl],
  );
  const services = useHostServices(config, frame);
  return <HostContext.Provider value={services}>{children}</HostContext.Provider>;
}
