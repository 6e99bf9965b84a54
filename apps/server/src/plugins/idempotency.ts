import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { createIdempotencyRepository } from '../modules/idempotency/idempotency.repository';
import {
  createIdempotencyService,
  type Claim,
  type IdempotencyService,
} from '../modules/idempotency/idempotency.service';
import { requestHash } from '../modules/idempotency/request-hash';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it runs; null when it carries none. */
    idempotencyClaim: Claim | null;
  }
}

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** 1 to 255 printable ASCII characters, as Stripe accepts (a UUID fits easily). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
export const REPLAYED_HEADER = 'idempotent-replayed';

export interface IdempotencyOptions {
  db: Database;
  clock: Clock;
  /** Names this process in the keys it holds; a random name per process by default. */
  node?: string;
}

/**
 * Idempotency keys (docs/idempotency.md): a signed-in caller's changing request that carries an
 * `Idempotency-Key` runs once; a retry with the same key gets the first answer again. Register
 * after authentication and access, so the caller is known and a refused call takes no key.
 * The key is taken in a preHandler (after the body is read, before the route runs) and the answer
 * kept in onSend, before the client can see it, so a retry never finds a finished run unanswered.
 */
export function registerIdempotency(
  app: FastifyInstance,
  options: IdempotencyOptions,
): IdempotencyService {
  const service = createIdempotencyService({
    repo: createIdempotencyRepository(options.db),
    clock: options.clock,
  });
  const node = options.node ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    const claim = claimOf(request, node);
    if (!claim) return;
    const outcome = await service.reserve(claim);
    switch (outcome.kind) {
      case 'run':
        request.idempotencyClaim = claim;
        return;
      case 'replay':
        return replay(reply, outcome.status, outcome.body);
      case 'mismatch':
        throw new AppError(
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
        );
      case 'in_use':
        throw new AppError(
          'idempotency_key_in_use',
          'A request with this Idempotency-Key is still running. Try again in a moment.',
          { headers: { 'retry-after': '1' } },
        );
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    try {
      await service.finish(claim, reply.statusCode, keepableBody(reply, payload));
    } catch (err) {
      // The answer still goes out; the key frees itself once it counts as stale.
      request.log.error({ err }, 'idempotency key not finished');
    }
    return payload;
  });

  // A request that ends without a reply passing onSend (the route took the socket over) holds
  // its key no longer than it runs.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    await service.finish(claim, 500, null).catch((err: unknown) => {
      request.log.error({ err }, 'idempotency key not released');
    });
  });

  return service;
}

/**
 * The key a request would take: only changing requests to routes that need a signed-in caller
 * (the key is kept per user); a malformed key is refused before anything runs.
 */
function claimOf(request: FastifyRequest, node: string): Claim | null {
  if (!CHANGING_METHODS.has(request.method)) return null;
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const access = request.routeOptions.config.access;
  const caller = request.caller;
  if (!access || access.includes('public') || !caller) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new AppError(
      'validation_failed',
      'Idempotency-Key is not a valid key: use 1 to 255 printable ASCII characters, such as a UUID.',
      { errors: { 'Idempotency-Key': ['Use 1 to 255 printable ASCII characters.'] } },
    );
  }
  const [path = '', query = ''] = splitUrl(request.url);
  return {
    userId: caller.user.id,
    key: header,
    method: request.method,
    path,
    requestHash: requestHash({
      method: request.method,
      path,
      query,
      contentType: request.headers['content-type'],
      body: request.body,
    }),
    lockedBy: `${node}/${request.id}`,
  };
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

function replay(reply: FastifyReply, status: number, body: string): FastifyReply {
  void reply.code(status).header(REPLAYED_HEADER, 'true');
  if (body) void reply.type('application/json; charset=utf-8');
  return reply.send(body);
}

/** The answer as text when it can be replayed as it was: JSON, or nothing at all. */
function keepableBody(reply: FastifyReply, payload: unknown): string | null {
  const type = reply.getHeader('content-type');
  const isJson = typeof type === 'string' && /^application\/json\b/i.test(type);
  if (payload === null || payload === undefined || payload === '') return '';
  if (!isJson) return null;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}
