import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RECORDED_BASELINE } from './web-baseline';
import { runWebLoadBench, type WebLoadResult } from './web-load';
import { formatWebBytesTable, formatWebPhoneTable } from './web-tables';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The first-load figures of this checkout's web app, beside a baseline (measured or recorded). */
export interface WebSection {
  results: WebLoadResult[];
  /** True when the baseline row was measured in this run rather than recorded earlier. */
  isBaselineMeasured: boolean;
}

/**
 * Builds the web app, then measures it in Chromium (`bench/web-load.ts`). With
 * BENCH_WEB_BASELINE set to another checkout's root (its web app built), measures that first.
 */
export async function runWebBench(): Promise<WebSection> {
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', 'apps/web'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the web build failed');
  const baselineRoot = process.env.BENCH_WEB_BASELINE;
  const baseline = baselineRoot
    ? await runWebLoadBench({ label: 'before', root: baselineRoot })
    : RECORDED_BASELINE;
  const current = await runWebLoadBench({ label: 'this build' });
  return { results: [baseline, current], isBaselineMeasured: Boolean(baselineRoot) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const section = await runWebBench();
  console.log(formatWebBytesTable(section.results));
  console.log();
  console.log(formatWebPhoneTable(section.results));
}
