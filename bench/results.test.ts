import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scenario } from './bid-result-fixture';
import { formatPage } from './page-format';
import { renderReport, type Report } from './report';
import { decodeResults, encodeResults } from './results';

/** A run of the bid bench alone on PostgreSQL, on a machine of `cores` cores. */
function report(cores = 2): Report {
  return {
    date: new Date('2026-12-05T22:49:00.000Z'),
    machine: {
      cpuModel: 'Test CPU',
      cpuCount: cores,
      memoryGiB: 24,
      node: 'v20.20.0',
      kernel: 'Linux',
    },
    postgresVersion: 'PostgreSQL 15',
    pgliteVersion: null,
    bid: [
      scenario(),
      scenario({ bidders: 32, answeredRatio: 1.1, answeredP99Ms: 15.8 }),
      // Nothing accepted: its percentiles are NaN, which the page shows as –.
      scenario({ layout: 'spread', auctions: 100, bidders: 32, p50Ms: NaN, p99Ms: NaN }),
    ],
    fanout: { table: null, hubAt5000: null, note: 'not run here' },
    close: null,
    closeNote: 'not run here',
    web: null,
    webNote: 'not run here',
  };
}

describe('the saved results of a full run', () => {
  it('write the same page again after a trip through their file', () => {
    const original = report();
    const decoded = decodeResults(encodeResults(original));
    expect(renderReport(decoded)).toBe(renderReport(original));
  });

  it('keep dates, maps and numbers that are not finite as they were', () => {
    const original = report();
    const decoded = decodeResults(encodeResults(original));
    expect(decoded.date).toEqual(original.date);
    expect(Number.isNaN(decoded.bid[2]!.p99Ms)).toBe(true);
    expect(decoded.bid[2]!.p50Ms).toBeNaN();

    const withMap = { ...original, extra: new Map([[7, { at: new Date(0), n: -Infinity }]]) };
    const again = decodeResults(encodeResults(withMap)) as unknown as typeof withMap;
    expect(again.extra).toEqual(new Map([[7, { at: new Date(0), n: -Infinity }]]));
  });

  it('are refused when they are of another version or lack their run', () => {
    const text = encodeResults(report());
    const older = text.replace('"version": 1', '"version": 0');
    expect(() => decodeResults(older)).toThrow(/not a results file of version 1/);
    expect(() => decodeResults('{"version": 1, "report": {"bid": []}}')).toThrow(
      /no date, machine or bid results/,
    );
    expect(() => decodeResults('null')).toThrow(/not a results file/);
  });

  it('show a reconnect storm in its own section, after a trip through their file, and why it is missing when it did not run', () => {
    const storm = {
      allAnsweredMs: 967.4,
      readsPerSecond: 10_337,
      p50Ms: 505,
      p99Ms: 934.4,
      maxMs: 939.1,
      serverCpuMsPerRead: 0.08,
      postgresCpuMsPerRead: 0.004,
      errors: 0,
      stale: 0,
      answerBytes: 10_680,
    };
    const withStorm: Report = {
      ...report(),
      reread: {
        date: new Date('2026-12-07T21:20:00.000Z'),
        machine: report().machine,
        database: 'postgres',
        watchers: 10_000,
        connections: 500,
        dealers: 64,
        bidsBefore: 125,
        heldShare: 1,
        median: storm,
        runs: [967.4, 990.2, 950.1],
      },
    };
    const page = renderReport(decodeResults(encodeResults(withStorm)));
    expect(page).toContain('## Reconnect storm');
    expect(page).toContain(
      '| postgres | 10,000 | 500 | 967 | 967, 990, 950 | 10337 | 505.0 | 934.4 | 939.1 | 0.08 | 0.00 | 10,680 | 100 % | 0 | 0 |',
    );
    expect(renderReport({ ...report(), reread: null, rereadNote: 'no server' })).toContain(
      'Not measured: no server.',
    );
    expect(renderReport(report())).not.toContain('## Reconnect storm');
  });

  it('are described by the cores of the machine that measured them, not the one rendering', () => {
    expect(renderReport(report(64))).toContain('busy (of 6400 %)');
    expect(renderReport(report(2))).toContain('busy (of 200 %)');
  });

  it('are what docs/benchmarks.md shows: the page is their rendering, word for word', async () => {
    const page = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
    const saved = fileURLToPath(new URL('../docs/benchmarks.json', import.meta.url));
    const rendered = await formatPage(
      renderReport(decodeResults(readFileSync(saved, 'utf8'))),
      page,
    );
    // A change to how the page is written, or to the page by hand: `npm run bench:report`.
    expect(rendered).toBe(readFileSync(page, 'utf8'));
  });
});
