import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureReferenceData } from '@autobid/server/src/db/reference-data';
import { bids } from '@autobid/server/src/db/schema';
import { inArray } from 'drizzle-orm';
import { Pool, request } from 'undici';
import { createBenchDatabase, type DatabaseKind } from './bid-database';
import { checkLedger } from './bid-ledger-check';
import { percentile } from './bid-load';
import { fetchIncrements, signIn, startServer, type IncrementTier } from './bid-server';
import { startCpuWindow } from './cpu-usage';
import { readMetrics } from './server-metrics';
import { addressesFor, nextMessage, shares } from './fanout';
import { incrementAt } from './sale-bots';
import { SALE_PASSWORD, SALE_START_PRICE, seedSale } from './sale-seed';
import type {
  FromSoakWatchers,
  SocketTally,
  SoakWatcherReport,
  SoakWatcherSettings,
  ToSoakWatchers,
  WindowSample,
} from './soak-watchers';

/**
 * The soak: one real server for SOAK_MINUTES (10) at a steady SOAK_BIDS_PER_SECOND (200) manual
 * bids over HTTP, spread over SOAK_AUCTIONS (200) auctions, with SOAK_WATCHERS (5,000)
 * pusher-js-speaking sockets on the auctions' public channels, held by child processes from
 * loopback addresses 127.0.0.2 and up. Each auction has one bidding lane that bids its minimum
 * next bid once per period, alternating two dealers (a leader may not bid), so every bid is
 * accepted and each raises the price: every watcher must see every one. Every 10 s: the server's
 * RSS and open file descriptors (/proc), its heap, active resources and time in garbage
 * collection (`/metrics`, when it answers), the bid answers' p99 and the events' lag p99 of the
 * window. At the end, with the server stopped: every acknowledged bid in the ledger and the ledger
 * replayed through the auction rules. PostgreSQL when BENCH_DATABASE_URL is set, else PGlite.
 */
export interface SoakOptions {
  minutes?: number;
  bidsPerSecond?: number;
  auctions?: number;
  watchers?: number;
  postgresUrl?: string;
  log?: (line: string) => void;
}

export interface SoakSample {
  /** Seconds since the bidding started, at the end of the window. */
  atSeconds: number;
  rssMiB: number;
  /** V8 heap in use at the moment of the sample, garbage included, from `/metrics`; NaN without it. */
  heapUsedMiB: number;
  /** V8 heap in use just after the latest full garbage collection, from `/metrics`; NaN before one. */
  heapAfterGcMiB: number;
  openFds: number;
  /** `process.getActiveResourcesInfo().length` of the server, from `/metrics`; NaN without it. */
  activeResources: number;
  /** Bids answered 200 in the window, per second. */
  acceptedPerSecond: number;
  ackP99Ms: number;
  eventLagP99Ms: number;
  /**
   * Time the server spent in garbage collection during the window, all kinds, and how many full
   * (mark-sweep) collections ran in it, from `nodejs_gc_duration_seconds`; NaN without `/metrics`.
   */
  gcMs: number;
  fullGcs: number;
  /**
   * CPU the hypervisor gave to other guests during the window while this machine had work, in % of
   * one core (`steal` in /proc/stat): time no process here could run. Absent from results saved
   * before it was measured.
   */
  stolenPercent?: number;
}

export interface SoakResult {
  database: DatabaseKind;
  minutes: number;
  targetBidsPerSecond: number;
  auctions: number;
  watchers: number;
  samples: SoakSample[];
  bids: {
    sent: number;
    accepted: number;
    rejected: Record<string, number>;
    /** 5xx answers and requests with no answer. */
    errors: number;
    errorSamples: string[];
    p50Ms: number;
    p99Ms: number;
  };
  events: SoakWatcherReport;
  /** Acknowledged bids not found in the ledger, by (auction, amount, dealer). */
  lostBids: number;
  ledgerMismatches: string[];
  verdict: SoakVerdict;
}

export interface SoakVerdict {
  pass: boolean;
  /** One line per criterion: `ok …` or `FAIL …`. */
  lines: string[];
}

/** The last third's mean may exceed the first third's by at most this share (memory). */
export const SOAK_MEMORY_GROWTH_LIMIT = 0.1;
/** The last third's p99 may be at most this multiple of the first third's (plus 10 ms). */
export const SOAK_P99_GROWTH_LIMIT = 1.5;
/** The accepted rate must reach this share of the target in every window after the first. */
export const SOAK_RATE_SHARE = 0.95;
const SAMPLE_MS = 10_000;
const WARM_UP_SECONDS = 60;
/**
 * Descriptors that may open as load varies without leaking: the bench's keep-alive pool (64) and
 * the server's database pool (20) open connections only as concurrency asks for them.
 */
const FD_SLACK = 100;

/** What docs/benchmarks.md says of the soak, above its table. */
export const SOAK_INTRO = [
  '## Soak',
  '',
  'One real server for `SOAK_MINUTES` (10) at a steady `SOAK_BIDS_PER_SECOND` (200) manual bids over HTTP, spread',
  'over `SOAK_AUCTIONS` (200) auctions, with `SOAK_WATCHERS` (5,000) sockets speaking the Pusher protocol as pusher-js',
  "does, each on one auction's `auction.{id}` channel, held by child processes of 2,500 sockets from loopback",
  'addresses 127.0.0.2 and up (250 each). Each auction has one bidding lane that bids the minimum next bid once per',
  'period, two dealers taking turns (a leader may not bid), so every bid is accepted and raises the price. Every',
  "10 s: the server's RSS and open file descriptors (`/proc`), its V8 heap (as sampled, and as the latest full",
  'garbage collection left it), active resources, and the time it spent in garbage collection and the full',
  'collections it ran during the window (`/metrics`), the CPU the hypervisor gave other guests while this',
  'machine had work (`steal` in `/proc/stat`: time no process here could run), and',
  "the p99 of the bid answers and of the events' lag (receipt − `updated_at`) in that window. At the end, with the",
  'server stopped: every acknowledged bid must be in the ledger, the ledger must replay through the auction rules,',
  "and every watcher must have received every bid of its auction's ledger, in order, the last one being the",
  'highest.',
  '',
  `It passes with 0 errors, 0 lost bids or events, no socket dropped, every window after the first at ${SOAK_RATE_SHARE * 100} % of`,
  'the rate or more, and, comparing the last third of the samples with the first (after a minute of warm-up): RSS',
  `and the heap after a full collection up by at most ${SOAK_MEMORY_GROWTH_LIMIT * 100} % (a sample at any other moment also counts garbage`,
  `not yet collected), open file descriptors by at most 1 % + ${FD_SLACK} (the bench's keep-alive pool and the`,
  `database pool open connections as load asks), and the median window's bid-answer p99 at most ${SOAK_P99_GROWTH_LIMIT} times`,
  "the first third's plus 10 ms; the latency line names the stolen CPU of both thirds beside it. PostgreSQL when",
  '`BENCH_DATABASE_URL` is set, else PGlite. `npm run bench` fails',
  'on errors, lost bids or lost events.',
];
const DEALERS = 64;
/** Sockets per watcher process, unless SOAK_WATCHERS_PER_PROCESS: well within one process's open files. */
const WATCHERS_PER_PROCESS = 2_500;

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);
const mib = (bytes: number) => bytes / 1024 / 1024;

export async function runSoakBench(options: SoakOptions = {}): Promise<SoakResult> {
  const minutes = options.minutes ?? envNumber('SOAK_MINUTES', 10);
  const rate = options.bidsPerSecond ?? envNumber('SOAK_BIDS_PER_SECOND', 200);
  const auctionCount = Math.round(options.auctions ?? envNumber('SOAK_AUCTIONS', 200));
  const watcherCount = Math.round(options.watchers ?? envNumber('SOAK_WATCHERS', 5_000));
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const postgresUrl = options.postgresUrl ?? process.env.BENCH_DATABASE_URL;
  const kind: DatabaseKind = postgresUrl ? 'postgres' : 'pglite';
  const database = await createBenchDatabase(kind, postgresUrl);
  const children: ChildProcess[] = [];
  try {
    log(`soak: seeding ${kind}: ${auctionCount} auctions, ${DEALERS} dealers`);
    let handle = await database.open();
    let seed: Awaited<ReturnType<typeof seedSale>>;
    try {
      await handle.migrate();
      await ensureReferenceData(handle.db);
      seed = await seedSale(handle.db, { cars: auctionCount, dealers: DEALERS });
    } finally {
      await handle.close();
    }

    const server = await startServer(database.serverEnv);
    const pool = new Pool(server.baseUrl, {
      connections: 64,
      pipelining: 1,
      headersTimeout: 60_000,
      bodyTimeout: 60_000,
    });
    const lanes = seed.auctionIds.map((id, i) => ({
      id,
      dealers: [(2 * i) % DEALERS, (2 * i + 1) % DEALERS] as const,
      highest: null as number | null,
      /** A rejection's `minimum`, when it told one: the next bid's amount. */
      minimum: null as number | null,
      accepted: [] as { amount: number; dealer: number }[],
    }));
    const stats = {
      sent: 0,
      rejected: {} as Record<string, number>,
      errors: 0,
      errorSamples: [] as string[],
      unanswered: 0,
      latencies: [] as number[],
      window: { accepted: 0, latencies: [] as number[] },
    };
    let samples: SoakSample[] = [];
    let tallies: SocketTally[];
    let increments: IncrementTier[];
    try {
      log('soak: signing the dealers in');
      const tokens = await signIn(server.baseUrl, seed.dealerEmails, SALE_PASSWORD);
      increments = await fetchIncrements(server.baseUrl, 'MY');
      const appKey = await fetchAuctionAppKey(server.baseUrl);

      log(`soak: opening ${watcherCount} watcher sockets`);
      const url = `${server.baseUrl.replace(/^http/, 'ws')}/app/${encodeURIComponent(appKey)}?protocol=7&client=js&version=8.4.0&flash=false`;
      const perProcess = shares(
        watcherCount,
        Math.max(
          1,
          Math.ceil(watcherCount / envNumber('SOAK_WATCHERS_PER_PROCESS', WATCHERS_PER_PROCESS)),
        ),
      );
      const addresses = addressesFor(perProcess);
      let first = 0;
      perProcess.forEach((count, p) => {
        const channels = Array.from(
          { length: count },
          (_, i) => `auction.${seed.auctionIds[(first + i) % seed.auctionIds.length]!}`,
        );
        first += count;
        const settings: SoakWatcherSettings = { url, channels, localAddresses: addresses[p]! };
        children.push(
          fork(here('soak-watchers.ts'), [JSON.stringify(settings)], {
            execArgv: ['--import', 'tsx'],
            cwd: here('.'),
            stdio: 'inherit',
          }),
        );
      });
      await Promise.all(
        children.map((child) => nextMessage<FromSoakWatchers>(child, 'ready', 300_000)),
      );

      // The wall-clock start lines the windows ("at s") up with the database's and the system's logs.
      log(
        `soak: ${minutes} min at ${rate} bids/s over ${auctionCount} auctions, from ${new Date().toISOString()}`,
      );
      const periodMs = (auctionCount / rate) * 1000;
      const gc = gcTotals(await readMetrics(server.baseUrl));
      const cpu = { window: startCpuWindow({ server: server.pid, database: [] }) };
      const started = Date.now();
      const deadline = started + minutes * 60_000;
      const bidLane = async (lane: (typeof lanes)[number], index: number) => {
        let nextAt = started + (index * periodMs) / auctionCount;
        let turn = 0;
        while (nextAt < deadline) {
          await sleep(nextAt - Date.now());
          nextAt = Math.max(nextAt + periodMs, Date.now());
          const dealer = lane.dealers[turn % 2]!;
          const amount =
            lane.minimum ??
            (lane.highest === null
              ? SALE_START_PRICE
              : lane.highest + incrementAt(increments, lane.highest));
          lane.minimum = null;
          const answer = await sendBid(pool, tokens[dealer]!, lane.id, amount, stats);
          if (answer.status === 200) {
            lane.highest = amount;
            lane.accepted.push({ amount, dealer });
            turn += 1;
          } else {
            // Learn the price as a dealer's screen would, and let the other dealer bid next.
            if (answer.highest !== undefined) lane.highest = answer.highest;
            if (answer.minimum !== undefined) lane.minimum = answer.minimum;
            turn += 1;
          }
        }
      };
      const bidding = Promise.all(lanes.map((lane, i) => bidLane(lane, i)));
      const sampler = (async () => {
        for (let at = started + SAMPLE_MS; at <= deadline + 1; at += SAMPLE_MS) {
          await sleep(at - Date.now());
          samples.push(
            await takeSample(server.pid, server.baseUrl, children, stats, started, gc, cpu),
          );
          const s = samples.at(-1)!;
          log(
            `soak: ${Math.round(s.atSeconds)} s: ${s.acceptedPerSecond.toFixed(0)} bids/s, ack p99 ${s.ackP99Ms.toFixed(1)} ms, event lag p99 ${s.eventLagP99Ms.toFixed(0)} ms, RSS ${s.rssMiB.toFixed(0)} MiB, heap ${s.heapUsedMiB.toFixed(0)} MiB (${s.heapAfterGcMiB.toFixed(0)} after full GC), GC ${s.gcMs.toFixed(0)} ms (${s.fullGcs} full), fds ${s.openFds}, stolen ${s.stolenPercent} %`,
          );
        }
      })();
      await bidding;
      await sampler;
      // The last events of the last bids.
      await sleep(2_000);
      const reports = await Promise.all(
        children.map((child) => {
          const reply = nextMessage<Extract<FromSoakWatchers, { type: 'report' }>>(
            child,
            'report',
            60_000,
          );
          child.send({ type: 'collect' } satisfies ToSoakWatchers);
          return reply;
        }),
      );
      tallies = reports.flatMap((r) => r.sockets);
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await pool.close();
      await server.stop();
    }

    log('soak: checking the ledger');
    handle = await database.open();
    let lostBids = 0;
    let ledgerMismatches: string[];
    let events: SoakWatcherReport;
    try {
      const acknowledged = lanes.reduce((n, lane) => n + lane.accepted.length, 0);
      const check = await checkLedger(handle.db, {
        path: 'bid',
        auctionIds: seed.auctionIds,
        acknowledged,
        unanswered: stats.unanswered,
        increments,
      });
      ledgerMismatches = check.mismatches;
      const ledger = await handle.db
        .select({ auctionId: bids.auctionId, amount: bids.amount })
        .from(bids)
        .where(inArray(bids.auctionId, seed.auctionIds));
      const stored = new Set(ledger.map((b) => `${b.auctionId}:${b.amount}`));
      events = compareWithLedger(tallies!, ledger);
      for (const lane of lanes)
        for (const bid of lane.accepted) if (!stored.has(`${lane.id}:${bid.amount}`)) lostBids += 1;
    } finally {
      await handle.close();
    }
    samples = samples.filter((s) => s.atSeconds > 0);
    const accepted = lanes.reduce((n, lane) => n + lane.accepted.length, 0);
    const result: Omit<SoakResult, 'verdict'> = {
      database: kind,
      minutes,
      targetBidsPerSecond: rate,
      auctions: auctionCount,
      watchers: watcherCount,
      samples,
      bids: {
        sent: stats.sent,
        accepted,
        rejected: stats.rejected,
        errors: stats.errors,
        errorSamples: stats.errorSamples,
        p50Ms: percentile(stats.latencies, 0.5),
        p99Ms: percentile(stats.latencies, 0.99),
      },
      events,
      lostBids,
      ledgerMismatches,
    };
    return { ...result, verdict: judgeSoak(result) };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await database.dispose();
  }
}

interface BidStats {
  sent: number;
  rejected: Record<string, number>;
  errors: number;
  errorSamples: string[];
  unanswered: number;
  latencies: number[];
  window: { accepted: number; latencies: number[] };
}

/** One manual bid; its answer's status, and the highest amount a rejection reports. */
async function sendBid(
  pool: Pool,
  token: string,
  auctionId: number,
  amount: number,
  stats: BidStats,
): Promise<{ status: number; highest?: number; minimum?: number }> {
  stats.sent += 1;
  const sentAt = performance.now();
  const fail = (what: string) => {
    stats.errors += 1;
    if (stats.errorSamples.length < 5) stats.errorSamples.push(what);
  };
  try {
    const res = await pool.request({
      path: '/auction/api/v2/dealers/bids',
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ auction_id: auctionId, amount }),
    });
    const answer = (await res.body.json()) as {
      code?: string;
      minimum?: number;
      data?: { auction?: { highest_bid?: { amount: number } | null } };
    };
    const ms = performance.now() - sentAt;
    if (res.statusCode >= 500) {
      fail(`HTTP ${res.statusCode} ${answer.code ?? ''}`);
      return { status: res.statusCode };
    }
    stats.latencies.push(ms);
    stats.window.latencies.push(ms);
    if (res.statusCode === 200) {
      stats.window.accepted += 1;
      return { status: 200 };
    }
    const code = answer.code ?? `http_${res.statusCode}`;
    stats.rejected[code] = (stats.rejected[code] ?? 0) + 1;
    const highest = answer.data?.auction?.highest_bid?.amount;
    return {
      status: res.statusCode,
      ...(highest === undefined ? {} : { highest }),
      ...(answer.minimum === undefined ? {} : { minimum: answer.minimum }),
    };
  } catch (error) {
    stats.unanswered += 1;
    fail(error instanceof Error ? error.message : String(error));
    return { status: 0 };
  }
}

/** The window just ended: the server's memory and handles, and what bidders and watchers saw. */
async function takeSample(
  pid: number,
  baseUrl: string,
  children: ChildProcess[],
  stats: BidStats,
  started: number,
  /** The server's GC totals at the end of the window before; moved on to this window's end. */
  gc: GcTotals,
  /** The machine's CPU since the end of the window before; a new one starts at this window's end. */
  cpu: { window: ReturnType<typeof startCpuWindow> },
): Promise<SoakSample> {
  const window = stats.window;
  const stolenPercent = cpu.window.stop().stolen;
  cpu.window = startCpuWindow({ server: pid, database: [] });
  stats.window = { accepted: 0, latencies: [] };
  const windows = await Promise.all(
    children.map((child) => {
      const reply = nextMessage<Extract<FromSoakWatchers, { type: 'sample' }>>(
        child,
        'sample',
        30_000,
      );
      child.send({ type: 'sample' } satisfies ToSoakWatchers);
      return reply.then((m): WindowSample => m.sample);
    }),
  );
  const metrics = await readMetrics(baseUrl);
  const answered = Object.keys(metrics).length > 0;
  const totals = gcTotals(metrics);
  const gcDelta = { ms: (totals.seconds - gc.seconds) * 1000, full: totals.full - gc.full };
  Object.assign(gc, totals);
  return {
    atSeconds: (Date.now() - started) / 1000,
    rssMiB: readRssMiB(pid),
    heapUsedMiB: mib(metrics.nodejs_heap_size_used_bytes ?? Number.NaN),
    // 0 until the server's first full collection: no figure yet.
    heapAfterGcMiB: mib(metrics.nodejs_heap_used_after_full_gc_bytes || Number.NaN),
    openFds: countFds(pid),
    activeResources: metrics.nodejs_active_resources_total ?? Number.NaN,
    acceptedPerSecond: window.accepted / (SAMPLE_MS / 1000),
    ackP99Ms: percentile(window.latencies, 0.99),
    eventLagP99Ms: percentile(
      windows.flatMap((w) => w.lagsMs),
      0.99,
    ),
    gcMs: answered ? gcDelta.ms : Number.NaN,
    fullGcs: answered ? gcDelta.full : Number.NaN,
    stolenPercent,
  };
}

/** The server's resident memory now (Linux /proc; NaN elsewhere). */
function readRssMiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The server's open file descriptors: sockets, database files, pipes (Linux /proc; NaN elsewhere). */
function countFds(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return Number.NaN;
  }
}

interface GcTotals {
  /** Seconds spent in garbage collection since the server started, all kinds. */
  seconds: number;
  /** Full (mark-sweep) collections since the server started. */
  full: number;
}

function gcTotals(metrics: Record<string, number>): GcTotals {
  return {
    seconds: Object.entries(metrics)
      .filter(([series]) => series.startsWith('nodejs_gc_duration_seconds_sum{'))
      .reduce((sum, [, value]) => sum + value, 0),
    full: metrics['nodejs_gc_duration_seconds_count{kind="major"}'] ?? 0,
  };
}

/**
 * The series of the server's `/metrics` (Prometheus text), keyed as written (`name` or
 * `name{label="value"}`); empty when it does not answer.
 */
async function fetchAuctionAppKey(baseUrl: string): Promise<string> {
  const res = await request(`${baseUrl}/config.json`);
  const body = (await res.body.json()) as { realtime: { apps: { auction: { key: string } } } };
  return body.realtime.apps.auction.key;
}

/**
 * Each socket against its auction's ledger: every committed bid (acknowledged or not: a request
 * whose answer was lost may have committed) is an event every watcher of the auction must have
 * received, and the last one received must be the auction's highest bid.
 */
function compareWithLedger(
  tallies: SocketTally[],
  ledger: { auctionId: number; amount: number }[],
): SoakWatcherReport {
  const byChannel = new Map<string, { count: number; last: number }>();
  for (const bid of ledger) {
    const channel = `auction.${bid.auctionId}`;
    const entry = byChannel.get(channel) ?? { count: 0, last: 0 };
    entry.count += 1;
    entry.last = Math.max(entry.last, bid.amount);
    byChannel.set(channel, entry);
  }
  const report: SoakWatcherReport = {
    sockets: tallies.length,
    expected: 0,
    delivered: 0,
    missing: 0,
    duplicates: 0,
    outOfOrder: 0,
    staleAtEnd: 0,
    closed: 0,
  };
  for (const tally of tallies) {
    const wanted = byChannel.get(tally.channel) ?? { count: 0, last: 0 };
    report.expected += wanted.count;
    report.delivered += tally.delivered;
    report.missing += Math.max(0, wanted.count - tally.delivered);
    report.duplicates += tally.duplicates;
    report.outOfOrder += tally.outOfOrder;
    if (tally.lastAmount !== wanted.last) report.staleAtEnd += 1;
    if (tally.isClosed) report.closed += 1;
  }
  return report;
}

/**
 * Pass or fail: 0 errors; 0 lost (every acknowledged bid in the ledger, the ledger as the rules
 * replay it, every bid's event at every watcher, no socket dropped); the rate held; memory and
 * open handles flat (the last third of the samples against the first, both after a minute's
 * warm-up); the bid answers' p99 steady (the same thirds).
 */
export function judgeSoak(r: Omit<SoakResult, 'verdict'>): SoakVerdict {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  // After the first minute (the server's code warms up, caches fill), when enough samples remain.
  const settled = r.samples.filter((s) => s.atSeconds > WARM_UP_SECONDS);
  const compared = settled.length >= 6 ? settled : r.samples;
  const third = Math.max(1, Math.floor(compared.length / 3));
  const head = compared.slice(0, third);
  const tail = compared.slice(-third);
  // Samples without a figure (no full collection yet) are left out, not counted as zero.
  const growth = (pick: (s: SoakSample) => number) => {
    const before = mean(head.map(pick).filter(Number.isFinite));
    return (mean(tail.map(pick).filter(Number.isFinite)) - before) / before;
  };
  const percent = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)} %`;

  check(r.bids.errors === 0, `${r.bids.errors} errors (5xx or no answer) over ${r.bids.sent} bids`);
  check(
    r.lostBids === 0 && r.ledgerMismatches.length === 0,
    `${r.lostBids} acknowledged bids missing from the ledger, ${r.ledgerMismatches.length} ledger mismatches`,
  );
  const lostEvents = r.events.missing + r.events.staleAtEnd + r.events.outOfOrder;
  check(
    lostEvents === 0 && r.events.closed === 0 && r.events.sockets === r.watchers,
    `${r.events.missing} events missing, ${r.events.outOfOrder} out of order, ${r.events.staleAtEnd} sockets behind at the end, ${r.events.closed} of ${r.events.sockets} sockets dropped`,
  );
  const slowest = Math.min(...r.samples.slice(1).map((s) => s.acceptedPerSecond));
  check(
    r.samples.length < 2 || slowest >= r.targetBidsPerSecond * SOAK_RATE_SHARE,
    `the slowest window after the first took ${slowest.toFixed(0)} bids/s (target ${r.targetBidsPerSecond})`,
  );
  const rss = growth((s) => s.rssMiB);
  check(
    rss <= SOAK_MEMORY_GROWTH_LIMIT,
    `RSS ${percent(rss)} from the first third to the last (limit ${percent(SOAK_MEMORY_GROWTH_LIMIT)})`,
  );
  // The heap a full collection leaves is what the process holds; a reading at any other moment
  // also counts garbage not yet collected, so it swings with the collector, not with a leak.
  const heap = growth((s) => s.heapAfterGcMiB);
  check(
    !(heap > SOAK_MEMORY_GROWTH_LIMIT),
    `heap after full GC ${Number.isNaN(heap) ? 'not measured (no /metrics, or no full GC)' : percent(heap)} from the first third to the last (limit ${percent(SOAK_MEMORY_GROWTH_LIMIT)})`,
  );
  const fdsBefore = Math.max(...head.map((s) => s.openFds));
  const fdsAfter = Math.max(...tail.map((s) => s.openFds));
  check(
    fdsAfter <= fdsBefore * 1.01 + FD_SLACK,
    `open file descriptors ${fdsBefore} in the first third, ${fdsAfter} in the last (limit +1 % + ${FD_SLACK})`,
  );
  // The typical window of each third: one slow window (a GC pause, a neighbour's burst) is no trend.
  const p99Before = percentile(
    head.map((s) => s.ackP99Ms),
    0.5,
  );
  const p99After = percentile(
    tail.map((s) => s.ackP99Ms),
    0.5,
  );
  // A neighbour's burst on the host slows every window it falls in: the reader weighs a change of
  // latency against it.
  const stolenBefore = mean(head.map((s) => s.stolenPercent ?? Number.NaN));
  const stolenAfter = mean(tail.map((s) => s.stolenPercent ?? Number.NaN));
  const stolen = Number.isFinite(stolenBefore + stolenAfter)
    ? `; the hypervisor took ${stolenBefore.toFixed(0)} % of a core in the first third, ${stolenAfter.toFixed(0)} % in the last`
    : '';
  check(
    p99After <= p99Before * SOAK_P99_GROWTH_LIMIT + 10,
    `bid answer p99 of the median window ${p99Before.toFixed(1)} ms in the first third, ${p99After.toFixed(1)} ms in the last (limit ×${SOAK_P99_GROWTH_LIMIT} + 10 ms)${stolen}`,
  );
  const pass = lines.every((line) => line.startsWith('ok'));
  lines.push(
    `${pass ? 'PASS' : 'FAIL'}: soak of ${r.minutes} min at ${r.targetBidsPerSecond} bids/s with ${r.watchers} watchers`,
  );
  return { pass, lines };
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** The samples as a table, then the totals and the verdict. */
export function formatSoakTable(r: SoakResult): string {
  const rejected = Object.entries(r.bids.rejected)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  return [
    '| at s | bids/s | bid answer p99 ms | event lag p99 ms | RSS MiB | heap MiB | heap after full GC MiB | GC ms | full GCs | open fds | active resources | CPU stolen % |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.samples.map(
      (s) =>
        `| ${fixed(s.atSeconds)} | ${fixed(s.acceptedPerSecond)} | ${fixed(s.ackP99Ms, 1)} | ${fixed(s.eventLagP99Ms)} | ${fixed(s.rssMiB)} | ${fixed(s.heapUsedMiB)} | ${fixed(s.heapAfterGcMiB)} | ${fixed(s.gcMs)} | ${fixed(s.fullGcs)} | ${fixed(s.openFds)} | ${fixed(s.activeResources)} | ${fixed(s.stolenPercent ?? Number.NaN)} |`,
    ),
    '',
    `${r.database}: ${r.auctions} auctions, ${r.watchers.toLocaleString('en')} watchers; ${r.bids.accepted.toLocaleString('en')} of ${r.bids.sent.toLocaleString('en')} bids accepted (${rejected || 'none rejected'}), p50 ${fixed(r.bids.p50Ms, 1)} ms, p99 ${fixed(r.bids.p99Ms, 1)} ms; events ${r.events.delivered.toLocaleString('en')} / ${r.events.expected.toLocaleString('en')} delivered, ${r.events.duplicates} duplicates.`,
    ...(r.bids.errorSamples.length ? [`Errors: ${r.bids.errorSamples.join('; ')}`] : []),
    ...(r.ledgerMismatches.length ? [`Ledger: ${r.ledgerMismatches.slice(0, 5).join('; ')}`] : []),
    '',
    '```',
    ...r.verdict.lines,
    '```',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runSoakBench();
  console.log(formatSoakTable(result));
  if (!result.verdict.pass) process.exitCode = 1;
}
