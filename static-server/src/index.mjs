import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyCors from '@fastify/cors';
import siteMap from 'shared-contracts/site-map.json' with { type: 'json' };
import { trustedProxiesFrom } from 'shared-contracts/trust-proxy';
import { cacheControlFor } from './cache-policy.mjs';
import { PAGE_FILE_PATH } from './page-files.mjs';

/** Origins allowed to load a remote's files: the composed site, by default on this machine. */
export function allowedOriginsFromEnv(env = process.env) {
  if (env.ALLOWED_ORIGINS) return env.ALLOWED_ORIGINS.split(',').map((origin) => origin.trim());
  const shellPort = env.SHELL_PORT ?? siteMap.shell.defaultPort;
  return [`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`];
}

/**
 * Build files that are never public, even if an older build left them in the folder: source maps,
 * federation stats, the shell's Node bundle, which its server runs, and index.html, the template
 * every page path answers with its content filled in.
 */
const NEVER_SERVED = /(\.map|\/mf-stats\.json|\/named-chunks\.json|\/server-render\.cjs|\/index\.html)$/;

/**
 * A path with a file extension asks for a file, not a page: a missing one is a plain 404. A page
 * file of an old link is a page address where the app answers pages (`answerPage`).
 */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * An address the server cannot even read (`/%zz`): 400 with a message, as the API answers, not the
 * framework's error object. The framework answers it before any hook, so it gets the headers of
 * every answer here.
 */
const answerBadAddress = (headersFor) => (error, request, reply) => {
  if (error.code !== 'FST_ERR_BAD_URL') return reply.send(error);
  if (headersFor) reply.headers(headersFor(request));
  return reply.code(400).send({ message: 'This address is not valid.' });
};

/**
 * Serves one built app from `root` on `port`. `headersFor(request)` gives headers every answer
 * carries (the shell's security headers); `extend` adds app-specific routes (the shell's runtime
 * config and API proxy) before the static files; `transformPage` rewrites the app's page
 * (again whenever a deploy replaces it); `answerPage` turns that page into the answer for one page
 * path and request (its status and HTML, or a status and the `location` to redirect to, with any
 * headers of its own). Without them, every page path gets the built page as it is.
 */
export async function startStaticServer({ name, root, port, host = '127.0.0.1', corsOrigins, headersFor, extend, transformPage, answerPage }) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${name}: nothing built in ${root}; run the build first`);
  }
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, trustProxy: trustedProxiesFrom(process.env.TRUST_PROXY), frameworkErrors: answerBadAddress(headersFor) });
  if (headersFor) app.addHook('onRequest', async (request, reply) => void reply.headers(headersFor(request)));
  // Pages are sent with an ETag of their HTML, so a returning visitor's browser gets a 304 instead
  // of the page again (weak: the same HTML goes out in several compressions). Files have their own.
  await app.register(fastifyEtag, { weak: true });
  // Compresses what the build has not (pages, answers); request bodies pass through as they came
  // (the API judges them). Brotli 5 rather than the plugin's 4: a page 5 % smaller for no more time
  // (about 1 ms for home's); 8 and up take ten times as long per request.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  if (corsOrigins) await app.register(fastifyCors, { origin: corsOrigins });
  if (extend) await extend(app);
  // The rewritten page is kept until a deploy replaces index.html, so requests cost one stat.
  const pagePath = path.join(root, 'index.html');
  let cachedPage = { mtimeMs: -1, html: '' };
  const currentPage = async () => {
    const { mtimeMs } = await fs.promises.stat(pagePath);
    if (mtimeMs !== cachedPage.mtimeMs) {
      const html = await fs.promises.readFile(pagePath, 'utf8');
      cachedPage = { mtimeMs, html: transformPage ? transformPage(html) : html };
    }
    return cachedPage.html;
  };
  const sendPage = async (request, reply) => {
    const page = await currentPage();
    const [pathname, query] = request.url.split('?');
    const answer = answerPage ? await answerPage(pathname, page, request) : { status: 200, html: page };
    if (answer.headers) reply.headers(answer.headers);
    if (answer.location) return reply.code(answer.status).header('Location', query ? `${answer.location}?${query}` : answer.location).send();
    return reply.code(answer.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(answer.html);
  };
  app.get('/', sendPage);
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !NEVER_SERVED.test(pathName),
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
  // Every other path without a file extension is a page of the site, whatever the client accepts:
  // link-preview fetchers and curl send `Accept: */*`.
  const isPageRequest = (request) => {
    const pathname = request.url.split('?')[0];
    return ['GET', 'HEAD'].includes(request.method) && (!FILE_PATH.test(pathname) || (Boolean(answerPage) && PAGE_FILE_PATH.test(pathname)));
  };
  app.setNotFoundHandler((request, reply) => (isPageRequest(request) ? sendPage(request, reply) : reply.code(404).send({ message: 'Not found' })));
  // The file server refuses a path no file can have (`//`, a name too long for the disk); as a page
  // address it gets the page's answer: a redirect to its one spelling, or the not-found page.
  app.setErrorHandler((error, request, reply) => (error.code === 'FST_STATIC_FORBIDDEN_PATH' && isPageRequest(request) ? sendPage(request, reply) : reply.send(error)));
  await app.listen({ port, host });
  console.log(`${name} serving ${path.basename(path.dirname(root))} on http://${host}:${port}`);

  // Finish what is in flight, but never hang on a client that keeps its connection open.
  const stop = async () => {
    setTimeout(() => process.exit(0), 5000).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}
