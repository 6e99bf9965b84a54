import type { IncrementTable } from '@autobid/auction';
import { and, asc, desc, eq, gt, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import {
  auctions,
  bids,
  groups,
  inspections,
  inventories,
  listings,
  makes,
  markets,
  models,
  users,
} from '../../db/schema';
import type { AuctionInsert, AwardDecision, BidInsert, Scheduling } from './auction-rows';
import { findDemoActors } from './demo-audit';

export type InventoryInsert = typeof inventories.$inferInsert & { id: number };
export type InspectionInsert = typeof inspections.$inferInsert;
type GroupInsert = typeof groups.$inferInsert;
type UserInsert = typeof users.$inferInsert;

/**
 * Writes to the audit log how operations put the demo's cars on sale, in the name of the demo's
 * operations account (or the all-roles staff account without it; nothing without either).
 */
export async function insertSchedulings(
  db: Database,
  schedulings: readonly Scheduling[],
): Promise<void> {
  if (schedulings.length === 0) return;
  const { operations } = await findDemoActors(db);
  if (!operations) return;
  for (const scheduling of schedulings)
    await recordAudit(db, {
      actor: operations,
      action: 'auction.schedule',
      entityType: 'auction',
      entityId: scheduling.auctionId,
      after: scheduling.after,
      at: scheduling.at,
    });
}

/**
 * Writes the seller's award decisions to the audit log, in the name of the group's first seller
 * account (the group's own decisions; none are written for a group without one).
 */
export async function insertAwardDecisions(
  db: Database,
  sellerGroupId: number,
  decisions: readonly AwardDecision[],
): Promise<void> {
  if (decisions.length === 0) return;
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.activeGroupId, sellerGroupId))
    .orderBy(asc(users.id))
    .limit(1);
  if (!seller) return;
  for (const decision of decisions)
    await recordAudit(db, {
      actor: { id: seller.id, role: 'seller' },
      action: decision.action,
      entityType: 'auction',
      entityId: decision.auctionId,
      before: decision.before,
      after: decision.after,
      at: decision.at,
    });
}

/** A seller's car with the auction it was last listed in, if any. */
export interface SellerCar {
  inventoryId: number;
  make: string;
  model: string;
  year: number;
  mileageKm: number;
  latest: {
    market: string;
    status: string;
    timeStart: Date;
    timeEnd: Date;
    bidCount: number;
  } | null;
}

export interface LiveCounts {
  market: string;
  /** Live auctions of both types. */
  active: number;
  /** Of those, the sealed (closed) ones. */
  sealed: number;
  preview: number;
}

// Any fixed 64-bit key works; it only has to differ from other advisory locks in the app.
const SEED_LOCK_KEY = 7_305_001;

// One insert per batch keeps the bind-parameter count well under PostgreSQL's 65,535 limit.
const BATCH = 500;

/** Serialises seeding across nodes that start at once; released when the transaction ends. */
export async function lockDemoSeed(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

export function findUsersByEmails(db: Database, emails: readonly string[]) {
  return db
    .select({ id: users.id, email: users.email, activeGroupId: users.activeGroupId })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
}

export async function findIncrementTables(db: Database): Promise<Map<string, IncrementTable>> {
  const rows = await db
    .select({ code: markets.code, increments: markets.increments })
    .from(markets);
  return new Map(rows.map((r) => [r.code, r.increments]));
}

/**
 * Adds the makes and models that are missing and returns the id of every one asked for, keyed
 * `make|model`; rows that already exist (from an earlier run or a real catalogue) are reused.
 */
export async function ensureMakesAndModels(
  db: Database,
  catalog: readonly { name: string; models: readonly { name: string }[] }[],
): Promise<Map<string, { makeId: number; modelId: number }>> {
  const names = catalog.map((m) => m.name);
  await db
    .insert(makes)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const makeRows = await db.select().from(makes).where(inArray(makes.name, names));
  const makeIds = new Map(makeRows.map((r) => [r.name, r.id]));
  const wanted = catalog.flatMap((make) =>
    make.models.map((model) => ({
      makeId: makeIds.get(make.name) ?? -1,
      name: model.name,
      make: make.name,
    })),
  );
  await db
    .insert(models)
    .values(wanted.map(({ makeId, name }) => ({ makeId, name })))
    .onConflictDoNothing();
  const modelRows = await db
    .select()
    .from(models)
    .where(inArray(models.makeId, [...makeIds.values()]));
  const result = new Map<string, { makeId: number; modelId: number }>();
  for (const w of wanted) {
    const row = modelRows.find((m) => m.makeId === w.makeId && m.name === w.name);
    if (row) result.set(`${w.make}|${w.name}`, { makeId: w.makeId, modelId: row.id });
  }
  return result;
}

export function insertGroups(db: Database, rows: GroupInsert[]) {
  return db.insert(groups).values(rows).returning({ id: groups.id });
}

export function insertUsers(db: Database, rows: UserInsert[]) {
  return db.insert(users).values(rows).returning({ id: users.id, email: users.email });
}

/** Takes `count` ids from a table's sequence, so rows can refer to each other before insert. */
export async function reserveIds(
  db: Database,
  table: 'inventories' | 'auctions' | 'bids',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))`.mapWith(Number) })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function insertCars(
  db: Database,
  cars: InventoryInsert[],
  reports: InspectionInsert[],
): Promise<void> {
  for (let i = 0; i < cars.length; i += BATCH)
    await db.insert(inventories).values(cars.slice(i, i + BATCH));
  for (let i = 0; i < reports.length; i += BATCH)
    await db.insert(inspections).values(reports.slice(i, i + BATCH));
}

export async function insertAuctionsWithBids(
  db: Database,
  auctionRows: AuctionInsert[],
  bidRows: BidInsert[],
) {
  for (let i = 0; i < auctionRows.length; i += BATCH) {
    await db.insert(auctions).values(auctionRows.slice(i, i + BATCH));
  }
  for (let i = 0; i < bidRows.length; i += BATCH)
    await db.insert(bids).values(bidRows.slice(i, i + BATCH));
}

/** Every car of a seller group with the latest auction of each (highest id). */
export async function findSellerCars(db: Database, sellerGroupId: number): Promise<SellerCar[]> {
  const cars = await db
    .select({
      inventoryId: inventories.id,
      make: makes.name,
      model: models.name,
      year: inventories.year,
      mileageKm: inventories.mileageKm,
    })
    .from(inventories)
    .innerJoin(makes, eq(makes.id, inventories.makeId))
    .innerJoin(models, eq(models.id, inventories.modelId))
    // A listed car goes to auction through a sale session (docs/sessions.md), never relisted here.
    .where(
      and(
        eq(inventories.sellerGroupId, sellerGroupId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(listings)
            .where(eq(listings.inventoryId, inventories.id)),
        ),
      ),
    )
    .orderBy(inventories.id);
  const latest = await db
    .selectDistinctOn([auctions.inventoryId], {
      inventoryId: auctions.inventoryId,
      market: auctions.market,
      status: auctions.status,
      timeStart: auctions.timeStart,
      timeEnd: auctions.timeEnd,
      bidCount: auctions.bidCount,
    })
    .from(auctions)
    .where(eq(auctions.sellerGroupId, sellerGroupId))
    .orderBy(auctions.inventoryId, desc(auctions.id));
  const byCar = new Map(latest.map(({ inventoryId, ...rest }) => [inventoryId, rest]));
  return cars.map((car) => ({ ...car, latest: byCar.get(car.inventoryId) ?? null }));
}

/**
 * Per market: auctions a dealer can bid on for at least `minimumRemaining` more, and auctions
 * still in preview. Counts every seller's auctions, demo or real.
 */
export async function countLiveAuctions(
  db: Database,
  now: Date,
  activeUntil: Date,
): Promise<LiveCounts[]> {
  return db
    .select({
      market: auctions.market,
      active: sql<number>`count(*) filter (where ${and(
        eq(auctions.status, 'active'),
        lte(auctions.timeStart, now),
        gte(auctions.timeEnd, activeUntil),
      )})`.mapWith(Number),
      preview: sql<number>`count(*) filter (where ${and(
        eq(auctions.status, 'preview'),
        gt(auctions.timeStart, now),
      )})`.mapWith(Number),
      sealed: sql<number>`count(*) filter (where ${and(
        eq(auctions.status, 'active'),
        eq(auctions.type, 'closed'),
        lte(auctions.timeStart, now),
        gte(auctions.timeEnd, activeUntil),
      )})`.mapWith(Number),
    })
    .from(auctions)
    .where(inArray(auctions.status, ['active', 'preview']))
    .groupBy(auctions.market);
}
