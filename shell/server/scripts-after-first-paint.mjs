import crypto from 'node:crypto';
import { escapeMarkup } from './escape-markup.mjs';

/**
 * A page's scripts download with its HTML and run once the browser has painted it. The head
 * preloads them all at low priority (the HTML's own bytes go first on a slow line); a small
 * script, the only one the HTML names, adds the shell's after the first frame, in order, and the
 * federation runtime runs the remote's. On an emulated slow 4G line with a 4× slower processor the
 * page went live some 13% sooner than with `<script defer>`, which runs them before the first
 * paint, and painted as soon; starting the downloads only after the paint made it live 0.2 s later.
 */
export const START_SCRIPTS_ELEMENT_ID = 'start-scripts';

/** The tags the build's HTML plugin writes for the page's own scripts. */
const BUILD_SCRIPT_TAG = /<script defer src="(\/[^"<>]+)"><\/script>/g;

/**
 * Runs in the browser, as the text of the served script: self-contained, plain JavaScript. The
 * scripts are added with `async = false`, so they run in the order listed, as deferred scripts do.
 * A page opened in a background tab paints nothing until it is shown: it starts them at once.
 */
export function startScriptsAfterFirstPaint(listElementId) {
  const list = document.getElementById(listElementId);
  if (!list) return;
  const scripts = JSON.parse(list.textContent);
  const start = () => {
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    }
  };
  if (document.hidden) start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

const LOADER_SOURCE = `(${startScriptsAfterFirstPaint})(${JSON.stringify(START_SCRIPTS_ELEMENT_ID)});\n`;
/** Named by its content, so browsers keep it for good and a changed loader gets a new name. */
export const LOADER_PATH = `/scripts-after-first-paint.${crypto.createHash('sha256').update(LOADER_SOURCE).digest('hex').slice(0, 10)}.js`;

const preloadLinks = (addresses) => addresses.map((url) => `<link rel="preload" as="script" href="${escapeMarkup(url)}" fetchpriority="low">`).join('');

/**
 * The page with its build's scripts, then `scripts` (more of the shell's own), listed for the
 * loader, which takes the build scripts' place; those and `preloads` (the remote's start
 * scripts, which the federation runtime runs) preloaded in the head.
 */
export function withScriptsAfterFirstPaint(page, { scripts = [], preloads = [] } = {}) {
  const buildScripts = [...page.matchAll(BUILD_SCRIPT_TAG)].map(([, src]) => src);
  if (buildScripts.length === 0) return page;
  const shellScripts = [...buildScripts, ...scripts];
  // '<' escaped, so no address can close the script element.
  const list = JSON.stringify(shellScripts).replace(/</g, '\\u003c');
  const tags = `<script id="${START_SCRIPTS_ELEMENT_ID}" type="application/json">${list}</script><script defer src="${LOADER_PATH}"></script>`;
  return page
    .replace(BUILD_SCRIPT_TAG, '')
    .replace('</head>', () => `${preloadLinks([...shellScripts, ...preloads])}</head>`)
    .replace('</body>', () => `${tags}</body>`);
}

/** Serves the loader, cached for good under its content's name. */
export function registerScriptsAfterFirstPaint(app) {
  app.get(LOADER_PATH, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('text/javascript; charset=utf-8').send(LOADER_SOURCE),
  );
}
