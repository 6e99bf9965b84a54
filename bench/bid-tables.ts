import type { BidResult } from './bid';
import { cpuMsPerRequest } from './report-limits';

// Markdown tables of the bid bench's results, for the console and docs/benchmarks.md.

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export function formatBidTable(results: BidResult[]): string {
  const rows = results.map((r) => {
    const rejected = Object.entries(r.rejectedPerSecond)
      .map(([code, rate]) => `${code} ${fixed(rate)}`)
      .join(', ');
    const ledger =
      r.ledger.mismatches.length === 0
        ? `ok (${r.ledger.bids} bids${r.path === 'max-bid' ? `, ${r.ledger.maxBids} max bids` : ''})`
        : `**${r.ledger.mismatches.length} MISMATCHES**`;
    return `| ${r.database} | ${r.path} | ${r.layout} (${r.auctions}) | ${r.bidders} | ${fixed(r.acceptedPerSecond)} | ${rejected || '0'} | ${fixed(r.p50Ms, 1)} | ${fixed(r.p99Ms, 1)} | ${fixed(r.maxMs, 1)} | ${r.errors} | ${fixed(r.raw.perSecond)} (${r.raw.concurrency}) | ${fixed(r.ratio, 2)} | ${ledger} |`;
  });
  return [
    '| database | path | auctions | bidders | accepted/s | rejected/s by code | p50 ms | p99 ms | max ms | errors | raw UPDATE/s (connections) | bid / raw | ledger check |',
    '|---|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

export function formatCpuTable(results: BidResult[]): string {
  const rows = results.map((r) => {
    const database = r.database === 'postgres' ? String(r.cpu.postgres) : 'in server';
    const databaseMs =
      r.database === 'postgres' ? fixed(cpuMsPerRequest(r.cpu.postgres, r), 1) : 'in server';
    return `| ${r.database} | ${r.path} | ${r.layout} (${r.auctions}) | ${r.bidders} | ${r.cpu.server} | ${database} | ${r.cpu.bench} | ${r.cpu.other} | ${r.cpu.machine} | ${fixed(cpuMsPerRequest(r.cpu.server, r), 1)} | ${databaseMs} |`;
  });
  return [
    '| database | path | auctions | bidders | server % | postgres backends % | load generator % | other % | whole machine % | server CPU ms / request | database CPU ms / request |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

/** PostgreSQL only: how the server's sessions queued on locks during the measured window. */
export function formatLockTable(results: BidResult[]): string {
  const rows = results.flatMap((r) =>
    r.lock
      ? [
          `| ${r.path} | ${r.layout} (${r.auctions}) | ${r.bidders} | ${r.lock.samples} | ${fixed(r.lock.contendedShare * 100)} % | ${fixed(r.lock.avgWaiting, 1)} | ${fixed(r.lock.avgIdleInTransaction, 1)} |`,
        ]
      : [],
  );
  return [
    '| path | auctions | bidders | samples | a session waiting for a lock | sessions waiting (mean) | sessions idle in transaction (mean) |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
