// Node entry of the production build: every page of remote-public as HTML (build/server-render-config.ts).
import type { I18n } from '@lingui/core';
import type { Language } from 'shared-contracts/languages';
import { prerenderRemote } from 'shared-ui/server';
import App, { build } from './App';
import { publicPageHead } from './pages/page-heads';
import { linkPreviewFor } from './pages/link-previews';

/** A page's head with the picture a link to it shows (only the HTML needs it, never the browser). */
function headWithLinkPreview(path: string, i18n: I18n, language: Language) {
  const image = linkPreviewFor(path, language);
  return { ...publicPageHead(path, i18n), ...(image ? { image } : {}) };
}

export default () => prerenderRemote('remote_public', App, build, headWithLinkPreview);
