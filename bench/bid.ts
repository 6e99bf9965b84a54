import { ensureReferenceData } from '@autobid/server/src/db/reference-data';
import { pathToFileURL } from 'node:url';
import {
  createBenchDatabase,
  createRawCounter,
  readVersion,
  settleDatabase,
  type BenchDatabase,
  type DatabaseKind,
} from './bid-database';
import { measureHttpFloor, type HttpFloor } from './bid-floor';
import { checkLedger, type LedgerCheck } from './bid-ledger-check';
import { percentile, type BidLoadResult, type BidPath } from './bid-load';
import { measurePgliteRawRate, measurePostgresRawRate, type RawRate } from './bid-raw-rate';
import { BENCH_PASSWORD, seedBidBench, START_PRICE } from './bid-seed';
import {
  fetchIncrements,
  signIn,
  startServer,
  type IncrementTier,
  type RunningServer,
} from './bid-server';
import {
  formatBatchTable,
  formatBidTable,
  formatBusyCloseTargets,
  formatCpuTable,
  formatLockTable,
} from './bid-tables';
import { measureLoad, type Measured } from './bid-measure';
import type { CpuUsage } from './cpu-usage';
import type { LockActivity } from './lock-sampler';
import { startRedis } from './redis-server';
import { batchPathsOf, readMetrics, sumBatchPaths, type BatchPaths } from './server-metrics';
import { envNumbers } from './env';
import { medianBy } from './median';
import { costMsPerRequest, describeLimits } from './report-limits';

/**
 * Bid-path benchmark: dealers bidding over HTTP against the real server process, on PGlite and on
 * PostgreSQL, on one hot auction and spread over many, beside the raw rate of one-row UPDATEs on
 * one hot row on the same database, with the ledger checked after every scenario.
 */
export type Layout = 'hot' | 'spread';

export interface BidBenchOptions {
  /** Default: PGlite, plus PostgreSQL when a URL is known. */
  databases?: DatabaseKind[];
  /** Default: BENCH_DATABASE_URL, else TEST_DATABASE_URL. */
  postgresUrl?: string;
  /** Default: both, the plain bid path and the max-bid path. */
  paths?: BidPath[];
  layouts?: Layout[];
  concurrencies?: number[];
  spreadAuctions?: number;
  /**
   * Server processes sharing the database and a private Redis, each bidder at one of them; default
   * BID_NODES, else 1. More than one needs PostgreSQL.
   */
  nodes?: number;
  /**
   * Each scenario warms up for at least `warmupMs` (default 2 s) and `warmupRequests` answers
   * (default 5,000), at most `warmupMaxMs` (default 20 s): a fresh server's code is still being
   * compiled for its first thousands of requests, which at one bidder take several seconds.
   */
  warmupMs?: number;
  warmupRequests?: number;
  warmupMaxMs?: number;
  measureMs?: number;
  rawWarmupMs?: number;
  rawMeasureMs?: number;
  maxRequestsPerScenario?: number;
  /**
   * Runs of each PostgreSQL scenario, each on fresh auctions and a fresh server; the result is the
   * run with the median ratio (default BID_REPEATS, else 3). PGlite scenarios run once.
   */
  repeats?: number;
  /** Progress lines; stderr by default. */
  log?: (line: string) => void;
}

export interface BidResult {
  database: DatabaseKind;
  databaseVersion: string;
  path: BidPath;
  layout: Layout;
  auctions: number;
  bidders: number;
  /** Server processes the bidders were spread over. */
  nodes: number;
  measuredSeconds: number;
  acceptedPerSecond: number;
  rejectedPerSecond: Record<string, number>;
  /** Accepted bids only. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Bid requests answered per second (accepted + rejected), each counted when its answer arrived. */
  answeredPerSecond: number;
  /** Over every answer, accepted or rejected. */
  answeredP99Ms: number;
  errors: number;
  errorSamples: string[];
  raw: RawRate;
  /** acceptedPerSecond / raw.perSecond */
  ratio: number;
  /** answeredPerSecond / raw.perSecond */
  answeredRatio: number;
  cpu: CpuUsage;
  /** PostgreSQL only: how often bids queued on a lock, from pg_stat_activity samples. */
  lock: LockActivity | null;
  ledger: LedgerCheck;
  /** One-bidder scenarios: an empty request's rate and cost on the same server, just before the bids. */
  httpFloor: HttpFloor | null;
  /** The batches of changes the nodes decided, added up from their `/metrics`. */
  batches: BatchPaths | null;
  /**
   * The scenario's key ratio in each of its runs, in the order they ran: answered ÷ raw on a hot
   * auction with several bidders, accepted ÷ raw otherwise. This result is the median run; its
   * ledger check and errors cover every run.
   */
  runs: number[];
  /**
   * Server plus database CPU milliseconds per answered request in each run, in the order they ran
   * (`costMsPerRequest`); a cost's median is taken over these, not from the median run.
   */
  costRuns: number[];
}

interface Scenario {
  path: BidPath;
  layout: Layout;
  bidders: number;
  auctions: number;
}

type Settings = Required<Omit<BidBenchOptions, 'postgresUrl' | 'databases'>>;

export async function runBidBench(options: BidBenchOptions = {}): Promise<BidResult[]> {
  const postgresUrl =
    options.postgresUrl ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const settings: Settings = {
    paths: options.paths ?? ['bid', 'max-bid'],
    layouts: options.layouts ?? ['hot', 'spread'],
    concurrencies: options.concurrencies ?? [1, 8, 32],
    spreadAuctions: options.spreadAuctions ?? 100,
    nodes: Math.max(1, Math.round(options.nodes ?? Number(process.env.BID_NODES ?? 1))),
    warmupMs: options.warmupMs ?? 2_000,
    warmupRequests: options.warmupRequests ?? 5_000,
    warmupMaxMs: options.warmupMaxMs ?? 20_000,
    measureMs: options.measureMs ?? 6_000,
    rawWarmupMs: options.rawWarmupMs ?? 1_000,
    rawMeasureMs: options.rawMeasureMs ?? 3_000,
    maxRequestsPerScenario: options.maxRequestsPerScenario ?? 200_000,
    repeats: options.repeats ?? envNumbers('BID_REPEATS')?.[0] ?? 3,
    log: options.log ?? ((line) => process.stderr.write(`${line}\n`)),
  };
  for (const kind of options.databases ?? [])
    if (kind !== 'pglite' && kind !== 'postgres')
      throw new Error(`unknown database "${String(kind)}": pglite or postgres`);
  const databases =
    options.databases ??
    (settings.nodes > 1 ? ['postgres'] : postgresUrl ? ['pglite', 'postgres'] : ['pglite']);
  if (settings.nodes > 1 && (!postgresUrl || databases.includes('pglite')))
    throw new Error(
      `${settings.nodes} server nodes need BENCH_DATABASE_URL and PostgreSQL only: PGlite serves one process`,
    );
  const scenarios = settings.paths.flatMap((path) =>
    settings.layouts.flatMap((layout) =>
      settings.concurrencies.map((bidders) => ({
        path,
        layout,
        bidders,
        auctions: layout === 'hot' ? 1 : settings.spreadAuctions,
      })),
    ),
  );
  const results: BidResult[] = [];
  const redis = settings.nodes > 1 ? await startRedis() : null;
  try {
    for (const kind of databases) {
      const database = await createBenchDatabase(kind, postgresUrl);
      try {
        // Each run of a scenario is a scenario of its own, on auctions of its own.
        const repeats = kind === 'postgres' ? settings.repeats : 1;
        const runs = interleavedRuns(scenarios, repeats);
        const measured = await runOnDatabase(database, runs, settings, redis?.url);
        for (const scenario of scenarios)
          results.push(medianRun(measured.filter((_, i) => runs[i] === scenario)));
      } finally {
        await database.dispose();
      }
    }
  } finally {
    await redis?.stop();
  }
  return results;
}

/**
 * Every run of every scenario, in the order they run: for each layout and number of bidders, the
 * paths take turns run by run (bid, max bid, bid, max bid, ...), so that the two paths' costs,
 * which a target compares, are measured side by side and a change in the machine's speed during
 * the bench falls on both.
 */
export function interleavedRuns<T extends { layout: string; bidders: number }>(
  scenarios: readonly T[],
  repeats: number,
): T[] {
  const runs: T[] = [];
  const done = new Set<T>();
  for (const first of scenarios) {
    if (done.has(first)) continue;
    const alike = scenarios.filter((s) => s.layout === first.layout && s.bidders === first.bidders);
    for (const scenario of alike) done.add(scenario);
    for (let run = 0; run < repeats; run += 1) runs.push(...alike);
  }
  return runs;
}

async function runOnDatabase(
  database: BenchDatabase,
  scenarios: Scenario[],
  settings: Settings,
  redisUrl: string | undefined,
): Promise<BidResult[]> {
  // Every node verifies what another authorised, so they share the realtime secrets.
  const serverEnv: Record<string, string> = redisUrl
    ? {
        ...database.serverEnv,
        REDIS_URL: redisUrl,
        REALTIME_GENERAL_SECRET: 'bench-bid-general-secret-0123456789',
        REALTIME_AUCTION_SECRET: 'bench-bid-auction-secret-0123456789',
      }
    : database.serverEnv;
  settings.log(`bid bench: seeding ${database.kind}`);
  const { seeded, version } = await seedDatabase(database, scenarios);
  const results: BidResult[] = [];
  let session: Session | undefined;
  for (const [index, scenario] of scenarios.entries()) {
    settings.log(
      `bid bench: ${database.kind}, ${scenario.path}, ${scenario.layout}, ${scenario.bidders} bidders`,
    );
    await settle(database);
    // Fresh servers per scenario; PGlite's folder must be free again for the checks below.
    // One at a time: each runs the migrations under their advisory lock as it starts.
    const servers: RunningServer[] = [];
    let measured: Measured;
    let httpFloor: HttpFloor | null;
    let batches: BatchPaths | null;
    try {
      for (let node = 0; node < settings.nodes; node += 1)
        servers.push(await startServer(serverEnv));
      const server = servers[0]!;
      session ??= {
        tokens: await signIn(
          server.baseUrl,
          seeded.dealers.map((d) => d.email),
          BENCH_PASSWORD,
        ),
        increments: await fetchIncrements(server.baseUrl, 'MY'),
      };
      // One bidder's requests go one at a time: an empty request shows what HTTP alone costs them.
      httpFloor =
        scenario.bidders === 1
          ? await measureHttpFloor(server, {
              warmupMs: settings.rawWarmupMs,
              measureMs: settings.rawMeasureMs,
            })
          : null;
      measured = await measureLoad(servers, database.url, {
        baseUrls: servers.map((s) => s.baseUrl),
        path: scenario.path,
        tokens: session.tokens,
        auctionIds: seeded.auctionSets[index]!,
        bidders: scenario.bidders,
        increments: session.increments,
        startPrice: START_PRICE,
        warmupMs: settings.warmupMs,
        warmupRequests: settings.warmupRequests,
        warmupMaxMs: settings.warmupMaxMs,
        measureMs: settings.measureMs,
        maxRequests: settings.maxRequestsPerScenario,
      });
      batches = sumBatchPaths(
        await Promise.all(servers.map(async (s) => batchPathsOf(await readMetrics(s.baseUrl)))),
      );
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
    const { ledger, raw } = await checkAndMeasureRaw(database, {
      path: scenario.path,
      increments: session.increments,
      auctionIds: seeded.auctionSets[index]!,
      load: measured.load,
      concurrency: scenario.bidders,
      settings,
    });
    reportProblems(
      `${database.kind}/${scenario.path}/${scenario.layout}/${scenario.bidders}`,
      measured.load,
      ledger,
      settings.log,
    );
    results.push(
      summarise({
        database: database.kind,
        version,
        scenario,
        nodes: settings.nodes,
        measured,
        raw,
        ledger,
        httpFloor,
        batches,
      }),
    );
  }
  return results;
}

interface Session {
  tokens: string[];
  increments: IncrementTier[];
}

async function seedDatabase(database: BenchDatabase, scenarios: Scenario[]) {
  const handle = await database.open();
  try {
    await handle.migrate();
    await ensureReferenceData(handle.db);
    await createRawCounter(handle);
    const seeded = await seedBidBench(
      handle.db,
      scenarios.map((s) => s.auctions),
    );
    return { seeded, version: await readVersion(handle) };
  } finally {
    await handle.close();
  }
}

/** With the server stopped: the ledger check, then the raw hot-row UPDATE rate on the same database. */
/** A quiet start for the next scenario (see `settleDatabase`). */
async function settle(database: BenchDatabase): Promise<void> {
  const handle = await database.open();
  try {
    await settleDatabase(handle);
  } finally {
    await handle.close();
  }
}

async function checkAndMeasureRaw(
  database: BenchDatabase,
  input: {
    path: BidPath;
    increments: IncrementTier[];
    auctionIds: number[];
    load: BidLoadResult;
    concurrency: number;
    settings: Settings;
  },
): Promise<{ ledger: LedgerCheck; raw: RawRate }> {
  const { load, settings } = input;
  const handle = await database.open();
  try {
    const ledger = await checkLedger(handle.db, {
      path: input.path,
      increments: input.increments,
      auctionIds: input.auctionIds,
      acknowledged: load.acknowledged,
      unanswered: load.unanswered,
    });
    const window = { warmupMs: settings.rawWarmupMs, measureMs: settings.rawMeasureMs };
    const raw = database.url
      ? await measurePostgresRawRate(database.url, input.concurrency, window)
      : await measurePgliteRawRate(handle, window);
    return { ledger, raw };
  } finally {
    await handle.close();
  }
}

/** The scenario's ratio a target reads: answered on a hot auction with several bidders, else accepted. */
function keyRatio(result: BidResult): number {
  return result.layout === 'hot' && result.bidders > 1 ? result.answeredRatio : result.ratio;
}

/**
 * The run of a scenario with the median key ratio (the lower middle of an even count), with
 * every run's ratio, ledger check and errors, so that no run's problem is left out.
 */
export function medianRun(runs: BidResult[]): BidResult {
  const median = medianBy(runs, keyRatio)!;
  return {
    ...median,
    runs: runs.map(keyRatio),
    costRuns: runs.map(costMsPerRequest),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    errorSamples: runs.flatMap((r) => r.errorSamples).slice(0, 5),
    ledger: {
      auctions: runs.reduce((sum, r) => sum + r.ledger.auctions, 0),
      bids: runs.reduce((sum, r) => sum + r.ledger.bids, 0),
      maxBids: runs.reduce((sum, r) => sum + r.ledger.maxBids, 0),
      acknowledged: runs.reduce((sum, r) => sum + r.ledger.acknowledged, 0),
      mismatches: runs.flatMap((r) => r.ledger.mismatches),
    },
  };
}

function reportProblems(
  label: string,
  load: BidLoadResult,
  ledger: LedgerCheck,
  log: (line: string) => void,
): void {
  if (ledger.mismatches.length > 0) {
    log(`!!! LEDGER MISMATCH (${ledger.mismatches.length}) on ${label}:`);
    for (const line of ledger.mismatches.slice(0, 20)) log(`!!!   ${line}`);
  }
  if (load.errors > 0)
    log(`!!! ${load.errors} errors on ${label}: ${load.errorSamples.join(' | ')}`);
}

function summarise(input: {
  database: DatabaseKind;
  version: string;
  scenario: Scenario;
  nodes: number;
  measured: Measured;
  raw: RawRate;
  ledger: LedgerCheck;
  httpFloor: HttpFloor | null;
  batches: BatchPaths | null;
}): BidResult {
  const { scenario } = input;
  const { load, cpu, lock } = input.measured;
  const seconds = load.measuredSeconds;
  const acceptedPerSecond = load.accepted / seconds;
  const answeredPerSecond = load.answeredLatenciesMs.length / seconds;
  return {
    database: input.database,
    databaseVersion: input.version,
    path: scenario.path,
    layout: scenario.layout,
    auctions: scenario.auctions,
    bidders: scenario.bidders,
    nodes: input.nodes,
    measuredSeconds: seconds,
    acceptedPerSecond,
    rejectedPerSecond: Object.fromEntries(
      Object.entries(load.rejected).map(([code, n]) => [code, n / seconds]),
    ),
    p50Ms: percentile(load.acceptedLatenciesMs, 0.5),
    p99Ms: percentile(load.acceptedLatenciesMs, 0.99),
    maxMs: percentile(load.acceptedLatenciesMs, 1),
    answeredPerSecond,
    answeredP99Ms: percentile(load.answeredLatenciesMs, 0.99),
    errors: load.errors,
    errorSamples: load.errorSamples,
    raw: input.raw,
    ratio: acceptedPerSecond / input.raw.perSecond,
    answeredRatio: answeredPerSecond / input.raw.perSecond,
    cpu,
    lock,
    ledger: input.ledger,
    httpFloor: input.httpFloor,
    batches: input.batches,
    runs: [],
    costRuns: [],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // BID_DATABASES, BID_PATHS, BID_LAYOUTS and BID_BIDDERS (comma-separated) pick scenarios; BID_NODES spreads them;
  // BID_REPEATS runs each PostgreSQL scenario that many times.
  const list = (name: string) => process.env[name]?.split(',').filter(Boolean);
  const results = await runBidBench({
    databases: list('BID_DATABASES') as DatabaseKind[] | undefined,
    paths: list('BID_PATHS') as BidPath[] | undefined,
    layouts: list('BID_LAYOUTS') as Layout[] | undefined,
    concurrencies: envNumbers('BID_BIDDERS'),
  });
  console.log(formatBidTable(results));
  console.log();
  console.log(formatCpuTable(results));
  console.log();
  console.log(formatLockTable(results));
  console.log();
  console.log(formatBatchTable(results));
  console.log();
  console.log(formatBusyCloseTargets(results));
  console.log();
  console.log(describeLimits(results));
  const broken = results.filter((r) => r.ledger.mismatches.length > 0 || r.errors > 0);
  if (broken.length > 0) process.exitCode = 1;
}
