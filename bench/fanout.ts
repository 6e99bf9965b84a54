import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FromClients, FromServer, ServerKind, ToClients, ToServer } from './fanout-shared';

/**
 * Fan-out benchmark: N sockets on one public channel, ~20 events 200 ms apart, latency from
 * publish to receipt. The server runs in its own process; the clients in four more, each bound to
 * its own loopback address (127.0.0.2–5) so that no process holds more than ~1,250–5,000 sockets.
 * The same run measures a bare `ws` broadcast of the same bytes as the baseline.
 */
export interface FanoutResult {
  server: ServerKind;
  clients: number;
  events: number;
  expected: number;
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  connectSeconds: number;
  /** Median time the server spent in one publish call: encoding plus handing bytes to every socket. */
  serverLoopP50Ms: number;
}

export interface FanoutOptions {
  clientCounts?: number[];
  events?: number;
  intervalMs?: number;
  warmupEvents?: number;
}

const CLIENT_ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** The children are TypeScript too: load them through tsx whatever runner started us. */
const childOptions = { execArgv: ['--import', 'tsx'], cwd: here('.'), stdio: 'inherit' as const };

export async function runFanoutBench(options: FanoutOptions = {}): Promise<FanoutResult[]> {
  const { clientCounts = [1000, 5000], events = 20, intervalMs = 200, warmupEvents = 3 } = options;
  const results: FanoutResult[] = [];
  for (const clients of clientCounts) {
    for (const server of ['pusher-hub', 'bare-ws'] as const) {
      results.push(await runScenario({ server, clients, events, intervalMs, warmupEvents }));
    }
  }
  return results;
}

interface Scenario {
  server: ServerKind;
  clients: number;
  events: number;
  intervalMs: number;
  warmupEvents: number;
}

async function runScenario(scenario: Scenario): Promise<FanoutResult> {
  const children: ChildProcess[] = [];
  try {
    const server = fork(here('fanout-server.ts'), [scenario.server], childOptions);
    children.push(server);
    const listening = await nextMessage<FromServer>(server, 'listening', 30_000);
    if (listening.type !== 'listening') throw new Error('server did not start');
    const path =
      scenario.server === 'pusher-hub'
        ? '/app/bench-auction?protocol=7&client=js&version=8.6.0'
        : '/';
    const url = `ws://127.0.0.1:${listening.port}${path}`;

    const connectStart = performance.now();
    const clientProcesses = CLIENT_ADDRESSES.map((address, index) => {
      const share =
        Math.floor(scenario.clients / CLIENT_ADDRESSES.length) +
        (index < scenario.clients % CLIENT_ADDRESSES.length ? 1 : 0);
      const protocol = scenario.server === 'pusher-hub' ? 'pusher' : 'raw';
      return fork(here('fanout-clients.ts'), [url, String(share), address, protocol], childOptions);
    });
    children.push(...clientProcesses);
    await Promise.all(
      clientProcesses.map((child) => nextMessage<FromClients>(child, 'ready', 120_000)),
    );
    const connectSeconds = (performance.now() - connectStart) / 1000;

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
    return summarise(scenario, latencies, loopMs, connectSeconds);
  } finally {
    for (const child of children) child.kill('SIGKILL');
  }
}

/** Resolves with the child's next message of that type; rejects on a failure report, exit or timeout. */
function nextMessage<M extends { type: string }>(
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
): FanoutResult {
  return {
    server: scenario.server,
    clients: scenario.clients,
    events: scenario.events,
    expected: scenario.clients * scenario.events,
    delivered: latencies.length,
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(percentile(latencies, 1)),
    connectSeconds: round(connectSeconds),
    serverLoopP50Ms: round(percentile(loopMs, 0.5)),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function formatFanoutTable(results: FanoutResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.server} | ${r.clients} | ${r.delivered} / ${r.expected} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.serverLoopP50Ms} | ${r.connectSeconds} |`,
  );
  return [
    '| server | clients | delivered / expected | p50 ms | p99 ms | max ms | server loop p50 ms | connect s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runFanoutBench();
  console.log(formatFanoutTable(results));
}
