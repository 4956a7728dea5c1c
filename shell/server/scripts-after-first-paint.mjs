import crypto from 'node:crypto';

/**
 * A page's scripts are requested once the browser has painted its HTML, not while it lays the HTML
 * out. Named in the page as `<script defer>` and preloads, the scripts (some 160 KB) share a slow
 * line with the HTML and delay its first paint; on a fast one they arrive first and the page
 * shows only after React has hydrated it. The page names them in a list instead, and a small
 * script (the only one in the HTML) adds them after the first frame, in the same order and with
 * the same priorities as before.
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
  const { scripts, preloads } = JSON.parse(list.textContent);
  const start = () => {
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    }
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.href = href;
      // Attributes, not properties: not every browser has `as` and `fetchPriority` properties.
      link.setAttribute('as', 'script');
      link.setAttribute('fetchpriority', 'low');
      document.head.appendChild(link);
    }
  };
  if (document.hidden) start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

const LOADER_SOURCE = `(${startScriptsAfterFirstPaint})(${JSON.stringify(START_SCRIPTS_ELEMENT_ID)});\n`;
/** Named by its content, so browsers keep it for good and a changed loader gets a new name. */
export const LOADER_PATH = `/scripts-after-first-paint.${crypto.createHash('sha256').update(LOADER_SOURCE).digest('hex').slice(0, 10)}.js`;

/**
 * The page with its build's scripts, then `scripts` (more of the shell's own), and `preloads`
 * (the remote's start scripts) listed for the loader, which takes the build scripts' place.
 */
export function withScriptsAfterFirstPaint(page, { scripts = [], preloads = [] } = {}) {
  const buildScripts = [...page.matchAll(BUILD_SCRIPT_TAG)].map(([, src]) => src);
  if (buildScripts.length === 0) return page;
  // '<' escaped, so no address can close the script element.
  const list = JSON.stringify({ scripts: [...buildScripts, ...scripts], preloads }).replace(/</g, '\\u003c');
  const tags = `<script id="${START_SCRIPTS_ELEMENT_ID}" type="application/json">${list}</script><script defer src="${LOADER_PATH}"></script>`;
  return page.replace(BUILD_SCRIPT_TAG, '').replace('</body>', () => `${tags}</body>`);
}

/** Serves the loader, cached for good under its content's name. */
export function registerScriptsAfterFirstPaint(app) {
  app.get(LOADER_PATH, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('text/javascript; charset=utf-8').send(LOADER_SOURCE),
  );
}
