import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const INHERIT_NOT = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'DATA_DIR',
  'PORT',
  'REALTIME_GENERAL_SECRET',
  'REALTIME_AUCTION_SECRET',
]);

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A free loopback port, found by letting the kernel choose one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the real server as its own process and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // The test's own settings only: a database or Redis of the surrounding shell must not leak in.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !INHERIT_NOT.has(key)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: serverRoot,
    env: {
      ...inherited,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    const ok = await fetch(`${url}/config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 90 s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
