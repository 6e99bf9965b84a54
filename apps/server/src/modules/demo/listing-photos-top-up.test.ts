import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { ensureReferenceData } from '../../db/reference-data';
import { inventories, listingFiles, listings } from '../../db/schema';
import { createTestClock } from '../../testing/test-clock';
import { createTempFileStore } from '../../testing/files';
import type { LocalFileStore } from '../../lib/files/local-file-store';
import { presentPhotos } from '../auctions/auction-presenter';
import { topUpListingPhotos } from './listing-photos-top-up';
import { seedDemoData } from './seed';

const NOW = new Date('2026-03-02T09:00:00Z');

describe('photos of the demo seller’s listings on every start', () => {
  let handle: DatabaseHandle;
  let store: LocalFileStore;
  beforeAll(async () => {
    handle = await openPglite();
    await handle.migrate();
    await ensureReferenceData(handle.db);
    await seedDemoData(handle.db, { now: NOW });
    store = await createTempFileStore();
  });
  afterAll(() => handle.close());

  it('each waiting, scheduled and auctioned listing gets three drawn photos through the file store, cover first in the car’s gallery; a second start adds none', async () => {
    const clock = createTestClock(NOW.getTime());
    const stored = await topUpListingPhotos(handle.db, store, clock);
    const shown = await handle.db
      .select({ id: listings.id, inventoryId: listings.inventoryId, status: listings.status })
      .from(listings)
      .where(inArray(listings.status, ['pending', 'scheduled', 'sold', 'unsold']));
    expect(new Set(shown.map((l) => l.status))).toEqual(
      new Set(['pending', 'scheduled', 'sold', 'unsold']),
    );
    expect(stored).toBeGreaterThanOrEqual(shown.length * 3);
    for (const listing of shown) {
      const rows = await handle.db
        .select()
        .from(listingFiles)
        .where(eq(listingFiles.listingId, listing.id))
        .orderBy(asc(listingFiles.position));
      expect(rows.map((r) => [r.kind, r.position, r.caption])).toEqual([
        ['photo', 0, 'Front 3/4'],
        ['photo', 1, 'Side'],
        ['photo', 2, 'Rear'],
      ]);
      const thumbnail = await store.get(rows[0]!.thumbnailKey!);
      const meta = await sharp(Buffer.concat(await thumbnail!.body.toArray())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 400]);
      const [car] = await handle.db
        .select({ photos: inventories.photos })
        .from(inventories)
        .where(eq(inventories.id, listing.inventoryId));
      expect(car!.photos[0]!.url).toBe(`/media/${rows[0]!.key}`);
    }
    expect(await topUpListingPhotos(handle.db, store, clock)).toBe(0);
  });

  const galleryOfScheduledListing = async () => {
    const [listing] = await handle.db
      .select({ inventoryId: listings.inventoryId })
      .from(listings)
      .where(eq(listings.status, 'scheduled'))
      .orderBy(asc(listings.id))
      .limit(1);
    const [car] = await handle.db
      .select({ photos: inventories.photos })
      .from(inventories)
      .where(eq(inventories.id, listing!.inventoryId));
    return { inventoryId: listing!.inventoryId, photos: car!.photos };
  };

  it('a demo listing photo read in id or th has its caption in that language and its drawing with the words in it; in en the stored photo as it was', async () => {
    await topUpListingPhotos(handle.db, store, createTestClock(NOW.getTime()));
    const { inventoryId, photos } = await galleryOfScheduledListing();
    expect(presentPhotos(photos, 'id').map((p) => p.caption)).toEqual([
      'Depan 3/4',
      'Samping',
      'Belakang',
    ]);
    expect(presentPhotos(photos, 'th').map((p) => p.caption)).toEqual([
      'ด้านหน้า 3/4',
      'ด้านข้าง',
      'ด้านหลัง',
    ]);
    const [cover] = presentPhotos(photos, 'th');
    expect(cover!.url).toMatch(
      new RegExp(`^/media/cars/${inventoryId}-1\\.svg\\?.*view=front.*&lang=th$`),
    );
    expect(presentPhotos(photos, 'en')).toEqual(
      photos.map((p) => ({ url: p.url, caption: p.caption })),
    );
    expect(photos[0]!.url).toMatch(/^\/media\/listings\//);
  });

  it('demo listing photos stored before they had translations get them on the next start; a start after that changes nothing', async () => {
    const clock = createTestClock(NOW.getTime());
    await topUpListingPhotos(handle.db, store, clock);
    const before = await galleryOfScheduledListing();
    const untranslated = before.photos.map(({ url, caption }) => ({ url, caption }));
    await handle.db
      .update(inventories)
      .set({ photos: untranslated })
      .where(eq(inventories.id, before.inventoryId));

    expect(await topUpListingPhotos(handle.db, store, clock)).toBe(0);
    const after = await galleryOfScheduledListing();
    expect(after.photos).toEqual(before.photos);
    expect(presentPhotos(after.photos, 'id')[1]!.caption).toBe('Samping');

    await topUpListingPhotos(handle.db, store, clock);
    expect((await galleryOfScheduledListing()).photos).toEqual(before.photos);
  });
});
