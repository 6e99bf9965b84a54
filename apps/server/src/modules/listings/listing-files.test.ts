import { and, asc, eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inventories, listingFiles, listings, models } from '../../db/schema';
import {
  buildJpeg,
  buildJpegWithGps,
  buildPdf,
  buildPngDeclaring,
  buildZipBomb,
  createTempFileStore,
  entriesIn,
} from '../../testing/files';
import {
  createGroup,
  createInventory,
  createUser,
  createWonAuction,
} from '../../testing/factories';
import { listingInput } from '../../testing/listing-input';
import { malformedUploads, multipartFile } from '../../testing/multipart';
import { createTestContext, type TestContext } from '../../testing/test-app';
import type { LocalFileStore } from '../../lib/files/local-file-store';
import { attachListingFilesToAuction } from './listing-files.service';

type Headers = Record<string, string>;
const SELLER = '/portal/api/v2/sellers/listings';
const STAFF = '/portal/api/v2/staff/listings';

describe('a seller’s photos and documents of a listing (docs/files.md)', () => {
  let ctx: TestContext;
  let store: LocalFileStore;
  let modelId: number;
  const as = {} as Record<'seller' | 'other' | 'dealer' | 'operations' | 'inspector', Headers>;
  let dealerUser: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    store = await createTempFileStore();
    ctx = await createTestContext({ files: store });
    const group = await createGroup(ctx.db, { kind: 'seller' });
    const other = await createGroup(ctx.db, { kind: 'seller' });
    const login = async (user: { email: string }) => ({
      authorization: `Bearer ${await ctx.login(user.email)}`,
    });
    as.seller = await login(await createUser(ctx.db, { role: 'seller', activeGroupId: group.id }));
    as.other = await login(await createUser(ctx.db, { role: 'seller', activeGroupId: other.id }));
    dealerUser = await createUser(ctx.db);
    as.dealer = await login(dealerUser);
    for (const role of ['operations', 'inspector'] as const)
      as[role] = await login(
        await createUser(ctx.db, { role: 'staff', activeGroupId: null, staffRoles: [role] }),
      );
    await createInventory(ctx.db, group.id);
    const [model] = await ctx.db.select({ id: models.id }).from(models).limit(1);
    modelId = model!.id;
  });
  afterAll(() => ctx.close());

  let chassis = 0;
  async function newListing(): Promise<{ id: number; inventoryId: number }> {
    chassis += 1;
    const res = await ctx.app.inject({
      method: 'POST',
      url: SELLER,
      headers: as.seller,
      payload: listingInput({ model_id: modelId, chassis_number: `FILES-${chassis}000` }),
    });
    const data = res.json().data;
    return { id: data.id, inventoryId: data.car.inventory_id };
  }
  const upload = (
    listingId: number | string,
    bytes: Buffer,
    options: { kind?: 'photos' | 'documents'; headers?: Headers; fileName?: string } = {},
  ) => {
    const body = multipartFile(bytes, { fileName: options.fileName ?? 'car.jpg' });
    return ctx.app.inject({
      method: 'POST',
      url: `${SELLER}/${listingId}/${options.kind ?? 'photos'}`,
      headers: { ...(options.headers ?? as.seller), ...body.headers },
      payload: body.payload,
    });
  };
  const send = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const rowsOf = (listingId: number) =>
    ctx.db
      .select()
      .from(listingFiles)
      .where(eq(listingFiles.listingId, listingId))
      .orderBy(asc(listingFiles.position));
  const storedOf = async (listingId: number) =>
    (await store.list(`listings/${listingId}/`)).map((f) => f.key);
  const listingRow = async (id: number) =>
    (await ctx.db.select().from(listings).where(eq(listings.id, id)))[0]!;

  it('an uploaded photo is stored as a display and a thumbnail WebP served without its EXIF and GPS', async () => {
    const { id, inventoryId } = await newListing();
    const res = await upload(id, await buildJpegWithGps(), { fileName: 'IMG_0001.jpg' });
    expect(res.statusCode).toBe(201);
    const photo = res.json().data;
    expect(photo).toMatchObject({
      kind: 'photo',
      position: 0,
      file_name: 'IMG_0001.jpg',
      content_type: 'image/webp',
      width: 480,
      height: 640,
    });
    expect(await storedOf(id)).toHaveLength(2);
    for (const url of [photo.url, photo.thumbnail_url]) {
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'x-content-type-options': 'nosniff',
      });
      expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.exif, meta.xmp]).toEqual(['webp', undefined, undefined]);
      expect(served.rawPayload.includes('Siti Seller')).toBe(false);
    }
    const [car] = await ctx.db.select().from(inventories).where(eq(inventories.id, inventoryId));
    expect(car!.photos).toEqual([{ url: photo.url.split('?')[0], caption: '' }]);
    expect((await listingRow(id)).version).toBe(2);
  });

  describe('refused uploads leave no row and no file', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const cases: [
      string,
      () => Promise<Buffer> | Buffer,
      'photos' | 'documents',
      number,
      string,
    ][] = [
      [
        'a PNG declaring 30,000 × 30,000 pixels',
        () => buildPngDeclaring(30_000, 30_000),
        'photos',
        422,
        'image_too_large',
      ],
      ['an SVG with a script', () => Buffer.from(svg), 'photos', 415, 'file_type_not_allowed'],
      ['a zip bomb named .jpg', () => buildZipBomb(), 'photos', 415, 'file_type_not_allowed'],
      [
        'a truncated JPEG',
        async () => (await buildJpeg(1200, 900)).subarray(0, 4000),
        'photos',
        422,
        'image_unreadable',
      ],
      ['a PDF sent as a photo', () => buildPdf(), 'photos', 415, 'file_type_not_allowed'],
      [
        'a photo sent as a document',
        () => buildJpeg(50, 50),
        'documents',
        415,
        'file_type_not_allowed',
      ],
      ['a PDF cut short', () => buildPdf().subarray(0, 60), 'documents', 422, 'pdf_unreadable'],
      ['an empty file', () => Buffer.alloc(0), 'photos', 422, 'file_empty'],
      [
        'a file of 21 MB',
        () => Buffer.alloc(21 * 1024 * 1024, 0xff),
        'photos',
        413,
        'file_too_large',
      ],
    ];
    it.each(cases)('%s is refused', async (_, build, kind, status, code) => {
      const { id } = await newListing();
      const res = await upload(id, await build(), { kind });
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      expect(await rowsOf(id)).toEqual([]);
      expect(await storedOf(id)).toEqual([]);
      expect((await listingRow(id)).version).toBe(1);
    });

    it('a listing holding 40 photos refuses one more', async () => {
      const { id } = await newListing();
      await ctx.db.insert(listingFiles).values(
        Array.from({ length: 40 }, (_, position) => ({
          listingId: id,
          kind: 'photo' as const,
          position,
          key: `listings/${id}/photos/p${position}-display.webp`,
          fileName: 'p.jpg',
          contentType: 'image/webp',
          bytes: 1,
        })),
      );
      const res = await upload(id, await buildJpeg(50, 50));
      expect([res.statusCode, res.json().code]).toEqual([422, 'file_limit_reached']);
      expect(await rowsOf(id)).toHaveLength(40);
      expect(await storedOf(id)).toEqual([]);
    });

    it('a request without a file, or with it in another field, is refused naming the field', async () => {
      const { id } = await newListing();
      const json = await ctx.app.inject({
        method: 'POST',
        url: `${SELLER}/${id}/photos`,
        headers: as.seller,
        payload: { file: 'x' },
      });
      expect([json.statusCode, Object.keys(json.json().errors)]).toEqual([422, ['file']]);
      const body = multipartFile(await buildJpeg(50, 50), { field: 'photo' });
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: `${SELLER}/${id}/photos`,
        headers: { ...as.seller, ...body.headers },
        payload: body.payload,
      });
      expect(wrong.statusCode).toBe(422);
      expect(await storedOf(id)).toEqual([]);
    });

    it.each(malformedUploads())(
      'a malformed upload (%s) is refused as such on photos and documents, and stores nothing',
      async (_, body) => {
        const { id } = await newListing();
        for (const kind of ['photos', 'documents'] as const) {
          const res = await ctx.app.inject({
            method: 'POST',
            url: `${SELLER}/${id}/${kind}`,
            headers: { ...as.seller, 'content-type': body.type },
            payload: body.payload,
          });
          expect([res.statusCode, res.json().code]).toEqual([body.status, body.code]);
          if (body.message) expect(res.json().message).toBe(body.message);
        }
        expect(await rowsOf(id)).toEqual([]);
        expect(await storedOf(id)).toEqual([]);
        expect((await listingRow(id)).version).toBe(1);
      },
    );
  });

  it('another seller group, a dealer, an unknown listing or file: refused, and nothing changes', async () => {
    const { id } = await newListing();
    const photo = (await upload(id, await buildJpeg(60, 40))).json().data;
    const before = await storedOf(id);
    expect((await upload(id, await buildJpeg(50, 50), { headers: as.other })).statusCode).toBe(404);
    expect((await upload(id, await buildJpeg(50, 50), { headers: as.dealer })).statusCode).toBe(
      403,
    );
    expect((await upload(999_999, await buildJpeg(50, 50))).statusCode).toBe(404);
    expect((await send('GET', `${SELLER}/${id}/files`, as.other)).statusCode).toBe(404);
    expect((await send('GET', `${SELLER}/999999/files`, as.seller)).statusCode).toBe(404);
    const order = { file_ids: [photo.id] };
    expect((await send('PUT', `${SELLER}/${id}/photos/order`, as.other, order)).statusCode).toBe(
      404,
    );
    const caption = { caption: 'Front' };
    expect(
      (await send('PUT', `${SELLER}/${id}/files/${photo.id}`, as.other, caption)).statusCode,
    ).toBe(404);
    expect((await send('PUT', `${SELLER}/${id}/files/999999`, as.seller, caption)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `${SELLER}/${id}/files/${photo.id}`, as.other)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `${SELLER}/${id}/files/999999`, as.seller)).statusCode).toBe(404);
    expect((await send('DELETE', `${SELLER}/${id}/files/${photo.id}`, as.dealer)).statusCode).toBe(
      403,
    );
    expect((await send('GET', `${STAFF}/${id}/files`, as.dealer)).statusCode).toBe(403);
    expect((await send('GET', `${STAFF}/999999/files`, as.operations)).statusCode).toBe(404);
    expect(await storedOf(id)).toEqual(before);
    expect((await rowsOf(id)).map((r) => r.caption)).toEqual(['']);
  });

  it('the seller’s list shows each listing’s cover thumbnail, which follows the first photo and opens with its link', async () => {
    const { id } = await newListing();
    const coverOf = async () => {
      const page = await send('GET', `${SELLER}?page=1`, as.seller);
      const listing = page.json().data.find((l: { id: number }) => l.id === id);
      return listing.cover_thumbnail_url as string | null;
    };
    expect(await coverOf()).toBeNull();
    const first = (await upload(id, await buildJpeg(120, 90))).json().data.id as number;
    const second = (await upload(id, await buildJpeg(240, 90))).json().data.id as number;
    const thumbOf = async (fileId: number) =>
      (await rowsOf(id)).find((r) => r.id === fileId)!.thumbnailKey!.slice('listings/'.length);
    expect(await coverOf()).toContain(await thumbOf(first));
    await send('PUT', `${SELLER}/${id}/photos/order`, as.seller, { file_ids: [second, first] });
    const cover = (await coverOf())!;
    expect(cover).toContain(await thumbOf(second));
    const opened = await ctx.app.inject({ method: 'GET', url: cover });
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'image/webp']);
    const one = await send('GET', `${SELLER}/${id}`, as.seller);
    expect(one.json().data.cover_thumbnail_url).toBe(cover);
  });

  it('a listing without photos of its own takes its car’s first picture as cover, drawn in the language the seller or operations read', async () => {
    const { id, inventoryId } = await newListing();
    const drawn = '/media/cars/1-1.svg?view=front';
    await ctx.db
      .update(inventories)
      .set({
        photos: [
          {
            url: drawn,
            caption: 'Front 3/4',
            translations: {
              id: { caption: 'Depan 3/4', url: `${drawn}&lang=id` },
              th: { caption: 'ด้านหน้า 3/4', url: `${drawn}&lang=th` },
            },
          },
        ],
      })
      .where(eq(inventories.id, inventoryId));
    const coverIn = async (url: string, headers: Headers, language: string) => {
      const res = await send('GET', url, { ...headers, 'accept-language': language });
      const data = res.json().data;
      const listing = Array.isArray(data) ? data.find((l: { id: number }) => l.id === id) : data;
      return listing.cover_thumbnail_url as string | null;
    };
    expect(await coverIn(`${SELLER}/${id}`, as.seller, 'th')).toBe(`${drawn}&lang=th`);
    expect(await coverIn(`${SELLER}?page=1`, as.seller, 'id')).toBe(`${drawn}&lang=id`);
    expect(await coverIn(`${SELLER}/${id}`, as.seller, 'en')).toBe(drawn);
    expect(await coverIn(`${STAFF}?status=pending`, as.operations, 'th')).toBe(`${drawn}&lang=th`);
  });

  it('the seller orders the photos (the first is the cover), names them and removes one; dealers’ gallery follows; all in the audit log', async () => {
    const { id, inventoryId } = await newListing();
    const ids: number[] = [];
    for (const width of [100, 200, 300])
      ids.push((await upload(id, await buildJpeg(width, 100))).json().data.id);
    const bad = await send('PUT', `${SELLER}/${id}/photos/order`, as.seller, {
      file_ids: [ids[2], ids[0]],
    });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([422, ['file_ids']]);
    const ordered = await send('PUT', `${SELLER}/${id}/photos/order`, as.seller, {
      file_ids: [ids[2], ids[0], ids[1]],
    });
    expect(ordered.json().data.photos.map((p: { id: number }) => p.id)).toEqual([
      ids[2],
      ids[0],
      ids[1],
    ]);
    const named = await send('PUT', `${SELLER}/${id}/files/${ids[2]}`, as.seller, {
      caption: ' Front 3/4 ',
    });
    expect(named.json().data.caption).toBe('Front 3/4');
    const long = await send('PUT', `${SELLER}/${id}/files/${ids[2]}`, as.seller, {
      caption: 'x'.repeat(121),
    });
    expect([long.statusCode, Object.keys(long.json().errors)]).toEqual([422, ['caption']]);
    const keys = (await rowsOf(id)).find((r) => r.id === ids[0])!;
    const removed = await send('DELETE', `${SELLER}/${id}/files/${ids[0]}`, as.seller);
    expect(
      removed.json().data.photos.map((p: { id: number; position: number }) => [p.id, p.position]),
    ).toEqual([
      [ids[2], 0],
      [ids[1], 1],
    ]);
    expect(await store.stat(keys.key)).toBeNull();
    expect(await store.stat(keys.thumbnailKey!)).toBeNull();
    const [car] = await ctx.db.select().from(inventories).where(eq(inventories.id, inventoryId));
    expect(car!.photos.map((p) => p.caption)).toEqual(['Front 3/4', '']);
    expect(car!.photos[0]!.url).toMatch(
      new RegExp(`^/media/listings/${id}/photos/.+-display\\.webp$`),
    );
    const audit = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'listing'),
          eq(auditLog.entityId, String(id)),
          like(auditLog.action, 'listing.%file%'),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual([
      'listing.file_upload',
      'listing.file_upload',
      'listing.file_upload',
      'listing.file_caption',
      'listing.file_remove',
    ]);
  });

  it('a file change sends an approved listing back to review; a withdrawn listing takes no file', async () => {
    const { id } = await newListing();
    await ctx.app.inject({ method: 'POST', url: `${STAFF}/${id}/approve`, headers: as.operations });
    expect((await listingRow(id)).status).toBe('approved');
    await upload(id, buildPdf(), { kind: 'documents', fileName: 'registration.pdf' });
    expect((await listingRow(id)).status).toBe('pending');
    await ctx.app.inject({ method: 'POST', url: `${SELLER}/${id}/withdraw`, headers: as.seller });
    const before = await storedOf(id);
    const late = await upload(id, await buildJpeg(50, 50));
    expect([late.statusCode, late.json().code]).toEqual([409, 'invalid_transition']);
    expect(await storedOf(id)).toEqual(before);
  });

  it('staff open the files with their links; without a link only the photos of a car on sale open, never its documents', async () => {
    const { id } = await newListing();
    const photo = (await upload(id, await buildJpeg(80, 60))).json().data;
    const pdf = (
      await upload(id, buildPdf(), { kind: 'documents', fileName: 'service book.pdf' })
    ).json().data;
    for (const role of ['operations', 'inspector'] as const) {
      const files = (await send('GET', `${STAFF}/${id}/files`, as[role])).json().data;
      expect([files.photos.length, files.documents.length]).toEqual([1, 1]);
    }
    const served = await ctx.app.inject({ method: 'GET', url: pdf.url });
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(served.rawPayload.equals(buildPdf())).toBe(true);
    const bare = (url: string) => url.split('?')[0]!;
    expect((await ctx.app.inject({ method: 'GET', url: bare(photo.url) })).statusCode).toBe(404);
    const forged = photo.url.replace(/signature=[0-9a-f]{4}/, 'signature=0000');
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const other = `${bare(photo.url).replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000')}`;
    expect((await ctx.app.inject({ method: 'GET', url: other })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/media/listings/${id}/photos/..%2F..%2Fx.webp`,
        })
      ).statusCode,
    ).toBe(404);

    await ctx.db.update(listings).set({ status: 'scheduled' }).where(eq(listings.id, id));
    expect((await ctx.app.inject({ method: 'GET', url: bare(photo.url) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: bare(pdf.url) })).statusCode).toBe(404);
  });

  it('scheduling hands the listing’s documents to the auction, where its dealer opens them', async () => {
    const { id } = await newListing();
    await upload(id, buildPdf(), { kind: 'documents', fileName: 'registration card.pdf' });
    const [group] = await ctx.db
      .select({ id: listings.sellerGroupId })
      .from(listings)
      .where(eq(listings.id, id));
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId: group!.id,
      now: ctx.clock.now(),
      winner: dealerUser,
      amount: 30_000,
    });
    const attached = await ctx.db.transaction((tx) =>
      attachListingFilesToAuction(tx, { listingId: id, auctionId: auction.id }),
    );
    expect(attached).toBe(1);
    expect(
      await ctx.db.transaction((tx) =>
        attachListingFilesToAuction(tx, { listingId: id, auctionId: auction.id }),
      ),
    ).toBe(0);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/portal/api/v2/dealers/auctions/${auction.id}/detail?include=associated_files`,
      headers: as.dealer,
    });
    const [document] = detail.json().data.associated_files;
    expect(document).toMatchObject({ name: 'registration card', content_type: 'application/pdf' });
    const opened = await ctx.app.inject({ method: 'GET', url: document.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(buildPdf())).toBe(true);
  });
});

describe('a failure half-way through an upload leaves neither a file nor a row', () => {
  it('when the database refuses the row, the stored images are removed again', async () => {
    const store = await createTempFileStore();
    const ctx = await createTestContext({ files: store });
    try {
      const group = await createGroup(ctx.db, { kind: 'seller' });
      const seller = await createUser(ctx.db, { role: 'seller', activeGroupId: group.id });
      const headers = { authorization: `Bearer ${await ctx.login(seller.email)}` };
      await createInventory(ctx.db, group.id);
      const [model] = await ctx.db.select({ id: models.id }).from(models).limit(1);
      const listing = await ctx.app.inject({
        method: 'POST',
        url: SELLER,
        headers,
        payload: listingInput({ model_id: model!.id }),
      });
      const id = listing.json().data.id;
      await ctx.db.execute(
        sql.raw(
          `create function refuse_file() returns trigger language plpgsql as $$ begin raise exception 'disk quota'; end $$`,
        ),
      );
      await ctx.db.execute(
        sql.raw(
          'create trigger refuse_file before insert on listing_files for each row execute function refuse_file()',
        ),
      );
      const body = multipartFile(await buildJpeg(300, 200));
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${SELLER}/${id}/photos`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(500);
      expect(await ctx.db.select().from(listingFiles)).toEqual([]);
      expect((await entriesIn(store)).filter((e) => e.endsWith('.webp'))).toEqual([]);
      const audit = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'listing.file_upload'));
      expect(audit).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('when the disk fails on the thumbnail, the display image already written is removed', async () => {
    const store = await createTempFileStore();
    let puts = 0;
    const original = store.put.bind(store);
    store.put = async (key, body, meta) => {
      puts += 1;
      if (puts === 2) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      return original(key, body, meta);
    };
    const ctx = await createTestContext({ files: store });
    try {
      const group = await createGroup(ctx.db, { kind: 'seller' });
      const seller = await createUser(ctx.db, { role: 'seller', activeGroupId: group.id });
      const headers = { authorization: `Bearer ${await ctx.login(seller.email)}` };
      await createInventory(ctx.db, group.id);
      const [model] = await ctx.db.select({ id: models.id }).from(models).limit(1);
      const id = (
        await ctx.app.inject({
          method: 'POST',
          url: SELLER,
          headers,
          payload: listingInput({ model_id: model!.id }),
        })
      ).json().data.id;
      const body = multipartFile(await buildJpeg(300, 200));
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${SELLER}/${id}/photos`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(500);
      expect(puts).toBe(2);
      expect(await ctx.db.select().from(listingFiles)).toEqual([]);
      expect(
        (await entriesIn(store)).filter((e) => e.endsWith('.webp') || e.includes('.tmp-')),
      ).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
