import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { multipartErrorMessage } from '../lib/multipart-errors';

const answeredCodes = new WeakMap<FastifyRequest, string>();

/**
 * The error code a request was answered with, when the error handler answered it: the metrics
 * count refused bids by it without reading the answer back.
 */
export function answeredErrorCode(request: FastifyRequest): string | undefined {
  return answeredCodes.get(request);
}

/** Sends an error answer and notes its code. */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: { message: string; code: string } & Record<string, unknown>,
) {
  answeredCodes.set(request, body.code);
  return reply.status(status).send(body);
}

/**
 * One error handler for the whole API: expected errors answer their code and message;
 * malformed requests a 4xx `validation_failed`; anything else a 500 whose details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { headers, ...details } = error.details;
      if (headers) void reply.headers(headers);
      return answer(request, reply, error.status, {
        message: error.message,
        code: error.code,
        ...details,
      });
    }
    const multipart = multipartErrorMessage(error);
    if (multipart) {
      return answer(request, reply, 422, { message: multipart, code: 'validation_failed' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return answer(request, reply, status, {
        message: clientMessage(error),
        code: status === 429 ? 'too_many_attempts' : 'validation_failed',
      });
    }
    const databaseCode = databaseErrorCode(error);
    if (databaseCode?.startsWith('22')) {
      // A value the database could not take (out of range, not valid text, a date overflow): the
      // edge should have refused it; the statement failed, so nothing changed. Logged to be fixed.
      request.log.warn(
        { err: error, route: request.routeOptions.url },
        'input reached the database unchecked',
      );
      return answer(request, reply, 422, {
        message: 'A value in the request is out of range or not valid',
        code: 'validation_failed',
      });
    }
    // The logger's `err` serializer (lib/log-redaction) writes the error without its values.
    request.log.error({ err: error }, 'request failed');
    return answer(request, reply, 500, {
      message: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
    });
  });

  app.setNotFoundHandler((request, reply) =>
    answer(request, reply, 404, {
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

/**
 * The SQLSTATE of a database error behind `error` (drizzle wraps the driver's error as its cause),
 * or null. Class 22 is "data exception": a value the column's type cannot hold.
 */
function databaseErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
