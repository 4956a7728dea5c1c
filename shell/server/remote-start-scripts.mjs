import { jsonScriptElement } from './json-script-element.mjs';

/**
 * Where the page names the other remotes' start scripts (remoteEntry.js and their route tree's
 * chunks). On a visitor's intent the browser fetches a remote's side by side
 * (src/federation/start-scripts.ts), where the federation runtime would ask for the chunks only once
 * remoteEntry.js had run: one round trip less before another remote's first page, which on a
 * rural line is a few hundred milliseconds.
 */
export const REMOTE_START_SCRIPTS_ELEMENT_ID = 'remote-start-scripts';

/** The page with `startScriptsByRemote` named before the end of its body; as it is when none is known. */
export function withRemoteStartScripts(page, startScriptsByRemote) {
  const known = Object.fromEntries(Object.entries(startScriptsByRemote).filter(([, scripts]) => scripts.length > 0));
  if (Object.keys(known).length === 0) return page;
  return page.replace('</body>', () => `${jsonScriptElement(REMOTE_START_SCRIPTS_ELEMENT_ID, known)}</body>`);
}
