import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inventories, listings, makes, models } from '../../db/schema';
import type { PlanContext } from './auction-planner';
import { auditListingHistory, DEMO_REVIEW_MINUTES, findDemoActors } from './demo-audit';

/** Listings waiting for review that staff always find in the demo's review queue. */
const PENDING_TARGET = 2;
const COLORS = ['White', 'Silver', 'Grey', 'Black', 'Red'] as const;
const LOCATIONS = ['Shah Alam, Selangor', 'Petaling Jaya, Selangor', 'Johor Bahru, Johor'];

type Outcome = 'pending' | 'approved' | 'rejected';
const REJECTION =
  'The chassis number on the plate photo does not match the one entered. Please check it and send the listing again.';

/**
 * The seller's listings in the demo (docs/listings.md): at least two waiting for review on every
 * start, so operations always have a review queue; on the first top-up also one approved and one
 * rejected with a reason, so the seller meets every stage. Each is in the audit log as the seller
 * sent it and operations reviewed it. Returns how many it listed.
 */
export async function topUpListings(
  tx: Executor,
  options: { sellerGroupId: number; plan: PlanContext },
): Promise<number> {
  const { sellerGroupId, plan } = options;
  const [pending] = await tx
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.sellerGroupId, sellerGroupId), eq(listings.status, 'pending')));
  const [any] = await tx
    .select({ n: count() })
    .from(listings)
    .where(eq(listings.sellerGroupId, sellerGroupId));
  const outcomes: Outcome[] = [
    ...Array.from(
      { length: Math.max(0, PENDING_TARGET - (pending?.n ?? 0)) },
      () => 'pending' as const,
    ),
    ...((any?.n ?? 0) === 0 ? (['approved', 'rejected'] as const) : []),
  ];
  if (outcomes.length === 0) return 0;

  const actors = await findDemoActors(tx);
  const sellerId = actors.seller?.id;
  if (sellerId === undefined) return 0;
  const catalog = await tx
    .select({ modelId: models.id, makeId: makes.id })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .orderBy(asc(models.id))
    .limit(40);
  if (catalog.length === 0) return 0;

  const { random, now } = plan;
  for (const [index, outcome] of outcomes.entries()) {
    const model = catalog[random.int(0, catalog.length - 1)]!;
    const chassisNumber = `DEMO${now.getTime().toString(36).toUpperCase()}${index}${random.int(100, 999)}`;
    const at = new Date(now.getTime() - (outcomes.length - index) * 3_600_000);
    const reviewedAt = new Date(at.getTime() + DEMO_REVIEW_MINUTES * 60_000);
    const startPrice = random.int(30, 120) * 1_000;
    const [car] = await tx
      .insert(inventories)
      .values({
        sellerGroupId,
        makeId: model.makeId,
        modelId: model.modelId,
        year: random.int(2016, 2023),
        variant: '1.5 G',
        mileageKm: random.int(20, 140) * 1_000,
        transmission: 'Automatic',
        fuel: 'Petrol',
        color: COLORS[random.int(0, COLORS.length - 1)]!,
        registrationNumber: `W${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))} ${random.int(1000, 9999)}`,
        chassisNumber,
        photos: [],
        createdAt: at,
      })
      .returning({ id: inventories.id });
    const [listing] = await tx
      .insert(listings)
      .values({
        sellerGroupId,
        createdBy: sellerId,
        inventoryId: car!.id,
        market: 'MY',
        status: outcome,
        chassisNumber,
        location: LOCATIONS[random.int(0, LOCATIONS.length - 1)]!,
        startPrice,
        reservePrice: startPrice + random.int(5, 20) * 1_000,
        ...(outcome === 'pending'
          ? {}
          : {
              reviewedBy: actors.operations?.id ?? null,
              reviewedAt,
              rejectionReason: outcome === 'rejected' ? REJECTION : null,
              version: 2,
            }),
        createdAt: at,
        updatedAt: outcome === 'pending' ? at : reviewedAt,
      })
      .returning({ id: listings.id });
    await auditListingHistory(tx, actors, {
      id: listing!.id,
      chassisNumber,
      createdAt: at,
      review:
        outcome === 'pending'
          ? null
          : { outcome, at: reviewedAt, reason: outcome === 'rejected' ? REJECTION : null },
    });
  }
  return outcomes.length;
}
