import { Pool } from 'undici';
import type { RunningServer } from './bid-server';
import { startCpuWindow } from './cpu-usage';

/** The cheapest request the server answers, measured as the one-bidder loop sends its bids. */
export interface HttpFloor {
  /** Empty requests answered per second, one at a time over one keep-alive connection. */
  perSecond: number;
  /** The server's CPU per empty request, in ms. */
  serverCpuMs: number;
}

/**
 * `GET /healthz` (no I/O, no caller) in a loop over one keep-alive connection to the running
 * server: what one HTTP round trip costs on this machine, before any bid work or database.
 */
export async function measureHttpFloor(
  server: RunningServer,
  window: { warmupMs: number; measureMs: number },
): Promise<HttpFloor> {
  const pool = new Pool(server.baseUrl, { connections: 1, pipelining: 1 });
  try {
    const send = async () => {
      const res = await pool.request({ path: '/healthz', method: 'GET' });
      await res.body.text();
      if (res.statusCode !== 200) throw new Error(`GET /healthz answered ${res.statusCode}`);
    };
    const warmEnd = performance.now() + window.warmupMs;
    while (performance.now() < warmEnd) await send();
    const cpu = startCpuWindow({ server: server.pid, database: [] });
    const started = performance.now();
    const end = started + window.measureMs;
    let count = 0;
    while (performance.now() < end) {
      await send();
      count += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const usage = cpu.stop();
    const perSecond = count / seconds;
    // usage.server is % of one core over the window.
    return { perSecond, serverCpuMs: (usage.server / 100) * (1000 / perSecond) };
  } finally {
    await pool.close();
  }
}
