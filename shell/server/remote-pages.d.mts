import type { PageHead, RemoteName, RuntimeConfig } from 'shared-contracts';

export interface RemotePage {
  html: string;
  css: string;
  head: PageHead;
  build: string;
  /** Addresses of the scripts the page starts with: the remote's (remoteEntry.js, its App's chunks) and the page's own. */
  startScripts: string[];
  /** Of those, the page's own (its chunk and its catalogs), which hydrating its HTML needs beyond the remote's. */
  pageScripts: string[];
}

export function createRemotePages(config: Pick<RuntimeConfig, 'remotes'> & Partial<RuntimeConfig>): {
  pageFor(name: RemoteName, key: string): Promise<RemotePage | null>;
  /**
   * For a page the browser renders: addresses of the scripts the remote's pages start with, and
   * their heads by page key, as last had (fetched again meanwhile).
   */
  clientRenderedFor(name: RemoteName): { startScripts: string[]; heads: Record<string, Pick<PageHead, 'title' | 'description'>> };
  /** For the pages of the other remotes: the addresses of the scripts a remote's pages start with, as last had (asked for again every few seconds). */
  startScriptsFor(name: RemoteName): string[];
};
