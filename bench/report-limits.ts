import { cpus } from 'node:os';
import type { BidResult } from './bid';

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => (values.length === 0 ? Number.NaN : sum(values) / values.length);
const bidders = (n: number) => `${n} bidder${n === 1 ? '' : 's'}`;

/** Bid requests the server answered per second in the measured window, accepted or rejected. */
export const answeredPerSecond = (r: BidResult) =>
  r.acceptedPerSecond + sum(Object.values(r.rejectedPerSecond));

/** CPU milliseconds one answered request cost a process that used `percent` of a core. */
export const cpuMsPerRequest = (percent: number, r: BidResult) =>
  (percent * 10) / answeredPerSecond(r);

/**
 * The "what limits it" paragraphs, written from this run's figures: each claim quotes the numbers
 * it rests on, and a claim whose scenario was not measured is left out.
 */
export function describeLimits(results: BidResult[]): string {
  const paragraphs = [
    describeCost(results),
    describeHotAuction(results),
    describeCommit(results),
    describePglite(results),
    describeCpu(results),
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

/** What one request costs, from the busiest spread scenario: the machine's throughput follows from it. */
function describeCost(results: BidResult[]): string | null {
  const spread = results
    .filter((r) => r.database === 'postgres' && r.layout === 'spread')
    .reduce<BidResult | undefined>(
      (a, b) => (!a || answeredPerSecond(b) > answeredPerSecond(a) ? b : a),
      undefined,
    );
  if (!spread) return null;
  const serverMs = cpuMsPerRequest(spread.cpu.server, spread);
  const databaseMs = cpuMsPerRequest(spread.cpu.postgres, spread);
  const capacity = cpus().length * 1000;
  const share = spread.lock?.contendedShare ?? 0;
  const contention =
    share < 0.05
      ? 'where bids hardly ever queue on a lock'
      : `where a bid was queued on a lock in only ${num(share * 100)} % of the samples`;
  return (
    `**CPU per request (PostgreSQL).** Spread over ${spread.auctions} auctions, ${contention}, ${bidders(spread.bidders)} ` +
    `had ${num(answeredPerSecond(spread))} bid requests/s answered (${num(spread.acceptedPerSecond)} accepted) at p50 ` +
    `${num(spread.p50Ms, 1)} ms, p99 ${num(spread.p99Ms, 1)} ms. Each answered request cost about ${num(serverMs, 1)} ms of CPU in ` +
    `the server process and ${num(databaseMs, 1)} ms in the PostgreSQL backends. Server, database and load generator share ` +
    `${cpus().length} cores, so this machine tops out near ${num(capacity / (serverMs + databaseMs))} requests/s whatever the ` +
    'concurrency; more bidders only lengthen the queues (compare p50 across the spread rows). The server’s JavaScript runs on ' +
    'one thread, which every request passes several times: for each SQL statement it builds the query and writes it to a ' +
    'socket, and it answers every request, a rejection too, with the whole auction as that dealer sees it. Fewer statements ' +
    'per bid is what would move this number.'
  );
}

function describeHotAuction(results: BidResult[]): string | null {
  const hot = find(results, { database: 'postgres', layout: 'hot' });
  const single = find(results, { database: 'postgres', layout: 'hot', bidders: 1 });
  if (!hot || !single || hot.bidders < 2 || !hot.lock) return null;
  const rejected = answeredPerSecond(hot) - hot.acceptedPerSecond;
  const lock = hot.lock;
  const isLockBound = lock.contendedShare >= 0.5;
  const verdict = isLockBound
    ? `In ${num(lock.contendedShare * 100)} % of the samples a bid was queued on the auction's row lock ` +
      `(${num(lock.avgWaiting, 1)} on average): the lock was the bottleneck.`
    : `Only in ${num(lock.contendedShare * 100)} % of the samples was a bid queued on the auction's row lock: the lock was not the bottleneck.`;
  return (
    `**One hot auction (PostgreSQL).** One bidder alone raised the price ${num(single.acceptedPerSecond)} times a second ` +
    `(p50 ${num(single.p50Ms, 1)} ms). With ${bidders(hot.bidders)} on the same auction, ${num(hot.acceptedPerSecond)} bids/s ` +
    `were accepted and ${num(rejected)}/s rejected: every bidder sends the current minimum, so once one bid is accepted ` +
    `every other bid on its way carries a stale amount and is refused with the new minimum. ${verdict} A bare UPDATE of ` +
    `one hot row passed the same lock ${num(hot.raw.perSecond)} times a second at the same concurrency, because it holds it ` +
    'for one statement inside PostgreSQL. A bid holds it from its locking SELECT through its writes to COMMIT, with a round ' +
    'trip to the server between statements, and the server answers each of them only when its one JavaScript thread gets ' +
    `to it: on average ${num(lock.avgIdleInTransaction, 1)} of the server's transactions sat idle in transaction, waiting ` +
    `for it. The accepted-bid ratio to the raw rate on the hot auction is ${num(hot.ratio, 2)}.`
  );
}

function describeCommit(results: BidResult[]): string | null {
  const single = find(results, { database: 'postgres', layout: 'hot', bidders: 1 });
  if (!single) return null;
  const commitMs = 1000 / single.raw.perSecond;
  const share = commitMs / single.p50Ms;
  const verdict =
    share < 0.34
      ? 'so the flush is a small part of a bid'
      : `so the flush is ${num(share * 100)} % of a bid`;
  return (
    `**Commit and fsync.** One connection looping an autocommit UPDATE reached ${num(single.raw.perSecond)}/s, ` +
    `${num(commitMs, 2)} ms per transaction including the WAL flush (fsync per commit). A single bidder's accepted bid ` +
    `took ${num(single.p50Ms, 1)} ms at the median, ${verdict}.`
  );
}

function describePglite(results: BidResult[]): string | null {
  const single = find(results, { database: 'pglite', layout: 'hot', bidders: 1 });
  if (!single) return null;
  const pglite = results.filter((r) => r.database === 'pglite');
  const best = pglite.reduce((a, b) => (answeredPerSecond(b) > answeredPerSecond(a) ? b : a));
  return (
    '**PGlite** runs PostgreSQL (WASM) inside the server process, on the same thread as HTTP and the bid logic. ' +
    `One bidder got ${num(single.acceptedPerSecond)} bids/s with the server at ${single.cpu.server} % of a core ` +
    `(${num(cpuMsPerRequest(single.cpu.server, single), 1)} ms of CPU per request); the most any PGlite scenario answered was ` +
    `${num(answeredPerSecond(best))} requests/s (${best.layout}, ${bidders(best.bidders)}, server at ${best.cpu.server} %). ` +
    'That one thread is the limit: PGlite has one connection, and a transaction holds it from BEGIN to COMMIT, so every ' +
    'other query waits behind each bid’s transaction. In-process one-UPDATE transactions alone ran at ' +
    `${num(mean(pglite.map((r) => r.raw.perSecond)))}/s on average.`
  );
}

function describeCpu(results: BidResult[]): string | null {
  if (results.length === 0) return null;
  const cores = cpus().length;
  const machine = mean(results.map((r) => r.cpu.machine));
  const saturated = results.filter((r) => r.cpu.machine >= cores * 100 * 0.9).length;
  const disturbed = results.filter((r) => r.cpu.other >= 20);
  const noisy =
    disturbed.length === 0
      ? 'Nothing else on the machine took more than 20 % of a core during any measured window.'
      : `Other processes on the machine, not part of this bench, took 20 % of a core or more in ${disturbed.length} of ` +
        `${results.length} scenarios (${disturbed.map((r) => `${r.database} ${r.layout} ${r.bidders}: ${r.cpu.other} %`).join('; ')}); ` +
        'those figures are lower and noisier than the same code would give on an idle machine.';
  return (
    `**The machine.** During the measured windows it was on average ${num(machine)} % busy (of ${cores * 100} %), and at ` +
    `least 90 % busy in ${saturated} of ${results.length} scenarios. A process can be busy without using a core to itself: ` +
    `the server, the PostgreSQL backends and the load generator take turns on ${cores} cores. ${noisy}`
  );
}
