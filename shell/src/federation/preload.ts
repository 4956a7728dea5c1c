import { DASHBOARD_ROUTES, remoteForPath } from 'shared-contracts';
import { wantsToSaveData } from 'shared-ui';
import { LANGUAGE_CHOICE_PATH, splitLanguagePrefix } from 'shared-contracts/languages';
import { languageOfLinkedPage } from '../language/page-language';
import { preloadRemoteApp, type PageToPreload } from './remotes';

/**
 * The address of a link to a page of the site. The language switch leads to no page of a remote:
 * it loads the chosen language's page whole.
 */
function linkedPathname(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.pathname === LANGUAGE_CHOICE_PATH) return null;
  return link.pathname;
}

/**
 * Starts loading the remote behind a link, found by the path without its language prefix (on a
 * Hindi page the top bar's login link is /hi/login, remote-auth's), and, `withPage`, its page.
 */
function preloadLinkedPage(pathname: string, withPage: boolean) {
  const { path } = splitLanguagePrefix(pathname);
  const page: PageToPreload | undefined = withPage ? { path, language: languageOfLinkedPage(pathname) } : undefined;
  preloadRemoteApp(remoteForPath(path), page);
}

/**
 * Loads the remote behind a link as soon as the visitor shows intent (hover, keyboard focus,
 * touch), so its first visit feels instant, and the chunk of the page it leads to (with its
 * translations into the page's language) once the intent is clear: a hover or focus, or a touch
 * that ended without moving. A finger that starts a scroll on a link has shown no intent for its
 * page, and many visitors pay for their data. With the data saver on, nothing at all: a hover is
 * not a visit.
 */
export function startPreloadingOnIntent(): () => void {
  if (wantsToSaveData()) return () => undefined;
  let touchMoved = false;
  const preload = (event: Event, withPage: boolean) => {
    const pathname = linkedPathname(event.target);
    if (pathname) preloadLinkedPage(pathname, withPage);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['mouseover', (event) => preload(event, true)],
    ['focusin', (event) => preload(event, true)],
    [
      'touchstart',
      (event) => {
        touchMoved = false;
        preload(event, false);
      },
    ],
    ['touchmove', () => (touchMoved = true)],
    [
      'touchend',
      (event) => {
        if (!touchMoved) preload(event, true);
      },
    ],
  ];
  listeners.forEach(([type, listener]) => document.addEventListener(type, listener, { passive: true }));
  return () => listeners.forEach(([type, listener]) => document.removeEventListener(type, listener));
}

/**
 * A sign-in leads into the account area: its remote loads while the server checks the password,
 * instead of after. Not with the data saver on: the password may be wrong.
 */
export function preloadAccountArea(): void {
  if (!wantsToSaveData()) preloadRemoteApp(remoteForPath(DASHBOARD_ROUTES.home.path));
}
