import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REFUSAL_MESSAGES } from 'shared-contracts';
import { HttpError } from '../http-error';

/** Friendlier texts for the framework's own 4xx errors (by Fastify / plugin error code). */
const CLIENT_ERROR_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong',
  FST_ERR_CTP_INVALID_TYPE: 'Unsupported content type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send this form as multipart/form-data',
  FST_REQ_FILE_TOO_LARGE: REFUSAL_MESSAGES.fileTooLarge,
  FST_FILES_LIMIT: 'Too many files',
  FST_FIELDS_LIMIT: 'Too many fields',
  FST_PARTS_LIMIT: 'Too many parts',
  FST_PROTO_VIOLATION: 'The request body is not allowed',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/**
 * For Fastify's `frameworkErrors` option: a malformed or overlong address is refused by the router
 * before any handler runs, so it gets the same `{ message }` answer here (not the URL echoed back).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.code(error.statusCode ?? 400).send({ message: CLIENT_ERROR_TEXTS[error.code] ?? 'Bad request' });
}

/** Every error answers `{ message }`: clients' mistakes as 4xx, our own failures as a logged 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (typeof error.extra.retryAfterSeconds === 'number') reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return reply.code(error.statusCode).send({ ...error.extra, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERROR_TEXTS[error.code] ?? error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: REFUSAL_MESSAGES.serverFailure });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
});
