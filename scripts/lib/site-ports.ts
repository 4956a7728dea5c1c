/**
 * The site map's apps on another set of ports, for the browser tests and the benchmark, which run
 * the whole site beside a developer's `npm start`.
 */
import siteMap from 'shared-contracts/site-map.json';

type RemoteName = keyof typeof siteMap.remotes;

/** `remote_public` → `remotePublic`: how a remote is named among the ports. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;
export type RemotePortKey = CamelCase<RemoteName>;

export type SitePorts = { shell: number; api: number } & Record<RemotePortKey, number>;

export interface SiteRemote {
  workspace: string;
  urlVariable: string;
  defaultPort: number;
  portKey: RemotePortKey;
}

const portKeyOf = (name: string) => name.replace(/_(\w)/g, (_underscore, letter: string) => letter.toUpperCase()) as RemotePortKey;

/** The remotes in the site map's order. */
export const SITE_REMOTES: readonly SiteRemote[] = Object.entries(siteMap.remotes).map(([name, remote]) => ({
  ...remote,
  portKey: portKeyOf(name),
}));

/**
 * The shell on `base`, each remote as far from it as in the site map, and the API on the next
 * port after the last app: its own default is too far from the apps' to keep a run's ports together.
 */
export function sitePortsFrom(base: number): SitePorts {
  const remotes = SITE_REMOTES.map((remote) => [remote.portKey, base + remote.defaultPort - siteMap.shell.defaultPort] as const);
  const lastAppPort = Math.max(base, ...remotes.map(([, port]) => port));
  return { shell: base, ...(Object.fromEntries(remotes) as Record<RemotePortKey, number>), api: lastAppPort + 1 };
}
