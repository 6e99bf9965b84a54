import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_ROOT } from '../lib/server-root';

/**
 * The database handle every repository takes: the same type on PGlite and PostgreSQL. It is opened
 * without drizzle's relational query API (`db.query.*`), which nothing uses: with it, every
 * transaction built a query builder for each of the schema's tables before its first statement.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  /**
   * Where the statements prepared once by name (`.prepare(name)`) run. On PostgreSQL its own
   * small pool whose sessions plan such a statement once, for any parameters
   * (`plan_cache_mode = force_generic_plan`): left to itself, PostgreSQL kept planning the bid
   * answer afresh on every call, which cost five times its execution (docs/benchmarks.md). The
   * one-off statements of `db` keep plans made for their values. On PGlite the same as `db`.
   */
  prepared: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(SERVER_ROOT, 'drizzle');

// Timestamps and bigints come back as strings from node-postgres' raw queries otherwise.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * Connections of the prepared-statement pool for a pool of `poolSize`: half, at least 2. Every
 * bid runs its statements there (ADR 0009), so a busy close needs it nearly as wide as the main one.
 */
export function preparedPoolSize(poolSize: number): number {
  return Math.max(2, Math.ceil(poolSize / 2));
}

/**
 * Opens PostgreSQL at `url` with a connection pool of `poolSize`, and beside it the smaller pool
 * of `prepared` ({@link preparedPoolSize}).
 */
export function openPostgres(url: string, poolSize = 20): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const preparedPool = new pg.Pool({
    connectionString: url,
    max: preparedPoolSize(poolSize),
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle connection the server drops (a restart, a failover, an administrator) is replaced on the
  // next query; without a listener, pg would raise it as an uncaught error and stop the process.
  for (const each of [pool, preparedPool])
    each.on('error', (error) =>
      console.warn(`PostgreSQL dropped an idle connection: ${error.message}`),
    );
  const db: Database = drizzlePg(pool);
  return {
    db,
    prepared: drizzlePg(preparedPool),
    kind: 'postgres',
    migrate: async () => {
      // Nodes starting together take turns, so each migration runs once.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(72510001)');
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(72510001)').catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), preparedPool.end()]);
    },
  };
}

/** Opens embedded PGlite stored in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db: Database = drizzlePglite(client);
  return {
    db,
    prepared: db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/** Either the database or an open transaction: repositories run their queries on whichever they get. */
export type Executor = Database | Transaction;
