import type { BidResult } from './bid';

/**
 * A measured scenario: 1,000 answered requests/s against a raw rate of 2,000/s, the server busy 40 %
 * of a core (0.4 ms a request) and the database 20 % (0.2 ms), unless `given` says otherwise.
 */
export function scenario(given: Partial<BidResult> = {}): BidResult {
  const base: BidResult = {
    database: 'postgres',
    databaseVersion: 'PostgreSQL 15',
    path: 'bid',
    layout: 'hot',
    auctions: 1,
    bidders: 1,
    nodes: 1,
    measuredSeconds: 6,
    acceptedPerSecond: 1000,
    rejectedPerSecond: {},
    p50Ms: 1,
    p99Ms: 2,
    maxMs: 3,
    answeredPerSecond: 1000,
    answeredP99Ms: 2,
    errors: 0,
    errorSamples: [],
    raw: { perSecond: 2000, concurrency: 1, databaseCpuMs: 0.1 },
    ratio: 0.5,
    answeredRatio: 0.5,
    cpu: { server: 40, postgres: 20, bench: 20, machine: 80, other: 0 },
    lock: null,
    ledger: { auctions: 1, bids: 6000, maxBids: 0, acknowledged: 6000, mismatches: [] },
    httpFloor: null,
    batches: null,
    runs: [],
    costRuns: [],
  };
  return { ...base, ...given };
}
