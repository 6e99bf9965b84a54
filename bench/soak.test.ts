import { describe, expect, it } from 'vitest';
import { formatSoakTable, judgeSoak, type SoakResult, type SoakSample } from './soak';

/** A window of a steady run, at `atSeconds`, with what a test changes. */
function sample(atSeconds: number, changes: Partial<SoakSample> = {}): SoakSample {
  return {
    atSeconds,
    rssMiB: 300,
    heapUsedMiB: 120,
    heapAfterGcMiB: 97,
    openFds: 5_050,
    activeResources: 5_050,
    acceptedPerSecond: 200,
    ackP99Ms: 20,
    eventLagP99Ms: 12,
    gcMs: 70,
    fullGcs: 1,
    stolenPercent: 2,
    ...changes,
  };
}

/** Ten minutes of 10 s windows, each made by `at`. */
function run(
  at: (seconds: number) => Partial<SoakSample> = () => ({}),
): Omit<SoakResult, 'verdict'> {
  const samples = Array.from({ length: 60 }, (_, i) => sample((i + 1) * 10, at((i + 1) * 10)));
  return {
    database: 'postgres',
    minutes: 10,
    targetBidsPerSecond: 200,
    auctions: 200,
    watchers: 5_000,
    samples,
    bids: {
      sent: 120_000,
      accepted: 120_000,
      rejected: {},
      errors: 0,
      errorSamples: [],
      p50Ms: 3,
      p99Ms: 25,
    },
    events: {
      sockets: 5_000,
      delivered: 3_000_000,
      expected: 3_000_000,
      duplicates: 0,
      missing: 0,
      outOfOrder: 0,
      staleAtEnd: 0,
      closed: 0,
    },
    lostBids: 0,
    ledgerMismatches: [],
  };
}

const latencyLine = (lines: string[]) => lines.find((line) => line.includes('bid answer p99'))!;

describe('the soak verdict', () => {
  it('passes a steady run and names the stolen CPU of the first and last thirds', () => {
    const verdict = judgeSoak(run((s) => ({ stolenPercent: s > 420 ? 30 : 1 })));
    expect(verdict.pass).toBe(true);
    expect(latencyLine(verdict.lines)).toMatch(
      /^ok {3}.*; the hypervisor took 1 % of a core in the first third, 30 % in the last$/,
    );
  });

  it('fails a run whose typical window slowed past the limit, stolen CPU or not', () => {
    const verdict = judgeSoak(
      run((s) => (s > 420 ? { ackP99Ms: 50, stolenPercent: 13 } : { stolenPercent: 1 })),
    );
    expect(verdict.pass).toBe(false);
    expect(latencyLine(verdict.lines)).toMatch(
      /^FAIL bid answer p99 of the median window 20\.0 ms in the first third, 50\.0 ms in the last .*13 % in the last$/,
    );
  });

  it('says nothing of stolen CPU for a run saved before it was measured', () => {
    const verdict = judgeSoak(run(() => ({ stolenPercent: undefined })));
    expect(latencyLine(verdict.lines)).not.toContain('hypervisor');
    const table = formatSoakTable({ ...run(() => ({ stolenPercent: undefined })), verdict });
    expect(table.split('\n')[2]).toMatch(/ \| – \|$/);
  });
});
