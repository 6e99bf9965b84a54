import { and, asc, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  auctionFiles,
  auctionFollows,
  auctions,
  bids,
  inspections,
  inventories,
  makes,
  markets,
  mobileBanners,
  models,
  storefronts,
  type PhotoRow,
} from '../../db/schema';

/** How much of a dealer's portal history is still current at `now`. */
export async function countPortalHistory(db: Database, userId: number, now: Date) {
  const due = sql`${auctions.wonAt} + make_interval(days => ${markets.paymentDueDays})`;
  const nowText = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      awaiting:
        sql<number>`count(*) filter (where ${auctions.leaderId} = ${userId} and ${auctions.status} in ('awarded', 'confirmed') and ${due} >= ${nowText})`.mapWith(
          Number,
        ),
      overdue:
        sql<number>`count(*) filter (where ${auctions.leaderId} = ${userId} and ${auctions.status} in ('awarded', 'confirmed') and ${due} < ${nowText})`.mapWith(
          Number,
        ),
      recentEnded:
        sql<number>`count(*) filter (where ${auctions.timeEnd} >= ${nowText} - interval '7 days' and ${auctions.id} in (select ${bids.auctionId} from ${bids} where ${bids.userId} = ${userId}))`.mapWith(
          Number,
        ),
    })
    .from(auctions)
    .innerJoin(markets, eq(markets.code, auctions.market));
  return {
    awaiting: row?.awaiting ?? 0,
    overdue: row?.overdue ?? 0,
    recentEnded: row?.recentEnded ?? 0,
  };
}

export async function findPaymentDueDays(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ code: markets.code, days: markets.paymentDueDays }).from(markets);
  return new Map(rows.map((r) => [r.code, r.days]));
}

/** A seller's auctions that have no documents yet, with what the documents are drawn from. */
export async function findAuctionsWithoutFiles(db: Database, sellerGroupId: number) {
  const rows = await db
    .select({
      auctionId: auctions.id,
      inventoryId: inventories.id,
      market: auctions.market,
      location: auctions.location,
      make: makes.name,
      model: models.name,
      year: inventories.year,
      variant: inventories.variant,
      mileageKm: inventories.mileageKm,
      color: inventories.color,
      transmission: inventories.transmission,
      fuel: inventories.fuel,
    })
    .from(auctions)
    .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
    .innerJoin(makes, eq(makes.id, inventories.makeId))
    .innerJoin(models, eq(models.id, inventories.modelId))
    .where(
      and(
        eq(auctions.sellerGroupId, sellerGroupId),
        notExists(
          db
            .select({ id: auctionFiles.id })
            .from(auctionFiles)
            .where(eq(auctionFiles.auctionId, auctions.id)),
        ),
      ),
    )
    .orderBy(asc(auctions.id));
  const reports = rows.length
    ? await db
        .selectDistinctOn([inspections.inventoryId])
        .from(inspections)
        .where(inArray(inspections.inventoryId, [...new Set(rows.map((r) => r.inventoryId))]))
        .orderBy(inspections.inventoryId, desc(inspections.inspectedAt))
    : [];
  const byCar = new Map(reports.map((r) => [r.inventoryId, r]));
  return rows.map((row) => ({ ...row, inspection: byCar.get(row.inventoryId) ?? null }));
}

export async function insertFiles(
  db: Database,
  rows: (typeof auctionFiles.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await db.insert(auctionFiles).values(rows.slice(i, i + 200));
}

/** A seller's cars that have no extra inspection photos yet. */
export function findCarsWithoutCloseups(db: Database, sellerGroupId: number) {
  return db
    .select({ id: inventories.id, color: inventories.color, mileageKm: inventories.mileageKm })
    .from(inventories)
    .where(
      and(
        eq(inventories.sellerGroupId, sellerGroupId),
        sql`${inventories.extraInspectionPhotos} = '[]'::jsonb`,
      ),
    );
}

export async function setCloseups(
  db: Database,
  photos: readonly { id: number; photos: PhotoRow[] }[],
): Promise<void> {
  if (photos.length === 0) return;
  const values = sql.join(
    photos.map((p) => sql`(${p.id}::int, ${JSON.stringify(p.photos)}::jsonb)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${inventories} set extra_inspection_photos = v.photos from (values ${values}) as v(id, photos) where ${inventories.id} = v.id`,
  );
}

export async function countBanners(db: Database, market: string): Promise<number> {
  return db.$count(mobileBanners, eq(mobileBanners.market, market));
}

export async function insertBanners(
  db: Database,
  rows: (typeof mobileBanners.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(mobileBanners).values(rows);
}

export async function ensureStorefront(
  db: Database,
  row: typeof storefronts.$inferInsert,
): Promise<void> {
  await db.insert(storefronts).values(row).onConflictDoNothing();
}

/** Follows of a dealer on auctions still in preview or live. */
export async function countOpenFollows(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(auctionFollows)
    .innerJoin(auctions, eq(auctions.id, auctionFollows.auctionId))
    .where(and(eq(auctionFollows.userId, userId), inArray(auctions.status, ['preview', 'active'])));
  return row?.n ?? 0;
}

/** Auctions of a market worth following: previews first, then live ones ending last. */
export function findFollowCandidates(
  db: Database,
  options: { userId: number; market: string; now: Date; limit: number },
) {
  const { userId, market, now, limit } = options;
  const followed = db
    .select({ id: auctionFollows.auctionId })
    .from(auctionFollows)
    .where(and(eq(auctionFollows.userId, userId), eq(auctionFollows.auctionId, auctions.id)));
  return db
    .select({ id: auctions.id })
    .from(auctions)
    .where(
      and(
        eq(auctions.market, market),
        inArray(auctions.status, ['preview', 'active']),
        gt(auctions.timeEnd, new Date(now.getTime() + 30 * 60_000)),
        notExists(followed),
      ),
    )
    .orderBy(sql`${auctions.status} = 'preview' desc`, desc(auctions.timeEnd))
    .limit(limit);
}

export async function insertFollows(
  db: Database,
  rows: (typeof auctionFollows.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(auctionFollows).values(rows).onConflictDoNothing();
}
