import type { WebLoadResult } from './web-load';

/**
 * The first-load figures of the build before compression, long-lived caching and per-route
 * loading (commit 18b6b62, measured by `runWebLoadBench` on 2026-11-23 on the machine of
 * docs/benchmarks.md). Kept so the report can show before and after; set BENCH_WEB_BASELINE to
 * the root of another built checkout to measure a baseline instead.
 */
export const RECORDED_BASELINE: WebLoadResult = {
  label: 'before',
  chromium: '156.0.8078.79',
  bytes: [
    {
      route: 'sign-in',
      files: 4,
      rawBytes: 1535003,
      gzipBytes: 479379,
      transferredBytes: 1536244,
    },
    {
      route: 'live list',
      files: 4,
      rawBytes: 1535003,
      gzipBytes: 479379,
      transferredBytes: 1536244,
    },
    {
      route: 'auction page',
      files: 7,
      rawBytes: 1603235,
      gzipBytes: 501793,
      transferredBytes: 1605402,
    },
  ],
  phone: [
    {
      route: 'sign-in',
      firstPaintMs: 3288,
      firstContentfulPaintMs: 34828,
      contentMs: 34711,
    },
    {
      route: 'live list',
      firstPaintMs: 3288,
      firstContentfulPaintMs: 35104,
      contentMs: 38759,
    },
    {
      route: 'auction page',
      firstPaintMs: 3256,
      firstContentfulPaintMs: 35108,
      contentMs: 38320,
    },
  ],
  runs: 3,
};
