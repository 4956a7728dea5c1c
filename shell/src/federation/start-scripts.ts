import type { RemoteName } from 'shared-contracts';
import { REMOTE_START_SCRIPTS_ELEMENT_ID } from '../../server/remote-start-scripts.mjs';
import { isScriptAddress } from './script-address';

let named: Partial<Record<RemoteName, string[]>> | undefined;
const requested = new Set<string>();

/** The start scripts the page names for each remote but its own (server/remote-start-scripts.mjs); none when it names none. */
function startScriptsOf(name: RemoteName): string[] {
  if (!named) {
    try {
      named = JSON.parse(document.getElementById(REMOTE_START_SCRIPTS_ELEMENT_ID)?.textContent ?? '{}') as Partial<Record<RemoteName, string[]>>;
    } catch {
      named = {};
    }
  }
  const scripts = named[name];
  return Array.isArray(scripts) ? scripts.filter(isScriptAddress) : [];
}

/**
 * Starts fetching a remote's start scripts all at once, as it starts to load: the federation
 * runtime asks for its route tree's chunks only once remoteEntry.js has run, and finds them
 * fetched by then. Only fetched, never run: the runtime runs what its remoteEntry.js names, so a
 * list from before a redeploy costs bytes, never a wrong script.
 */
export function fetchStartScriptsOf(name: RemoteName): void {
  for (const src of startScriptsOf(name)) {
    if (requested.has(src)) continue;
    requested.add(src);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = src;
    document.head.appendChild(link);
  }
}
