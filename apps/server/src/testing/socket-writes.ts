import type pg from 'pg';
import type { Database } from '../db/client';

/**
 * Runs `run` and records, as text, every write each connection of the databases' pools makes to
 * its socket meanwhile (PostgreSQL only): how many round trips a path makes, and what each holds.
 */
export async function recordSocketWrites<T>(
  dbs: readonly Database[],
  run: () => Promise<T>,
): Promise<{ value: T; writes: Map<pg.PoolClient, string[]> }> {
  const pools = dbs.map((db) => (db as unknown as { $client: pg.Pool }).$client);
  const writes = new Map<pg.PoolClient, string[]>();
  const restores: (() => void)[] = [];
  const text = (chunk: unknown) => (Buffer.isBuffer(chunk) ? chunk.toString('latin1') : '');
  const onAcquire = (client: pg.PoolClient) => {
    if (writes.has(client)) return;
    const written: string[] = [];
    writes.set(client, written);
    const stream = (client as unknown as { connection: { stream: Record<string, unknown> } })
      .connection.stream;
    for (const method of ['_write', '_writev']) {
      const original = stream[method] as (...args: unknown[]) => unknown;
      stream[method] = function (this: unknown, ...args: unknown[]) {
        const first = args[0];
        written.push(
          Array.isArray(first)
            ? first.map((each: { chunk: unknown }) => text(each.chunk)).join('')
            : text(first),
        );
        return original.apply(this, args);
      };
      restores.push(() => delete stream[method]);
    }
  };
  for (const pool of pools) pool.on('acquire', onAcquire);
  try {
    return { value: await run(), writes };
  } finally {
    for (const pool of pools) pool.off('acquire', onAcquire);
    for (const restore of restores) restore();
  }
}
