import { fillRuntimeConfigPlaceholders } from 'shared-contracts/runtime-config-in-html';
import { escapeMarkup } from './escape-markup.mjs';
import { SCRIPT_FILE } from './script-file.mjs';

/**
 * The pages each remote rendered to HTML at its build, and the scripts they start with (a remote
 * whose pages the browser renders publishes only those, and its pages' heads), fetched from wherever the runtime config
 * says the remote is served. Every request asks the remote which build is current (a small file
 * it never caches); a build's pages are fetched once and kept until the remote names another, so
 * a redeployed remote's HTML is served on the next request, with no restart here. A remote too slow
 * to say (a busy machine) is taken to serve the build it last named; a remote that cannot be
 * reached gives no HTML (the browser renders the page).
 */
const CURRENT_BUILD_TIMEOUT_MS = 500;
const PAGES_TIMEOUT_MS = 2000;
/** How often another remote's start scripts are asked for again while pages are served (startScriptsFor). */
const START_SCRIPTS_REFRESH_MS = 10_000;
const BUILD_NAME = /^[A-Za-z0-9_-]{1,64}$/;

async function fetchJson(url, timeoutMs) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const isText = (value) => typeof value === 'string';
const isHead = (head) => isText(head?.title) && isText(head.description);
const isPage = (page) => isText(page?.html) && isText(page.css) && isHead(page.head);
const isSize = (value) => Number.isInteger(value) && value > 0;
const isImage = (image) => isText(image?.url) && isText(image.alt) && isSize(image.width) && isSize(image.height);

/** Addresses of scripts the build names; anything but a file of its folder is left out. */
const scriptsAt = (files, base) => (Array.isArray(files) ? files.filter((file) => isText(file) && SCRIPT_FILE.test(file)).map((file) => new URL(file, base).toString()) : []);

/**
 * A build's pages with their pictures' addresses pointed at the remote's own server, and the
 * site's runtime config written in where the HTML holds its placeholders (a remote renders its
 * pages without it, see runtimeConfigPlaceholder): once per build, not per request. A page not in
 * the expected shape is left out (the browser renders it), never passed on to break the answer.
 */
function servedFrom(published, base, config) {
  if (!isText(published?.assetBase) || typeof published.pages !== 'object' || published.pages === null) throw new Error('pages in an unknown shape');
  const rebase = (text) => text.replaceAll(published.assetBase, base);
  const withConfig = (html) => fillRuntimeConfigPlaceholders(rebase(html), config, escapeMarkup);
  const pages = {};
  for (const [key, page] of Object.entries(published.pages)) {
    if (!isPage(page)) continue;
    const { title, description, image } = page.head;
    // A link preview in another shape is left out: the page then shows the site's own.
    const head = isImage(image) ? { title, description, image: { url: rebase(image.url), width: image.width, height: image.height, alt: image.alt } } : { title, description };
    pages[key] = { head, html: withConfig(page.html), css: rebase(page.css), scripts: scriptsAt(page.scripts, base) };
  }
  const heads = Object.fromEntries(
    Object.entries(published.heads ?? {})
      .filter(([, head]) => isHead(head))
      .map(([key, { title, description }]) => [key, { title, description }]),
  );
  return { pages, heads, startScripts: scriptsAt(published.startScripts, base) };
}

/** What a remote whose pages the browser renders has published: nothing while it cannot be had. */
const NOTHING_PUBLISHED = { startScripts: [], heads: {} };

/** The build a remote serves now; `lastNamed` if it is too slow to say (it is up, so most likely still that one). */
async function currentBuildOf(base, lastNamed) {
  try {
    return (await fetchJson(new URL('prerendered/current.json', base), CURRENT_BUILD_TIMEOUT_MS)).build;
  } catch (error) {
    if (error?.name === 'TimeoutError' && lastNamed) return lastNamed;
    throw error;
  }
}

/** `config`: the site's runtime config, which says where each remote is served. */
export function createRemotePages(config) {
  const { remotes } = config;
  /** Per remote: the build last seen and (the promise of) its pages. */
  const current = new Map();
  /** Per remote whose pages the browser renders: its start scripts and heads as last had, and whether they are being fetched. */
  const publishedLastHad = new Map();
  const refreshing = new Set();
  /** Per remote: when startScriptsFor last had its start scripts asked for again. */
  const startScriptsAskedAt = new Map();

  async function pagesOf(name) {
    const remote = remotes.find((candidate) => candidate.name === name);
    if (!remote) return null;
    const base = new URL('.', remote.entry).toString();
    const known = current.get(name);
    const build = await currentBuildOf(base, known?.base === base ? known.build : undefined);
    if (typeof build !== 'string' || !BUILD_NAME.test(build)) throw new Error(`${name} names no usable build`);
    if (known?.build === build && known.base === base) return { build, ...(await known.served) };
    const served = fetchJson(new URL(`prerendered/pages.${build}.json`, base), PAGES_TIMEOUT_MS).then((published) => servedFrom(published, base, config));
    current.set(name, { build, base, served });
    try {
      return { build, ...(await served) };
    } catch (error) {
      // A failed fetch is not kept: the next request tries again.
      if (current.get(name)?.served === served) current.delete(name);
      throw error;
    }
  }

  /**
   * For a page the browser renders: the addresses of the scripts the remote's pages start with
   * and its pages' heads by page key, as last had, without waiting, since they only improve the
   * page. Each call has them fetched again for the next; while the remote cannot give them,
   * there are none.
   */
  function clientRenderedFor(name) {
    if (!refreshing.has(name)) {
      refreshing.add(name);
      pagesOf(name)
        .then((found) => publishedLastHad.set(name, found ? { startScripts: found.startScripts, heads: found.heads } : NOTHING_PUBLISHED))
        .catch((error) => {
          // Once per failure, not once per request, as long as the remote stays so.
          if (publishedLastHad.get(name) !== NOTHING_PUBLISHED) console.warn(`No start scripts from ${name}: ${error.message}`);
          publishedLastHad.set(name, NOTHING_PUBLISHED);
        })
        .finally(() => refreshing.delete(name));
    }
    return publishedLastHad.get(name) ?? NOTHING_PUBLISHED;
  }

  /**
   * The addresses of the scripts a remote's pages start with, for the pages of the other remotes,
   * which fetch them only on a visitor's intent: as last had, without waiting, and asked for again
   * at most every few seconds, not on every page served. (A page's own remote is asked on every
   * request, so that its redeploy shows on the next one.)
   */
  function startScriptsFor(name) {
    const askedAt = startScriptsAskedAt.get(name);
    if (askedAt !== undefined && Date.now() - askedAt < START_SCRIPTS_REFRESH_MS) return (publishedLastHad.get(name) ?? NOTHING_PUBLISHED).startScripts;
    startScriptsAskedAt.set(name, Date.now());
    return clientRenderedFor(name).startScripts;
  }

  return {
    /**
     * One page of a remote as HTML with its CSS, head, build, the scripts it starts with (the
     * remote's and the page's own) and the page's own apart; null when it cannot be had now.
     */
    async pageFor(name, key) {
      try {
        const found = await pagesOf(name);
        if (!found?.pages[key]) return null;
        const { scripts, ...page } = found.pages[key];
        const pageScripts = [...new Set(scripts.filter((script) => !found.startScripts.includes(script)))];
        return { ...page, build: found.build, startScripts: [...new Set([...found.startScripts, ...pageScripts])], pageScripts };
      } catch (error) {
        console.warn(`No HTML from ${name} for ${key}: ${error.message}`);
        return null;
      }
    },
    clientRenderedFor,
    startScriptsFor,
  };
}
