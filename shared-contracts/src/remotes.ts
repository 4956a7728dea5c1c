import siteMap from '../site-map.json';
import type { RemoteName } from './routes';

/** The module every remote exposes: its route tree (default export) and its build's name (`build`). */
export const REMOTE_EXPOSED_MODULE = './App';

/**
 * How long the site's code may take to arrive before the page says it could not load and offers
 * Try again: a remote (its entry and exposed chunks together), a page's chunk, a page's own
 * scripts. As long as an API answer: on a 2G (EDGE) link of 5 KB/s the dashboard's code takes some
 * 20 s to arrive, and a line that stopped answering is not waited for two minutes (the bundler's
 * default for a chunk).
 */
export const CODE_ARRIVAL_LIMIT_MS = 30_000;

/** Where the runtime config says a remote is served: the address of its remoteEntry.js. */
export type RemoteEntry = { name: RemoteName; entry: string };

export function isRemoteName(name: unknown): name is RemoteName {
  return typeof name === 'string' && Object.hasOwn(siteMap.remotes, name);
}
