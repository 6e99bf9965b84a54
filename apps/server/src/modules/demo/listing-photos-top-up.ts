import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import {
  inventories,
  listingFiles,
  listings,
  makes,
  models,
  users,
  type PhotoRow,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { FileStore } from '../../lib/files/file-store';
import { storeListingFile } from '../../lib/files/listing-files';
import { LISTING_MEDIA_PATH, mediaPathOf } from '../listings/listing-file-links';
import { findCatalogModel } from './catalog';
import { resolvePaint } from './car-art/palette';
import { renderCarSvg } from './car-art/render-car-svg';
import { CAR_VIEWS } from './car-art/views';
import { DEMO_EMAILS } from './demo-accounts';
import { buildPhotos } from './photos';

/** The views the demo seller "photographed", cover first. */
const VIEWS = CAR_VIEWS.filter((view) => ['front', 'side', 'rear'].includes(view.key));

const carColumns = {
  inventoryId: listings.inventoryId,
  make: makes.name,
  model: models.name,
  year: inventories.year,
  color: inventories.color,
};
type Car = { inventoryId: number; make: string; model: string; year: number; color: string };

const bodyOf = (car: Car) => findCatalogModel(car.make, car.model)?.body ?? 'sedan';

/**
 * A demo listing photo as the car's gallery holds it: the stored image with its caption and, in
 * id and th, the caption and the same drawing with its words in that language, from the car art
 * route like the demo cars' own photos (`lang`, docs/languages-and-formats.md). A photo whose
 * English caption is not one of the demo's views (a seller's own) stays as it is.
 */
function withTranslations(photo: PhotoRow, car: Car): PhotoRow {
  const index = CAR_VIEWS.findIndex((view) => view.label.en === photo.caption);
  if (photo.translations || index < 0) return photo;
  const { inventoryId, make, model, year, color } = car;
  const drawn = buildPhotos({
    inventoryId,
    make,
    model,
    year,
    color,
    count: CAR_VIEWS.length,
    body: bodyOf(car),
  })[index]!;
  return { ...photo, translations: drawn.translations };
}

/** A select from `listings` narrowed to the demo seller's listings, with their cars joined. */
function ofDemoSeller<T extends PgSelect>(query: T, condition: SQL | undefined) {
  return query
    .innerJoin(inventories, eq(inventories.id, listings.inventoryId))
    .innerJoin(makes, eq(makes.id, inventories.makeId))
    .innerJoin(models, eq(models.id, inventories.modelId))
    .innerJoin(users, eq(users.id, listings.createdBy))
    .where(and(eq(users.email, DEMO_EMAILS.seller), condition));
}

/** The demo seller's cars whose gallery starts with a listing photo that has no translations. */
async function carsWithUntranslatedListingPhotos(db: Database) {
  return ofDemoSeller(
    db
      .select({ ...carColumns, photos: inventories.photos })
      .from(listings)
      .$dynamic(),
    and(
      sql`${inventories.photos} -> 0 ->> 'url' like ${`${LISTING_MEDIA_PATH}/%`}`,
      sql`${inventories.photos} -> 0 -> 'translations' is null`,
    ),
  );
}

/**
 * Gives the demo listing photos stored before they came in every language their Indonesian and
 * Thai, found from the English caption. A second run changes nothing.
 */
async function translateListingPhotos(db: Database): Promise<void> {
  for (const car of await carsWithUntranslatedListingPhotos(db)) {
    await db
      .update(inventories)
      .set({ photos: car.photos.map((photo) => withTranslations(photo, car)) })
      .where(eq(inventories.id, car.inventoryId));
  }
}

async function listingsWithoutPhotos(db: Database) {
  return ofDemoSeller(
    db
      .select({
        ...carColumns,
        id: listings.id,
        createdBy: listings.createdBy,
        createdAt: listings.createdAt,
      })
      .from(listings)
      .$dynamic(),
    and(
      inArray(listings.status, ['pending', 'approved', 'rejected', 'scheduled', 'sold', 'unsold']),
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
 * already is left alone. In the car's gallery each carries its caption and drawing in id and th
 * (`withTranslations`); photos stored before that get them here. Returns how many photos it stored.
 */
export async function topUpListingPhotos(
  db: Database,
  store: FileStore,
  clock: Clock,
): Promise<number> {
  await translateListingPhotos(db);
  let stored = 0;
  for (const listing of await listingsWithoutPhotos(db)) {
    const body = bodyOf(listing);
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
            photos: rows.map((row) =>
              withTranslations({ url: mediaPathOf(row.key), caption: row.caption! }, listing),
            ),
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
