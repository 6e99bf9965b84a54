import type { FastifyRequest } from 'fastify';

/** Secrets that travel in a path: the invite link's token (`/invite/<token>`, a web-app page). */
const SECRET_PATHS = /\/invite\/[^/?#]+/g;
/**
 * Query parameters whose values are secrets: sign-in codes and states, reset and invite tokens,
 * passwords, signatures (the central sign-in service and e-mailed links put them in addresses).
 */
const SECRET_QUERY =
  /([?&](?:[^=&#]*?)(?:token|code|password|secret|signature|state|key)=)[^&#]*/gi;

/** The path as logged, with any secret in it replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '/invite/[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** How many causes of an error are logged. */
const MAX_CAUSES = 3;

/**
 * An error as logged: its type, code, message and stack frames, never the values it carried. A
 * failed query logs its statement but not its parameters (amounts, e-mails, tokens); a database
 * error's message loses its quoted literals and its `detail` (which repeats row values).
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a non-error value was thrown', stack: '' };
  }
  const fields = error as Error & {
    code?: unknown;
    statusCode?: unknown;
    query?: unknown;
    params?: unknown;
    cause?: unknown;
  };
  const out: LoggedError = { type: error.name, message: safeMessage(fields), stack: '' };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') out.code = fields.code;
  if (typeof fields.statusCode === 'number') out.statusCode = fields.statusCode;
  out.stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  if (fields.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = serializeError(fields.cause, depth + 1);
  }
  return out;
}

function safeMessage(error: Error & { code?: unknown; query?: unknown; params?: unknown }): string {
  // A query error (drizzle) carries `query` and `params`; its message repeats both.
  if (typeof error.query === 'string' && 'params' in error) {
    return `Failed query: ${error.query}`;
  }
  // Whatever else, a message never carries a parameter list past this point.
  const message = error.message.split('\nparams:')[0] ?? '';
  // PostgreSQL's messages quote the offending value: `value "99999999999" is out of range…`.
  if (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) {
    return message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
  }
  return message;
}

/** Fastify's log lines, minus secrets carried in the address and values carried by errors. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
  err: (error: unknown) => serializeError(error),
};
