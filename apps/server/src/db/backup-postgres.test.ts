import { incrementAt, type IncrementTable } from '@autobid/auction';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './client';
import { seedDemoData } from '../modules/demo/seed';
import { DEMO_PASSWORD } from '../modules/demo/demo-accounts';
import { createAuction, createGroup, createUser, TEST_PASSWORD } from '../testing/factories';
import { replayLedger } from '../testing/ledger-replay';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { createTestDatabase, testDatabaseKind } from '../testing/test-database';

const run = promisify(execFile);

/**
 * The client tools of the newest installed PostgreSQL (as .ci/run finds the server), else the ones
 * on PATH: pg_dump must be at least the server's version.
 */
async function pgTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const newest = versions
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return newest ? `/usr/lib/postgresql/${newest}/bin/${name}` : name;
}

/** Every table of the database with its row count and a digest of all its rows. */
async function tableDigests(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
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
    await client.end();
  }
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/auction/api/v1/loginByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

async function bid(url: string, token: string, auctionId: number, amount: number) {
  return fetch(`${url}/auction/api/v2/dealers/bids`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ auction_id: auctionId, amount }),
  });
}

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'a PostgreSQL backup made with pg_dump -Fc and restored with pg_restore',
  () => {
    const servers: ServerProcess[] = [];
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    });

    it('restores into a new database every row, a ledger that replays, its guard, and a portal that takes the next bid', async () => {
      const source = await createTestDatabase();
      cleanups.push(() => source.close());
      const db = source.db;
      const now = Date.now();
      await seedDemoData(db, { now: new Date(now) });
      const seller = await createGroup(db, { kind: 'seller' });
      const auctions = await Promise.all(
        [0, 1].map(() =>
          createAuction(db, { sellerGroupId: seller.id, now, timeEnd: new Date(now + 3_600_000) }),
        ),
      );
      const dealers = await Promise.all([0, 1, 2].map(() => createUser(db)));

      // Bids through the real server, so the ledger is what the rules wrote.
      const before = await startServerProcess({ DATABASE_URL: source.url! });
      servers.push(before);
      const settings = (await (
        await fetch(`${before.url}/auction/api/v2/config/auction-settings`)
      ).json()) as { data: { markets: { code: string; increments: IncrementTable }[] } };
      const increments = settings.data.markets.find((m) => m.code === 'MY')!.increments;
      const tokens = await Promise.all(
        dealers.map((d) => signIn(before.url, d.email, TEST_PASSWORD)),
      );
      let accepted = 0;
      for (const auction of auctions) {
        let price = auction.startPrice;
        for (let round = 0; round < 6; round += 1) {
          const res = await bid(before.url, tokens[round % tokens.length]!, auction.id, price);
          expect(res.status, await res.clone().text()).toBe(200);
          accepted += 1;
          price += incrementAt(increments, price);
        }
      }
      expect(accepted).toBe(12);
      await before.stop();

      // The backup: one custom-format file, as docs/backup-restore.md tells.
      const folder = await mkdtemp(join(tmpdir(), 'autobid-pg-backup-'));
      cleanups.push(() => rm(folder, { recursive: true, force: true }));
      const file = join(folder, 'autobid.dump');
      await run(await pgTool('pg_dump'), ['-Fc', '--no-owner', '-f', file, source.url!]);
      expect((await stat(file)).size).toBeGreaterThan(10_000);

      // The restore: into a new, empty database.
      const restoredName = `autobid_restore_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${restoredName}`);
      await admin.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${restoredName} with (force)`);
        await dropper.end();
      });
      const restoredUrl = new URL(process.env.TEST_DATABASE_URL!);
      restoredUrl.pathname = `/${restoredName}`;
      await run(await pgTool('pg_restore'), [
        '--no-owner',
        '--exit-on-error',
        '-d',
        restoredUrl.toString(),
        file,
      ]);

      const sourceDigests = await tableDigests(source.url!);
      expect(Object.keys(sourceDigests).length).toBeGreaterThan(30);
      expect(await tableDigests(restoredUrl.toString())).toEqual(sourceDigests);

      // The portal on the restored database: the same auctions, the demo accounts, the next bid.
      const after = await startServerProcess({
        DATABASE_URL: restoredUrl.toString(),
        CLOCK_ENABLED: 'false',
      });
      servers.push(after);
      const dealerToken = await signIn(after.url, dealers[0]!.email, TEST_PASSWORD);
      await signIn(after.url, 'dealer.a@demo.test', DEMO_PASSWORD);
      const highest = new Map<number, number>();
      for (const auction of auctions) {
        const res = await fetch(`${after.url}/auction/api/v2/dealers/auctions/live/${auction.id}`, {
          headers: { authorization: `Bearer ${dealerToken}` },
        });
        expect(res.status).toBe(200);
        const body = (await res.json()) as { data: { highest_bid: { amount: number } | null } };
        highest.set(auction.id, body.data.highest_bid?.amount ?? 0);
      }
      // Six bids each, one increment apart from the start price.
      const expected = [1, 2, 3, 4, 5].reduce(
        (price) => price + incrementAt(increments, price),
        auctions[0]!.startPrice,
      );
      expect([...highest.values()]).toEqual([expected, expected]);
      // The last bid of each came from the third dealer; the first dealer outbids it.
      const next = await bid(
        after.url,
        dealerToken,
        auctions[0]!.id,
        expected + incrementAt(increments, expected),
      );
      expect(next.status, await next.clone().text()).toBe(200);
      await after.stop();

      const restored = openPostgres(restoredUrl.toString(), 2);
      cleanups.push(() => restored.close());
      for (const auction of auctions) {
        expect(
          await replayLedger(restored.db, {
            auctionId: auction.id,
            increments,
            extendWindowSeconds: 60,
            originalTimeEnd: auction.timeEnd.getTime(),
          }),
          `auction ${auction.id}`,
        ).toEqual([]);
      }

      // The ledger's guard came back with the schema: a dealer who bid is still kept (ADR 0010).
      const check = new pg.Client({ connectionString: restoredUrl.toString() });
      await check.connect();
      try {
        await expect(
          check.query('delete from users where id = $1', [dealers[0]!.id]),
        ).rejects.toMatchObject({
          code: '23503',
          message: `users row ${dealers[0]!.id} is named in the bid ledger and is kept`,
        });
      } finally {
        await check.end();
      }
    }, 300_000);
  },
);
