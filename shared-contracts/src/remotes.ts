import siteMap from '../site-map.json';
import type { RemoteName } from './routes';

/** The module every remote exposes: its route tree (default export) and its build's name (`build`). */
export const REMOTE_EXPOSED_MODULE = './App';

/** Where the runtime config says a remote is served: the address of its remoteEntry.js. */
export type RemoteEntry = { name: RemoteName; entry: string };

export function isRemoteName(name: unknown): name is RemoteName {
  return typeof name === 'string' && Object.hasOwn(siteMap.remotes, name);
}
