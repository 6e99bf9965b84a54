import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from '@autobid/server/src/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * A throwaway database for one benchmark run: a fresh PGlite data folder in the temp directory, or
 * a fresh `autobid_bench_<random>` database on a PostgreSQL server. `dispose` removes it again.
 */
export interface BenchDatabase {
  kind: DatabaseKind;
  /** Settings the server process needs to use this database. */
  serverEnv: Record<string, string>;
  /** The connection string, on PostgreSQL only (the raw-UPDATE pool connects to it). */
  url: string | null;
  /** Opens it in this process; on PGlite only while no server holds the folder. */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export async function createBenchDatabase(
  kind: DatabaseKind,
  adminUrl?: string,
): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'autobid-bench-'));
    return {
      kind,
      // The server keeps PGlite in DATA_DIR/pgdata; an empty DATABASE_URL counts as unset.
      serverEnv: { DATA_DIR: dir, DATABASE_URL: '' },
      url: null,
      open: () => openPglite(join(dir, 'pgdata')),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!adminUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const name = `autobid_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    serverEnv: { DATABASE_URL: url.toString() },
    url: url.toString(),
    open: async () => openPostgres(url.toString(), 4),
    dispose: () => dropDatabase(adminUrl, name),
  };
}

/**
 * Drops the bench database once its sessions are gone. `pg.Pool#end` resolves before its sockets
 * have closed; a forced drop would kill such a session and its pool would throw the FATAL from
 * nowhere, so wait for PostgreSQL to see them leave (forcing only what is still there after 5 s).
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const result = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (result.rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Brings the database to a quiet start before a scenario: `VACUUM (ANALYZE)` clears the dead rows
 * the scenarios before it left (the hot auctions' updates, the upserted max bids), so autovacuum
 * does not start on them during this one's window, and `CHECKPOINT` writes their dirty pages now
 * rather than then. Scenarios that come later in a run are then not charged for earlier ones' work.
 * The handle must be the database's only user (on PGlite, while no server holds the folder).
 */
export async function settleDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`vacuum (analyze)`);
  await handle.db.execute(sql`checkpoint`);
}

/** `select version()` of whatever the handle points at (PGlite answers too). */
export async function readVersion(handle: DatabaseHandle): Promise<string> {
  // Both drivers answer raw statements with `{ rows }`.
  const result: unknown = await handle.db.execute(sql`select version() as version`);
  return (result as { rows: { version: string }[] }).rows[0]?.version ?? 'unknown';
}

/** The single hot row the raw-UPDATE baseline hammers; it lives beside the app's tables. */
export async function createRawCounter(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(
    sql`create table if not exists bench_counter (id integer primary key, n bigint not null)`,
  );
  await handle.db.execute(
    sql`insert into bench_counter (id, n) values (1, 0) on conflict (id) do nothing`,
  );
}

/** Process ids of the PostgreSQL backends connected to the database at `url`, this query's own excepted. */
export async function listBackendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
