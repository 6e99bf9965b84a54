/**
 * Close lateness: 1,000 open auctions end within the same minute; the real server's clock closes
 * them. Lateness is the moment the status log records the close minus the auction's time_end.
 * Runs on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 */
import { inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '@autobid/server/src/db/client';
import { ensureReferenceData } from '@autobid/server/src/db/reference-data';
import {
  auctionStatusLog,
  auctions,
  inventories,
  makes,
  models,
} from '@autobid/server/src/db/schema';
import { createGroup, createUser } from '@autobid/server/src/testing/factories';
import { startServer } from './bid-server';

export interface CloseResult {
  database: 'pglite' | 'postgres';
  auctions: number;
  closed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const COUNT = 1_000;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function seed(handle: DatabaseHandle, firstEnd: number): Promise<number[]> {
  const db = handle.db;
  await handle.migrate();
  await ensureReferenceData(db);
  const seller = await createGroup(db, { kind: 'seller' });
  const dealer = await createUser(db);
  const [make] = await db
    .insert(makes)
    .values({ name: `Bench ${Date.now()}` })
    .returning();
  const [model] = await db.insert(models).values({ makeId: make!.id, name: 'Close' }).returning();
  const cars = await db
    .insert(inventories)
    .values(
      Array.from({ length: COUNT }, () => ({
        sellerGroupId: seller.id,
        makeId: make!.id,
        modelId: model!.id,
        year: 2020,
        variant: 'bench',
        mileageKm: 1,
        transmission: 'Automatic',
        fuel: 'Petrol',
        color: 'Silver',
        photos: [],
      })),
    )
    .returning({ id: inventories.id });
  const rows = await db
    .insert(auctions)
    .values(
      cars.map((car, i) => ({
        inventoryId: car.id,
        sellerGroupId: seller.id,
        market: 'MY',
        type: 'open' as const,
        status: 'active',
        location: 'Bench',
        timeStart: new Date(firstEnd - 3_600_000),
        // Spread evenly over one minute.
        timeEnd: new Date(firstEnd + Math.floor((i * 60_000) / COUNT)),
        startPrice: 20_000,
        reservePrice: 30_000,
        ...(i % 2 === 0
          ? {
              highestAmount: 25_000 + (i % 3) * 5_000,
              leaderId: dealer.id,
              bidCount: 1,
              biddersCount: 1,
            }
          : {}),
      })),
    )
    .returning({ id: auctions.id });
  return rows.map((r) => r.id);
}

async function measure(
  handle: DatabaseHandle,
  ids: number[],
): Promise<Omit<CloseResult, 'database'>> {
  const [ends, log] = await Promise.all([
    handle.db
      .select({ id: auctions.id, timeEnd: auctions.timeEnd })
      .from(auctions)
      .where(inArray(auctions.id, ids)),
    handle.db.select().from(auctionStatusLog).where(inArray(auctionStatusLog.auctionId, ids)),
  ]);
  const endOf = new Map(ends.map((e) => [e.id, e.timeEnd.getTime()]));
  const lateness = log
    .filter((e) => e.event === 'close')
    .map((e) => e.at.getTime() - endOf.get(e.auctionId)!)
    .sort((a, b) => a - b);
  return {
    auctions: ids.length,
    closed: lateness.length,
    p50Ms: quantile(lateness, 0.5),
    p99Ms: quantile(lateness, 0.99),
    maxMs: lateness.at(-1) ?? NaN,
  };
}

async function waitUntilClosed(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const state = (await (await fetch(`${url}/auction/api/v2/config/session-state`)).json()) as {
      data: { due_auctions: number };
    };
    const sessions = (await (
      await fetch(`${url}/auction/api/v2/config/auction-sessions`)
    ).json()) as { data: { market: string; live: number }[] };
    if (state.data.due_auctions === 0 && !sessions.data.some((s) => s.live > 0)) return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

async function runOnPglite(): Promise<CloseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'autobid-close-'));
  try {
    const firstEnd = Date.now() + 45_000;
    const seeding = await openPglite(join(dir, 'pgdata'));
    const ids = await seed(seeding, firstEnd);
    await seeding.close();
    const server = await startServer({ DATA_DIR: dir, DATABASE_URL: '' });
    await waitUntilClosed(server.baseUrl, firstEnd + 60_000 + 60_000);
    await server.stop();
    const reading = await openPglite(join(dir, 'pgdata'));
    const result = await measure(reading, ids);
    await reading.close();
    return { database: 'pglite', ...result };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runOnPostgres(adminUrl: string): Promise<CloseResult> {
  const name = `autobid_close_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 10);
  try {
    const firstEnd = Date.now() + 30_000;
    const ids = await seed(handle, firstEnd);
    const server = await startServer({ DATABASE_URL: url.toString() });
    await waitUntilClosed(server.baseUrl, firstEnd + 60_000 + 60_000);
    await server.stop();
    return { database: 'postgres', ...(await measure(handle, ids)) };
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function runCloseBench(): Promise<CloseResult[]> {
  const results = [await runOnPglite()];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) results.push(await runOnPostgres(pgUrl));
  return results;
}

export function formatCloseTable(results: CloseResult[]): string {
  const lines = [
    '| database | auctions ending within one minute | closed | lateness p50 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results)
    lines.push(
      `| ${r.database} | ${r.auctions} | ${r.closed} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} |`,
    );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatCloseTable(await runCloseBench()));
}
