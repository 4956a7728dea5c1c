import type { PageHead, RemoteEntry, RemoteName } from 'shared-contracts';

export interface RemotePage {
  html: string;
  css: string;
  head: PageHead;
  build: string;
}

export function createRemotePages(remotes: RemoteEntry[]): {
  pageFor(name: RemoteName, key: string): Promise<RemotePage | null>;
};
