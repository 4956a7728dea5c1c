import type { PageHead, PageTable, RemoteName } from 'shared-contracts';

export interface PageAnswer {
  status: 200 | 404;
  path: string;
  head: PageHead;
  remote: RemoteName;
  pageKey: string | null;
  renderPath: string;
}

export function loadPageTable(distDir: string): PageTable;
export function pageAnswerFor(table: PageTable, pathname: string): PageAnswer;
