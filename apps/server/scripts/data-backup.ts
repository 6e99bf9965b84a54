/**
 * Backup and restore of the zero-setup data folder (DATA_DIR: PGlite's database in `pgdata/`, the
 * uploaded files in `files/`), as docs/backup-restore.md tells:
 *
 *   npm run backup -w apps/server [-- <backup folder>]
 *   npm run restore -w apps/server -- <backup folder>
 *
 * Both take the data folder's lock, so neither runs beside a server on the same folder: PGlite
 * writes its files in place, and a copy taken while a server writes may not open again.
 */
import { PGlite } from '@electric-sql/pglite';
import { cp, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from '../src/db/data-dir-lock';

/** What a backup folder holds besides the database and the files, to tell it apart and check it. */
export interface BackupManifest {
  format: 'autobid-data-backup-1';
  madeAt: string;
  /** Rows per table at the time of the backup: a restore checks it finds the same. */
  rows: Record<string, number>;
}

const DATABASE_FILE = 'pgdata.tar.gz';
const MANIFEST_FILE = 'backup.json';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function rowCounts(client: PGlite): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const res = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    rows[name] = res.rows[0]!.n;
  }
  return rows;
}

/**
 * Writes a backup of `dataDir` into the new folder `target`: the database as PGlite's own
 * compressed archive of its data folder, the uploaded files as they are, and a manifest.
 */
export async function backupDataDir(dataDir: string, target: string): Promise<BackupManifest> {
  if (!(await exists(join(dataDir, 'pgdata'))))
    throw new Error(`There is no database in ${dataDir} (no pgdata folder).`);
  if (await exists(target)) throw new Error(`${target} exists already: name a new folder.`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, 'pgdata'));
    try {
      const archive = await client.dumpDataDir('gzip');
      const manifest: BackupManifest = {
        format: 'autobid-data-backup-1',
        madeAt: new Date().toISOString(),
        rows: await rowCounts(client),
      };
      await mkdir(target, { recursive: true });
      await writeFile(join(target, DATABASE_FILE), Buffer.from(await archive.arrayBuffer()));
      if (await exists(join(dataDir, 'files')))
        await cp(join(dataDir, 'files'), join(target, 'files'), { recursive: true });
      await writeFile(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      return manifest;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Restores the backup in `source` into `dataDir`, which must not hold a database yet, and checks
 * that every table has the rows the manifest lists.
 */
export async function restoreDataDir(source: string, dataDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await readFile(join(source, MANIFEST_FILE), 'utf8'),
  ) as BackupManifest;
  if (manifest.format !== 'autobid-data-backup-1')
    throw new Error(`${source} is not a backup made by this portal.`);
  const pgdata = join(dataDir, 'pgdata');
  if ((await exists(pgdata)) && (await readdir(pgdata)).length > 0)
    throw new Error(
      `${dataDir} holds a database already: restore into a new folder, or move that one away first.`,
    );
  const unlock = lockDataDir(dataDir);
  try {
    const archive = await readFile(join(source, DATABASE_FILE));
    const client = await PGlite.create({
      dataDir: pgdata,
      loadDataDir: new Blob([archive]),
    });
    try {
      const rows = await rowCounts(client);
      const differ = Object.keys({ ...manifest.rows, ...rows }).filter(
        (table) => rows[table] !== manifest.rows[table],
      );
      if (differ.length > 0)
        throw new Error(`The restored database differs from the backup in: ${differ.join(', ')}`);
    } finally {
      await client.close();
    }
    if (await exists(join(source, 'files')))
      await cp(join(source, 'files'), join(dataDir, 'files'), { recursive: true });
    return manifest;
  } finally {
    unlock();
  }
}

async function main(): Promise<void> {
  // npm runs workspace scripts in the workspace; paths are meant from where npm was started.
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(base, process.env.DATA_DIR ?? './data');
  const [command, folder] = process.argv.slice(2);
  if (command === 'backup') {
    const target = resolve(
      base,
      folder ?? `backups/autobid-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    const manifest = await backupDataDir(dataDir, target);
    const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0);
    console.info(`Backed up ${dataDir} (${rows} rows) into ${target}`);
  } else if (command === 'restore' && folder) {
    const manifest = await restoreDataDir(resolve(base, folder), dataDir);
    console.info(`Restored the backup of ${manifest.madeAt} into ${dataDir}`);
  } else {
    console.error(
      'Usage: data-backup.ts backup [<backup folder>] | restore <backup folder> (DATA_DIR is the data folder)',
    );
    process.exitCode = 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
