import { and, asc, eq, exists, inArray, not, or, sql } from 'drizzle-orm';
import type { AuditActor } from '../../db/audit-log';
import type { Executor } from '../../db/client';
import {
  inspections,
  inventories,
  listings,
  makes,
  models,
  type InspectionSectionRow,
} from '../../db/schema';
import type { PlanContext } from './auction-planner';
import {
  auditInspectionHistory,
  auditListingHistory,
  DEMO_REVIEW_MINUTES,
  findDemoActors,
  type DemoActors,
} from './demo-audit';

/** Cars the inspector always finds waiting in the demo's inspection queue, one of them a draft. */
const WAITING_TARGET = 3;
const COLORS = ['White', 'Silver', 'Grey', 'Blue'] as const;
const LOCATIONS = ['Shah Alam, Selangor', 'Klang, Selangor', 'Seremban, Negeri Sembilan'];

const hasVersion = (tx: Executor, status: 'draft' | 'published') =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(inspections)
      .where(
        and(eq(inspections.inventoryId, listings.inventoryId), eq(inspections.status, status)),
      ),
  );

/**
 * The inspector's demo queue (docs/inspections.md): on every start at least three listed cars wait
 * for inspection (approved ones are added when inspectors have caught up), and one of them holds
 * a draft in progress, half rated, so a newcomer sees both starting and continuing a report.
 * Returns how many cars it listed.
 */
export async function topUpInspections(
  tx: Executor,
  options: { sellerGroupId: number; plan: Pick<PlanContext, 'now' | 'random'> },
): Promise<number> {
  const { sellerGroupId, plan } = options;
  const actors = await findDemoActors(tx);
  const sellerId = actors.seller?.id;
  const inspector = actors.inspector;
  if (sellerId === undefined || !inspector) return 0;

  const waitingWhere = and(
    inArray(listings.status, ['pending', 'approved']),
    or(not(hasVersion(tx, 'published')), hasVersion(tx, 'draft')),
  );
  const waiting = await tx
    .select({ id: listings.id, inventoryId: listings.inventoryId })
    .from(listings)
    .where(waitingWhere)
    .orderBy(asc(listings.id));
  const added = await addApprovedListings(tx, {
    sellerGroupId,
    sellerId,
    actors,
    plan,
    count: Math.max(0, WAITING_TARGET - waiting.length),
  });
  const [draft] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .innerJoin(listings, eq(listings.inventoryId, inspections.inventoryId))
    .where(and(eq(inspections.status, 'draft'), inArray(listings.status, ['pending', 'approved'])))
    .limit(1);
  if (!draft) {
    const uninspected = [...waiting.map((w) => w.inventoryId), ...added];
    const [car] = await tx
      .select({ id: inventories.id })
      .from(inventories)
      .where(
        and(
          inArray(inventories.id, uninspected.length ? uninspected : [-1]),
          not(
            exists(
              tx
                .select({ one: sql`1` })
                .from(inspections)
                .where(eq(inspections.inventoryId, inventories.id)),
            ),
          ),
        ),
      )
      .orderBy(asc(inventories.id))
      .limit(1);
    if (car) {
      const [listing] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.inventoryId, car.id))
        .orderBy(asc(listings.id))
        .limit(1);
      await startDemoDraft(tx, {
        inventoryId: car.id,
        listingId: listing?.id ?? null,
        actors: { ...actors, inspector },
        at: plan.now,
      });
    }
  }
  return added.length;
}

/**
 * A first draft, half done: the outside and the cabin rated, the mechanicals still to check. In
 * the audit log the inspector started it ten minutes ago and saved these ratings now.
 */
async function startDemoDraft(
  tx: Executor,
  options: {
    inventoryId: number;
    listingId: number | null;
    actors: DemoActors & { inspector: AuditActor };
    at: Date;
  },
): Promise<void> {
  const sections: InspectionSectionRow[] = [
    { key: 'exterior', name: 'Exterior', rating: 75, notes: 'Light scratches on rear bumper.' },
    { key: 'interior', name: 'Interior', rating: 100, notes: 'Clean; no wear on the seats.' },
  ];
  const [draft] = await tx
    .insert(inspections)
    .values({
      inventoryId: options.inventoryId,
      version: 1,
      revision: 2,
      status: 'draft',
      inspectorId: options.actors.inspector.id,
      score: 88,
      summary: '',
      sections,
      inspectedAt: options.at,
      publishedAt: null,
      updatedAt: options.at,
    })
    .returning({ id: inspections.id });
  await auditInspectionHistory(tx, options.actors, {
    id: draft!.id,
    listingId: options.listingId,
    version: 1,
    score: 88,
    sections,
    startedAt: new Date(options.at.getTime() - 10 * 60_000),
    savedAt: options.at,
    publishedAt: null,
  });
}

async function addApprovedListings(
  tx: Executor,
  options: {
    sellerGroupId: number;
    sellerId: number;
    actors: DemoActors;
    plan: Pick<PlanContext, 'now' | 'random'>;
    count: number;
  },
): Promise<number[]> {
  const { sellerGroupId, sellerId, actors, plan, count } = options;
  if (count === 0) return [];
  const catalog = await tx
    .select({ modelId: models.id, makeId: makes.id })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .orderBy(asc(models.id))
    .limit(40);
  if (catalog.length === 0) return [];
  const { random, now } = plan;
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const model = catalog[random.int(0, catalog.length - 1)]!;
    const chassisNumber = `INSP${now.getTime().toString(36).toUpperCase()}${index}${random.int(100, 999)}`;
    const at = new Date(now.getTime() - (count - index) * 5_400_000);
    const reviewedAt = new Date(at.getTime() + DEMO_REVIEW_MINUTES * 60_000);
    const startPrice = random.int(30, 110) * 1_000;
    const [car] = await tx
      .insert(inventories)
      .values({
        sellerGroupId,
        makeId: model.makeId,
        modelId: model.modelId,
        year: random.int(2015, 2023),
        variant: '2.0 E',
        mileageKm: random.int(15, 160) * 1_000,
        transmission: 'Automatic',
        fuel: 'Petrol',
        color: COLORS[random.int(0, COLORS.length - 1)]!,
        registrationNumber: `B${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))} ${random.int(1000, 9999)}`,
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
        status: 'approved',
        chassisNumber,
        location: LOCATIONS[random.int(0, LOCATIONS.length - 1)]!,
        startPrice,
        reservePrice: startPrice + random.int(5, 20) * 1_000,
        reviewedBy: actors.operations?.id ?? null,
        reviewedAt,
        version: 2,
        createdAt: at,
        updatedAt: reviewedAt,
      })
      .returning({ id: listings.id });
    await auditListingHistory(tx, actors, {
      id: listing!.id,
      chassisNumber,
      createdAt: at,
      review: { outcome: 'approved', at: reviewedAt, reason: null },
    });
    ids.push(car!.id);
  }
  return ids;
}
