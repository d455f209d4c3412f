import { type ApiErrorBody, ErrorCode, messages } from '@canvas/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

type ErrorBody = ApiErrorBody;

/** "/body/email" or "/querystring/page" → "email" / "page". */
function fieldFromPath(instancePath: string | undefined): string | undefined {
  const parts = (instancePath ?? '').split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : undefined;
}

/**
 * The one place errors become responses: `{ code, message }` (plus `field` for validation).
 * AppErrors carry their user message; anything else is logged in full and answered with a
 * generic message, so stack traces and SQL never reach a client.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.field) body.field = error.field;
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldFromPath(first?.instancePath);
      const body: ErrorBody = {
        code: ErrorCode.validation,
        message: first?.message ?? messages.invalidRequest,
      };
      if (field) body.field = field;
      return reply.status(422).send(body);
    }

    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode === 429) {
      return reply.status(429).send({ code: ErrorCode.tooManyRequests, message: messages.tooManyRequests });
    }
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type): the
      // message is about the request, not the server, so it is safe and useful to pass on. The code
      // is the status (403, 413, 415...), as the AppErrors' generic codes are, so a client can tell them apart.
      return reply.status(statusCode).send({ code: statusCode, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ErrorCode.internal, message: messages.internal });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: ErrorCode.notFound,
      message: `No such API route: ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
