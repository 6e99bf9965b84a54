import pg from 'pg';

/** What the server's PostgreSQL sessions were doing, sampled through the measured window. */
export interface LockActivity {
  samples: number;
  /** Share of samples in which at least one session waited for a lock (the auction's row lock here). */
  contendedShare: number;
  /** Sessions waiting for a lock, on average. */
  avgWaiting: number;
  /** Sessions inside a transaction but idle, waiting for the server to send the next statement. */
  avgIdleInTransaction: number;
}

const INTERVAL_MS = 25;

/**
 * Samples `pg_stat_activity` of the bench database every 25 ms from its own connection until
 * `stop()`. A session waiting on a Lock is a bid queued behind the row lock; one "idle in
 * transaction" is a transaction (perhaps holding the lock) waiting on the server's event loop.
 */
export async function startLockSampler(url: string): Promise<{ stop(): Promise<LockActivity> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let isRunning = true;
  const totals = { samples: 0, contended: 0, waiting: 0, idleInTransaction: 0 };
  const loop = (async () => {
    while (isRunning) {
      const { rows } = await client.query<{ waiting: number; idle: number }>(
        `select count(*) filter (where wait_event_type = 'Lock')::int as waiting,
                count(*) filter (where state = 'idle in transaction')::int as idle
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const row = rows[0] ?? { waiting: 0, idle: 0 };
      totals.samples += 1;
      totals.waiting += row.waiting;
      totals.idleInTransaction += row.idle;
      if (row.waiting > 0) totals.contended += 1;
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  })();
  return {
    async stop() {
      isRunning = false;
      try {
        await loop;
      } finally {
        await client.end();
      }
      const n = Math.max(1, totals.samples);
      return {
        samples: totals.samples,
        contendedShare: totals.contended / n,
        avgWaiting: totals.waiting / n,
        avgIdleInTransaction: totals.idleInTransaction / n,
      };
    },
  };
}
