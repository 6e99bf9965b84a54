import type { ListingFileKind } from '@autobid/contract';
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctionFiles, inventories, listingFiles, listings, type PhotoRow } from '../../db/schema';

export type ListingFileRow = typeof listingFiles.$inferSelect;
const SELLER_KINDS: ListingFileKind[] = ['photo', 'document'];

/** The rows of a listing's photos and documents (not the inspector's photos, which have their own owner). */
export function createListingFilesRepository() {
  const ofListing = (listingId: number) =>
    and(eq(listingFiles.listingId, listingId), inArray(listingFiles.kind, SELLER_KINDS));

  return {
    /** The listing's owner and state, without a lock: for the checks before a file is processed. */
    async findListing(tx: Executor, listingId: number) {
      const [row] = await tx
        .select({
          id: listings.id,
          status: listings.status,
          sellerGroupId: listings.sellerGroupId,
          inventoryId: listings.inventoryId,
        })
        .from(listings)
        .where(eq(listings.id, listingId));
      return row;
    },

    /** Photos, then documents, each in their order. */
    list(tx: Executor, listingId: number): Promise<ListingFileRow[]> {
      return tx
        .select()
        .from(listingFiles)
        .where(ofListing(listingId))
        .orderBy(asc(listingFiles.kind), asc(listingFiles.position), asc(listingFiles.id));
    },

    async count(tx: Executor, listingId: number, kind: ListingFileKind): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(listingFiles)
        .where(and(eq(listingFiles.listingId, listingId), eq(listingFiles.kind, kind)));
      return row?.n ?? 0;
    },

    async find(tx: Executor, listingId: number, fileId: number) {
      const [row] = await tx
        .select()
        .from(listingFiles)
        .where(and(ofListing(listingId), eq(listingFiles.id, fileId)));
      return row;
    },

    async insert(tx: Executor, row: typeof listingFiles.$inferInsert): Promise<ListingFileRow> {
      const [inserted] = await tx.insert(listingFiles).values(row).returning();
      return inserted!;
    },

    /** Numbers the files 0, 1, … in the order given. */
    async setPositions(tx: Executor, orderedIds: readonly number[]): Promise<void> {
      for (const [position, id] of orderedIds.entries())
        await tx.update(listingFiles).set({ position }).where(eq(listingFiles.id, id));
    },

    async setCaption(tx: Executor, fileId: number, caption: string): Promise<void> {
      await tx.update(listingFiles).set({ caption }).where(eq(listingFiles.id, fileId));
    },

    async remove(tx: Executor, fileId: number): Promise<void> {
      await tx.delete(listingFiles).where(eq(listingFiles.id, fileId));
    },

    /** The file a stored key belongs to (its display image, thumbnail or PDF), with its listing's state. */
    async findByKey(tx: Executor, key: string) {
      const [row] = await tx
        .select({ file: listingFiles, status: listings.status })
        .from(listingFiles)
        .innerJoin(listings, eq(listings.id, listingFiles.listingId))
        .where(
          and(
            inArray(listingFiles.kind, SELLER_KINDS),
            or(eq(listingFiles.key, key), eq(listingFiles.thumbnailKey, key)),
          ),
        );
      return row;
    },

    async setInventoryPhotos(tx: Executor, inventoryId: number, photos: PhotoRow[]) {
      await tx.update(inventories).set({ photos }).where(eq(inventories.id, inventoryId));
    },

    async insertAuctionFiles(tx: Executor, rows: (typeof auctionFiles.$inferInsert)[]) {
      if (rows.length > 0) await tx.insert(auctionFiles).values(rows);
    },

    async auctionFileKeys(tx: Executor, auctionId: number): Promise<string[]> {
      const rows = await tx
        .select({ key: auctionFiles.storageKey })
        .from(auctionFiles)
        .where(eq(auctionFiles.auctionId, auctionId));
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },
  };
}

export type ListingFilesRepository = ReturnType<typeof createListingFilesRepository>;
