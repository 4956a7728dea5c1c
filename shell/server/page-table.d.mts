import type { PageHead, PageTable, RemoteName } from 'shared-contracts';

export interface PageAnswer {
  status: 200 | 404;
  path: string;
  head: PageHead;
  remote: RemoteName;
  pageKey: string | null;
  renderPath: string;
}

/** A page asked for at another spelling of its address. */
export interface PageRedirect {
  status: 301;
  location: string;
}

export function loadPageTable(distDir: string): PageTable;
export function pageAnswerFor(table: PageTable, pathname: string): PageAnswer | PageRedirect;
