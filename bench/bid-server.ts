import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { request } from 'undici';
import { SERVER_NODE_FLAGS } from '@autobid/server/server-flags.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const execFileAsync = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** Children still running when this process exits are killed, so an aborted run leaves no server behind. */
const running = new Set<ChildProcess>();
const killRunning = () => {
  for (const child of running) child.kill('SIGKILL');
};
process.on('exit', killRunning);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killRunning();
    process.exit(130);
  });
}

/** Where the server runs from (another checkout's root) and settings that override the bench's. */
export interface ServerOverrides {
  root?: string;
  env?: Record<string, string>;
}

/** The checkouts whose server build is current in this process: built once, before the first start. */
const built = new Map<string, Promise<void>>();

/**
 * What runs the server in `root`: its build (`apps/server/dist/server.mjs`, made afresh from the
 * sources once per bench process), as `npm start` runs it. `BENCH_SERVER_FROM=source` runs the
 * TypeScript sources through tsx instead, as `npm run dev` does; so does a checkout older than the
 * build.
 */
async function serverEntry(root: string): Promise<string[]> {
  const script = join(root, 'scripts/build-servers.mjs');
  if (process.env.BENCH_SERVER_FROM === 'source' || !existsSync(script)) {
    return ['--import', 'tsx', 'apps/server/src/server.ts'];
  }
  let build = built.get(root);
  if (!build) {
    build = execFileAsync(process.execPath, [script], { cwd: root }).then(() => undefined);
    built.set(root, build);
  }
  await build;
  return ['--enable-source-maps', 'apps/server/dist/server.mjs'];
}

/**
 * Starts the real server (its build, with the flags `npm start` gives it) on a free loopback port
 * with the given database settings, and resolves once `GET /config.json` answers.
 */
export async function startServer(
  databaseEnv: Record<string, string>,
  overrides: ServerOverrides = {},
): Promise<RunningServer> {
  const root = overrides.root ?? REPO_ROOT;
  const entry = await serverEntry(root);
  const port = await findFreePort();
  // BENCH_SERVER_NODE_ARGS adds node flags to the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, ...entry], {
    cwd: root,
    env: {
      ...process.env,
      ...databaseEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      CLOCK_ENABLED: 'true',
      LOG_LEVEL: 'warn',
      // Every simulated dealer comes from 127.0.0.1: the benchmark measures bidding, not the limits.
      RATE_LIMITS: 'false',
      ...overrides.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  // Server output goes to stderr, so the tables on stdout stay clean.
  const forward = (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`);
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: RunningServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timedOut = await Promise.race([
          exited.then(() => false),
          sleep(15_000).then(() => true),
        ]);
        if (timedOut) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      running.delete(child);
    },
  };
  try {
    await waitUntilReady(server.baseUrl, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await request(`${baseUrl}/config.json`);
      await res.body.dump();
      if (res.statusCode === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not answer /config.json within 60 s');
}

/** A TCP port free on 127.0.0.1 at the moment of asking. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Signs every account in over HTTP, a few at a time (each sign-in verifies an argon2 hash). */
export async function signIn(
  baseUrl: string,
  emails: string[],
  password: string,
): Promise<string[]> {
  const tokens: string[] = new Array<string>(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const index = next++;
      const res = await request(`${baseUrl}/auction/api/v1/loginByEmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: emails[index], password }),
      });
      const body = (await res.body.json()) as { data?: { access_token?: string } };
      const token = body.data?.access_token;
      if (res.statusCode !== 200 || !token)
        throw new Error(`sign-in of ${emails[index]} answered ${res.statusCode}`);
      tokens[index] = token;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return tokens;
}

export interface IncrementTier {
  from: number;
  increment: number;
}

/** The market's increment table, as a dealer's client learns it. */
export async function fetchIncrements(baseUrl: string, market: string): Promise<IncrementTier[]> {
  const res = await request(`${baseUrl}/auction/api/v2/config/auction-settings`);
  const body = (await res.body.json()) as {
    data: { markets: { code: string; increments: IncrementTier[] }[] };
  };
  const found = body.data.markets.find((m) => m.code === market);
  if (!found) throw new Error(`no increments for market ${market}`);
  return found.increments;
}
