import { cpus } from 'node:os';
import type { BidResult } from './bid';
import type { HttpFloor } from './bid-floor';
import { percentile } from './bid-load';

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => (values.length === 0 ? Number.NaN : sum(values) / values.length);
const bidders = (n: number) => `${n} bidder${n === 1 ? '' : 's'}`;

/** The targets of the busy sale close, PostgreSQL only: the ratios hold on any machine. */
export const TARGETS = {
  singleRatio: 0.5,
  hotAnsweredRatio: 1.0,
  hotP99Ms: 20,
  spreadRatio: 0.7,
  serverCpuMs: 0.5,
  maxBidCost: 1.3,
  /** The bidders of the hot-auction and spread targets. */
  busyBidders: 32,
  /** The auctions of the spread target. */
  spreadAuctions: 100,
} as const;

/** Bid requests the server answered per second in the measured window, accepted or rejected. */
export const answeredPerSecond = (r: BidResult) => r.answeredPerSecond;

/** CPU milliseconds one answered request cost a process that used `percent` of a core. */
export const cpuMsPerRequest = (percent: number, r: BidResult) =>
  (percent * 10) / answeredPerSecond(r);

/** Server plus database CPU per answered request (on PGlite the database runs inside the server). */
export const costMsPerRequest = (r: BidResult) =>
  cpuMsPerRequest(r.cpu.server + (r.database === 'postgres' ? r.cpu.postgres : 0), r);

/**
 * A scenario's cost per request: the median over its runs (the lower middle of an even count, as
 * for the median run), not the cost of the run with the median throughput, which may be its
 * highest or lowest; else its one run's.
 */
export function scenarioCostMs(r: BidResult): number {
  return r.costRuns.length === 0 ? costMsPerRequest(r) : percentile(r.costRuns, 0.5);
}

/** The max-bid path's cost per request over the plain bid path's, in one layout and concurrency. */
export interface PathCost {
  database: BidResult['database'];
  layout: BidResult['layout'];
  auctions: number;
  bidders: number;
  bidMs: number;
  maxBidMs: number;
  ratio: number;
  /** Each run's cost per request, in the order they ran (empty for a scenario run once). */
  bidRuns: number[];
  maxBidRuns: number[];
}

/**
 * Compares the two paths where both were measured with the same layout and concurrency: spread
 * over many auctions first (requests rarely wait for each other there, so CPU per request is the
 * path's own cost), at the highest concurrency; PostgreSQL before PGlite.
 */
export function maxBidPathCost(results: BidResult[]): PathCost | null {
  const order = (r: BidResult) =>
    (r.database === 'postgres' ? 0 : 2) + (r.layout === 'spread' ? 0 : 1);
  const pairs = results
    .filter((r) => r.path === 'bid')
    .flatMap((bid) => {
      const max = results.find(
        (r) =>
          r.path === 'max-bid' &&
          r.database === bid.database &&
          r.layout === bid.layout &&
          r.bidders === bid.bidders,
      );
      return max ? [{ bid, max }] : [];
    })
    .sort((a, b) => order(a.bid) - order(b.bid) || b.bid.bidders - a.bid.bidders);
  const first = pairs[0];
  if (!first) return null;
  const bidMs = scenarioCostMs(first.bid);
  const maxBidMs = scenarioCostMs(first.max);
  return {
    database: first.bid.database,
    layout: first.bid.layout,
    auctions: first.bid.auctions,
    bidders: first.bid.bidders,
    bidMs,
    maxBidMs,
    ratio: maxBidMs / bidMs,
    bidRuns: first.bid.costRuns,
    maxBidRuns: first.max.costRuns,
  };
}

/**
 * The "what limits it" paragraphs, written from this run's figures: each claim quotes the numbers
 * it rests on, and a claim whose scenario was not measured is left out. Nothing here assumes how
 * the server builds a bid (how many statements, how long it holds a lock): only what was measured.
 */
export function describeLimits(results: BidResult[], cores = cpus().length): string {
  const bids = results.filter((r) => r.path === 'bid');
  const paragraphs = [
    describeSingleBidder(bids),
    describeHotAuction(bids, cores),
    describeCost(bids, cores),
    describeServerCpu(bids),
    describeMaxBid(results),
    describePglite(bids),
    describeCpu(results, cores),
  ];
  return paragraphs.filter((p): p is string => p !== null).join('\n\n');
}

function find(
  results: BidResult[],
  where: Pick<BidResult, 'database' | 'layout'> & { bidders?: number },
): BidResult | undefined {
  return results
    .filter((r) => r.database === where.database && r.layout === where.layout)
    .filter((r) => where.bidders === undefined || r.bidders === where.bidders)
    .sort((a, b) => b.bidders - a.bidders)[0];
}

/** One bidder: where the time of one bid goes, from its wall time and the CPU each process used. */
function describeSingleBidder(results: BidResult[]): string | null {
  const single = find(results, { database: 'postgres', layout: 'hot', bidders: 1 });
  if (!single) return null;
  const wallMs = 1000 / answeredPerSecond(single);
  const serverMs = cpuMsPerRequest(single.cpu.server, single);
  const databaseMs = cpuMsPerRequest(single.cpu.postgres, single);
  const generatorMs = cpuMsPerRequest(single.cpu.bench, single);
  const idleMs = wallMs - serverMs - databaseMs - generatorMs;
  const commitMs = 1000 / single.raw.perSecond;
  const waiting =
    idleMs > 0
      ? `The remaining ${num(idleMs, 2)} ms (${num((idleMs / wallMs) * 100)} %) none of the three was computing: ` +
        `waiting for the commit's flush to disk (one raw UPDATE transaction, flush included, took ${num(commitMs, 2)} ms), ` +
        'or for a core.'
      : 'Their CPU adds up to the whole time: one bidder is bound by CPU, not by waiting.';
  return (
    `**One bidder (PostgreSQL).** One bidder got ${num(single.acceptedPerSecond)} accepted bids/s (p50 ` +
    `${num(single.p50Ms, 1)} ms, p99 ${num(single.p99Ms, 1)} ms), ${num(single.ratio, 2)}× the ${num(single.raw.perSecond)} ` +
    `single-row UPDATE transactions/s one connection reached. Each request took ${num(wallMs, 2)} ms from one send to the ` +
    `next; of that, the server used ${num(serverMs, 2)} ms of CPU, the PostgreSQL backends ${num(databaseMs, 2)} ms and the ` +
    `load generator ${num(generatorMs, 2)} ms. ${waiting}` +
    (single.httpFloor ? ` ${describeFloor(single, single.httpFloor)}` : '')
  );
}

/**
 * The least a bid can cost: one HTTP round trip that does nothing, plus one commit at the raw
 * rate. What the 0.5 target leaves beyond that pair is the budget for all of a bid's own work.
 */
function describeFloor(single: BidResult, floor: HttpFloor): string {
  const requestMs = 1000 / floor.perSecond;
  const commitMs = 1000 / single.raw.perSecond;
  const bestRatio = 1000 / (requestMs + commitMs) / single.raw.perSecond;
  const targetMs = 1000 / (TARGETS.singleRatio * single.raw.perSecond);
  const budgetMs = targetMs - requestMs - commitMs;
  const bidMs = 1000 / answeredPerSecond(single);
  const budget =
    budgetMs > 0
      ? `The target of ${TARGETS.singleRatio}× leaves a bid ${num(budgetMs, 2)} ms beyond that pair for all its own work ` +
        `(authentication, the decision, its statements' other round trips, the answer); this run spent ` +
        `${num(bidMs - requestMs - commitMs, 2)} ms.`
      : `So on this machine no bid sent over HTTP can reach the target of ${TARGETS.singleRatio}×.`;
  const databaseMs = cpuMsPerRequest(single.cpu.postgres, single);
  const rawDatabaseMs = single.raw.databaseCpuMs;
  // The bid's own statement is more work for the database than the raw UPDATE, which a commit at the raw rate does not count.
  // All a bid's database work against a counter's UPDATE: the statement's bid, notice and auction
  // rows with their indexes, and the outbox marking the notice sent.
  const extraMs = rawDatabaseMs === null ? null : databaseMs - rawDatabaseMs;
  const statement =
    extraMs !== null && extraMs > 0
      ? ` The PostgreSQL backends alone spent ${num(databaseMs, 2)} ms of CPU per bid against ${num(rawDatabaseMs!, 2)} ms ` +
        'per raw UPDATE transaction: a bid writes the bid, its notice and the auction, with their indexes, and marks ' +
        `the notice sent, where the raw one updates a counter. That is ${num(extraMs, 2)} ms more per bid` +
        (budgetMs > 0
          ? extraMs >= budgetMs
            ? ', more than the whole budget above before the server does any of its own work.'
            : ', out of that budget.'
          : '.')
      : '';
  return (
    `An empty request (\`GET /healthz\`, no I/O) over the same kind of connection to the same server ran at ` +
    `${num(floor.perSecond)}/s, ${num(requestMs, 2)} ms each, with ${num(floor.serverCpuMs, 2)} ms of the server's CPU. ` +
    `A bid costs at least such a request plus one commit (${num(commitMs, 2)} ms at the raw rate): at most ` +
    `${num(bestRatio, 2)}× the raw rate even if deciding and answering cost nothing. ${budget}${statement}`
  );
}

function describeHotAuction(results: BidResult[], cores: number): string | null {
  const hot = find(results, { database: 'postgres', layout: 'hot' });
  if (!hot || hot.bidders < 2) return null;
  const rejected = answeredPerSecond(hot) - hot.acceptedPerSecond;
  const [topCode, topRate] = Object.entries(hot.rejectedPerSecond).sort(
    (a, b) => b[1] - a[1],
  )[0] ?? [null, 0];
  const rejections =
    topCode === 'bid_below_minimum' && topRate >= rejected * 0.5
      ? `Most rejections (${num(topRate)}/s) were \`bid_below_minimum\`: every bidder sends the current minimum, so of the ` +
        'bids that reach the auction at one price only the first can be accepted.'
      : topCode
        ? `The most frequent rejection was \`${topCode}\` (${num(topRate)}/s).`
        : '';
  const lock = hot.lock;
  const lockVerdict = !lock
    ? ''
    : lock.contendedShare >= 0.5
      ? `In ${num(lock.contendedShare * 100)} % of the samples a request was queued on a lock ` +
        `(${num(lock.avgWaiting, 1)} on average): the auction's row lock was the bottleneck.`
      : `In ${num(lock.contendedShare * 100)} % of the samples a request was queued on a lock: the row lock was not the bottleneck.`;
  const idle =
    lock && lock.avgIdleInTransaction >= 0.5
      ? ` On average ${num(lock.avgIdleInTransaction, 1)} of the server's sessions sat idle in a transaction, holding whatever ` +
        'locks it had taken while it waited for the server to send its next statement.'
      : '';
  const machine =
    hot.cpu.machine >= cores * 100 * 0.9
      ? ` The machine was ${hot.cpu.machine} % busy of ${cores * 100} %: its cores were saturated (server ${hot.cpu.server} %, ` +
        `PostgreSQL ${hot.cpu.postgres} %, load generator ${hot.cpu.bench} %).`
      : ` The machine was ${hot.cpu.machine} % busy of ${cores * 100} % (server ${hot.cpu.server} %, PostgreSQL ` +
        `${hot.cpu.postgres} %, load generator ${hot.cpu.bench} %).`;
  return (
    `**One hot auction, ${bidders(hot.bidders)} (PostgreSQL).** ${num(answeredPerSecond(hot))} bid requests/s were answered ` +
    `(${num(hot.acceptedPerSecond)} accepted, ${num(rejected)} rejected), ${num(hot.answeredRatio, 2)}× the ` +
    `${num(hot.raw.perSecond)} single-row UPDATE transactions/s that ${hot.raw.concurrency} connections reached on one hot ` +
    `row; the p99 over all answers was ${num(hot.answeredP99Ms, 1)} ms (accepted bids: p50 ${num(hot.p50Ms, 1)} ms, p99 ` +
    `${num(hot.p99Ms, 1)} ms). ${rejections} ${lockVerdict}${idle}${machine}`
  ).replace(/ {2,}/g, ' ');
}

/** What one request costs, from the busiest spread scenario: the machine's throughput follows from it. */
function describeCost(results: BidResult[], cores: number): string | null {
  const spread = results
    .filter((r) => r.database === 'postgres' && r.layout === 'spread')
    .reduce<BidResult | undefined>(
      (a, b) => (!a || answeredPerSecond(b) > answeredPerSecond(a) ? b : a),
      undefined,
    );
  if (!spread) return null;
  const serverMs = cpuMsPerRequest(spread.cpu.server, spread);
  const databaseMs = cpuMsPerRequest(spread.cpu.postgres, spread);
  const generatorMs = cpuMsPerRequest(spread.cpu.bench, spread);
  const capacity = (cores * 1000) / (serverMs + databaseMs + generatorMs);
  const share = spread.lock?.contendedShare ?? 0;
  const contention =
    share < 0.05
      ? 'where requests hardly ever queued on a lock'
      : `where a request was queued on a lock in ${num(share * 100)} % of the samples`;
  const verdict =
    spread.cpu.machine >= cores * 100 * 0.9
      ? `The machine was ${spread.cpu.machine} % busy of ${cores * 100} % (${spread.cpu.other} % of it other processes): ` +
        'its cores were saturated, so CPU bounds this row, and less CPU per request (server or database) is what moves it.'
      : answeredPerSecond(spread) >= capacity * 0.8
        ? 'This run reached that ceiling: CPU bounds this row, and less CPU per request (server or database) is what moves it.'
        : `This run answered ${num((answeredPerSecond(spread) / capacity) * 100)} % of that, so CPU alone does not explain ` +
          'the rate: the rest is time requests spent waiting (for a commit, a lock, or the load generator).';
  return (
    `**Spread over ${spread.auctions} auctions (PostgreSQL)**, ${contention}: ${bidders(spread.bidders)} had ` +
    `${num(answeredPerSecond(spread))} bid requests/s answered (${num(spread.acceptedPerSecond)} accepted, ` +
    `${num(spread.ratio, 2)}× the raw UPDATE rate at ${spread.raw.concurrency} connections) at p50 ${num(spread.p50Ms, 1)} ms, ` +
    `p99 ${num(spread.p99Ms, 1)} ms. Each answered request cost ${num(serverMs, 2)} ms of CPU in the server, ` +
    `${num(databaseMs, 2)} ms in the PostgreSQL backends and ${num(generatorMs, 2)} ms in the load generator. All three ` +
    `share ${cores} cores, so this machine tops out near ${num(capacity)} requests/s whatever the concurrency. ${verdict}`
  );
}

function describeServerCpu(results: BidResult[]): string | null {
  const postgres = results.filter((r) => r.database === 'postgres');
  if (postgres.length === 0) return null;
  const rows = postgres
    .map((r) => ({ r, ms: cpuMsPerRequest(r.cpu.server, r) }))
    .sort((a, b) => a.ms - b.ms);
  const low = rows[0]!;
  const high = rows.at(-1)!;
  const label = (r: BidResult) => `${r.layout}, ${bidders(r.bidders)}`;
  const floor = postgres.find((r) => r.httpFloor)?.httpFloor;
  return (
    `**Server CPU per bid request (PostgreSQL)** ranged from ${num(low.ms, 2)} ms (${label(low.r)}) to ` +
    `${num(high.ms, 2)} ms (${label(high.r)}). It is the server process's CPU time over the measured window divided by ` +
    'the requests answered in it, so it includes everything the server process did in that time (the auction clock ' +
    'runs in it too), spread over fewer requests where fewer were answered.' +
    (floor
      ? ` An empty request (\`GET /healthz\`, one at a time) cost the server ${num(floor.serverCpuMs, 2)} ms of CPU: ` +
        `${num((floor.serverCpuMs / TARGETS.serverCpuMs) * 100)} % of the ${TARGETS.serverCpuMs} ms target before any bid work.`
      : '')
  );
}

/** How far a path's cost moved between its runs, when it ran more than once. */
function runsNote(cost: PathCost): string {
  const range = (runs: number[]) => `${num(Math.min(...runs), 2)}–${num(Math.max(...runs), 2)} ms`;
  return cost.bidRuns.length > 1 && cost.maxBidRuns.length > 1
    ? ` (each the median of its runs: max bids ${range(cost.maxBidRuns)}, bids ${range(cost.bidRuns)})`
    : '';
}

function describeMaxBid(results: BidResult[]): string | null {
  const cost = maxBidPathCost(results);
  if (!cost) return null;
  const max = results.find(
    (r) =>
      r.path === 'max-bid' &&
      r.database === cost.database &&
      r.layout === cost.layout &&
      r.bidders === cost.bidders,
  );
  const written =
    max && max.ledger.maxBids > 0
      ? ` Each max bid placed in that scenario wrote ${num(max.ledger.bids / max.ledger.maxBids, 2)} bids to the ledger on average (the deciding automatic bids).`
      : '';
  const where =
    cost.database === 'postgres' ? 'server and PostgreSQL backends' : 'server (PGlite inside it)';
  return (
    `**Max bids (${cost.database}, ${cost.layout} over ${cost.auctions} auction${cost.auctions === 1 ? '' : 's'}, ` +
    `${bidders(cost.bidders)}).** A max-bid request cost ${num(cost.maxBidMs, 2)} ms of CPU (${where}) against ` +
    `${num(cost.bidMs, 2)} ms for a plain bid, ${num(cost.ratio, 2)}×${runsNote(cost)}.${written}`
  );
}

function describePglite(results: BidResult[]): string | null {
  const single = find(results, { database: 'pglite', layout: 'hot', bidders: 1 });
  if (!single) return null;
  const pglite = results.filter((r) => r.database === 'pglite');
  const best = pglite.reduce((a, b) => (answeredPerSecond(b) > answeredPerSecond(a) ? b : a));
  const bound =
    best.cpu.server >= 90
      ? `There the server process used ${best.cpu.server} % of a core: its one thread, which runs HTTP, the bid logic and the database, was the limit.`
      : `There the server process used ${best.cpu.server} % of a core, so its one thread was not fully busy.`;
  return (
    '**PGlite** runs PostgreSQL (WASM) inside the server process, on the same thread as HTTP and the bid logic, with one ' +
    `connection. One bidder got ${num(single.acceptedPerSecond)} bids/s with the server at ${single.cpu.server} % of a core ` +
    `(${num(cpuMsPerRequest(single.cpu.server, single), 2)} ms of CPU per request); the most any PGlite scenario answered was ` +
    `${num(answeredPerSecond(best))} requests/s (${best.layout}, ${bidders(best.bidders)}). ${bound} In-process ` +
    `one-UPDATE transactions alone ran at ${num(mean(pglite.map((r) => r.raw.perSecond)))}/s on average.`
  );
}

function describeCpu(results: BidResult[], cores: number): string | null {
  if (results.length === 0) return null;
  const machine = mean(results.map((r) => r.cpu.machine));
  const saturated = results.filter((r) => r.cpu.machine >= cores * 100 * 0.9).length;
  const disturbed = results.filter((r) => r.cpu.other >= 20);
  const stolen = results.map((r) => r.cpu.stolen).filter((v) => v !== undefined);
  const hypervisor =
    stolen.length === 0
      ? ''
      : ` The hypervisor took on average ${num(mean(stolen))} % of a core (at most ${num(Math.max(...stolen))} %) ` +
        'for other guests while this machine had work: that is in "other", and no process here could use it.';
  const noisy =
    disturbed.length === 0
      ? 'Nothing else on the machine took more than 20 % of a core during any measured window.'
      : `Other processes on the machine, not part of this bench, took 20 % of a core or more in ${disturbed.length} of ` +
        `${results.length} scenarios (${disturbed.map((r) => `${r.database} ${r.path} ${r.layout} ${r.bidders}: ${r.cpu.other} %`).join('; ')}); ` +
        'those figures are lower and noisier than the same code would give on an idle machine.';
  return (
    `**The machine.** During the measured windows it was on average ${num(machine)} % busy (of ${cores * 100} %), and at ` +
    `least 90 % busy in ${saturated} of ${results.length} scenarios. A process can be busy without using a core to itself: ` +
    `the server, the PostgreSQL backends and the load generator take turns on ${cores} cores. ${noisy}${hypervisor}`
  );
}
