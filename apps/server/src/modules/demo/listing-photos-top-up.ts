import { and, eq, inArray, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { inventories, listingFiles, listings, makes, models, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { FileStore } from '../../lib/files/file-store';
import { storeListingFile } from '../../lib/files/listing-files';
import { mediaPathOf } from '../listings/listing-file-links';
import { findCatalogModel } from './catalog';
import { resolvePaint } from './car-art/palette';
import { renderCarSvg } from './car-art/render-car-svg';
import { CAR_VIEWS } from './car-art/views';
import { DEMO_EMAILS } from './demo-accounts';

/** The views the demo seller "photographed", cover first. */
const VIEWS = CAR_VIEWS.filter((view) => ['front', 'side', 'rear'].includes(view.key));

async function listingsWithoutPhotos(db: Database) {
  return db
    .select({
      id: listings.id,
      inventoryId: listings.inventoryId,
      createdBy: listings.createdBy,
      createdAt: listings.createdAt,
      make: makes.name,
      model: models.name,
      year: inventories.year,
      color: inventories.color,
    })
    .from(listings)
    .innerJoin(inventories, eq(inventories.id, listings.inventoryId))
    .innerJoin(makes, eq(makes.id, inventories.makeId))
    .innerJoin(models, eq(models.id, inventories.modelId))
    .innerJoin(users, eq(users.id, listings.createdBy))
    .where(
      and(
        eq(users.email, DEMO_EMAILS.seller),
        inArray(listings.status, [
          'pending',
          'approved',
          'rejected',
          'scheduled',
          'sold',
          'unsold',
        ]),
        notExists(
          db
            .select({ id: listingFiles.id })
            .from(listingFiles)
            .where(eq(listingFiles.listingId, listings.id)),
        ),
      ),
    );
}

/**
 * Gives the demo seller's listings a few photos, so operations' review queue shows thumbnails and
 * the lots of the demo's sale sessions show the car to dealers on every start (docs/files.md); a
 * withdrawn listing is left as it is. The photos are the demo's drawn car art, turned into
 * PNG and stored through the same checks and store as a seller's upload; a listing with any file
 * already is left alone. Returns how many photos it stored.
 */
export async function topUpListingPhotos(
  db: Database,
  store: FileStore,
  clock: Clock,
): Promise<number> {
  let stored = 0;
  for (const listing of await listingsWithoutPhotos(db)) {
    const body = findCatalogModel(listing.make, listing.model)?.body ?? 'sedan';
    const rows: (typeof listingFiles.$inferInsert)[] = [];
    for (const [position, view] of VIEWS.entries()) {
      const svg = renderCarSvg({
        inventoryId: listing.inventoryId,
        make: listing.make,
        model: listing.model,
        year: listing.year,
        colorName: listing.color,
        paint: resolvePaint(listing.color) ?? '#b9bec4',
        body,
        view: view.key,
        language: 'en',
      });
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const result = await storeListingFile({
        store,
        listingId: listing.id,
        kind: 'photo',
        source: png,
        existingCount: position,
      });
      if (!result.ok || result.value.kind !== 'photo') continue;
      const { display, thumbnail } = result.value;
      rows.push({
        listingId: listing.id,
        kind: 'photo',
        position: rows.length,
        key: display.key,
        thumbnailKey: thumbnail.key,
        fileName: `${view.key}.png`,
        caption: view.label.en,
        contentType: display.contentType,
        bytes: display.size,
        width: display.width,
        height: display.height,
        uploadedBy: listing.createdBy,
        createdAt: new Date(clock.now()),
      });
    }
    if (rows.length === 0) continue;
    try {
      await db.transaction(async (tx) => {
        await tx.insert(listingFiles).values(rows);
        await tx
          .update(inventories)
          .set({
            photos: rows.map((row) => ({ url: mediaPathOf(row.key), caption: row.caption! })),
          })
          .where(eq(inventories.id, listing.inventoryId));
      });
    } catch (error) {
      const keys = rows.flatMap((row) => [row.key, row.thumbnailKey!]);
      await Promise.allSettled(keys.map((key) => store.delete(key)));
      throw error;
    }
    stored += rows.length;
  }
  return stored;
}
