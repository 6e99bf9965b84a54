import type { BidResult } from './bid';
import { cpuMsPerRequest, maxBidPathCost, TARGETS, type PathCost } from './report-limits';

// Markdown tables of the bid bench's results, for the console and docs/benchmarks.md.

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** The auctions the bids went to, and the server nodes where there were several. */
const layoutOf = (r: BidResult) =>
  `${r.layout} (${r.auctions})${r.nodes > 1 ? `, ${r.nodes} nodes` : ''}`;

export function formatBidTable(results: BidResult[]): string {
  const rows = results.map((r) => {
    const rejected = Object.entries(r.rejectedPerSecond)
      .map(([code, rate]) => `${code} ${fixed(rate)}`)
      .join(', ');
    const ledger =
      r.ledger.mismatches.length === 0
        ? `ok (${r.ledger.bids} bids${r.path === 'max-bid' ? `, ${r.ledger.maxBids} max bids` : ''})`
        : `**${r.ledger.mismatches.length} MISMATCHES**`;
    return `| ${r.database} | ${r.path} | ${layoutOf(r)} | ${r.bidders} | ${fixed(r.acceptedPerSecond)} | ${rejected || '0'} | ${fixed(r.answeredPerSecond)} | ${fixed(r.p50Ms, 1)} | ${fixed(r.p99Ms, 1)} | ${fixed(r.maxMs, 1)} | ${fixed(r.answeredP99Ms, 1)} | ${r.errors} | ${fixed(r.raw.perSecond)} (${r.raw.concurrency}) | ${fixed(r.ratio, 2)} | ${fixed(r.answeredRatio, 2)} | ${ledger} |`;
  });
  return [
    '| database | path | auctions | bidders | accepted/s | rejected/s by code | answered/s | accepted p50 ms | accepted p99 ms | accepted max ms | all answers p99 ms | errors | raw UPDATE/s (connections) | accepted / raw | answered / raw | ledger check |',
    '|---|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

export function formatCpuTable(results: BidResult[]): string {
  const rows = results.map((r) => {
    const database = r.database === 'postgres' ? String(r.cpu.postgres) : 'in server';
    const databaseMs =
      r.database === 'postgres' ? fixed(cpuMsPerRequest(r.cpu.postgres, r), 1) : 'in server';
    return `| ${r.database} | ${r.path} | ${layoutOf(r)} | ${r.bidders} | ${r.cpu.server} | ${database} | ${r.cpu.bench} | ${r.cpu.other} | ${fixed(r.cpu.stolen ?? Number.NaN)} | ${r.cpu.machine} | ${fixed(cpuMsPerRequest(r.cpu.server, r), 1)} | ${databaseMs} |`;
  });
  return [
    '| database | path | auctions | bidders | server % | postgres backends % | load generator % | other % | of it stolen % | whole machine % | server CPU ms / request | database CPU ms / request |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

/** PostgreSQL only: how the server's sessions queued on locks during the measured window. */
export function formatLockTable(results: BidResult[]): string {
  const rows = results.flatMap((r) =>
    r.lock
      ? [
          `| ${r.path} | ${layoutOf(r)} | ${r.bidders} | ${r.lock.samples} | ${fixed(r.lock.contendedShare * 100)} % | ${fixed(r.lock.avgWaiting, 1)} | ${fixed(r.lock.avgIdleInTransaction, 1)} |`,
        ]
      : [],
  );
  return [
    '| path | auctions | bidders | samples | a session waiting for a lock | sessions waiting (mean) | sessions idle in transaction (mean) |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

/**
 * How the nodes decided the scenario's batches of changes (`autobid_change_batches_total` and
 * the held-auction counters of `/metrics`), over the whole scenario, warm-up included.
 */
export function formatBatchTable(results: BidResult[]): string {
  const rows = results.map((r) => {
    const b = r.batches;
    if (!b) return `| ${r.path} | ${layoutOf(r)} | ${r.bidders} | not reported | | | | | | |`;
    return `| ${r.path} | ${layoutOf(r)} | ${r.bidders} | ${b.held} | ${b.rowLock.other} | ${b.rowLock.busy} | ${b.rowLock.changed + b.rowLock.failed} | ${b.readsAgain} | ${b.heldNews.applied} | ${b.heldNews.dropped} |`;
  });
  return [
    '| path | auctions | bidders | batches on the held auction | under the row lock: clock, snap-its | row held by another | changed twice or write failed | reads of a held auction changed elsewhere | other nodes’ news applied | news dropped |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

/**
 * "Targets of the busy sale close": measure, target, this run's figure, met?. The hot and spread
 * rows use the highest concurrency measured (32 by default) on the plain bid path.
 */
export function formatBusyCloseTargets(results: BidResult[]): string {
  const postgres = results.filter((r) => r.database === 'postgres' && r.path === 'bid');
  // Each target reads the one scenario it names: a run without it does not meet it by another.
  const pick = (layout: BidResult['layout'], bidders: number, auctions?: number) =>
    postgres.find(
      (r) =>
        r.layout === layout &&
        r.bidders === bidders &&
        (auctions === undefined || r.auctions === auctions),
    );
  const single = pick('hot', 1);
  const hot = pick('hot', TARGETS.busyBidders);
  const spread = pick('spread', TARGETS.busyBidders, TARGETS.spreadAuctions);
  const verdict = (value: number | undefined, isMet: (v: number) => boolean) =>
    value === undefined || !Number.isFinite(value)
      ? 'not measured'
      : isMet(value)
        ? 'met'
        : 'not met';
  const none =
    postgres.length === 0
      ? 'not measured (PostgreSQL only: set BENCH_DATABASE_URL)'
      : 'not measured (this run did not include the scenario on PostgreSQL)';
  const cpu = postgres.map((r) => cpuMsPerRequest(r.cpu.server, r));
  const cpuMax = cpu.length > 0 ? Math.max(...cpu) : undefined;
  const cpuFigure =
    cpu.length > 0
      ? `${fixed(Math.min(...cpu), 2)}–${fixed(Math.max(...cpu), 2)} ms over ${cpu.length} scenarios`
      : none;
  const cost = maxBidPathCost(results.filter((r) => r.database === 'postgres'));
  // A scenario run several times shows its median run, and every run's ratio beside it.
  const runsOf = (result: BidResult) =>
    result.runs.length > 1
      ? `; median of ${result.runs.length} runs: ${result.runs.map((v) => fixed(v, 2)).join(', ')}`
      : '';
  // A cost is the median of its runs' costs; each path's runs are listed.
  const costRunsOf = (c: PathCost) =>
    c.bidRuns.length > 1 || c.maxBidRuns.length > 1
      ? `; each the median of its runs: max-bid ${c.maxBidRuns.map((v) => fixed(v, 2)).join(', ')}; bid ${c.bidRuns.map((v) => fixed(v, 2)).join(', ')}`
      : '';
  const rows = [
    [
      'one bidder: accepted bids/s ÷ raw single-row UPDATE tx/s (1 connection)',
      `≥ ${TARGETS.singleRatio}`,
      single
        ? `${fixed(single.ratio, 2)} (${fixed(single.acceptedPerSecond)} ÷ ${fixed(single.raw.perSecond)}${runsOf(single)})`
        : none,
      verdict(single?.ratio, (v) => v >= TARGETS.singleRatio),
    ],
    [
      `hot auction, ${TARGETS.busyBidders} bidders: bid requests answered/s (accepted + rejected) ÷ raw UPDATE tx/s (${hot?.raw.concurrency ?? TARGETS.busyBidders} connections)`,
      `≥ ${TARGETS.hotAnsweredRatio.toFixed(1)}`,
      hot
        ? `${fixed(hot.answeredRatio, 2)} (${fixed(hot.answeredPerSecond)} ÷ ${fixed(hot.raw.perSecond)}${runsOf(hot)})`
        : none,
      verdict(hot?.answeredRatio, (v) => v >= TARGETS.hotAnsweredRatio),
    ],
    [
      `hot auction, ${TARGETS.busyBidders} bidders: ack p99 (all answers)`,
      `≤ ${TARGETS.hotP99Ms} ms`,
      hot ? `${fixed(hot.answeredP99Ms, 1)} ms` : none,
      verdict(hot?.answeredP99Ms, (v) => v <= TARGETS.hotP99Ms),
    ],
    [
      `${TARGETS.spreadAuctions} auctions, ${TARGETS.busyBidders} bidders: accepted/s ÷ raw UPDATE tx/s`,
      `≥ ${TARGETS.spreadRatio}`,
      spread
        ? `${fixed(spread.ratio, 2)} (${fixed(spread.acceptedPerSecond)} ÷ ${fixed(spread.raw.perSecond)}${runsOf(spread)})`
        : none,
      verdict(spread?.ratio, (v) => v >= TARGETS.spreadRatio),
    ],
    [
      'server CPU per bid request (every bid-path scenario)',
      `≤ ${TARGETS.serverCpuMs} ms`,
      cpuFigure,
      verdict(cpuMax, (v) => v <= TARGETS.serverCpuMs),
    ],
    [
      'max-bid path cost ÷ plain bid path cost',
      `≤ ${TARGETS.maxBidCost}`,
      cost
        ? `${fixed(cost.ratio, 2)} (server + database CPU per request, ${cost.layout} over ${cost.auctions} auctions, ${cost.bidders} bidders: ${fixed(cost.maxBidMs, 2)} ÷ ${fixed(cost.bidMs, 2)} ms${costRunsOf(cost)})`
        : none,
      verdict(cost?.ratio, (v) => v <= TARGETS.maxBidCost),
    ],
  ];
  return [
    '| measure | target | this run | met? |',
    '|---|---|---|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}
