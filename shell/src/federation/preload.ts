import { DASHBOARD_ROUTES, remoteForPath, type RemoteName } from 'shared-contracts';
import { wantsToSaveData } from 'shared-ui';
import { splitLanguagePrefix } from 'shared-contracts/languages';
import { preloadRemoteApp } from './remotes';

/** The remote behind a link of the site, and the path of its page there (without its language prefix). */
function pageOfLink(target: EventTarget | null): { remote: RemoteName; path: string } | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return { remote: remoteForPath(link.pathname), path: splitLanguagePrefix(link.pathname).path };
}

const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;

/**
 * Loads the remote behind a link, and its page's chunk, as soon as the visitor shows intent
 * (hover, keyboard focus, touch), so its first visit feels instant: on a phone the chunk's round
 * trip happens between the finger's touch and the tap. Nothing is fetched without intent: many
 * visitors pay for their data. With the data saver on, not even on intent: a hover is not a visit.
 */
export function startPreloadingOnIntent(): () => void {
  if (wantsToSaveData()) return () => undefined;
  const onIntent = (event: Event) => {
    const page = pageOfLink(event.target);
    if (page) preloadRemoteApp(page.remote, page.path);
  };
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));
  return () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent));
}

/**
 * A sign-in leads into the account area: its remote loads while the server checks the password,
 * instead of after. Not with the data saver on: the password may be wrong.
 */
export function preloadAccountArea(): void {
  if (!wantsToSaveData()) preloadRemoteApp(remoteForPath(DASHBOARD_ROUTES.home.path));
}
