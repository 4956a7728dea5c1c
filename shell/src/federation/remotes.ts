import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSED_MODULE, type RemoteEntry, type RemoteName } from 'shared-contracts';
import type { ComponentType } from 'react';
import { manifestTimeoutPlugin } from './timeout-plugin';

/** Whole-load limit: manifest, remote entry and the exposed chunk together. */
export const REMOTE_LOAD_TIMEOUT_MS = 15000;

let knownRemotes: RemoteEntry[] = [];
/** One load per remote until a retry: hydration at start and the outlet share it, failure included. */
const loads = new Map<RemoteName, Promise<RemoteApp>>();

export function registerSiteRemotes(remotes: RemoteEntry[]) {
  knownRemotes = remotes;
  loads.clear();
  registerPlugins([manifestTimeoutPlugin()]);
  registerRemotes(remotes);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A remote's route tree, and the build it comes from (see build/server-render-config.ts). */
export interface RemoteApp {
  App: ComponentType;
  build?: string;
}

/**
 * Loads a remote's route tree, once. A retry registers the remote again with `force`, which drops
 * the federation runtime's cached failure so the next attempt really fetches it.
 */
export function loadRemoteApp(name: RemoteName, retry = false): Promise<RemoteApp> {
  if (retry) {
    loads.delete(name);
    const remote = knownRemotes.find((entry) => entry.name === name);
    if (remote) registerRemotes([remote], { force: true });
  }
  let load = loads.get(name);
  if (!load) {
    load = fetchRemoteApp(name);
    loads.set(name, load);
  }
  return load;
}

async function fetchRemoteApp(name: RemoteName): Promise<RemoteApp> {
  const module = await withTimeout(
    loadRemote<{ default: ComponentType; build?: string }>(`${name}/${REMOTE_EXPOSED_MODULE.replace('./', '')}`),
    REMOTE_LOAD_TIMEOUT_MS,
    name,
  );
  if (!module?.default) throw new Error(`${name} exposes no component`);
  return { App: module.default, build: module.build };
}
