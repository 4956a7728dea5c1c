import crypto from 'node:crypto';
import { keepEarlyTaps, REMOTE_PART_ELEMENT_ID, REMOTE_PART_LIVE_EVENT } from './early-taps.mjs';
import { escapeMarkup } from './escape-markup.mjs';
import { jsonScriptElement } from './json-script-element.mjs';
import { showStartFailureNote, START_FAILURE_NOTE_ELEMENT_ID, startFailureNoteElement } from './start-failure-note.mjs';

/*
 * A page's scripts download with its HTML and run once the browser has painted it. The head
 * preloads them all at low priority (the HTML's own bytes go first on a slow line); a small
 * script inside the page, the only one it has, adds the shell's after the first frame, in order,
 * and the federation runtime runs the remote's. On an emulated slow 4G line with a 4× slower
 * processor the page went live sooner than with `<script defer>`, which runs them before the first
 * paint, and painted as soon; starting the downloads only after the paint made it live later. The
 * loader is inside the page, not a file of its own, so that it runs as soon as the page is parsed
 * (a file cost one more round trip on a first visit, during which a tap was lost); the
 * Content-Security-Policy allows it by its hash and allows no other inline script.
 */

export const SHELL_SCRIPTS_ELEMENT_ID = 'shell-scripts-after-first-paint';
/** The element the shell's app renders into (src/index.ts), where a note that the page cannot start goes. */
const APP_ROOT_ELEMENT_ID = 'root';

/** The tags the build's HTML plugin writes for the page's own scripts. */
const BUILD_SCRIPT_TAG = /<script defer src="(\/[^"<>]+)"><\/script>/g;

/**
 * Runs in the browser, as the text of the served script: self-contained, plain JavaScript. The
 * scripts are added with `async = false`, so they run in the order listed, as deferred scripts do.
 * A tab that is not shown paints nothing, so one opened in the background, or left before its
 * first frame, starts them at once. A script whose request failed is asked for once more, at
 * once, and runs after the others (the bundles' chunks run in any order): Chromium hands a failed
 * preload of the head to the next request of the same address without the network, so the first
 * try can fail though the line is back. One that fails again leaves the page unable to start,
 * whichever it is (the federation runtime waits on the page's own script element rather than
 * asking again), so the page says so at once (`showNote`, with the note the page carries) instead
 * of after the runtime's two-minute wait, or never if the entry failed.
 */
export function startScriptsAfterFirstPaint(listElementId, noteElementId, rootElementId, showNote) {
  const list = document.getElementById(listElementId);
  if (!list) return;
  const scripts = JSON.parse(list.textContent);
  const add = (src, onError) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    script.onerror = onError;
    document.body.appendChild(script);
  };
  const cannotStart = () => showNote(document.getElementById(rootElementId) || document.body, JSON.parse(document.getElementById(noteElementId).textContent));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) add(src, () => add(src, cannotStart));
  };
  if (document.hidden) return start();
  document.addEventListener('visibilitychange', start, { once: true });
  requestAnimationFrame(() => setTimeout(start, 0));
}

/** The loader: it keeps taps on the page's buttons until they can be handled (early-taps.mjs), then starts the scripts. */
export const LOADER_SOURCE =
  `(${keepEarlyTaps})(${JSON.stringify(REMOTE_PART_ELEMENT_ID)}, ${JSON.stringify(REMOTE_PART_LIVE_EVENT)});\n` +
  `(${startScriptsAfterFirstPaint})(${[SHELL_SCRIPTS_ELEMENT_ID, START_FAILURE_NOTE_ELEMENT_ID, APP_ROOT_ELEMENT_ID].map((id) => JSON.stringify(id)).join(', ')}, ${showStartFailureNote});\n`;
/** How the Content-Security-Policy names the loader, the one inline script it lets run. */
export const LOADER_HASH_SOURCE = `'sha256-${crypto.createHash('sha256').update(LOADER_SOURCE).digest('base64')}'`;

const preloadLinks = (addresses) => addresses.map((url) => `<link rel="preload" as="script" href="${escapeMarkup(url)}" fetchpriority="low">`).join('');

/**
 * The page with its build's scripts, then `shellScripts` (more of the shell's own), listed for
 * the loader, which follows the list and the note in the page's `language` should they not
 * start, at the end of the body; those and `remoteScripts` (the remote's start scripts, which the
 * federation runtime runs) preloaded in the head. A page without build scripts keeps what it has
 * and gets the preloads.
 */
export function withScriptsAfterFirstPaint(page, { shellScripts = [], remoteScripts = [], language } = {}) {
  const buildScripts = [...page.matchAll(BUILD_SCRIPT_TAG)].map(([, src]) => src);
  if (buildScripts.length === 0) return page.replace('</head>', () => `${preloadLinks(remoteScripts)}</head>`);
  const listed = [...buildScripts, ...shellScripts];
  // The loader runs where it stands: after the page's content and the list.
  const end = `${jsonScriptElement(SHELL_SCRIPTS_ELEMENT_ID, listed)}${startFailureNoteElement(language)}<script>${LOADER_SOURCE}</script>`;
  return page
    .replace(BUILD_SCRIPT_TAG, '')
    .replace('</head>', () => `${preloadLinks([...listed, ...remoteScripts])}</head>`)
    .replace('</body>', () => `${end}</body>`);
}
