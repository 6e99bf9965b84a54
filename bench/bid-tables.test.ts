import { describe, expect, it } from 'vitest';
import type { BidResult } from './bid';
import { formatBusyCloseTargets, formatCpuTable } from './bid-tables';
import { scenario } from './bid-result-fixture';
import { maxBidPathCost } from './report-limits';

/** The targets table's rows: [measure, target, this run, met?]. */
function rows(results: BidResult[]): string[][] {
  return formatBusyCloseTargets(results)
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .slice(2, -2)
        .split(' | ')
        .map((c) => c.trim()),
    );
}

/** The row whose measure starts with `measure`. */
const row = (results: BidResult[], measure: string) =>
  rows(results).find((cells) => cells[0]!.startsWith(measure));

const verdictOf = (results: BidResult[], measure: string) => row(results, measure)?.[3];

describe('the busy-close targets table', () => {
  it('meets the one-bidder target at 0.5 of the raw rate and misses it just below', () => {
    expect(verdictOf([scenario({ ratio: 0.5 })], 'one bidder')).toBe('met');
    expect(verdictOf([scenario({ ratio: 0.49 })], 'one bidder')).toBe('not met');
  });

  it('reads the hot target from 32 bidders on one auction: answered ratio and p99', () => {
    const hot = (answeredRatio: number, answeredP99Ms: number) =>
      scenario({ bidders: 32, answeredRatio, answeredP99Ms });
    const answered = 'hot auction, 32 bidders: bid requests answered/s';
    expect(verdictOf([hot(1.0, 20)], answered)).toBe('met');
    expect(verdictOf([hot(0.99, 20)], answered)).toBe('not met');
    const p99 = 'hot auction, 32 bidders: ack p99';
    expect(verdictOf([hot(1.2, 20)], p99)).toBe('met');
    expect(verdictOf([hot(1.2, 20.1)], p99)).toBe('not met');
  });

  it('reads the spread target from 32 bidders over 100 auctions and no other scenario', () => {
    const spread = (given: Partial<BidResult>) =>
      scenario({ layout: 'spread', auctions: 100, bidders: 32, ...given });
    expect(verdictOf([spread({ ratio: 0.7 })], '100 auctions, 32 bidders')).toBe('met');
    expect(verdictOf([spread({ ratio: 0.69 })], '100 auctions, 32 bidders')).toBe('not met');
    // A run of fewer bidders does not stand in for the target's scenario, however fast.
    const eight = [spread({ bidders: 8, ratio: 0.9 })];
    expect(verdictOf(eight, '100 auctions, 32 bidders')).toBe('not measured');
    expect(row(eight, '100 auctions, 32 bidders')?.[2]).toBe(
      'not measured (this run did not include the scenario on PostgreSQL)',
    );
    expect(verdictOf([scenario({ bidders: 8 })], 'hot auction, 32 bidders: ack')).toBe(
      'not measured',
    );
  });

  it('judges server CPU by the costliest bid scenario', () => {
    // 40 % of a core over 1,000 requests/s is 0.4 ms; 60 % over 1,000/s is 0.6 ms.
    const cheap = scenario({ cpu: { server: 40, postgres: 0, bench: 0, machine: 40, other: 0 } });
    const dear = scenario({
      bidders: 8,
      cpu: { server: 60, postgres: 0, bench: 0, machine: 60, other: 0 },
    });
    expect(verdictOf([cheap], 'server CPU per bid request (every bid-path scenario)')).toBe('met');
    const both = row([cheap, dear], 'server CPU per bid request');
    expect(both?.[2]).toBe('0.40–0.60 ms over 2 scenarios');
    expect(both?.[3]).toBe('not met');
  });

  it('says every target is unmeasured when PostgreSQL was not measured', () => {
    const pglite = rows([scenario({ database: 'pglite' })]);
    expect(pglite).toHaveLength(6);
    for (const cells of pglite) {
      expect(cells[2]).toBe('not measured (PostgreSQL only: set BENCH_DATABASE_URL)');
      expect(cells[3]).toBe('not measured');
    }
  });
});

describe('the max-bid path cost', () => {
  // Server plus database: (40 + 20) % of a core over 1,000 requests/s is 0.6 ms a request.
  const bid = scenario({ layout: 'spread', auctions: 100, bidders: 32 });
  const maxBid = (serverPercent: number) =>
    scenario({
      path: 'max-bid',
      layout: 'spread',
      auctions: 100,
      bidders: 32,
      cpu: { server: serverPercent, postgres: 20, bench: 20, machine: 80, other: 0 },
    });

  it('is the max-bid scenario’s CPU per request over the plain one’s, where both ran alike', () => {
    // (58 + 20) ÷ (40 + 20) = 1.3, on the line; (59 + 20) ÷ 60 is over it.
    expect(maxBidPathCost([bid, maxBid(58)])?.ratio).toBeCloseTo(1.3, 10);
    expect(verdictOf([bid, maxBid(58)], 'max-bid path cost ÷ plain bid path cost')).toBe('met');
    expect(verdictOf([bid, maxBid(59)], 'max-bid path cost ÷ plain bid path cost')).toBe('not met');
  });

  it('takes each path’s median run cost, not the cost of its median-throughput run', () => {
    const runs = maxBidPathCost([
      { ...bid, costRuns: [0.5, 0.6, 0.9] },
      { ...maxBid(58), costRuns: [0.6, 0.7, 1.5] },
    ]);
    expect(runs?.bidMs).toBe(0.6);
    expect(runs?.maxBidMs).toBe(0.7);
  });

  it('prefers the spread scenario at the most bidders, and compares nothing without a pair', () => {
    const hotPair = [
      scenario({ bidders: 32 }),
      scenario({ path: 'max-bid', bidders: 32, cpu: { ...bid.cpu, server: 120 } }),
    ];
    const spreadPair = [bid, maxBid(46)];
    const chosen = maxBidPathCost([...hotPair, ...spreadPair]);
    expect(chosen?.layout).toBe('spread');
    expect(chosen?.ratio).toBeCloseTo(1.1, 10);
    expect(maxBidPathCost([bid, { ...maxBid(46), bidders: 8 }])).toBeNull();
  });
});

describe('the CPU table', () => {
  /** The "other %" and "of it stolen %" cells of each scenario's row. */
  const otherAndStolen = (results: BidResult[]) =>
    formatCpuTable(results)
      .split('\n')
      .slice(2)
      .map((line) => line.split(' | ').slice(7, 9));

  it('shows the CPU the hypervisor stole as part of "other"', () => {
    const cpu = { server: 40, postgres: 20, bench: 20, machine: 95, other: 15, stolen: 9 };
    expect(otherAndStolen([scenario({ cpu })])).toEqual([['15', '9']]);
  });

  it('shows a dash for stolen CPU in a run saved before it was measured', () => {
    const cpu = { server: 40, postgres: 20, bench: 20, machine: 95, other: 15 };
    expect(otherAndStolen([scenario({ cpu })])).toEqual([['15', '–']]);
  });
});
