import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { allow } from '../access/access';
import type { Database } from '../db/client';
import type { ClockStatus } from '../modules/config/sessions.routes';

/** How long a check may take before it counts as failed: a stuck dependency must not hang the probe. */
const CHECK_TIMEOUT_MS = { database: 5_000, redis: 2_000 } as const;
/**
 * One readiness answer serves every probe within this window, so a crowd of probes (several load
 * balancers, a monitoring system) costs one `select 1` a second and never queues behind itself.
 */
const RESULT_TTL_MS = 1_000;
/**
 * The clock ticks every CLOCK_INTERVAL_MS (250 ms by default); a tick that closes many auctions at
 * once may take a few seconds. Beyond this lag auctions open and close late enough to matter.
 */
export const DEFAULT_CLOCK_LAG_LIMIT_MS = 15_000;

export interface HealthOptions {
  db: Database;
  /** Pinged when set: the server passes its Redis connection when REDIS_URL is set. */
  redis: Redis | null;
  /** The running auction clock, or null where this process runs none. */
  clockStatus: () => ClockStatus | null;
  clockLagLimitMs?: number;
}

type CheckState = 'ok' | 'failed' | 'timeout';

interface Readiness {
  ready: boolean;
  body: {
    status: 'ok' | 'unavailable';
    /** The checks that failed, by name; only on 503. */
    failing?: string[];
    checks: Record<
      string,
      { status: CheckState | 'off' | 'starting'; ms?: number; lag_ms?: number }
    >;
  };
}

async function timed(
  run: () => Promise<unknown>,
  limitMs: number,
): Promise<{ status: CheckState; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limitMs);
  });
  try {
    const outcome = await Promise.race([run().then(() => 'ok' as const), timeout]);
    return { status: outcome, ms: Math.round(performance.now() - started) };
  } catch {
    // The reason goes nowhere near the answer: it may name hosts or users of the database.
    return { status: 'failed', ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz` (the process is alive: no I/O at all, so a busy database never gets a live node
 * restarted) and `GET /readyz` (this node can serve: the database answers, Redis answers when it
 * is used, the auction clock keeps time). Both are public and say nothing of callers or settings
 * (docs/operations.md).
 */
export function registerHealth(app: FastifyInstance, opts: HealthOptions): void {
  const lagLimitMs = opts.clockLagLimitMs ?? DEFAULT_CLOCK_LAG_LIMIT_MS;
  const startedAt = Date.now();
  let last: { at: number; result: Promise<Readiness> } | null = null;

  const clockCheck = (): Readiness['body']['checks'][string] & { ok: boolean } => {
    const status = opts.clockStatus();
    if (!status) return { ok: true, status: 'off' };
    // The clock stamps its ticks with the wall clock (jobs/auction-clock.ts), so lag is measured alike.
    const now = Date.now();
    if (status.lastTickAt === null) {
      const waited = now - startedAt;
      return waited <= lagLimitMs
        ? { ok: true, status: 'starting' }
        : { ok: false, status: 'failed', lag_ms: waited };
    }
    const lag = Math.max(0, now - status.lastTickAt);
    return { ok: lag <= lagLimitMs, status: lag <= lagLimitMs ? 'ok' : 'failed', lag_ms: lag };
  };

  const check = async (): Promise<Readiness> => {
    const [database, redis] = await Promise.all([
      timed(() => opts.db.execute(sql`select 1`), CHECK_TIMEOUT_MS.database),
      opts.redis
        ? timed(() => {
            const redis = opts.redis!;
            // Offline queueing is off on this connection: a ping while disconnected fails at once.
            if (redis.status !== 'ready') return Promise.reject(new Error('not connected'));
            return redis.ping();
          }, CHECK_TIMEOUT_MS.redis)
        : null,
    ]);
    const { ok: clockOk, ...clock } = clockCheck();
    const checks: Readiness['body']['checks'] = { database, clock };
    if (redis) checks.redis = redis;
    const failing = [
      ...(database.status === 'ok' ? [] : ['database']),
      ...(redis && redis.status !== 'ok' ? ['redis'] : []),
      ...(clockOk ? [] : ['clock']),
    ];
    return failing.length === 0
      ? { ready: true, body: { status: 'ok', checks } }
      : { ready: false, body: { status: 'unavailable', failing, checks } };
  };

  app.get('/healthz', allow('public'), async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', allow('public'), async (_request, reply) => {
    const now = Date.now();
    if (!last || now - last.at >= RESULT_TTL_MS) last = { at: now, result: check() };
    const { ready, body } = await last.result;
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
