import type { PageHead, RemoteEntry, RemoteName } from 'shared-contracts';

export interface RemotePage {
  html: string;
  css: string;
  head: PageHead;
  build: string;
  /** Addresses of the remote's scripts the page starts with (remoteEntry.js and its App's chunks). */
  startScripts: string[];
}

export function createRemotePages(remotes: RemoteEntry[]): {
  pageFor(name: RemoteName, key: string): Promise<RemotePage | null>;
};
