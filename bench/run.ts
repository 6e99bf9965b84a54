import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runBidBench } from './bid';
import { formatCloseTable, runCloseBench, type CloseResult } from './close';
import { formatBidTable, formatCpuTable, formatLockTable } from './bid-tables';
import { formatFanoutTable, pairsAt, runFanoutBench } from './fanout';
import { medianBy } from './median';
import { formatPage } from './page-format';
import { describeMachine } from './machine';
import { renderReport, type ClusterFanoutSection, type FanoutSection, type Report } from './report';
import { encodeResults } from './results';
import { formatSaleTable, runSaleBench, type SaleResult } from './sale';
import { formatSerializeTable, runSerializeBench } from './serialize';
import { formatSoakTable, runSoakBench, type SoakResult } from './soak';
import { formatRereadTable, runRereadBench, type RereadResult } from './reread';
import { runWebBench, type WebSection } from './web';
import { formatWebBytesTable, formatWebPhoneTable } from './web-tables';

/**
 * `npm run bench`: the bid path, then the fan-out, then docs/benchmarks.md from this run's numbers,
 * and the numbers themselves in docs/benchmarks.json.
 */
const date = new Date();
const bid = await runBidBench();
console.log(formatBidTable(bid));
console.log();
console.log(formatCpuTable(bid));
console.log();
console.log(formatLockTable(bid));
console.log();

const serialize = runSerializeBench();
console.log(formatSerializeTable(serialize));
console.log();

const fanout = await runFanout();
if (fanout.table) console.log(fanout.table);
else console.log(`fan-out not measured: ${fanout.note}`);

const clusterFanout = await runClusterFanout();
if (clusterFanout.table) console.log(clusterFanout.table);
else console.log(`fan-out over several nodes not measured: ${clusterFanout.note}`);

let reread: RereadResult | null = null;
let rereadNote: string | null = null;
console.error('reconnect storm: running');
try {
  reread = await runRereadBench();
  console.log(formatRereadTable(reread));
} catch (error) {
  rereadNote = `the reconnect storm failed: ${errorText(error)}`;
  console.error(rereadNote);
}

let close: CloseResult[] | null = null;
let closeNote: string | null = null;
console.error('close bench: running');
try {
  close = await runCloseBench();
  console.log(formatCloseTable(close));
} catch (error) {
  closeNote = `the close bench failed: ${errorText(error)}`;
  console.error(closeNote);
}

let web: WebSection | null = null;
let webNote: string | null = null;
console.error('first-load bench: running');
try {
  web = await runWebBench();
  console.log(formatWebBytesTable(web.results));
  console.log();
  console.log(formatWebPhoneTable(web.results));
} catch (error) {
  webNote = `the first-load bench failed: ${errorText(error)}`;
  console.error(webNote);
}

let sale: SaleResult | null = null;
let saleNote: string | null = null;
console.error('sale bench: running');
try {
  sale = await runSaleBench();
  console.log(formatSaleTable(sale));
} catch (error) {
  saleNote = `the whole-sale bench failed: ${errorText(error)}`;
  console.error(saleNote);
}

let soak: SoakResult | null = null;
let soakNote: string | null = null;
console.error('soak: running');
try {
  soak = await runSoakBench();
  console.log(formatSoakTable(soak));
} catch (error) {
  soakNote = `the soak failed: ${errorText(error)}`;
  console.error(soakNote);
}

const results: Report = {
  date,
  machine: describeMachine(),
  postgresVersion: bid.find((r) => r.database === 'postgres')?.databaseVersion ?? null,
  pgliteVersion: bid.find((r) => r.database === 'pglite')?.databaseVersion ?? null,
  bid,
  fanout,
  close,
  closeNote,
  web,
  webNote,
  clusterFanout,
  reread,
  rereadNote,
  sale,
  saleNote,
  soak,
  soakNote,
  serialize,
};
const target = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
writeFileSync(target, await formatPage(renderReport(results), target));
console.error(`wrote ${target}`);
// The figures themselves, so the page can be written again without measuring (bench/render.ts).
const saved = fileURLToPath(new URL('../docs/benchmarks.json', import.meta.url));
writeFileSync(saved, encodeResults(results));
console.error(`wrote ${saved}`);
if (
  bid.some((r) => r.ledger.mismatches.length > 0 || r.errors > 0) ||
  !close ||
  (sale && sale.check.mismatches.length > 0) ||
  (reread && (reread.median.errors > 0 || reread.median.stale > 0))
) {
  console.error(
    '!!! the bid bench or the whole sale saw ledger mismatches or errors, the reconnect storm errors or stale answers, or the close bench failed: see above',
  );
  process.exitCode = 1;
}

if (
  soak &&
  (soak.bids.errors > 0 ||
    soak.lostBids > 0 ||
    soak.ledgerMismatches.length > 0 ||
    soak.events.missing > 0 ||
    soak.events.staleAtEnd > 0)
) {
  console.error('!!! the soak saw errors, lost bids or lost events: see above');
  process.exitCode = 1;
}

/** The fan-out: every run's table, and the runs the targets read (the median of each). */
async function runFanout(): Promise<FanoutSection> {
  console.error('fan-out bench: running');
  try {
    const results = await runFanoutBench();
    const hub = medianBy(
      results.filter((r) => r.server === 'pusher-hub' && r.clients === 5000),
      (r) => r.p99Ms,
    );
    const pairs = pairsAt(results, 10_000);
    const median = medianBy(pairs, (p) => p.ratio);
    return {
      table: formatFanoutTable(results),
      hubAt5000: hub
        ? { p99Ms: hub.p99Ms, delivered: hub.delivered, expected: hub.expected }
        : null,
      hubVsBareAt10000: median
        ? {
            hubP99Ms: median.hub.p99Ms,
            bareP99Ms: median.bare.p99Ms,
            ratios: pairs.map((p) => p.ratio),
            delivered: pairs.reduce((n, p) => n + p.hub.delivered, 0),
            expected: pairs.reduce((n, p) => n + p.hub.expected, 0),
            idleRssBytesPerSocket: median.hub.idleRssBytesPerSocket,
          }
        : null,
      note: null,
    };
  } catch (error) {
    return { table: null, hubAt5000: null, note: `the fan-out bench failed: ${errorText(error)}` };
  }
}

/** Fan-out over several nodes (bench/fanout-cluster.ts); optional, like the one-node fan-out. */
async function runClusterFanout(): Promise<ClusterFanoutSection> {
  let module: Record<string, unknown>;
  try {
    module = await import('./fanout-cluster');
  } catch (error) {
    return {
      table: null,
      note: `bench/fanout-cluster.ts could not be loaded (${errorText(error)})`,
    };
  }
  const { runClusterFanoutBench, formatClusterFanoutTable } = module;
  if (typeof runClusterFanoutBench !== 'function' || typeof formatClusterFanoutTable !== 'function')
    return {
      table: null,
      note: 'bench/fanout-cluster.ts exports no runClusterFanoutBench or formatClusterFanoutTable',
    };
  console.error('fan-out over several nodes: running');
  try {
    const result = (await runClusterFanoutBench()) as {
      note: string | null;
      p99Ratio: number | null;
    };
    return {
      table: result.note ? null : (formatClusterFanoutTable(result) as string),
      note: result.note,
      p99Ratio: result.p99Ratio,
    };
  } catch (error) {
    return { table: null, note: `the fan-out over several nodes failed: ${errorText(error)}` };
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
