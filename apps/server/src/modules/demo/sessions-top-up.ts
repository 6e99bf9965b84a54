import { and, asc, count, eq, gt, like, ne } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-log';
import type { Executor } from '../../db/client';
import {
  auctionSessions,
  auctions,
  inspections,
  inventories,
  listings,
  makes,
  models,
} from '../../db/schema';
import type { PlanContext } from './auction-planner';
import type { DemoMarket } from './car-factory';
import {
  auditInspectionHistory,
  auditListingHistory,
  findDemoActors,
  type DemoActors,
} from './demo-audit';
import { buildInspection } from './inspection-factory';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Lots every demo session holds, and approved listings left waiting beside it. */
const LOTS_TARGET = 3;
const WAITING_TARGET = 2;
const STAGGER_SECONDS = 60;
const CHASSIS_PREFIX = 'SES';

/** Each demo market's session: its name, type, and the cars' places and price range (thousands). */
const MARKETS: Record<
  DemoMarket,
  { name: string; type: 'open' | 'closed'; locations: readonly string[]; prices: [number, number] }
> = {
  MY: {
    name: 'Klang Valley trade sale',
    type: 'open',
    locations: ['Shah Alam, Selangor', 'Petaling Jaya, Selangor', 'Subang Jaya, Selangor'],
    prices: [30, 110],
  },
  SG: {
    name: 'Ubi sealed-bid sale',
    type: 'closed',
    locations: ['Ubi, Singapore', 'Kaki Bukit, Singapore'],
    prices: [25, 90],
  },
};
const COLORS = ['White', 'Silver', 'Grey', 'Black', 'Blue'] as const;

/**
 * The demo's sale sessions (docs/sessions.md): on every start each demo market has a planned
 * session that has not started, holding a few lots, and a few approved listings wait for operations
 * to schedule them. The demo seller's consignment desk sells in both markets, so it lists in both.
 * What the seller, operations and the inspector did is in the audit log as the product writes it.
 * Returns how many cars it listed.
 */
export async function topUpSessions(
  tx: Executor,
  options: { sellerGroupId: number; plan: PlanContext },
): Promise<number> {
  const actors = await findDemoActors(tx);
  const sellerId = actors.seller?.id;
  if (sellerId === undefined) return 0;
  let listed = 0;
  for (const market of ['MY', 'SG'] as const) {
    const session = await upcomingSession(tx, market, options.plan.now, actors);
    const lots = await countLots(tx, session.id);
    const approved = await approvedListings(tx, market);
    const toSchedule = Math.max(0, LOTS_TARGET - lots);
    const missing = Math.max(0, toSchedule + WAITING_TARGET - approved.length);
    for (let i = 0; i < missing; i += 1) {
      approved.push(await listApprovedCar(tx, { ...options, market, sellerId, actors, index: i }));
      listed += 1;
    }
    for (const [index, listing] of approved.slice(0, toSchedule).entries())
      await scheduleLot(tx, {
        session,
        listing,
        position: lots + index,
        now: options.plan.now,
        actors,
      });
  }
  return listed;
}

/** The market's next planned session that starts at least an hour from now, or a new one tomorrow morning (local). */
async function upcomingSession(tx: Executor, market: DemoMarket, now: Date, actors: DemoActors) {
  const [found] = await tx
    .select()
    .from(auctionSessions)
    .where(
      and(
        eq(auctionSessions.market, market),
        eq(auctionSessions.status, 'planned'),
        gt(auctionSessions.startsAt, new Date(now.getTime() + HOUR)),
      ),
    )
    .orderBy(asc(auctionSessions.startsAt))
    .limit(1);
  if (found) return found;
  // 02:00 UTC is 10:00 in Kuala Lumpur and Singapore.
  const day = new Date(now);
  day.setUTCHours(26, 0, 0, 0);
  const startsAt =
    day.getTime() - now.getTime() < 3 * HOUR ? new Date(day.getTime() + 24 * HOUR) : day;
  return createSession(tx, market, { startsAt, createdAt: now, actors });
}

export type SessionRow = typeof auctionSessions.$inferSelect;

/** A demo market's session as operations plan one: opening, first close an hour later, lots a minute apart. */
export async function createSession(
  tx: Executor,
  market: DemoMarket,
  input: { startsAt: Date; createdAt: Date; actors: DemoActors },
): Promise<SessionRow> {
  const { startsAt, createdAt, actors } = input;
  const [created] = await tx
    .insert(auctionSessions)
    .values({
      market,
      name: MARKETS[market].name,
      type: MARKETS[market].type,
      startsAt,
      firstCloseAt: new Date(startsAt.getTime() + HOUR),
      staggerSeconds: STAGGER_SECONDS,
      createdBy: actors.operations?.id ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const session = created!;
  await recordAudit(tx, {
    actor: actors.operations,
    action: 'session.create',
    entityType: 'auction_session',
    entityId: session.id,
    after: {
      name: session.name,
      market: session.market,
      type: session.type,
      starts_at: session.startsAt.toISOString(),
      first_close_at: session.firstCloseAt.toISOString(),
      stagger_seconds: session.staggerSeconds,
    },
    at: createdAt,
  });
  return session;
}

async function countLots(tx: Executor, sessionId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(auctions)
    .where(and(eq(auctions.sessionId, sessionId), ne(auctions.status, 'cancelled')));
  return row?.n ?? 0;
}

/** The approved listings this top-up made: the other demo queues (review, inspection) keep theirs. */
function approvedListings(tx: Executor, market: DemoMarket) {
  return tx
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.market, market),
        eq(listings.status, 'approved'),
        like(listings.chassisNumber, `${CHASSIS_PREFIX}%`),
      ),
    )
    .orderBy(asc(listings.id));
}

export type ListingRow = Awaited<ReturnType<typeof approvedListings>>[number];

export async function listApprovedCar(
  tx: Executor,
  input: {
    sellerGroupId: number;
    plan: PlanContext;
    market: DemoMarket;
    sellerId: number;
    actors: DemoActors;
    index: number;
  },
): Promise<ListingRow> {
  const { random, now } = input.plan;
  const catalog = await tx
    .select({ modelId: models.id, makeId: makes.id })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .orderBy(asc(models.id))
    .limit(40);
  const model = random.pick(catalog);
  const spec = MARKETS[input.market];
  const chassisNumber = `${CHASSIS_PREFIX}${input.market}${now.getTime().toString(36).toUpperCase()}${input.index}${random.int(100, 999)}`;
  // Sent an hour or more ago, approved 20 minutes later, inspected in the 25 minutes after that.
  const at = new Date(now.getTime() - (input.index + 1) * HOUR);
  const reviewedAt = new Date(at.getTime() + 20 * MINUTE);
  const inspectedAt = new Date(reviewedAt.getTime() + 25 * MINUTE);
  const year = random.int(2017, 2023);
  const mileageKm = random.int(15, 120) * 1_000;
  const [car] = await tx
    .insert(inventories)
    .values({
      sellerGroupId: input.sellerGroupId,
      makeId: model.makeId,
      modelId: model.modelId,
      year,
      variant: '2.0 Premium',
      mileageKm,
      transmission: 'Automatic',
      fuel: 'Petrol',
      color: random.pick(COLORS),
      registrationNumber: `${input.market === 'SG' ? 'SJ' : 'W'}${String.fromCharCode(65 + random.int(0, 25))} ${random.int(1000, 9999)}`,
      chassisNumber,
      photos: [],
      createdAt: at,
    })
    .returning({ id: inventories.id });
  // A car is scheduled only once it has a published inspection (docs/inspections.md).
  const report = buildInspection({ ageYears: now.getUTCFullYear() - year, mileageKm, random });
  const [inspection] = await tx
    .insert(inspections)
    .values({
      inventoryId: car!.id,
      ...report,
      inspectedAt,
      status: 'published',
      inspectorId: input.actors.inspector?.id ?? null,
      publishedAt: inspectedAt,
      revision: 2,
    })
    .returning({ id: inspections.id, version: inspections.version, score: inspections.score });
  const startPrice = random.int(spec.prices[0], spec.prices[1]) * 1_000;
  const [row] = await tx
    .insert(listings)
    .values({
      sellerGroupId: input.sellerGroupId,
      createdBy: input.sellerId,
      inventoryId: car!.id,
      market: input.market,
      status: 'approved',
      chassisNumber,
      location: random.pick(spec.locations),
      startPrice,
      reservePrice: startPrice + random.int(5, 15) * 1_000,
      reviewedBy: input.actors.operations?.id ?? null,
      reviewedAt,
      version: 2,
      createdAt: at,
      updatedAt: reviewedAt,
    })
    .returning();
  await auditListingHistory(tx, input.actors, {
    id: row!.id,
    chassisNumber,
    createdAt: at,
    review: { outcome: 'approved', at: reviewedAt, reason: null },
  });
  await auditInspectionHistory(tx, input.actors, {
    id: inspection!.id,
    listingId: row!.id,
    version: inspection!.version,
    score: inspection!.score,
    sections: report.sections,
    startedAt: new Date(reviewedAt.getTime() + 5 * MINUTE),
    savedAt: new Date(inspectedAt.getTime() - 2 * MINUTE),
    publishedAt: inspectedAt,
  });
  return row!;
}

/** The listing's auction in the session, in preview from now, and the listing scheduled. */
async function scheduleLot(
  tx: Executor,
  input: {
    session: SessionRow;
    listing: ListingRow;
    position: number;
    now: Date;
    actors: DemoActors;
  },
) {
  const { session, listing, now } = input;
  const [auction] = await tx
    .insert(auctions)
    .values({
      inventoryId: listing.inventoryId,
      sellerGroupId: listing.sellerGroupId,
      market: session.market,
      type: session.type,
      status: 'preview',
      location: listing.location,
      timePreview: now,
      timeStart: session.startsAt,
      timeEnd: new Date(
        session.firstCloseAt.getTime() + input.position * session.staggerSeconds * 1000,
      ),
      startPrice: listing.startPrice,
      reservePrice: listing.reservePrice,
      sessionId: session.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: auctions.id });
  await markScheduled(tx, {
    listing,
    session,
    auctionId: auction!.id,
    at: now,
    actors: input.actors,
  });
}

/** The listing scheduled into the session as its lot `auctionId`, as operations' scheduling writes it. */
export async function markScheduled(
  tx: Executor,
  input: {
    listing: ListingRow;
    session: SessionRow;
    auctionId: number;
    at: Date;
    actors: DemoActors;
  },
) {
  const { listing, session, at } = input;
  await tx
    .update(listings)
    .set({ status: 'scheduled', version: listing.version + 1, updatedAt: at })
    .where(eq(listings.id, listing.id));
  await recordAudit(tx, {
    actor: input.actors.operations,
    action: 'listing.schedule',
    entityType: 'listing',
    entityId: listing.id,
    before: { status: listing.status },
    after: {
      status: 'scheduled',
      session_id: session.id,
      auction_id: input.auctionId,
      start_price: listing.startPrice,
      reserve_price: listing.reservePrice,
    },
    at,
  });
}
