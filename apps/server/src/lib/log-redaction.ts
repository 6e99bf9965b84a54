import type { FastifyRequest } from 'fastify';

/** Secrets that travel in a path: the invite link's token (`/invite/<token>`, a web-app page). */
const SECRET_PATHS = /\/invite\/[^/?#]+/g;

/** The path as logged, with any secret in it replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '/invite/[redacted]');
}

/** Fastify's request log line, minus secrets carried in the address. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};
