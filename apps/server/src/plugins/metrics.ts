import { timingSafeEqual } from 'node:crypto';
import { constants as perfConstants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { allow } from '../access/access';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import type { BatchCounts } from '../modules/bids/locked-change';
import type { ClockStatus } from '../modules/config/sessions.routes';
import type { RealtimeStats } from '../realtime/hub';
import { answeredErrorCode } from './error-handler';

/** The bid placements counted by outcome, by route; removals and reads are plain requests. */
const BID_ROUTES: Record<string, string> = {
  '/auction/api/v2/dealers/bids': 'manual',
  '/auction/api/v2/dealers/max-bids': 'max',
  '/auction/api/v2/dealers/snap-it-bids': 'snap_it',
  '/auction/api/v2/dealers/closed-bids': 'closed',
};
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export interface MetricsOptions {
  db: Database;
  /** Where statements prepared by name run (`DatabaseHandle.prepared`), when it has a pool of its own. */
  preparedDb?: Database;
  /** The running auction clock, or null where this process runs none. */
  clockStatus: () => ClockStatus | null;
  /** The batches of auction changes this node decided, by path (`locked-change.ts`). */
  batchCounts?: () => BatchCounts;
  /** When set, `/metrics` answers only `Authorization: Bearer <token>`; else only loopback callers. */
  token: string | null;
}

/**
 * Node's own figures (memory, CPU, event loop, GC) belong to the process, not to one app: they are
 * collected once per process and added to every app's answer. Many apps share one process in tests.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    heapAfterFullGc(processRegistry);
  }
  return processRegistry;
}

/**
 * The V8 heap in use just after the latest full (mark-sweep) collection: the memory the process
 * really holds. A heap reading at any other moment also counts garbage not yet collected, and
 * swings by hundreds of MiB under load; a leak shows as this floor rising.
 */
function heapAfterFullGc(registry: Registry): void {
  let bytes: number | null = null;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as { detail?: { kind?: number } };
      const kind = detail?.kind;
      if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR)
        bytes = getHeapStatistics().used_heap_size;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  new Gauge({
    name: 'nodejs_heap_used_after_full_gc_bytes',
    help: 'V8 heap in use just after the latest full garbage collection (0 before the first)',
    registers: [registry],
    collect() {
      if (bytes !== null) this.set(bytes);
    },
  });
}

/** METRICS_TOKEN from the environment: unset, or long enough not to be guessed. */
export function metricsTokenFrom(env: Record<string, string | undefined>): string | null {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return null;
  if (token.length < 16)
    throw new Error('Invalid settings:\n  METRICS_TOKEN: must be at least 16 characters');
  return token;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read `/metrics`: with a token, whoever presents it; without one, only a caller on this
 * machine that came straight in, not through a proxy (a proxy on the same machine would make every
 * visitor look local).
 */
function mayRead(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return given !== undefined && sameSecret(given, token);
  }
  const proxied = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return !proxied && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/**
 * Prometheus metrics at `GET /metrics` (docs/operations.md): requests by route pattern, bids by
 * outcome and code, realtime sockets and events, the auction clock, the database pool, and the
 * process. Each app keeps its own registry.
 */
export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): Registry {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status_code'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by route pattern, method and status',
    labelNames: ['route', 'method', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const bids = new Counter({
    name: 'autobid_bids_total',
    help: 'Bid placements by type (manual, max, snap_it, closed), outcome and error code',
    labelNames: ['type', 'outcome', 'code'],
    registers: [registry],
  });

  // One reading of the hub serves every realtime metric of a scrape (it walks all sockets once).
  let reading: { at: number; stats: RealtimeStats | null } = { at: 0, stats: null };
  const hubStats = (): RealtimeStats | null => {
    const now = Date.now();
    if (now - reading.at > 100)
      reading = { at: now, stats: app.hasDecorator('realtime') ? app.realtime.stats() : null };
    return reading.stats;
  };
  new Gauge({
    name: 'autobid_realtime_connections',
    help: 'Open realtime sockets on this node',
    registers: [registry],
    collect() {
      const stats = hubStats();
      if (stats) this.set(stats.connections);
    },
  });
  new Gauge({
    name: 'autobid_realtime_addresses',
    help: 'Distinct client addresses with an open realtime socket',
    registers: [registry],
    collect() {
      const stats = hubStats();
      if (stats) this.set(stats.addresses);
    },
  });
  new Gauge({
    name: 'autobid_realtime_channels',
    help: 'Channels with at least one subscriber on this node, by app',
    labelNames: ['app'],
    registers: [registry],
    collect() {
      const stats = hubStats();
      if (!stats) return;
      for (const [name, count] of Object.entries(stats.channels)) this.set({ app: name }, count);
    },
  });
  new Gauge({
    name: 'autobid_realtime_buffered_bytes',
    help: 'Bytes written to realtime sockets and not yet taken by the kernel',
    registers: [registry],
    collect() {
      const stats = hubStats();
      if (stats) this.set(stats.bufferedBytes);
    },
  });
  // The hub counts since it started; these counters report its figures as they are.
  new Counter({
    name: 'autobid_realtime_refused_total',
    help: 'Realtime sockets refused with 4100, by the cap they hit',
    labelNames: ['cap'],
    registers: [registry],
    collect() {
      const stats = hubStats();
      if (!stats) return;
      this.reset();
      for (const [cap, count] of Object.entries(stats.refused)) this.inc({ cap }, count);
    },
  });
  new Counter({
    name: 'autobid_realtime_dropped_total',
    help: 'Realtime sockets this node closed, by reason',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      const stats = hubStats();
      if (!stats) return;
      this.reset();
      for (const [reason, count] of Object.entries(stats.dropped)) this.inc({ reason }, count);
    },
  });
  new Counter({
    name: 'autobid_realtime_rate_limited_messages_total',
    help: 'Client messages ignored for exceeding their message rate',
    registers: [registry],
    collect() {
      const stats = hubStats();
      if (!stats) return;
      this.reset();
      this.inc(stats.rateLimitedMessages);
    },
  });
  new Counter({
    name: 'autobid_realtime_events_published_total',
    help: 'Events this node published (to its own sockets and, with Redis, to the other nodes)',
    registers: [registry],
    collect() {
      const stats = hubStats();
      if (!stats) return;
      this.reset();
      this.inc(stats.events.published);
    },
  });
  new Counter({
    name: 'autobid_realtime_events_delivered_total',
    help: 'Event frames written to this node’s sockets, from this node or from others',
    registers: [registry],
    collect() {
      const stats = hubStats();
      if (!stats) return;
      this.reset();
      this.inc(stats.events.delivered);
    },
  });

  const { batchCounts } = opts;
  if (batchCounts) {
    new Counter({
      name: 'autobid_change_batches_total',
      help: 'Batches of auction changes decided: on the auction the node holds (held), or under the row lock, with why (row_lock)',
      labelNames: ['path', 'reason'],
      registers: [registry],
      collect() {
        const counts = batchCounts();
        this.reset();
        this.inc({ path: 'held', reason: '' }, counts.held);
        for (const [reason, count] of Object.entries(counts.rowLock))
          this.inc({ path: 'row_lock', reason }, count);
      },
    });
    new Counter({
      name: 'autobid_held_reads_again_total',
      help: 'Reads of an auction this node held, after its write or check found it changed elsewhere (another node, the clock, staff)',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(batchCounts().heldReadsAgain);
      },
    });
    new Counter({
      name: 'autobid_held_news_total',
      help: 'Other nodes’ news of auctions this node held: the held auction moved by it (applied), or let go (dropped)',
      labelNames: ['outcome'],
      registers: [registry],
      collect() {
        const { applied, dropped } = batchCounts().heldNews;
        this.reset();
        this.inc({ outcome: 'applied' }, applied);
        this.inc({ outcome: 'dropped' }, dropped);
      },
    });
    new Counter({
      name: 'autobid_dealer_auction_reads_total',
      help: 'Dealers’ reads of one auction: answered from the auction this node holds once a look confirmed it (held), or read from the database (database)',
      labelNames: ['from'],
      registers: [registry],
      collect() {
        const { held, database } = batchCounts().dealerReads;
        this.reset();
        this.inc({ from: 'held' }, held);
        this.inc({ from: 'database' }, database);
      },
    });
  }

  new Gauge({
    name: 'autobid_clock_lag_seconds',
    help: 'Seconds since the auction clock last finished a tick (absent where no clock runs)',
    registers: [registry],
    collect() {
      const status = opts.clockStatus();
      if (status?.lastTickAt) this.set(Math.max(0, Date.now() - status.lastTickAt) / 1000);
    },
  });
  new Gauge({
    name: 'autobid_clock_last_tick_changes',
    help: 'Auctions the auction clock opened, closed or settled in its last tick',
    registers: [registry],
    collect() {
      const status = opts.clockStatus();
      if (status) this.set(status.lastTickChanges);
    },
  });

  // Drizzle keeps the driver's client: a pg Pool on PostgreSQL, one embedded PGlite otherwise.
  const poolOf = (db: Database | undefined) => {
    const client = (db as unknown as { $client?: unknown } | undefined)?.$client;
    return client instanceof pg.Pool ? client : null;
  };
  const pool = poolOf(opts.db);
  const preparedPool = poolOf(opts.preparedDb);
  const pools = [
    ...(pool ? [{ name: 'main', pool }] : []),
    ...(preparedPool && preparedPool !== pool ? [{ name: 'prepared', pool: preparedPool }] : []),
  ];
  new Gauge({
    name: 'autobid_database_info',
    help: 'The database this node runs on (1 for its kind)',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.set({ kind: pool ? 'postgres' : 'pglite' }, 1);
    },
  });
  if (pools.length > 0) {
    new Gauge({
      name: 'autobid_database_pool_connections',
      help: 'PostgreSQL pool connections, by pool: total open, idle, requests waiting for one, and the most it opens',
      labelNames: ['pool', 'state'],
      registers: [registry],
      collect() {
        for (const { name, pool: each } of pools) {
          this.set({ pool: name, state: 'total' }, each.totalCount);
          this.set({ pool: name, state: 'idle' }, each.idleCount);
          this.set({ pool: name, state: 'waiting' }, each.waitingCount);
          this.set({ pool: name, state: 'max' }, each.options.max ?? 10);
        }
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the address itself: ids and queries would make endless series.
    const route = request.routeOptions.url ?? '(unmatched)';
    const labels = { route, method: request.method, status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    const type = BID_ROUTES[route];
    if (type && request.method === 'POST') {
      if (reply.statusCode < 300) bids.inc({ type, outcome: 'accepted', code: '' });
      else
        bids.inc({
          type,
          outcome: 'rejected',
          code: answeredErrorCode(request) ?? `http_${reply.statusCode}`,
        });
    }
  });

  app.get('/metrics', allow('public'), async (request, reply) => {
    if (!mayRead(request, opts.token)) {
      if (opts.token)
        throw new AppError('unauthenticated', 'The metrics need their bearer token.', {
          headers: { 'www-authenticate': 'Bearer realm="metrics"' },
        });
      throw new AppError('forbidden', 'The metrics are served only to this machine.');
    }
    const text = [await registry.metrics(), await processMetrics().metrics()].join('\n');
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });

  return registry;
}
