import type { PageHead } from 'shared-contracts';

export const SOCIAL_PREVIEW: { path: string; width: number; height: number; alt: string };
export function withPageHead(html: string, head: PageHead, url: string): string;
