import { Readable } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';

/**
 * The largest bodies the backend accepts: its JSON limit, and the tailor-machine upload (a 5 MB
 * document plus its text fields and multipart framing). Bigger bodies are answered here with 413,
 * so they never reach the backend, which would refuse them before reading them to the end.
 */
const JSON_BODY_LIMIT = 64 * 1024;
const UPLOAD_PATH = '/api/users/submit';
const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

/**
 * How long the backend may take to start answering a request this server has passed on: a little
 * longer than its own limit for a request (60 s), so a backend that accepted the connection but
 * hangs is answered 503 here instead of keeping the visitor waiting for undici's five minutes.
 */
const BACKEND_ANSWER_TIMEOUT_MS = 65_000;

const bodyLimitFor = (url) => (url.split('?')[0] === UPLOAD_PATH ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT);

function tooLarge() {
  return Object.assign(new Error('The request body is too large'), { statusCode: 413 });
}

/**
 * Forwards /api/* to the backend. Bodies are read whole (within the limits) and passed on as they
 * came: never decompressed or re-encoded here, so the backend judges them and its own 4xx answer
 * reaches the visitor. Only the backend being unreachable becomes 503. The backend learns the
 * visitor's address from this server's view of the connection (request.ip, which honours
 * X-Forwarded-For only from proxies in TRUST_PROXY), never from a header the visitor sent; the
 * same for the protocol (https decides the backend's Secure cookies) and the host.
 * `Expect: 100-continue` is answered here, where the body is read, and not passed on.
 */
export async function registerApiProxy(app, { upstream, backendAnswerTimeoutMs = BACKEND_ANSWER_TIMEOUT_MS }) {
  await app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 502;
      reply.code(status).send({ message: status === 413 ? 'The request body is too large' : error.message });
    });
    scope.addHook('onRequest', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > bodyLimitFor(request.url)) throw tooLarge();
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (request, body, done) => {
      if (body.length > bodyLimitFor(request.url)) done(tooLarge());
      else done(null, Readable.from([body]));
    });
    await scope.register(fastifyHttpProxy, {
      upstream,
      prefix: '/api',
      rewritePrefix: '/api',
      proxyPayloads: false,
      undici: { headersTimeout: backendAnswerTimeoutMs },
      replyOptions: {
        rewriteRequestHeaders: (request, { expect: _alreadyRead, 'x-forwarded-host': _visitorsHost, ...headers }) => ({
          ...headers,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
        }),
        onError: (reply) =>
          reply.code(503).send({ message: 'The service is temporarily unavailable. Please try again shortly.' }),
      },
    });
  });
}
