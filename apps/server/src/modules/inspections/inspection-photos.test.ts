import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inventories, listings, models } from '../../db/schema';
import type { LocalFileStore } from '../../lib/files/local-file-store';
import { createGroup, createInventory, createUser } from '../../testing/factories';
import {
  buildHeicHeader,
  buildJpegWithGps,
  buildPdf,
  buildPngDeclaring,
  buildZipBomb,
  createTempFileStore,
  entriesIn,
} from '../../testing/files';
import { listingInput } from '../../testing/listing-input';
import { malformedUploads, multipartFile } from '../../testing/multipart';
import { createTestContext, type TestContext } from '../../testing/test-app';

type Headers = Record<string, string>;
const STAFF = '/portal/api/v2/staff/inspections';
const REPORT = {
  summary: 'Clean car.',
  sections: ['exterior', 'interior', 'engine', 'transmission', 'tyres_brakes'].map((key) => ({
    key,
    rating: 100,
    notes: '',
  })),
};

describe("an inspector's extra photos on a draft (docs/inspections.md, docs/files.md)", () => {
  let ctx: TestContext;
  let store: LocalFileStore;
  let inspector: Headers;
  let seller: Headers;
  let modelId: number;
  beforeAll(async () => {
    store = await createTempFileStore();
    ctx = await createTestContext({ files: store });
    const group = await createGroup(ctx.db, { kind: 'seller' });
    seller = {
      authorization: `Bearer ${await ctx.login((await createUser(ctx.db, { role: 'seller', activeGroupId: group.id })).email)}`,
    };
    const user = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['inspector'],
    });
    inspector = { authorization: `Bearer ${await ctx.login(user.email)}` };
    await createInventory(ctx.db, group.id);
    const [model] = await ctx.db.select({ id: models.id }).from(models).limit(1);
    modelId = model!.id;
  });
  afterAll(() => ctx.close());

  async function draftOfNewListing() {
    const listing = await ctx.app.inject({
      method: 'POST',
      url: '/portal/api/v2/sellers/listings',
      headers: seller,
      payload: listingInput({ model_id: modelId }),
    });
    const listingId: number = listing.json().data.id;
    await ctx.app.inject({
      method: 'POST',
      url: `${STAFF}/${listingId}/versions`,
      headers: inspector,
    });
    return { listingId, url: `${STAFF}/${listingId}/versions/1` };
  }
  const upload = (url: string, bytes: Buffer, options = {}) => {
    const body = multipartFile(bytes, options);
    return ctx.app.inject({
      method: 'POST',
      url: `${url}/photos`,
      headers: { ...inspector, ...body.headers },
      payload: body.payload,
    });
  };

  it('a phone photo is stored upright as WebP without its GPS, captioned, and on publish the car carries it', async () => {
    const { listingId, url } = await draftOfNewListing();
    const res = await upload(url, await buildJpegWithGps());
    expect(res.statusCode).toBe(201);
    const [photo] = res.json().data.photos;
    // The 640 × 480 photo said "rotate 90°", so it is stored as 480 × 640.
    expect(photo).toMatchObject({ width: 480, height: 640, caption: '' });
    const served = await ctx.app.inject({ url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect((await ctx.app.inject({ url: photo.thumbnail_url })).statusCode).toBe(200);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: inspector,
      payload: { ...REPORT, revision: 1, photos: [{ id: photo.id, caption: 'Dent, left door' }] },
    });
    expect(saved.json().data.photos[0].caption).toBe('Dent, left door');
    await ctx.app.inject({
      method: 'POST',
      url: `${url}/publish`,
      headers: inspector,
      payload: { revision: 2 },
    });
    const [listing] = await ctx.db.select().from(listings).where(eq(listings.id, listingId));
    const [car] = await ctx.db
      .select({ photos: inventories.extraInspectionPhotos })
      .from(inventories)
      .where(eq(inventories.id, listing!.inventoryId));
    expect(car!.photos).toEqual([{ url: photo.url, caption: 'Dent, left door' }]);
    const report = await ctx.app.inject({
      url: `/portal/api/v2/sellers/listings/${listingId}/inspection`,
      headers: seller,
    });
    expect(report.json().data.photos).toEqual([{ url: photo.url, caption: 'Dent, left door' }]);

    // A published version's photos cannot change.
    const late = await upload(url, await buildJpegWithGps());
    expect(late.json().code).toBe('inspection_published');
  });

  it('hostile and broken files are refused with clear codes and leave nothing in the store', async () => {
    const { url } = await draftOfNewListing();
    const before = await entriesIn(store);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const cases: Array<[Buffer, number, string]> = [
      [svg, 415, 'file_type_not_allowed'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 415, 'file_type_not_allowed'],
      [buildZipBomb(), 415, 'file_type_not_allowed'],
      [buildPdf(), 415, 'file_type_not_allowed'],
      [buildHeicHeader(), 415, 'heic_not_supported'],
      [buildPngDeclaring(30_000, 30_000), 422, 'image_too_large'],
      [(await buildJpegWithGps()).subarray(0, 2_000), 422, 'image_unreadable'],
      [Buffer.alloc(0), 422, 'file_empty'],
      [Buffer.alloc(20 * 1024 * 1024 + 10, 1), 413, 'file_too_large'],
    ];
    for (const [bytes, status, code] of cases) {
      const res = await upload(url, bytes);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code, code).toBe(code);
    }
    expect(await entriesIn(store)).toEqual(before);
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: `${url}/photos`,
      headers: inspector,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(422);
    const wrongField = await upload(url, await buildJpegWithGps(), { field: 'photo' });
    expect(wrongField.statusCode).toBe(422);
    expect(await entriesIn(store)).toEqual(before);
  });

  it.each(malformedUploads())(
    'a malformed upload (%s) is refused as such and leaves the draft and the store as they were',
    async (_, body) => {
      const { url } = await draftOfNewListing();
      const draft = async () =>
        (await ctx.app.inject({ url, headers: inspector })).json().data as unknown;
      const before = { draft: await draft(), store: await entriesIn(store) };
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${url}/photos`,
        headers: { ...inspector, 'content-type': body.type },
        payload: body.payload,
      });
      expect([res.statusCode, res.json().code]).toEqual([body.status, body.code]);
      if (body.message) expect(res.json().message).toBe(body.message);
      expect(await draft()).toEqual(before.draft);
      expect(await entriesIn(store)).toEqual(before.store);
    },
  );

  it('removing a photo uploaded to the draft deletes its files; one copied from the published version keeps them', async () => {
    const { listingId, url } = await draftOfNewListing();
    const first = (await upload(url, await buildJpegWithGps())).json().data.photos[0];
    await ctx.app.inject({
      method: 'PUT',
      url,
      headers: inspector,
      payload: { ...REPORT, revision: 1 },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `${url}/publish`,
      headers: inspector,
      payload: { revision: 2 },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `${STAFF}/${listingId}/versions`,
      headers: inspector,
    });
    const v2 = `${STAFF}/${listingId}/versions/2`;
    const added = (await upload(v2, await buildJpegWithGps())).json().data.photos[1];

    const removeCopied = await ctx.app.inject({
      method: 'DELETE',
      url: `${v2}/photos/${first.id}`,
      headers: inspector,
    });
    expect(removeCopied.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: first.url })).statusCode).toBe(200);
    const removeAdded = await ctx.app.inject({
      method: 'DELETE',
      url: `${v2}/photos/${added.id}`,
      headers: inspector,
    });
    expect(removeAdded.json().data.photos).toEqual([]);
    expect((await ctx.app.inject({ url: added.url })).statusCode).toBe(404);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${v2}/photos/${added.id}`,
      headers: inspector,
    });
    expect(again.statusCode).toBe(404);
    const badId = await ctx.app.inject({
      method: 'DELETE',
      url: `${v2}/photos/not-a-photo`,
      headers: inspector,
    });
    expect(badId.statusCode).toBe(422);
    const actions = await ctx.db.select({ action: auditLog.action }).from(auditLog);
    expect(
      actions.filter((a) => a.action.startsWith('inspection.photo_')).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('a photo address that is not a stored photo answers 404 or 422, never a file outside the store', async () => {
    expect(
      (await ctx.app.inject({ url: '/media/inspections/1/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(422);
    expect(
      (
        await ctx.app.inject({
          url: '/media/inspections/1/1f0e8f8e-7a59-4a60-8d4e-8a9d2b7c0e11-display.webp',
        })
      ).statusCode,
    ).toBe(404);
  });
});
