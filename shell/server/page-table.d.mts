import type { PageHead, PageTable } from 'shared-contracts';

export function loadPageTable(distDir: string): PageTable;
export function pageAnswerFor(table: PageTable, pathname: string): { status: 200 | 404; head: PageHead; path: string };
