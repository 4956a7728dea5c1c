import type { ComponentType } from 'react';
import type { RemoteEntry, RemoteName } from 'shared-contracts';
import type * as RuntimeRemotes from '../../../shell/src/federation/remotes';
import { loadsOnce } from '../../../shell/src/federation/load-once';

/** Each route tree is its own chunk, as on the composed site, but in one bundle graph. */
const ROUTE_TREES: Record<RemoteName, () => Promise<{ default: ComponentType; build?: string; preloadPage?: RuntimeRemotes.RemoteApp['preloadPage'] }>> = {
  remote_public: () => import(/* webpackChunkName: "remote-public" */ '../../../remote-public/src/App'),
  remote_auth: () => import(/* webpackChunkName: "remote-auth" */ '../../../remote-auth/src/App'),
  remote_dashboard: () => import(/* webpackChunkName: "remote-dashboard" */ '../../../remote-dashboard/src/App'),
};

/** Nothing to register: the route trees are part of the build. */
export function registerSiteRemotes(_remotes: RemoteEntry[]) {}

const routeTrees = loadsOnce(async (name: RemoteName): Promise<RuntimeRemotes.RemoteApp> => {
  const module = await ROUTE_TREES[name]();
  return { App: module.default, build: module.build, preloadPage: module.preloadPage };
});

export function loadRemoteApp(name: RemoteName): Promise<RuntimeRemotes.RemoteApp> {
  return routeTrees.load(name);
}

export function forgetRemote(name: RemoteName) {
  routeTrees.forget(name);
}

/** A preload that failed is let go, so the visit loads anew; the page's chunk too, as with the runtime loader. */
export function preloadRemoteApp(name: RemoteName, page?: RuntimeRemotes.PageToPreload): void {
  routeTrees.load(name).then(
    (app) => {
      if (page) app.preloadPage?.(page.path, page.language);
    },
    () => routeTrees.forget(name),
  );
}

// The build swaps this module in for the shell's runtime loader: both must offer the same exports.
({ registerSiteRemotes, loadRemoteApp, forgetRemote, preloadRemoteApp }) satisfies typeof RuntimeRemotes;
