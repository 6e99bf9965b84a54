import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { ensureReferenceData } from '../db/reference-data';
import { ensurePickupLocations } from '../modules/pickups/pickups.repository';

/** Which database the server tests run on: PGlite unless TEST_DB=postgres and TEST_DATABASE_URL are set. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL
    ? 'postgres'
    : 'pglite';
}

/**
 * A fresh, migrated database with the reference markets for one test file: in-memory PGlite, or a
 * new database on the PostgreSQL server of TEST_DATABASE_URL that is dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind() === 'pglite') {
    const handle = await openPglite();
    await handle.migrate();
    await ensureReferenceData(handle.db);
    await ensurePickupLocations(handle.db);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `autobid_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 40);
  await handle.migrate();
  await ensureReferenceData(handle.db);
  await ensurePickupLocations(handle.db);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
