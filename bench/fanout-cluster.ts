import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureReferenceData } from '@autobid/server/src/db/reference-data';
import { createAuction, createGroup, createUser } from '@autobid/server/src/testing/factories';
import { Pool } from 'undici';
import { createBenchDatabase, type BenchDatabase } from './bid-database';
import { percentile } from './bid-load';
import { BENCH_PASSWORD } from './bid-seed';
import {
  fetchIncrements,
  signIn,
  startServer,
  type IncrementTier,
  type RunningServer,
} from './bid-server';
import { addressesFor, nextMessage, shares } from './fanout';
import type {
  FromWatchers,
  RoundReport,
  ToWatchers,
  WatcherSettings,
} from './fanout-cluster-shared';
import { startRedis } from './redis-server';

/**
 * Cluster fan-out benchmark: the real server, three processes sharing one PostgreSQL database and
 * Redis on loopback, each holding an equal share of the watchers of one auction (pusher-protocol
 * sockets on `auction.{id}` of the `auction` app, as the web client subscribes). Signed-in dealers
 * bid over HTTP one after another, round-robin over the nodes (and, in a second round on the same
 * sockets, all at one node). Latency runs from the event's `updated_at` (set by the node once it
 * holds the auction's lock) to receipt; every watcher must get every accepted bid's
 * `auction.updated` exactly once, in `updated_at` order. The same bids and measure on one node of
 * the same app, with a third of the watchers, is the figure the cluster is held to.
 */
export type ClusterScenario = 'one-node' | 'three-nodes' | 'three-nodes-one-publisher';

export interface ClusterScenarioResult {
  scenario: ClusterScenario;
  nodes: number;
  watchers: number;
  /** Nodes the bids went to. */
  publishingNodes: number;
  /** Accepted bids whose latency counts (warm-up bids excluded). */
  events: number;
  /** Watcher × accepted bid, warm-up included. */
  expected: number;
  delivered: number;
  missing: number;
  duplicates: number;
  outOfOrder: number;
  unexpected: number;
  /** Over every delivery: receipt minus `updated_at`. */
  p50Ms: number;
  p99Ms: number;
  /** Per event, the latest watcher's latency; p50 and p99 over events. */
  lastClientP50Ms: number;
  lastClientP99Ms: number;
  lastClientMaxMs: number;
  /** The bid's HTTP round trip, median. */
  bidAnswerP50Ms: number;
  rejectedBids: number;
  connectSeconds: number;
}

export interface ClusterFanoutResult {
  /** Why it did not run (no PostgreSQL), or null. */
  note: string | null;
  watchersPerNode: number;
  /** Time between the starts of two bids. */
  intervalMs: number;
  /** Cores of the machine every node, Redis and the watchers shared. */
  cores: number;
  scenarios: ClusterScenarioResult[];
  /** three-nodes last-client p99 / one-node last-client p99; the target is at most 1.3. */
  p99Ratio: number | null;
}

export interface ClusterFanoutOptions {
  /** Default 10,000 (FANOUT_CLUSTER_WATCHERS_PER_NODE). */
  watchersPerNode?: number;
  /**
   * Watchers of the one-node scenario (FANOUT_CLUSTER_ONE_NODE_WATCHERS); default as many as each
   * cluster node holds. Set to three times that to compare the same total on one machine.
   */
  oneNodeWatchers?: number;
  /** Default 20 measured bids per round (FANOUT_CLUSTER_EVENTS). */
  events?: number;
  /** Unmeasured bids at each publishing node first (a fresh node's first requests run cold). Default 5. */
  warmupEventsPerNode?: number;
  /**
   * Time between the starts of two bids (FANOUT_CLUSTER_INTERVAL_MS). Default 1,000 ms: one event
   * to 30,000 watchers costs the machine about a second of CPU (three nodes sending, the watcher
   * processes parsing), so at the one-node bench's 200 ms a machine with fewer cores than nodes
   * queues events behind each other and measures its own backlog rather than the fan-out.
   */
  intervalMs?: number;
  /** Default BENCH_DATABASE_URL. */
  postgresUrl?: string;
  /** Also bid at one node only, on the same sockets. Default true. */
  onePublisherRound?: boolean;
  log?: (line: string) => void;
}

export const CLUSTER_P99_TARGET_RATIO = 1.3;
const NODES = 3;
/** Well below a process's ~20,000 open files. */
const WATCHERS_PER_PROCESS = 5_000;
const APP_KEYS = { general: 'bench-cluster-general', auction: 'bench-cluster-auction' };
const START_PRICE = 10_000;
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Math.round(value * 10) / 10;

export async function runClusterFanoutBench(
  options: ClusterFanoutOptions = {},
): Promise<ClusterFanoutResult> {
  const settings = {
    watchersPerNode:
      options.watchersPerNode ?? Number(process.env.FANOUT_CLUSTER_WATCHERS_PER_NODE ?? 10_000),
    oneNodeWatchers: 0,
    events: options.events ?? Number(process.env.FANOUT_CLUSTER_EVENTS ?? 20),
    warmupEventsPerNode: options.warmupEventsPerNode ?? 5,
    intervalMs: options.intervalMs ?? Number(process.env.FANOUT_CLUSTER_INTERVAL_MS ?? 1_000),
    onePublisherRound: options.onePublisherRound ?? true,
    log: options.log ?? ((line: string) => process.stderr.write(`${line}\n`)),
  };
  settings.oneNodeWatchers =
    options.oneNodeWatchers ??
    Number(process.env.FANOUT_CLUSTER_ONE_NODE_WATCHERS ?? settings.watchersPerNode);
  const postgresUrl = options.postgresUrl ?? process.env.BENCH_DATABASE_URL;
  const shape = {
    watchersPerNode: settings.watchersPerNode,
    intervalMs: settings.intervalMs,
    cores: availableParallelism(),
  };
  const empty = { ...shape, scenarios: [], p99Ratio: null };
  if (!postgresUrl) {
    return {
      ...empty,
      note: 'BENCH_DATABASE_URL is not set: three nodes need one PostgreSQL database (PGlite serves one process)',
    };
  }

  const database = await createBenchDatabase('postgres', postgresUrl);
  const redis = await startRedis();
  try {
    const seeded = await seed(database);
    const serverEnv = {
      ...database.serverEnv,
      DATABASE_POOL_SIZE: '4',
      REALTIME_GENERAL_KEY: APP_KEYS.general,
      REALTIME_GENERAL_SECRET: 'bench-cluster-general-secret-0123456789',
      REALTIME_AUCTION_KEY: APP_KEYS.auction,
      REALTIME_AUCTION_SECRET: 'bench-cluster-auction-secret-0123456789',
    };
    const bidder = { seeded, tokens: [] as string[], increments: [] as IncrementTier[] };
    const scenarios: ClusterScenarioResult[] = [];

    settings.log(`cluster fan-out: one node, ${settings.oneNodeWatchers} watchers`);
    const single = await startServer(serverEnv);
    try {
      bidder.tokens = await signIn(single.baseUrl, seeded.emails, BENCH_PASSWORD);
      bidder.increments = await fetchIncrements(single.baseUrl, 'MY');
      const oneNode = { ...settings, watchersPerNode: settings.oneNodeWatchers };
      scenarios.push(...(await runRounds([single], bidder, oneNode, [['one-node', [single]]])));
    } finally {
      await single.stop();
    }

    settings.log(
      `cluster fan-out: three nodes, ${settings.watchersPerNode * NODES} watchers, Redis on ${redis.url}`,
    );
    const nodes: RunningServer[] = [];
    try {
      for (let i = 0; i < NODES; i += 1)
        nodes.push(await startServer({ ...serverEnv, REDIS_URL: redis.url }));
      const rounds: [ClusterScenario, RunningServer[]][] = [['three-nodes', nodes]];
      if (settings.onePublisherRound) rounds.push(['three-nodes-one-publisher', [nodes[0]!]]);
      scenarios.push(...(await runRounds(nodes, bidder, settings, rounds)));
    } finally {
      await Promise.all(nodes.map((node) => node.stop()));
    }

    const one = scenarios.find((s) => s.scenario === 'one-node');
    const three = scenarios.find((s) => s.scenario === 'three-nodes');
    const p99Ratio =
      one && three && one.lastClientP99Ms > 0
        ? Math.round((three.lastClientP99Ms / one.lastClientP99Ms) * 100) / 100
        : null;
    return { ...shape, note: null, scenarios, p99Ratio };
  } finally {
    await redis.stop();
    await database.dispose();
  }
}

interface Seeded {
  auctionId: number;
  emails: string[];
}

/** Carried from round to round: the auction's next minimum and whose turn it is. */
interface Bidder {
  seeded: Seeded;
  tokens: string[];
  increments: IncrementTier[];
  nextMinimum?: number;
  bidCount?: number;
}

type Settings = Required<Omit<ClusterFanoutOptions, 'postgresUrl'>>;

/** One open MY auction ending in a month (no soft close, no clock closing it) and two dealers. */
async function seed(database: BenchDatabase): Promise<Seeded> {
  const handle = await database.open();
  try {
    await handle.migrate();
    await ensureReferenceData(handle.db);
    const seller = await createGroup(handle.db, { kind: 'seller', name: 'Bench seller' });
    const dealers = [
      await createUser(handle.db, { name: 'Bench dealer 1' }),
      await createUser(handle.db, { name: 'Bench dealer 2' }),
    ];
    const now = Date.now();
    const auction = await createAuction(handle.db, {
      sellerGroupId: seller.id,
      now,
      startPrice: START_PRICE,
      reservePrice: START_PRICE * 2,
      timeEnd: new Date(now + 30 * 24 * 3_600_000),
    });
    return { auctionId: auction.id, emails: dealers.map((d) => d.email) };
  } finally {
    await handle.close();
  }
}

/**
 * Connects `watchersPerNode` watchers to each node, then runs each round: bids at the round's
 * nodes, then every watcher process's report. The watchers are closed after the last round.
 */
async function runRounds(
  nodes: RunningServer[],
  bidder: Bidder,
  settings: Settings,
  rounds: [ClusterScenario, RunningServer[]][],
): Promise<ClusterScenarioResult[]> {
  const channel = `auction.${bidder.seeded.auctionId}`;
  const processesPerNode = Math.max(1, Math.ceil(settings.watchersPerNode / WATCHERS_PER_PROCESS));
  const processShares = nodes.flatMap(() => shares(settings.watchersPerNode, processesPerNode));
  const addresses = addressesFor(processShares);
  const watchers: ChildProcess[] = [];
  try {
    const connectStart = performance.now();
    for (const [index, count] of processShares.entries()) {
      const node = nodes[Math.floor(index / processesPerNode)]!;
      const watcherSettings: WatcherSettings = {
        url: `${node.baseUrl.replace('http', 'ws')}/app/${APP_KEYS.auction}?protocol=7&client=js&version=8.6.0`,
        count,
        localAddresses: addresses[index]!,
        channel,
      };
      watchers.push(
        fork(here('fanout-cluster-clients.ts'), [JSON.stringify(watcherSettings)], {
          execArgv: ['--import', 'tsx'],
          cwd: here('.'),
          stdio: 'inherit',
        }),
      );
    }
    await Promise.all(watchers.map((child) => nextMessage<FromWatchers>(child, 'ready', 300_000)));
    const connectSeconds = round((performance.now() - connectStart) / 1000);

    const results: ClusterScenarioResult[] = [];
    for (const [scenario, publishers] of rounds) {
      settings.log(`cluster fan-out: ${scenario}, bids at ${publishers.length} node(s)`);
      const bids = await placeBids(publishers, bidder, settings);
      // Stragglers of the last event get a full second to arrive.
      await sleep(1000);
      const reports = await Promise.all(
        watchers.map((child) => {
          const reply = nextMessage<FromWatchers>(child, 'report', 60_000);
          child.send({
            type: 'collect',
            expected: bids.accepted,
            measured: bids.accepted.slice(bids.warmup),
          } satisfies ToWatchers);
          return reply;
        }),
      );
      results.push(
        summarise({
          scenario,
          nodes: nodes.length,
          publishingNodes: publishers.length,
          bids,
          reports: reports.flatMap((r) => (r.type === 'report' ? [r.report] : [])),
          connectSeconds,
        }),
      );
    }
    return results;
  } finally {
    for (const child of watchers) child.kill('SIGKILL');
  }
}

interface PlacedBids {
  /** Highest-bid amounts of the accepted bids, in the order they were accepted. */
  accepted: number[];
  /** How many of `accepted` are warm-up. */
  warmup: number;
  answerMs: number[];
  rejected: number;
}

/**
 * Bids one after another, `intervalMs` between starts, the nodes in turn, the two dealers in turn
 * (a leader may not outbid itself), each at the minimum next bid. A rejected bid is retried at the
 * minimum the answer names; it does not count toward the events.
 */
async function placeBids(
  publishers: RunningServer[],
  bidder: Bidder,
  settings: Settings,
): Promise<PlacedBids> {
  const pools = publishers.map(
    (node) =>
      new Pool(node.baseUrl, { connections: 1, headersTimeout: 30_000, bodyTimeout: 30_000 }),
  );
  const placed: PlacedBids = { accepted: [], warmup: 0, answerMs: [], rejected: 0 };
  const warmup = settings.warmupEventsPerNode * publishers.length;
  const wanted = warmup + settings.events;
  let minimum = bidder.nextMinimum ?? START_PRICE;
  let attempts = 0;
  try {
    while (placed.accepted.length < wanted) {
      if ((attempts += 1) > wanted * 3)
        throw new Error(`too many rejected bids: ${placed.rejected}`);
      const startedAt = performance.now();
      const pool = pools[placed.accepted.length % pools.length]!;
      const token = bidder.tokens[(bidder.bidCount ?? 0) % bidder.tokens.length]!;
      const res = await pool.request({
        path: '/auction/api/v2/dealers/bids',
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ auction_id: bidder.seeded.auctionId, amount: minimum }),
      });
      const answer = (await res.body.json()) as BidAnswer;
      const answeredAt = performance.now();
      if (res.statusCode === 200) {
        const highest = answer.data?.auction?.highest_bid?.amount ?? minimum;
        placed.accepted.push(highest);
        if (placed.accepted.length > warmup) placed.answerMs.push(answeredAt - startedAt);
        minimum = highest + incrementAt(bidder.increments, highest);
        bidder.bidCount = (bidder.bidCount ?? 0) + 1;
      } else {
        placed.rejected += 1;
        if (answer.code === 'already_winning') bidder.bidCount = (bidder.bidCount ?? 0) + 1;
        else if (answer.minimum !== undefined) minimum = answer.minimum;
        else throw new Error(`bid answered ${res.statusCode}: ${JSON.stringify(answer)}`);
      }
      await sleep(Math.max(0, settings.intervalMs - (performance.now() - startedAt)));
    }
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
  }
  bidder.nextMinimum = minimum;
  placed.warmup = warmup;
  return placed;
}

interface BidAnswer {
  code?: string;
  minimum?: number;
  data?: { auction?: { highest_bid?: { amount: number } | null } };
}

/** The increment above `amount`: the tier with the largest `from` not above it (as the server rules it). */
function incrementAt(tiers: IncrementTier[], amount: number): number {
  let found = tiers[0]?.increment ?? 1;
  for (const tier of tiers) if (tier.from <= amount) found = tier.increment;
  return found;
}

function summarise(input: {
  scenario: ClusterScenario;
  nodes: number;
  publishingNodes: number;
  bids: PlacedBids;
  reports: RoundReport[];
  connectSeconds: number;
}): ClusterScenarioResult {
  const { bids, reports } = input;
  const watchers = reports.reduce((sum, r) => sum + r.sockets, 0);
  const sum = (key: 'missing' | 'duplicates' | 'outOfOrder' | 'unexpected') =>
    reports.reduce((total, r) => total + r[key], 0);
  const lastArrival = new Map<number, number>();
  for (const report of reports)
    for (const [amount, ms] of report.lastArrival)
      lastArrival.set(amount, Math.max(lastArrival.get(amount) ?? 0, ms));
  const perEvent = [...lastArrival.values()];
  const latencies = reports.flatMap((r) => r.latencies);
  const delivered = reports.reduce(
    (total, r) => total + r.deliveries.reduce((n, [, count]) => n + count, 0),
    0,
  );
  return {
    scenario: input.scenario,
    nodes: input.nodes,
    watchers,
    publishingNodes: input.publishingNodes,
    events: bids.accepted.length - bids.warmup,
    expected: watchers * bids.accepted.length,
    delivered,
    missing: sum('missing'),
    duplicates: sum('duplicates'),
    outOfOrder: sum('outOfOrder'),
    unexpected: sum('unexpected'),
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    lastClientP50Ms: round(percentile(perEvent, 0.5)),
    lastClientP99Ms: round(percentile(perEvent, 0.99)),
    lastClientMaxMs: round(percentile(perEvent, 1)),
    bidAnswerP50Ms: round(percentile(bids.answerMs, 0.5)),
    rejectedBids: bids.rejected,
    connectSeconds: input.connectSeconds,
  };
}

export function formatClusterFanoutTable(result: ClusterFanoutResult): string {
  if (result.note) return `Not measured: ${result.note}.`;
  const rows = result.scenarios.map(
    (r) =>
      `| ${r.scenario} | ${r.nodes} | ${r.publishingNodes} | ${r.watchers} | ${r.events} | ${r.delivered} / ${r.expected} | ${r.missing} / ${r.duplicates} / ${r.outOfOrder} | ${r.p50Ms} | ${r.p99Ms} | ${r.lastClientP50Ms} | ${r.lastClientP99Ms} | ${r.bidAnswerP50Ms} | ${r.connectSeconds} |`,
  );
  const setting = `Bids ${result.intervalMs} ms apart, one after another; ${result.watchersPerNode} watchers per cluster node; every process on one machine of ${result.cores} cores.`;
  const ratio =
    result.p99Ratio === null
      ? 'Three-node last-client p99 against one node: not measured.'
      : `Three-node last-client p99 is ${result.p99Ratio}× the one-node figure (target ≤ ${CLUSTER_P99_TARGET_RATIO}×).`;
  return [
    '| scenario | nodes | nodes bid at | watchers | events | delivered / expected | missing / duplicate / out of order | p50 ms | p99 ms | last-client p50 ms | last-client p99 ms | bid answer p50 ms | connect s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    setting,
    ratio,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runClusterFanoutBench();
  console.log(formatClusterFanoutTable(result));
  const broken = result.scenarios.some(
    (s) => s.missing + s.duplicates + s.outOfOrder > 0 || s.delivered !== s.expected,
  );
  if (broken) process.exitCode = 1;
}
