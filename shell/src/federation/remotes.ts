import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CODE_ARRIVAL_LIMIT_MS, REMOTE_EXPOSED_MODULE, type RemoteEntry, type RemoteName } from 'shared-contracts';
import type { ComponentType } from 'react';
import type { Language } from 'shared-contracts/languages';
import { loadsOnce } from './load-once';
import { fetchStartScriptsOf } from './start-scripts';
import { withTimeout } from './with-timeout';

let knownRemotes: RemoteEntry[] = [];

const remoteApps = loadsOnce(fetchRemoteApp);

export function registerSiteRemotes(remotes: RemoteEntry[]) {
  knownRemotes = remotes;
  remoteApps.clear();
  registerRemotes(remotes);
}

/**
 * What a remote exposes (REMOTE_EXPOSED_MODULE): its route tree, the build it comes from (see
 * build/server-render-config.ts), and, when it has pages in chunks of their own, what fetches a
 * page's chunk ahead of its visit, with its translations into the language the visit will show.
 */
interface ExposedApp {
  default: ComponentType;
  build?: string;
  preloadPage?: (path: string, language: Language) => void;
}

/** A page of a remote: its path there (without the language prefix) and the language it will show. */
export interface PageToPreload {
  path: string;
  language: Language;
}

export type RemoteApp = Omit<ExposedApp, 'default'> & { App: ComponentType };

/** Remotes whose load only a preload asked for, and which failed (the phone was offline, say). */
const failedPreloads = new Set<RemoteName>();

/**
 * Loads a remote's route tree, once: the page's first render, hydration and preloading share the
 * load, and its failure until Try again (forgetRemote). A failure of a preload alone is not the
 * visit's: the visit tries anew, as the network may be back by then.
 */
export function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  if (failedPreloads.delete(name)) forgetRemote(name);
  return remoteApps.load(name);
}

/**
 * Starts loading a remote ahead of its visit, and the chunk of the page when the remote has one;
 * a failure is kept from the visit (see loadRemoteApp), and the next preload tries anew.
 */
export function preloadRemoteApp(name: RemoteName, page?: PageToPreload): void {
  if (failedPreloads.delete(name)) forgetRemote(name);
  remoteApps.load(name).then(
    (app) => {
      if (page) app.preloadPage?.(page.path, page.language);
    },
    () => failedPreloads.add(name),
  );
}

/**
 * Before Try again: registers the remote again with `force`, which drops the federation runtime's
 * cached failure, so the next load really fetches it.
 */
export function forgetRemote(name: RemoteName) {
  remoteApps.forget(name);
  const remote = knownRemotes.find((entry) => entry.name === name);
  if (remote) registerRemotes([remote], { force: true });
}

async function fetchRemoteApp(name: RemoteName): Promise<RemoteApp> {
  fetchStartScriptsOf(name);
  const module = await withTimeout(
    loadRemote<ExposedApp>(`${name}/${REMOTE_EXPOSED_MODULE.replace('./', '')}`),
    CODE_ARRIVAL_LIMIT_MS,
    name,
  );
  if (!module?.default) throw new Error(`${name} exposes no component`);
  return { App: module.default, build: module.build, preloadPage: module.preloadPage };
}
