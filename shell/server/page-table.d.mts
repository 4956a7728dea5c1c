import type { PageHead, PageTable, RemoteName } from 'shared-contracts';
import type { Language } from 'shared-contracts/languages';

export interface PageAnswer {
  status: 200 | 404;
  /** The address asked for. */
  path: string;
  language: Language;
  head: PageHead;
  remote: RemoteName;
  pageKey: string | null;
  /** For a page the browser renders: the key of the head its remote published, in `language`. */
  headKey?: string;
  /** The address the frame is rendered at, in `language`. */
  renderPath: string;
  headers: Record<string, string>;
  /** The page's address in each language, for pages with language versions. */
  alternates: Record<Language, string> | null;
}

/** A page asked for at another spelling of its address, or in the visitor's chosen language. */
export interface PageRedirect {
  status: 301 | 302;
  location: string;
  headers?: Record<string, string>;
}

export function loadPageTable(distDir: string): PageTable;
export function pageAnswerFor(table: PageTable, pathname: string, chosenLanguage?: string): PageAnswer | PageRedirect;
