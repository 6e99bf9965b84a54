import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * One error handler for the whole API: expected errors answer their code and message;
 * malformed requests a 4xx `validation_failed`; anything else a 500 whose details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { headers, ...details } = error.details;
      if (headers) void reply.headers(headers);
      return reply
        .status(error.status)
        .send({ message: error.message, code: error.code, ...details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        message: clientMessage(error),
        code: status === 429 ? 'too_many_attempts' : 'validation_failed',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      message: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: 'not_found',
    }),
  );
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return error.message;
  }
}
