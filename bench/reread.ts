/**
 * A reconnect storm: every watcher of one hot auction reads it again at once, as the auction page
 * does when its socket comes back and the channel is confirmed anew (docs/realtime.md), for
 * instance after a node drains its sockets with 4200 ("reconnect at once"). Measures how long the
 * real server takes to answer them all, each answer's wait, and the CPU each read costs, on
 * PostgreSQL when a URL is known, else PGlite. Every answer must carry the auction's latest state.
 */
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { ensureReferenceData } from '@autobid/server/src/db/reference-data';
import { createBenchDatabase, listBackendPids, type DatabaseKind } from './bid-database';
import { percentile, runBidLoad } from './bid-load';
import { BENCH_PASSWORD, seedBidBench, START_PRICE } from './bid-seed';
import { fetchIncrements, signIn, startServer } from './bid-server';
import { startCpuWindow } from './cpu-usage';
import { envNumbers } from './env';
import { describeMachine, type Machine } from './machine';
import { medianBy } from './median';
import { readMetrics } from './server-metrics';

export interface RereadOptions {
  /** Default: PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else PGlite. */
  database?: DatabaseKind;
  postgresUrl?: string;
  /** Watchers reading at once (default REREAD_WATCHERS, else 10,000). */
  watchers?: number;
  /** Connections they share (default REREAD_CONNECTIONS, else 500): loopback sockets, not browsers. */
  connections?: number;
  /** Storms measured; the result is the one with the median time to answer all (default 3). */
  repeats?: number;
  log?: (line: string) => void;
}

/** One storm: `watchers` reads of the same auction sent at once. */
export interface RereadStorm {
  /** From the first read sent to the last answer, in ms: how long until every page has caught up. */
  allAnsweredMs: number;
  readsPerSecond: number;
  /** Send-to-answer time of each read, waiting for a free connection included. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Server and PostgreSQL CPU per read over the storm, in ms. */
  serverCpuMsPerRead: number;
  postgresCpuMsPerRead: number;
  /** Answers other than 200, or no answer at all. */
  errors: number;
  /** 200 answers whose auction was not in its latest state (`updated_at` and top bid). */
  stale: number;
  answerBytes: number;
}

export interface RereadResult {
  date: Date;
  machine: Machine;
  database: DatabaseKind;
  watchers: number;
  connections: number;
  dealers: number;
  /** Bids on the auction before the storm: each answer carries its history and the reader's own. */
  bidsBefore: number;
  /**
   * Of the storms' reads, the share the server answered from the auction it holds (ADR 0009), by
   * its `/metrics`; null when it does not count them.
   */
  heldShare: number | null;
  /**
   * The storm with the median `allAnsweredMs` (its errors and stale answers those of every storm),
   * and every storm's figure in the order they ran.
   */
  median: RereadStorm;
  runs: number[];
}

interface DealerAuctionAnswer {
  data?: { id: number; updated_at: string; highest_bid: { amount: number } | null };
}

const READ_PATH = (id: number) =>
  `/auction/api/v2/dealers/auctions/live/${id}?include=active_inspection`;

export async function runRereadBench(options: RereadOptions = {}): Promise<RereadResult> {
  const log = options.log ?? ((line: string) => console.error(line));
  const postgresUrl =
    options.postgresUrl ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const kind = options.database ?? (postgresUrl ? 'postgres' : 'pglite');
  const watchers = options.watchers ?? envNumbers('REREAD_WATCHERS')?.[0] ?? 10_000;
  const connections = options.connections ?? envNumbers('REREAD_CONNECTIONS')?.[0] ?? 500;
  const repeats = options.repeats ?? 3;
  const database = await createBenchDatabase(kind, postgresUrl);
  try {
    const handle = await database.open();
    let seeded: Awaited<ReturnType<typeof seedBidBench>>;
    try {
      await handle.migrate();
      await ensureReferenceData(handle.db);
      seeded = await seedBidBench(handle.db, [1]);
    } finally {
      await handle.close();
    }
    const auctionId = seeded.auctionSets[0]![0]!;
    const server = await startServer(database.serverEnv);
    const pool = new Pool(server.baseUrl, {
      connections,
      pipelining: 1,
      headersTimeout: 60_000,
      bodyTimeout: 60_000,
    });
    try {
      log(`reread bench: ${kind}, ${seeded.dealers.length} dealers signing in`);
      const tokens = await signIn(
        server.baseUrl,
        seeded.dealers.map((d) => d.email),
        BENCH_PASSWORD,
      );
      // A hot auction's history: 16 dealers bid on it for a few seconds.
      const history = await runBidLoad({
        baseUrls: [server.baseUrl],
        tokens,
        auctionIds: [auctionId],
        bidders: 16,
        increments: await fetchIncrements(server.baseUrl, 'MY'),
        startPrice: START_PRICE,
        warmupMs: 0,
        measureMs: 3_000,
        maxRequests: 2_000,
      });
      const latest = await readOnce(pool, auctionId, tokens[0]!);
      const databasePids = database.url ? await listBackendPids(database.url) : [];
      log(`reread bench: ${history.acknowledged} bids placed; warming up`);
      for (let round = 0; round < 3; round += 1)
        await storm(pool, { auctionId, tokens, watchers: 2_000, latest, pids: null });
      const before = await readMetrics(server.baseUrl);
      const storms: RereadStorm[] = [];
      for (let run = 0; run < repeats; run += 1) {
        log(`reread bench: storm ${run + 1} of ${repeats}, ${watchers} watchers`);
        storms.push(
          await storm(pool, {
            auctionId,
            tokens,
            watchers,
            latest,
            pids: { server: server.pid, database: databasePids },
          }),
        );
      }
      const after = await readMetrics(server.baseUrl);
      const HELD = 'autobid_dealer_auction_reads_total{from="held"}';
      const FROM_DATABASE = 'autobid_dealer_auction_reads_total{from="database"}';
      const fromHeld = (after[HELD] ?? 0) - (before[HELD] ?? 0);
      const counted = fromHeld + (after[FROM_DATABASE] ?? 0) - (before[FROM_DATABASE] ?? 0);
      return {
        date: new Date(),
        machine: describeMachine(),
        database: kind,
        watchers,
        connections,
        dealers: tokens.length,
        bidsBefore: history.acknowledged,
        heldShare: HELD in after && counted > 0 ? fromHeld / counted : null,
        // A problem in any storm counts, not only in the one shown.
        median: {
          ...medianBy(storms, (s) => s.allAnsweredMs)!,
          errors: storms.reduce((sum, s) => sum + s.errors, 0),
          stale: storms.reduce((sum, s) => sum + s.stale, 0),
        },
        runs: storms.map((s) => s.allAnsweredMs),
      };
    } finally {
      await pool.close();
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

interface Latest {
  updatedAt: string;
  amount: number | null;
}

async function readOnce(pool: Pool, auctionId: number, token: string): Promise<Latest> {
  const res = await pool.request({
    path: READ_PATH(auctionId),
    method: 'GET',
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await res.body.json()) as DealerAuctionAnswer;
  if (res.statusCode !== 200 || !answer.data)
    throw new Error(`reading auction ${auctionId} answered ${res.statusCode}`);
  return { updatedAt: answer.data.updated_at, amount: answer.data.highest_bid?.amount ?? null };
}

/** Sends every watcher's read at once (each as its own dealer in turn) and waits for all answers. */
async function storm(
  pool: Pool,
  input: {
    auctionId: number;
    tokens: string[];
    watchers: number;
    latest: Latest;
    pids: { server: number; database: number[] } | null;
  },
): Promise<RereadStorm> {
  const { auctionId, tokens, watchers, latest } = input;
  const cpu = input.pids ? startCpuWindow(input.pids) : null;
  const latencies = new Float64Array(watchers);
  let errors = 0;
  let stale = 0;
  let answerBytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: watchers }, async (_, index) => {
      const sentAt = performance.now();
      try {
        const res = await pool.request({
          path: READ_PATH(auctionId),
          method: 'GET',
          headers: { authorization: `Bearer ${tokens[index % tokens.length]!}` },
        });
        const text = await res.body.text();
        latencies[index] = performance.now() - sentAt;
        if (res.statusCode !== 200) {
          errors += 1;
          return;
        }
        answerBytes = Math.max(answerBytes, Buffer.byteLength(text));
        const { data } = JSON.parse(text) as DealerAuctionAnswer;
        if (
          data?.updated_at !== latest.updatedAt ||
          (data.highest_bid?.amount ?? null) !== latest.amount
        )
          stale += 1;
      } catch {
        latencies[index] = performance.now() - sentAt;
        errors += 1;
      }
    }),
  );
  const allAnsweredMs = performance.now() - started;
  const usage = cpu?.stop();
  const seconds = allAnsweredMs / 1000;
  // CpuUsage is in percent of one core over the window.
  const perRead = (percent: number) => ((percent / 100) * seconds * 1000) / watchers;
  const sorted = Array.from(latencies);
  return {
    allAnsweredMs,
    readsPerSecond: watchers / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: Math.max(...sorted),
    serverCpuMsPerRead: usage ? perRead(usage.server) : Number.NaN,
    postgresCpuMsPerRead: usage ? perRead(usage.postgres) : Number.NaN,
    errors,
    stale,
    answerBytes,
  };
}

export const REREAD_INTRO = [
  '## Reconnect storm',
  '',
  "Every watcher of one hot auction reads it again at once, as the auction page does when its socket comes back and its channel is confirmed anew (for instance after a node drains its sockets with 4200). The auction has the history of 16 dealers bidding for 3 s; the watchers are 64 signed-in dealers in turn, over the connections shown (loopback sockets, not browsers: a read waiting for a free one counts in its wait). Every answer must carry the auction's latest state. The storm with the median time until all are answered is shown; runs lists each storm's. See `bench/reread.ts`.",
];

export function formatRereadTable(result: RereadResult): string {
  const s = result.median;
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  const header =
    '| database | watchers | connections | all answered (ms) | runs (ms) | reads/s | p50 (ms) | p99 (ms) | max (ms) | server CPU / read (ms) | PostgreSQL CPU / read (ms) | answer (bytes) | from the held auction | errors | stale |';
  const rule = `|${header
    .split('|')
    .slice(1, -1)
    .map(() => '---')
    .join('|')}|`;
  const row = `| ${result.database} | ${result.watchers.toLocaleString('en')} | ${result.connections} | ${s.allAnsweredMs.toFixed(0)} | ${result.runs.map((r) => r.toFixed(0)).join(', ')} | ${s.readsPerSecond.toFixed(0)} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ms(s.maxMs)} | ${s.serverCpuMsPerRead.toFixed(2)} | ${result.database === 'postgres' ? s.postgresCpuMsPerRead.toFixed(2) : '–'} | ${s.answerBytes.toLocaleString('en')} | ${result.heldShare === null ? '–' : `${(result.heldShare * 100).toFixed(0)} %`} | ${s.errors} | ${s.stale} |`;
  return [header, rule, row].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runRereadBench();
  console.log(
    `${result.date.toISOString()} on ${result.machine.cpuModel}, ${result.machine.cpuCount} cores; ${result.bidsBefore} bids before`,
  );
  console.log(formatRereadTable(result));
  if (result.median.errors > 0 || result.median.stale > 0) process.exitCode = 1;
}
