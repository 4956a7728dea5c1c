import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import siteMap from 'shared-contracts/site-map.json' with { type: 'json' };
import { startStaticServer } from 'static-server';
import { registerApiProxy } from './server/api-proxy.mjs';
import { buildRuntimeConfig } from './server/runtime-config.mjs';
import { registerSeoRoutes } from './server/seo.mjs';
import { registerLanguageChoice } from './server/language-choice.mjs';
import { securityHeadersFor } from './server/security-headers.mjs';
import { pageWithRuntimeConfig } from './server/page.mjs';
import { withPageHead } from './server/page-head.mjs';
import { loadPageTable, pageAnswerFor } from './server/page-table.mjs';
import { createFrameRenderer } from './server/frame-renderer.mjs';
import { createRemotePages } from './server/remote-pages.mjs';
import { composePage } from './server/compose-page.mjs';
import { withRemoteStartScripts } from './server/remote-start-scripts.mjs';
import { createDevanagariFont } from './server/devanagari-font.mjs';
import { createLanguageScripts } from './server/language-scripts.mjs';
import { withScriptsAfterFirstPaint } from './server/scripts-after-first-paint.mjs';
import { LANGUAGE_COOKIE } from 'shared-contracts/languages';
import fastifyCookie from '@fastify/cookie';

/**
 * The composed site: the shell's files, its runtime config, and /api forwarded to the backend.
 * SHELL_DIST_DIR serves another build of the shell the same way (the benchmark's monolith).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = process.env.SHELL_DIST_DIR ? path.resolve(process.env.SHELL_DIST_DIR) : path.join(here, 'dist');
const apiPort = process.env[siteMap.api.portVariable] ?? siteMap.api.defaultPort;
const apiUpstream = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const runtimeConfig = buildRuntimeConfig();
const pageTable = loadPageTable(root);
// The shell build's Node bundle (build/server-render-config.ts), never served.
const frames = createFrameRenderer(path.join(root, 'server-render.cjs'), runtimeConfig);
const remotePages = createRemotePages(runtimeConfig);
const devanagariFont = createDevanagariFont(root);
const languageScripts = createLanguageScripts(root);
/**
 * Whether the served build loads the remotes at run time (it has a federation manifest); a build
 * with their code inside (the benchmark's monolith) needs none of their scripts.
 */
const loadsRemotes = fs.existsSync(path.join(root, 'mf-manifest.json'));
// Fetched ahead, so the first page the browser renders names its remote's start scripts and has its head.
if (loadsRemotes && frames) remotePages.clientRenderedFor(pageTable.clientRendered.remote);
/** The frame and the remotes' pages are rendered with the styled-components the site shares. */
const STYLED_COMPONENTS_VERSION = createRequire(import.meta.url)('styled-components/package.json').version;

/** A path's address on the site; the path is the visitor's, so it is set, not parsed. */
function urlOnSite(pathname) {
  const url = new URL(runtimeConfig.siteUrl);
  url.pathname = pathname;
  return url.toString();
}

/**
 * What the remote published for a page the browser renders (its start scripts, its head in the
 * page's language); none for a pre-rendered page, a build with the remotes inside or without a
 * frame (the page goes as built).
 */
const clientRenderedOf = (answer) => (answer.pageKey || !loadsRemotes || !frames ? null : remotePages.clientRenderedFor(answer.remote));

/**
 * The remote's scripts a page preloads (its remoteEntry.js and App, the page's chunk and
 * catalogs), fetched with the shell's instead of one after another once the shell's scripts have
 * run, each a round trip on a slow connection. Only fetched: the federation runtime runs them, and
 * the browser runs the page's own only once the remote has loaded as the build that drew the page
 * (page-scripts.ts), so a remote redeployed meanwhile costs wasted bytes, never a wrong script. They are the
 * pre-rendered page's own, or for a page the browser renders its remote's start scripts; none
 * for a build with the remotes inside, without a frame, or when the remote's HTML could not be had.
 */
function remoteScriptsFor(fragment, clientRendered) {
  if (!loadsRemotes || !frames) return [];
  return fragment?.startScripts ?? clientRendered?.startScripts ?? [];
}

/** The other remotes' start scripts, which a visitor's intent fetches side by side; none for a build with the remotes inside or without a frame. */
function otherRemotesStartScripts(remote) {
  if (!loadsRemotes || !frames) return {};
  const others = runtimeConfig.remotes.filter((candidate) => candidate.name !== remote);
  return Object.fromEntries(others.map(({ name }) => [name, remotePages.startScriptsFor(name)]));
}

/**
 * Each page path answered with its own status and head, and its HTML: the frame with the owning
 * remote's pre-rendered page in it (the remote's own title and description win, so a redeployed
 * remote can change them).
 */
async function answerPage(pathname, page, request) {
  const answer = pageAnswerFor(pageTable, pathname, request.cookies[LANGUAGE_COOKIE]);
  if (answer.location) return answer;
  const [frame, fragment] = await Promise.all([
    frames?.frameFor(answer.renderPath, answer.language) ?? null,
    frames && answer.pageKey ? remotePages.pageFor(answer.remote, answer.pageKey) : null,
  ]);
  const clientRendered = clientRenderedOf(answer);
  const alternates = answer.alternates && Object.fromEntries(Object.entries(answer.alternates).map(([language, address]) => [language, urlOnSite(address)]));
  const publishedHead = clientRendered && answer.headKeys.map((key) => clientRendered.heads[key]).find(Boolean);
  const head = fragment?.head ?? publishedHead ?? answer.head;
  const withHead = withPageHead(page, head, { url: urlOnSite(answer.canonicalAddress), language: answer.language, alternates });
  // The other remotes' start scripts are named before the loader, which stays the page's last element.
  const withOtherRemotes = withRemoteStartScripts(devanagariFont.withFontFor(withHead, answer.language), otherRemotesStartScripts(answer.remote));
  const withScripts = withScriptsAfterFirstPaint(withOtherRemotes, {
    shellScripts: languageScripts.scriptsFor(answer.language),
    remoteScripts: remoteScriptsFor(fragment, clientRendered),
    language: answer.language,
  });
  const html = composePage(withScripts, {
    frame,
    outletPlaceholder: frames?.outletPlaceholder,
    fragment,
    remote: answer.remote,
    path: answer.path,
    language: answer.language,
    styledComponentsVersion: STYLED_COMPONENTS_VERSION,
  });
  return { status: answer.status, html, headers: answer.headers };
}

await startStaticServer({
  name: 'shell',
  root,
  port: Number(process.env.PORT ?? siteMap.shell.defaultPort),
  host: process.env.HOST ?? '127.0.0.1',
  headersFor: securityHeadersFor(runtimeConfig),
  transformPage: (html) => pageWithRuntimeConfig(html, runtimeConfig),
  answerPage,
  extend: async (app) => {
    await app.register(fastifyCookie);
    registerSeoRoutes(app, { sitemapPaths: pageTable.sitemap, siteUrl: runtimeConfig.siteUrl });
    registerLanguageChoice(app);
    app.get('/remotes.json', (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(runtimeConfig),
    );
    await registerApiProxy(app, { upstream: apiUpstream });
  },
});
