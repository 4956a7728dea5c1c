import { isRemoteName, type RemoteName } from 'shared-contracts';
import { isLanguage, type Language } from 'shared-contracts/languages';
import { SERVER_RENDERING_ELEMENT_ID } from '../../server/compose-page.mjs';
import { isScriptAddress } from './script-address';

interface ServerRendering {
  remote: RemoteName;
  build: string;
  /** The address the page was rendered for, and in which language. */
  path: string;
  language: Language;
  /** The page's own scripts beyond the remote's: its chunk and catalogs (page-scripts.ts). */
  scripts: string[];
}

function readServerRendering(): ServerRendering | null {
  const text = document.getElementById(SERVER_RENDERING_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const note = JSON.parse(text) as Partial<ServerRendering>;
    const valid = isRemoteName(note.remote) && typeof note.build === 'string' && typeof note.path === 'string' && isLanguage(note.language);
    const scripts = Array.isArray(note.scripts) ? note.scripts.filter(isScriptAddress) : [];
    return valid ? { remote: note.remote!, build: note.build!, path: note.path!, language: note.language!, scripts } : null;
  } catch {
    return null;
  }
}

/** The remote build whose HTML is being hydrated, until its remote has loaded and been checked. */
let awaitedBuild: ServerRendering | null = null;

/**
 * Whether the page can hydrate the server's HTML: it is there and was rendered for this path, in
 * the language the page starts in. Whatever the query: pages read it only once live (useLiveQuery).
 * The build that rendered it is checked once its remote has loaded (refuseHydratingAnotherBuild).
 */
export function canHydrateServerHtml(language: Language): boolean {
  const rendered = readServerRendering();
  if (!rendered || rendered.path !== window.location.pathname || rendered.language !== language) return false;
  awaitedBuild = rendered;
  return true;
}

/** The remote whose part of the page is still the server's HTML, waiting for its code, if any. */
export function remoteAwaitingHydration(): RemoteName | null {
  return awaitedBuild?.remote ?? null;
}

/** The build that drew the HTML awaiting its code, and the page's own scripts it was drawn with. */
export function codeOfServerHtml(): Pick<ServerRendering, 'build' | 'scripts'> | null {
  return awaitedBuild && { build: awaitedBuild.build, scripts: awaitedBuild.scripts };
}

/** The remote's part is no longer the server's HTML waiting for it (the visitor went elsewhere). */
export function stopAwaitingHydration(name: RemoteName): void {
  if (awaitedBuild?.remote === name) awaitedBuild = null;
}

/** Ends the wait of a part the visitor left before it could be hydrated; React renders it afresh. */
export class LeftBeforeHydrationError extends Error {}

/** Thrown while hydrating a remote whose deployed build did not render the HTML on the page. */
class AnotherBuildError extends Error {}

/**
 * Called as a remote first renders. If it is not the build that rendered the HTML being hydrated,
 * throwing makes React render that part in the browser instead of hydrating a mismatch. Asked
 * once: the browser's own render that follows goes ahead.
 */
export function refuseHydratingAnotherBuild(name: RemoteName, build: string | undefined) {
  if (awaitedBuild?.remote !== name) return;
  const expected = awaitedBuild.build;
  awaitedBuild = null;
  if (build !== expected) throw new AnotherBuildError(`${name} is now build ${build}; the page's HTML came from ${expected}: rendering it in the browser`);
}

/** Hydration problems React recovered from: a remote redeployed meanwhile is expected, anything else is an error. */
export function reportRecoverableError(error: unknown) {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (cause instanceof AnotherBuildError || cause instanceof LeftBeforeHydrationError) console.info(cause.message);
  else console.error('Hydration', error);
}
