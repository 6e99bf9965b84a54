import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

/**
 * CPU of the PostgreSQL backends serving one database over a long window. The server's pool
 * closes idle connections and opens new ones during a sale, so the backends are listed again
 * every half second and each one's CPU counted from when it was first seen.
 */
export async function trackBackendCpu(url: string): Promise<{ stop(): Promise<number> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seen = new Map<number, { first: number; last: number }>();
  const poll = async () => {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of result.rows) {
      const ticks = processTicks(pid);
      if (ticks === null) continue;
      const known = seen.get(pid);
      if (known) known.last = ticks;
      else seen.set(pid, { first: ticks, last: ticks });
    }
  };
  await poll();
  let polling: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    polling = polling.then(poll).catch(() => {});
  }, 500);
  return {
    /** CPU seconds of every backend seen, from the start to the last poll. */
    async stop() {
      clearInterval(timer);
      await polling;
      await poll().catch(() => {});
      await client.end();
      let ticks = 0;
      for (const { first, last } of seen.values()) ticks += last - first;
      return ticks / TICKS_PER_SECOND;
    },
  };
}

/** utime + stime of one process, in clock ticks; null when it is gone (or not on Linux). */
function processTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}
