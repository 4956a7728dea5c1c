import type { PageHead } from 'shared-contracts';

export function withPageHead(html: string, head: PageHead, url: string): string;
