import { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { ensureReferenceData } from './reference-data';
import { LocalFileStore } from '../lib/files/local-file-store';
import { DEMO_PASSWORD } from '../modules/demo/demo-accounts';
import { seedDemoData } from '../modules/demo/seed';
import { ensurePickupLocations } from '../modules/pickups/pickups.repository';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { testDatabaseKind } from '../testing/test-database';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../scripts/data-backup.ts', import.meta.url));

/** Runs the backup script as an operator would, with DATA_DIR naming the data folder. */
function dataBackup(dataDir: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: tmpdir() },
  });
}

/** Every table of the PGlite database in `pgdata` with its row count and a digest of its rows. */
async function tableDigests(pgdata: string): Promise<Record<string, string>> {
  const client = await PGlite.create(pgdata);
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const res = await client.query<{ rows: number; digest: string | null }>(
        `select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as digest from ${name} t`,
      );
      digests[name] = `${res.rows[0]!.rows} rows ${res.rows[0]!.digest ?? ''}`;
    }
    return digests;
  } finally {
    await client.close();
  }
}

// PGlite only: the run on PostgreSQL has its own backup test (backup-postgres.test.ts).
describe.skipIf(testDatabaseKind() === 'postgres')('a backup of the PGlite data folder', () => {
  let root: string;
  let dataDir: string;
  const photo = Buffer.from('%PDF-1.4 a document kept beside the database');
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'autobid-pglite-backup-'));
    dataDir = join(root, 'data');
    await mkdir(dataDir);
    const handle = await openPglite(join(dataDir, 'pgdata'));
    await handle.migrate();
    await ensureReferenceData(handle.db);
    await ensurePickupLocations(handle.db);
    await seedDemoData(handle.db, { now: new Date() });
    await handle.close();
    await LocalFileStore.inDataDir(dataDir).put('listings/1/documents/report.pdf', photo, {
      contentType: 'application/pdf',
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await rm(root, { recursive: true, force: true });
  });

  it('is refused while a server holds the data folder, and taken once it has stopped', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, CLOCK_ENABLED: 'false' });
    servers.push(server);
    const refused = await dataBackup(dataDir, 'backup', join(root, 'while-running')).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('is in use by another running server');
    await server.stop();

    const { stdout } = await dataBackup(dataDir, 'backup', join(root, 'backup'));
    expect(stdout).toContain(`into ${join(root, 'backup')}`);
  }, 120_000);

  it('restores into a new folder the same rows and files, and the portal opens it', async () => {
    const restored = join(root, 'restored');
    const { stdout } = await dataBackup(restored, 'restore', join(root, 'backup'));
    expect(stdout).toContain(`into ${restored}`);

    const original = await tableDigests(join(dataDir, 'pgdata'));
    expect(Object.keys(original).length).toBeGreaterThan(30);
    expect(original['public.auctions']).not.toMatch(/^0 rows/);
    expect(await tableDigests(join(restored, 'pgdata'))).toEqual(original);
    expect(await readFile(join(restored, 'files/listings/1/documents/report.pdf'))).toEqual(photo);

    // A second restore into the same folder would mix two databases: refused.
    await expect(dataBackup(restored, 'restore', join(root, 'backup'))).rejects.toMatchObject({
      stderr: expect.stringContaining('holds a database already') as unknown,
    });

    const server = await startServerProcess({ DATA_DIR: restored, CLOCK_ENABLED: 'false' });
    servers.push(server);
    const res = await fetch(`${server.url}/auction/api/v1/loginByEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dealer.a@demo.test', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    await server.stop();
  }, 120_000);
});
