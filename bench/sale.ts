import { ensureReferenceData } from '@autobid/server/src/db/reference-data';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { request } from 'undici';
import { createBenchDatabase, readVersion, type DatabaseKind } from './bid-database';
import { percentile } from './bid-load';
import { signIn, startServer, type IncrementTier, type RunningServer } from './bid-server';
import { startCpuWindow, type CpuUsage } from './cpu-usage';
import {
  incrementAt,
  SaleBots,
  type AckStats,
  type CarView,
  type Interest,
  type SaleRequestKind,
} from './sale-bots';
import { checkSale, type SaleCheck } from './sale-check';
import { trackBackendCpu } from './sale-cpu';
import { SALE_PASSWORD, SALE_START_PRICE, scheduleSale, seedSale } from './sale-seed';
import { openWatchers, type WatcherStats } from './sale-watchers';
import { startRedis } from './redis-server';
import { batchPathsOf, readMetrics, sumBatchPaths, type BatchPaths } from './server-metrics';

/**
 * A whole sale, end to end, against the real server: cars closing in waves, dealers bidding over
 * HTTP (most in each car's last minute, with max bids and snap-its), watchers on the cars' public
 * channels, the server's clock closing every car. PostgreSQL when BENCH_DATABASE_URL is set, else
 * PGlite. Settings: SALE_MINUTES (20), SALE_CARS (300), SALE_DEALERS (2,000), SALE_WAVES (10),
 * SALE_NODES (1): with more, that many server processes share the database and a private Redis,
 * each dealer bids at one of them and the watchers are spread over all.
 */
export interface SaleOptions {
  minutes?: number;
  cars?: number;
  dealers?: number;
  waves?: number;
  /** Server processes; above 1 they share PostgreSQL and a Redis started for the run. */
  nodes?: number;
  /** Cars each dealer follows and may bid on. */
  carsPerDealer?: number;
  /** Share of dealers who keep sockets open on their cars' channels. */
  watcherShare?: number;
  postgresUrl?: string;
  log?: (line: string) => void;
}

export interface AckSummary {
  requests: number;
  accepted: number;
  rejected: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  errorSamples: string[];
}

export interface SaleResult {
  database: DatabaseKind;
  databaseVersion: string;
  minutes: number;
  waves: number;
  cars: number;
  dealers: number;
  nodes: number;
  /** Wall time from the sale's opening to the last close seen, in seconds. */
  durationSeconds: number;
  closed: number;
  /** Status log close time minus time_end, in ms. */
  lateness: { p50Ms: number; p99Ms: number; maxMs: number };
  /** Cars whose end soft close moved, and the largest move, in seconds. */
  extended: number;
  maxExtensionSeconds: number;
  acks: Record<SaleRequestKind, AckSummary>;
  snapIts: { fired: number; failed: number };
  events: Omit<WatcherStats, 'lagMs'> & { lagP50Ms: number; lagP99Ms: number };
  /** From the opening to the last close; `postgres` stays 0 here, see databaseCpuSeconds. */
  cpu: CpuUsage;
  /** CPU seconds the server processes used from the opening to the last close. */
  serverCpuSeconds: number;
  databaseCpuSeconds: number;
  /** The largest of the nodes' peaks. */
  serverPeakRssMiB: number;
  /** The servers' batches of auction changes by the path that decided them (`/metrics`). */
  batches: BatchPaths | null;
  check: SaleCheck;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

interface MarketSettings {
  increments: IncrementTier[];
  extendWindowSeconds: number;
}

export async function runSaleBench(options: SaleOptions = {}): Promise<SaleResult> {
  const minutes = options.minutes ?? envNumber('SALE_MINUTES', 20);
  const cars = Math.round(options.cars ?? envNumber('SALE_CARS', 300));
  const dealers = Math.round(options.dealers ?? envNumber('SALE_DEALERS', 2_000));
  const waves = Math.min(cars, Math.round(options.waves ?? envNumber('SALE_WAVES', 10)));
  const carsPerDealer = Math.min(cars, options.carsPerDealer ?? 4);
  const watcherShare = options.watcherShare ?? 0.5;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const nodes = Math.round(options.nodes ?? envNumber('SALE_NODES', 1));
  const postgresUrl = options.postgresUrl ?? process.env.BENCH_DATABASE_URL;
  const kind: DatabaseKind = postgresUrl ? 'postgres' : 'pglite';
  if (nodes > 1 && kind === 'pglite')
    throw new Error(
      `${nodes} server nodes need BENCH_DATABASE_URL: PGlite serves one process only`,
    );
  const database = await createBenchDatabase(kind, postgresUrl);
  const redis = nodes > 1 ? await startRedis() : null;
  // Every node verifies what another authorised, so they share the realtime secrets.
  const serverEnv: Record<string, string> = redis
    ? {
        ...database.serverEnv,
        REALTIME_GENERAL_SECRET: 'bench-sale-general-secret-0123456789',
        REALTIME_AUCTION_SECRET: 'bench-sale-auction-secret-0123456789',
      }
    : database.serverEnv;
  try {
    log(`sale bench: seeding ${kind}: ${cars} cars, ${dealers} dealers`);
    let handle = await database.open();
    let seed: Awaited<ReturnType<typeof seedSale>>;
    let version: string;
    try {
      await handle.migrate();
      await ensureReferenceData(handle.db);
      seed = await seedSale(handle.db, { cars, dealers });
      version = await readVersion(handle);
    } finally {
      await handle.close();
    }

    // First run of the server: sign every dealer in (sessions are stored, they outlive a restart).
    const signInServer = await startServer(serverEnv);
    let tokens: string[];
    let market: MarketSettings;
    let appKey: string;
    try {
      log(`sale bench: signing in ${dealers} dealers`);
      tokens = await signIn(signInServer.baseUrl, seed.dealerEmails, SALE_PASSWORD);
      market = await fetchMarket(signInServer.baseUrl, 'MY');
      appKey = await fetchAuctionAppKey(signInServer.baseUrl);
    } finally {
      await signInServer.stop();
    }

    // The schedule: from `prepareFrom` dealers place max bids and snap-its, early enough for the
    // first wave's snap-its (its closing window opens a wave after the opening, minus the window).
    const windowMs = market.extendWindowSeconds * 1000;
    const waveMs = (minutes * 60_000) / waves;
    const perWave = Math.ceil(cars / waves);
    const lotGapMs = Math.min(2_000, waveMs / (2 * perWave));
    const openAt = Date.now() + 30_000 + windowMs;
    const prepareFrom = openAt - windowMs + 5_000;
    const plannedEnds = new Map<number, number>(
      seed.auctionIds.map((id, i) => {
        const wave = Math.floor(i / perWave);
        return [id, Math.round(openAt + (wave + 1) * waveMs + (i % perWave) * lotGapMs)];
      }),
    );
    handle = await database.open();
    try {
      await scheduleSale(handle.db, plannedEnds);
    } finally {
      await handle.close();
    }

    const views = new Map<number, CarView>(
      seed.auctionIds.map((id) => [
        id,
        {
          id,
          endsAt: plannedEnds.get(id)!,
          updatedAt: 0,
          highest: null,
          minimum: SALE_START_PRICE,
          isLive: true,
          leader: null,
          leaderAmount: 0,
        },
      ]),
    );
    const interests = planInterests({
      auctionIds: seed.auctionIds,
      dealers,
      carsPerDealer,
      plannedEnds,
      openAt,
      prepareFrom,
      windowMs,
      increments: market.increments,
    });

    const servers: RunningServer[] = [];
    let bots: SaleBots | undefined;
    let backends: Awaited<ReturnType<typeof trackBackendCpu>> | null = null;
    try {
      // One at a time: each runs the migrations under their advisory lock as it starts.
      for (let i = 0; i < nodes; i += 1)
        servers.push(await startServer(redis ? { ...serverEnv, REDIS_URL: redis.url } : serverEnv));
      const baseUrls = servers.map((server) => server.baseUrl);
      if (nodes > 1) log(`sale bench: ${nodes} server nodes, Redis on ${redis!.url}`);
      bots = new SaleBots(baseUrls, tokens, views, market.increments, Math.min(dealers, 256));
      const follows = followsOf(interests, dealers, watcherShare);
      log(`sale bench: opening ${follows.length} watcher sockets`);
      const activeBots = bots;
      const watchers = await openWatchers({
        baseUrls,
        appKey,
        follows,
        allAuctionIds: seed.auctionIds,
        onEvent: (auction) => activeBots.learn(auction),
      });
      // The bots sleep until their moments: max bids and snap-its come before the opening.
      const bidding = Promise.all(interests.map((interest) => activeBots.run(interest)));
      await sleep(openAt - Date.now());
      log(
        `sale bench: open; ${waves} waves every ${Math.round(waveMs / 1000)} s, last close planned ${new Date(Math.max(...plannedEnds.values())).toISOString()}`,
      );
      const cpuWindow = startCpuWindow({ server: servers.map((s) => s.pid), database: [] });
      backends = database.url ? await trackBackendCpu(database.url) : null;
      const started = performance.now();
      await bidding;
      log('sale bench: bidding over; waiting for the last closes');
      const lastEnd = Math.max(...[...views.values()].map((v) => v.endsAt));
      const deadline = Math.max(Date.now(), lastEnd) + 120_000;
      while (Date.now() < deadline && !(await isSaleOver(baseUrls[0]!, views))) await sleep(500);
      const durationSeconds = (performance.now() - started) / 1000;
      const cpu = cpuWindow.stop();
      const databaseCpuSeconds = backends ? await backends.stop() : 0;
      backends = null;
      // Late events of the last closes.
      await sleep(1_000);
      const events = watchers.stop();
      const serverPeakRssMiB = Math.max(...servers.map((s) => peakRssMiB(s.pid)));
      const batches = sumBatchPaths(
        await Promise.all(baseUrls.map(async (url) => batchPathsOf(await readMetrics(url)))),
      );
      await Promise.all(servers.map((server) => server.stop()));

      log('sale bench: checking the ledger');
      handle = await database.open();
      let check: SaleCheck;
      try {
        check = await checkSale(handle.db, {
          auctionIds: seed.auctionIds,
          plannedEnds,
          increments: market.increments,
          extendWindowSeconds: market.extendWindowSeconds,
          stats: bots.stats,
        });
      } finally {
        await handle.close();
      }
      return {
        database: kind,
        databaseVersion: version,
        minutes,
        waves,
        cars,
        dealers,
        nodes,
        durationSeconds,
        closed: check.closed,
        lateness: check.lateness,
        extended: check.extended,
        maxExtensionSeconds: check.maxExtensionSeconds,
        acks: {
          bid: summarise(bots.stats.bid),
          'max-bid': summarise(bots.stats['max-bid']),
          'snap-it': summarise(bots.stats['snap-it']),
        },
        snapIts: check.snapIts,
        events: {
          sockets: events.sockets,
          subscriptions: events.subscriptions,
          expected: events.expected,
          delivered: events.delivered,
          outOfOrder: events.outOfOrder,
          dropped: events.dropped,
          lagP50Ms: percentile(events.lagMs, 0.5),
          lagP99Ms: percentile(events.lagMs, 0.99),
        },
        cpu,
        serverCpuSeconds: (cpu.server / 100) * durationSeconds,
        databaseCpuSeconds,
        serverPeakRssMiB,
        batches,
        check,
      };
    } finally {
      await backends?.stop();
      await bots?.close();
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await redis?.stop();
    await database.dispose();
  }
}

/**
 * Who wants which car: every car gets dealers (round robin first), then each dealer takes random
 * others up to `carsPerDealer`. Each interest has a budget of 5 to 40 increments over the start;
 * 10 % place a max bid of their budget before the car's last seconds, 5 % a snap-it before its
 * closing window opens (both from `prepareFrom`, before the opening), 30 % bid once early, and all
 * start their last-minute bidding at a random moment of that minute.
 */
function planInterests(input: {
  auctionIds: number[];
  dealers: number;
  carsPerDealer: number;
  plannedEnds: Map<number, number>;
  openAt: number;
  prepareFrom: number;
  windowMs: number;
  increments: IncrementTier[];
}): Interest[] {
  const { auctionIds, openAt, prepareFrom, windowMs } = input;
  const step = incrementAt(input.increments, SALE_START_PRICE);
  const interests: Interest[] = [];
  for (let dealer = 0; dealer < input.dealers; dealer += 1) {
    const chosen = new Set<number>([auctionIds[dealer % auctionIds.length]!]);
    while (chosen.size < input.carsPerDealer) chosen.add(pick(auctionIds));
    for (const car of chosen) {
      const end = input.plannedEnds.get(car)!;
      const windowOpens = end - windowMs;
      const lastMinute = end - Math.min(60_000, end - openAt);
      const before = (until: number, from = openAt) =>
        until - 2_000 > from ? from + Math.random() * (until - 2_000 - from) : null;
      interests.push({
        dealer,
        car,
        budget: SALE_START_PRICE + step * (5 + Math.floor(Math.random() * 36)),
        maxBidAt: Math.random() < 0.1 ? (before(end - 5_000, prepareFrom) ?? prepareFrom) : null,
        snapItAt: Math.random() < 0.05 ? before(windowOpens, prepareFrom) : null,
        earlyBidAt: Math.random() < 0.3 ? before(lastMinute) : null,
        lastMinuteAt: lastMinute + Math.random() * (end - lastMinute),
      });
    }
  }
  return interests;
}

/** The sockets: a share of the dealers, each following the cars it is interested in. */
function followsOf(interests: Interest[], dealers: number, share: number): number[][] {
  const byDealer = new Map<number, number[]>();
  for (const interest of interests) {
    if (interest.dealer >= Math.round(dealers * share)) continue;
    const cars = byDealer.get(interest.dealer);
    if (cars) cars.push(interest.car);
    else byDealer.set(interest.dealer, [interest.car]);
  }
  return [...byDealer.values()];
}

/**
 * Over when the feed has shown every car closed, or, should a close event be missed, when every
 * end has passed and the clock reports nothing due.
 */
async function isSaleOver(baseUrl: string, views: Map<number, CarView>): Promise<boolean> {
  const cars = [...views.values()];
  if (cars.every((car) => !car.isLive)) return true;
  if (cars.some((car) => car.endsAt > Date.now() - 1_000)) return false;
  const res = await request(`${baseUrl}/auction/api/v2/config/session-state`);
  const body = (await res.body.json()) as { data: { due_auctions: number } };
  return body.data.due_auctions === 0;
}

async function fetchMarket(baseUrl: string, code: string): Promise<MarketSettings> {
  const res = await request(`${baseUrl}/auction/api/v2/config/auction-settings`);
  const body = (await res.body.json()) as {
    data: {
      markets: { code: string; increments: IncrementTier[]; extend_window_seconds: number }[];
    };
  };
  const found = body.data.markets.find((m) => m.code === code);
  if (!found) throw new Error(`no settings for market ${code}`);
  return { increments: found.increments, extendWindowSeconds: found.extend_window_seconds };
}

async function fetchAuctionAppKey(baseUrl: string): Promise<string> {
  const res = await request(`${baseUrl}/config.json`);
  const body = (await res.body.json()) as { realtime: { apps: { auction: { key: string } } } };
  return body.realtime.apps.auction.key;
}

/** The kernel's high-water mark of the process's resident memory (Linux; NaN elsewhere). */
function peakRssMiB(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function summarise(stats: AckStats): AckSummary {
  const rejected = Object.values(stats.rejected).reduce((a, b) => a + b, 0);
  return {
    requests: stats.accepted + rejected + stats.errors,
    accepted: stats.accepted,
    rejected: stats.rejected,
    p50Ms: percentile(stats.latenciesMs, 0.5),
    p99Ms: percentile(stats.latenciesMs, 0.99),
    errors: stats.errors,
    errorSamples: stats.errorSamples,
  };
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export function formatSaleTable(r: SaleResult): string {
  const ack = (kind: SaleRequestKind) => {
    const a = r.acks[kind];
    const rejected = Object.entries(a.rejected)
      .sort((x, y) => y[1] - x[1])
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    return `${a.accepted} accepted, ${rejected || 'none rejected'}${a.errors ? `, **${a.errors} errors**` : ''}; p50 ${fixed(a.p50Ms, 1)} ms, p99 ${fixed(a.p99Ms, 1)} ms`;
  };
  const database =
    r.database === 'postgres'
      ? `, PostgreSQL backends ${fixed(r.databaseCpuSeconds, 1)} s (${fixed((r.databaseCpuSeconds / r.durationSeconds) * 100)} % of a core on average)`
      : ' (PGlite inside it)';
  const check =
    r.check.mismatches.length === 0
      ? `ok: 0 mismatches over ${r.check.bids} bids (${r.check.manualBids} manual, ${r.check.maxBids} max bids placed, ${r.check.snapItBids} snap-it bids)`
      : `**${r.check.mismatches.length} MISMATCHES**`;
  const rows: [string, string][] = [
    [
      'sale',
      `${r.database}${r.nodes > 1 ? `, ${r.nodes} server nodes with Redis` : ''}: ${r.cars} cars in ${r.waves} waves over ${r.minutes} min, ${r.dealers.toLocaleString('en')} dealers; ${fixed(r.durationSeconds)} s from the opening to the last close`,
    ],
    ['cars closed', `${r.closed} / ${r.cars}`],
    [
      'close lateness (status log close − time_end)',
      `p50 ${fixed(r.lateness.p50Ms)} ms, p99 ${fixed(r.lateness.p99Ms)} ms, max ${fixed(r.lateness.maxMs)} ms`,
    ],
    [
      'soft close',
      `${r.extended} of ${r.cars} cars extended, the longest by ${fixed(r.maxExtensionSeconds)} s`,
    ],
    ['bids', ack('bid')],
    ['max bids', ack('max-bid')],
    ['snap-its', `${ack('snap-it')}; ${r.snapIts.fired} fired, ${r.snapIts.failed} failed`],
    [
      'events to watchers',
      `${r.events.delivered.toLocaleString('en')} / ${r.events.expected.toLocaleString('en')} delivered (${r.events.sockets} sockets, ${r.events.subscriptions} subscriptions, ${r.events.dropped} dropped), ${r.events.outOfOrder} out of order; lag after updated_at p50 ${fixed(r.events.lagP50Ms)} ms, p99 ${fixed(r.events.lagP99Ms)} ms`,
    ],
    [
      'CPU',
      `server ${fixed(r.serverCpuSeconds, 1)} s (${r.cpu.server} % of a core on average)${database}; whole machine ${r.cpu.machine} %${r.cpu.stolen === undefined ? '' : ` (${r.cpu.stolen} % stolen by the hypervisor)`}`,
    ],
    [
      r.nodes > 1 ? 'server peak RSS (largest node)' : 'server peak RSS',
      `${fixed(r.serverPeakRssMiB)} MiB`,
    ],
    ['batches of changes', batchesText(r.batches)],
    ['ledger check', check],
  ];
  return ['| measure | this run |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join(
    '\n',
  );
}

/** The batches' paths, as the table shows them. */
function batchesText(batches: BatchPaths | null): string {
  if (!batches) return 'not reported';
  const { other, busy, changed, failed } = batches.rowLock;
  const total = batches.held + other + busy + changed + failed;
  return `${total} batches: ${batches.held} on the held auction; under the row lock ${other} of the clock and snap-its, ${busy} whose row another transaction held, ${changed} whose auction changed twice, ${failed} whose held write failed; ${batches.readsAgain} reads of a held auction that had changed elsewhere; other nodes' news of a held auction ${batches.heldNews.applied} applied, ${batches.heldNews.dropped} dropped`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runSaleBench();
  console.log(formatSaleTable(result));
  const errors = Object.values(result.acks).reduce((n, a) => n + a.errors, 0);
  if (result.check.mismatches.length > 0 || errors > 0 || result.closed < result.cars)
    process.exitCode = 1;
}
