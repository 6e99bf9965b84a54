import type { InspectionQueueTab, ListingStatus } from '@autobid/contract';
import { and, asc, count, desc, eq, exists, inArray, not, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  groups,
  inspections,
  inventories,
  listings,
  makes,
  models,
  users,
  type InspectionPhotoRow,
  type InspectionSectionRow,
  type PhotoRow,
} from '../../db/schema';

/** Listings the inspector's queue offers: reviewed or waiting for review, not yet on sale. */
export const QUEUE_STATUSES: readonly ListingStatus[] = ['pending', 'approved'];

export type InspectionRow = typeof inspections.$inferSelect;
export type ListingViewRow = NonNullable<Awaited<ReturnType<InspectionsRepository['findListing']>>>;
export type VersionRow = InspectionRow & { inspectorName: string | null };

const hasVersion = (db: Executor, status: 'draft' | 'published') =>
  exists(
    db
      .select({ one: sql`1` })
      .from(inspections)
      .where(
        and(eq(inspections.inventoryId, listings.inventoryId), eq(inspections.status, status)),
      ),
  );

export function createInspectionsRepository(db: Database) {
  const listingView = (tx: Executor) =>
    tx
      .select({
        listing: listings,
        car: inventories,
        make: makes.name,
        model: models.name,
        groupName: groups.name,
      })
      .from(listings)
      .innerJoin(inventories, eq(inventories.id, listings.inventoryId))
      .innerJoin(makes, eq(makes.id, inventories.makeId))
      .innerJoin(models, eq(models.id, inventories.modelId))
      .innerJoin(groups, eq(groups.id, listings.sellerGroupId));

  /** Waiting: no published version yet, or a draft (always the newest) is open. */
  const waiting = () =>
    and(
      inArray(listings.status, [...QUEUE_STATUSES]),
      or(not(hasVersion(db, 'published')), hasVersion(db, 'draft')),
    );
  const latestPublishedAt = sql`(select max(${inspections.publishedAt}) from ${inspections}
    where ${inspections.inventoryId} = ${listings.inventoryId} and ${inspections.status} = 'published')`;

  return {
    /** One page of the queue: waiting cars oldest listed first, or recently published first. */
    async page(query: { tab: InspectionQueueTab; page: number; perPage: number }) {
      const where = query.tab === 'waiting' ? waiting() : hasVersion(db, 'published');
      const [total] = await db.select({ n: count() }).from(listings).where(where);
      const rows = await listingView(db)
        .where(where)
        .orderBy(
          ...(query.tab === 'waiting'
            ? [asc(listings.createdAt), asc(listings.id)]
            : [desc(latestPublishedAt), desc(listings.id)]),
        )
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return { total: total?.n ?? 0, rows };
    },

    async findListing(tx: Executor, listingId: number) {
      const [row] = await listingView(tx).where(eq(listings.id, listingId));
      return row;
    },

    /** The listing's row under its lock: starting a version waits for any other start of the same car. */
    async lockListing(tx: Executor, listingId: number) {
      const [row] = await tx
        .select()
        .from(listings)
        .where(eq(listings.id, listingId))
        .for('update');
      return row;
    },

    /** The version headlines of several cars, for the queue's columns. */
    async findHeadlines(inventoryIds: readonly number[]) {
      if (inventoryIds.length === 0) return [];
      return db
        .select({
          inventoryId: inspections.inventoryId,
          version: inspections.version,
          status: inspections.status,
          score: inspections.score,
          sectionCount: sql<number>`jsonb_array_length(${inspections.sections})`.mapWith(Number),
          publishedAt: inspections.publishedAt,
          updatedAt: inspections.updatedAt,
        })
        .from(inspections)
        .where(inArray(inspections.inventoryId, [...inventoryIds]))
        .orderBy(desc(inspections.version));
    },

    /** Every version of a car's report, newest first, with who last worked on it. */
    async findVersions(tx: Executor, inventoryId: number): Promise<VersionRow[]> {
      const rows = await tx
        .select({ inspection: inspections, inspectorName: users.name })
        .from(inspections)
        .leftJoin(users, eq(users.id, inspections.inspectorId))
        .where(eq(inspections.inventoryId, inventoryId))
        .orderBy(desc(inspections.version));
      return rows.map((row) => ({ ...row.inspection, inspectorName: row.inspectorName }));
    },

    async lockVersion(tx: Executor, inventoryId: number, version: number) {
      const [row] = await tx
        .select()
        .from(inspections)
        .where(and(eq(inspections.inventoryId, inventoryId), eq(inspections.version, version)))
        .for('update');
      return row;
    },

    /** The newest published version: what dealers see of the car. */
    async findLatestPublished(tx: Executor, inventoryId: number) {
      const [row] = await tx
        .select()
        .from(inspections)
        .where(and(eq(inspections.inventoryId, inventoryId), eq(inspections.status, 'published')))
        .orderBy(desc(inspections.version))
        .limit(1);
      return row;
    },

    async insertDraft(
      tx: Executor,
      values: {
        inventoryId: number;
        version: number;
        inspectorId: number;
        summary: string;
        summaryTranslations: Record<string, string>;
        sections: InspectionSectionRow[];
        photos: InspectionPhotoRow[];
        score: number;
        at: Date;
      },
    ): Promise<number> {
      const [row] = await tx
        .insert(inspections)
        .values({
          inventoryId: values.inventoryId,
          version: values.version,
          status: 'draft',
          inspectorId: values.inspectorId,
          summary: values.summary,
          summaryTranslations: values.summaryTranslations,
          sections: values.sections,
          photos: values.photos,
          score: values.score,
          inspectedAt: values.at,
          updatedAt: values.at,
        })
        .returning({ id: inspections.id });
      return row!.id;
    },

    async updateDraft(
      tx: Executor,
      id: number,
      change: Partial<
        Pick<
          InspectionRow,
          | 'summary'
          | 'summaryTranslations'
          | 'sections'
          | 'photos'
          | 'score'
          | 'inspectorId'
          | 'revision'
        >
      > & { updatedAt: Date },
    ): Promise<void> {
      await tx
        .update(inspections)
        .set(change)
        .where(and(eq(inspections.id, id), eq(inspections.status, 'draft')));
    },

    async publish(tx: Executor, id: number, change: { score: number; at: Date; by: number }) {
      await tx
        .update(inspections)
        .set({
          status: 'published',
          score: change.score,
          inspectorId: change.by,
          inspectedAt: change.at,
          publishedAt: change.at,
          updatedAt: change.at,
        })
        .where(and(eq(inspections.id, id), eq(inspections.status, 'draft')));
    },

    async setExtraPhotos(tx: Executor, inventoryId: number, photos: PhotoRow[]): Promise<void> {
      await tx
        .update(inventories)
        .set({ extraInspectionPhotos: photos })
        .where(eq(inventories.id, inventoryId));
    },
  };
}

export type InspectionsRepository = ReturnType<typeof createInspectionsRepository>;
