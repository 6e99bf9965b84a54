import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  FromClients,
  FromServer,
  MemorySample,
  ServerKind,
  ToClients,
  ToServer,
} from './fanout-shared';
import { envNumbers } from './env';
import { SERVER_NODE_FLAGS } from '@autobid/server/server-flags.mjs';
import { medianBy } from './median';

/**
 * Fan-out benchmark: N sockets on one public channel, ~20 events 200 ms apart, latency from
 * publish to receipt. The server runs in its own process; the clients in at least four more, at
 * most {@link SOCKETS_PER_PROCESS} sockets each (a process's file limit is near 20,000), spread
 * over loopback source addresses (127.0.0.2 onwards) so that no address runs short of ephemeral
 * ports. The same run measures a bare `ws` broadcast of the same bytes as the baseline, and the
 * server's memory per idle socket: before the clients connect and once they all sit subscribed.
 */
export interface FanoutResult {
  server: ServerKind;
  clients: number;
  /** Which of the client count's runs (1-based): each run measures both servers, one after the other. */
  run: number;
  events: number;
  expected: number;
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  connectSeconds: number;
  /** Median time the server spent in one publish call: encoding plus handing bytes to every socket. */
  serverLoopP50Ms: number;
  /**
   * Server memory per idle subscribed socket, in bytes: (after − before) / clients, each sample
   * taken after a full garbage collection. RSS is what the machine pays; heap is the JS objects alone.
   */
  idleRssBytesPerSocket: number;
  idleHeapBytesPerSocket: number;
  /** Buffers and other memory outside the JS heap, per socket. */
  idleExternalBytesPerSocket: number;
}

export interface FanoutOptions {
  clientCounts?: number[];
  /** Runs of each client count, both servers in each (FANOUT_REPEATS, default 3). */
  repeats?: number;
  events?: number;
  intervalMs?: number;
  warmupEvents?: number;
}

/** At least this many client processes, so that receiving is spread over cores as on real phones. */
const MIN_CLIENT_PROCESSES = 4;
/** Well below a process's ~20,000 open files. */
const SOCKETS_PER_PROCESS = 5_000;
/**
 * Sockets per loopback source address: well within its ~28,000 ephemeral ports, and under the
 * real server's per-address cap (500), which the cluster bench meets as it is.
 */
const SOCKETS_PER_ADDRESS = Number(process.env.FANOUT_SOCKETS_PER_ADDRESS ?? 250);
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** The children are TypeScript too: load them through tsx whatever runner started us. */
const childOptions = { execArgv: ['--import', 'tsx'], cwd: here('.'), stdio: 'inherit' as const };

/**
 * Defaults: 1,000, 5,000 and 10,000 clients, 20 events, 3 runs of each count; FANOUT_CLIENTS,
 * FANOUT_EVENTS and FANOUT_REPEATS override. The hub and bare `ws` take turns within each run, and
 * the first of them alternates from run to run, so that a change in the machine's speed during the
 * bench falls on both; one run at 10,000 moves by up to a tenth either way
 * (docs/benchmark-history.md).
 */
export async function runFanoutBench(options: FanoutOptions = {}): Promise<FanoutResult[]> {
  const {
    clientCounts = envNumbers('FANOUT_CLIENTS') ?? [1000, 5000, 10_000],
    events = envNumbers('FANOUT_EVENTS')?.[0] ?? 20,
    repeats = envNumbers('FANOUT_REPEATS')?.[0] ?? 3,
    intervalMs = 200,
    warmupEvents = 3,
  } = options;
  const results: FanoutResult[] = [];
  for (const clients of clientCounts) {
    for (let run = 1; run <= repeats; run++) {
      const servers = ['pusher-hub', 'bare-ws'] as const;
      for (const server of run % 2 === 1 ? servers : [...servers].reverse()) {
        results.push(await runScenario({ server, clients, run, events, intervalMs, warmupEvents }));
      }
    }
  }
  return results;
}

/** The runs of one client count, hub and bare `ws` of the same run side by side. */
export interface FanoutPair {
  run: number;
  hub: FanoutResult;
  bare: FanoutResult;
  /** The hub's p99 over bare `ws`'s. */
  ratio: number;
}

export function pairsAt(results: FanoutResult[], clients: number): FanoutPair[] {
  return results.flatMap((hub) => {
    if (hub.server !== 'pusher-hub' || hub.clients !== clients) return [];
    const bare = results.find(
      (r) => r.server === 'bare-ws' && r.clients === clients && r.run === hub.run,
    );
    return bare ? [{ run: hub.run, hub, bare, ratio: hub.p99Ms / bare.p99Ms }] : [];
  });
}

interface Scenario {
  server: ServerKind;
  clients: number;
  run: number;
  events: number;
  intervalMs: number;
  warmupEvents: number;
}

/** Splits `total` into `parts` near-equal whole shares. */
export function shares(total: number, parts: number): number[] {
  return Array.from(
    { length: parts },
    (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0),
  );
}

/**
 * Loopback source addresses for each client process: consecutive 127.0.0.x from .2, enough that
 * no address carries more than {@link SOCKETS_PER_ADDRESS} sockets, none shared between processes.
 */
export function addressesFor(processShares: number[], firstHost = 2): string[][] {
  let host = firstHost;
  return processShares.map((share) => {
    const count = Math.max(1, Math.ceil(share / SOCKETS_PER_ADDRESS));
    const addresses = Array.from(
      { length: count },
      (_, index) => `127.0.${Math.floor((host + index) / 256)}.${(host + index) % 256}`,
    );
    host += count;
    return addresses;
  });
}

async function sampleMemory(server: ChildProcess): Promise<MemorySample> {
  const reply = nextMessage<FromServer>(server, 'memory', 30_000);
  server.send({ type: 'memory' } satisfies ToServer);
  const message = await reply;
  if (message.type !== 'memory') throw new Error('no memory sample');
  return message.memory;
}

async function runScenario(scenario: Scenario): Promise<FanoutResult> {
  const children: ChildProcess[] = [];
  try {
    // Both servers run with the V8 flags the portal's server runs with (the hub serves inside it),
    // so the hub is measured as it runs and the baseline on equal terms. FANOUT_SERVER_NODE_ARGS
    // adds more, e.g. `--trace-gc`.
    const nodeArgs = process.env.FANOUT_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const server = fork(here('fanout-server.ts'), [scenario.server], {
      ...childOptions,
      execArgv: [...SERVER_NODE_FLAGS, ...childOptions.execArgv, '--expose-gc', ...nodeArgs],
    });
    children.push(server);
    const listening = await nextMessage<FromServer>(server, 'listening', 30_000);
    if (listening.type !== 'listening') throw new Error('server did not start');
    const memoryBefore = await sampleMemory(server);
    const path =
      scenario.server === 'pusher-hub'
        ? '/app/bench-auction?protocol=7&client=js&version=8.6.0'
        : '/';
    const url = `ws://127.0.0.1:${listening.port}${path}`;

    const connectStart = performance.now();
    const processCount = Math.max(
      MIN_CLIENT_PROCESSES,
      Math.ceil(scenario.clients / SOCKETS_PER_PROCESS),
    );
    const processShares = shares(scenario.clients, processCount);
    const addresses = addressesFor(processShares);
    const protocol = scenario.server === 'pusher-hub' ? 'pusher' : 'raw';
    const clientProcesses = processShares.map((share, index) =>
      fork(
        here('fanout-clients.ts'),
        [url, String(share), addresses[index]!.join(','), protocol],
        childOptions,
      ),
    );
    children.push(...clientProcesses);
    await Promise.all(
      clientProcesses.map((child) => nextMessage<FromClients>(child, 'ready', 120_000)),
    );
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const memoryAfter = await sampleMemory(server);

    const publishMs = (scenario.warmupEvents + scenario.events) * scenario.intervalMs;
    server.send({
      type: 'publish',
      warmup: scenario.warmupEvents,
      count: scenario.events,
      intervalMs: scenario.intervalMs,
    } satisfies ToServer);
    const published = await nextMessage<FromServer>(server, 'published', publishMs + 30_000);
    const loopMs = published.type === 'published' ? published.loopMs : [];
    // Stragglers of the last event get a full second to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const batches = await Promise.all(
      clientProcesses.map((child) => {
        const reply = nextMessage<FromClients>(child, 'latencies', 30_000);
        child.send({ type: 'finish' } satisfies ToClients);
        return reply;
      }),
    );
    const latencies = batches.flatMap((batch) =>
      batch.type === 'latencies' ? batch.latencies : [],
    );
    return summarise(scenario, latencies, loopMs, connectSeconds, [memoryBefore, memoryAfter]);
  } finally {
    for (const child of children) child.kill('SIGKILL');
  }
}

/** Resolves with the child's next message of that type; rejects on a failure report, exit or timeout. */
export function nextMessage<M extends { type: string }>(
  child: ChildProcess,
  type: M['type'],
  timeoutMs: number,
): Promise<M> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`timed out after ${timeoutMs} ms waiting for "${type}"`)),
      timeoutMs,
    );
    const onMessage = (message: M) => {
      if (message.type === type) finish(null, message);
      else if (message.type === 'failed')
        finish(new Error(`child failed: ${JSON.stringify(message)}`));
    };
    const onExit = (code: number | null) =>
      finish(new Error(`child exited (${code}) before "${type}"`));
    function finish(error: Error | null, message?: M) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message as M);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Nearest-rank percentile; NaN when nothing was measured. */
function percentile(values: number[], q: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN
  );
}

function summarise(
  scenario: Scenario,
  latencies: number[],
  loopMs: number[],
  connectSeconds: number,
  [before, after]: [MemorySample, MemorySample],
): FanoutResult {
  const perSocket = (key: 'rss' | 'heapUsed' | 'external') =>
    Math.round((after[key] - before[key]) / Math.max(1, after.sockets - before.sockets));
  return {
    server: scenario.server,
    clients: scenario.clients,
    run: scenario.run,
    events: scenario.events,
    expected: scenario.clients * scenario.events,
    delivered: latencies.length,
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(percentile(latencies, 1)),
    connectSeconds: round(connectSeconds),
    serverLoopP50Ms: round(percentile(loopMs, 0.5)),
    idleRssBytesPerSocket: perSocket('rss'),
    idleHeapBytesPerSocket: perSocket('heapUsed'),
    idleExternalBytesPerSocket: perSocket('external'),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
const kib = (bytes: number) => round(bytes / 1024);

export function formatFanoutTable(results: FanoutResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.server} | ${r.clients} | ${r.run} | ${r.delivered} / ${r.expected} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.serverLoopP50Ms} | ${r.connectSeconds} | ${kib(r.idleRssBytesPerSocket)} | ${kib(r.idleHeapBytesPerSocket)} |`,
  );
  return [
    '| server | clients | run | delivered / expected | p50 ms | p99 ms | max ms | server loop p50 ms | connect s | RSS per idle socket KiB | heap per idle socket KiB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runFanoutBench();
  console.log(formatFanoutTable(results));
  for (const clients of new Set(results.map((r) => r.clients))) {
    const pairs = pairsAt(results, clients);
    const median = medianBy(pairs, (p) => p.ratio);
    if (median)
      console.log(
        `${clients} clients: hub p99 ÷ bare \`ws\` p99 ${median.ratio.toFixed(2)}× (median; runs ${pairs.map((p) => p.ratio.toFixed(2)).join(', ')})`,
      );
  }
}
