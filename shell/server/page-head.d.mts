import type { PageHead } from 'shared-contracts';
import type { Language } from 'shared-contracts/languages';

export function withPageHead(
  html: string,
  head: PageHead,
  page: { url: string; language: Language; alternates: Record<Language, string> | null },
): string;
