import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, transactionHandovers, transactionPayments, transactions } from '../../db/schema';
import { createGroup, createUser, createWonAuction } from '../../testing/factories';
import { buildJpeg, buildPdf } from '../../testing/files';
import { malformedUploads, multipartFile, multipartForm } from '../../testing/multipart';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { MAX_HANDOVER_PHOTOS } from './handover-photos';

const DEALER = '/portal/api/v2/dealers/transactions';
const STAFF = '/portal/api/v2/staff';

describe('photos on the handover record', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let finance: Record<string, string>;
  let photo: Buffer;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const financeUser = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['finance'],
    });
    finance = { authorization: `Bearer ${await ctx.login(financeUser.email)}` };
    photo = await buildJpeg(800, 600);
  });
  afterAll(() => ctx.close());

  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });

  function sendPhoto(
    id: number,
    headers: Record<string, string>,
    bytes = photo,
    fileName = 'gate.jpg',
  ) {
    const body = multipartFile(bytes, { fileName });
    return ctx.app.inject({
      method: 'POST',
      url: `${STAFF}/transactions/${id}/handover/photos`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  /** A won car, paid by a verified slip and released; handed over unless told otherwise. */
  async function releasedCar(options: { handOver: boolean }) {
    const dealer = await ctx.dealer();
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      winner: dealer.user,
      amount: 52_300,
    });
    const [transaction] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, auction.id));
    const id = transaction!.id;
    const slip = multipartForm(
      { reference: 'MBB1', amount: String(transaction!.buyerTotal) },
      { bytes: buildPdf() },
    );
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `${DEALER}/${id}/files/submit`,
      headers: { ...dealer.headers, ...slip.headers },
      payload: slip.payload,
    });
    const paymentId = sent.json().data.payments[0].id as number;
    expect((await post(`${STAFF}/payments/${paymentId}/verify`, finance)).statusCode).toBe(200);
    expect((await post(`${STAFF}/transactions/${id}/release`, finance)).statusCode).toBe(200);
    if (options.handOver) {
      const handover = await post(`${STAFF}/transactions/${id}/handover`, finance, {
        received_by: 'Tan Ah Kow',
        odometer_km: 48_210,
      });
      expect(handover.statusCode).toBe(200);
    }
    return { id, dealer };
  }

  it('a photo after the handover is stored stripped, raises the version, is audited and told, and its signed link opens the image', async () => {
    const { id, dealer } = await releasedCar({ handOver: true });
    const before = (await ctx.db.select().from(transactions).where(eq(transactions.id, id)))[0]!
      .version;
    ctx.published.length = 0;

    const sent = await sendPhoto(id, finance);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ id, status: 'handed_over', version: before + 1 });
    const [record] = await ctx.db
      .select()
      .from(transactionHandovers)
      .where(eq(transactionHandovers.transactionId, id));
    expect(record!.photoKeys).toEqual([
      expect.stringMatching(new RegExp(`^transactions/${id}/handover/[0-9a-f-]{36}\\.webp$`)),
    ]);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'handover.photo'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(ctx.published).toContainEqual(
      expect.objectContaining({
        event: 'transaction.updated',
        data: expect.objectContaining({ id, version: before + 1 }),
      }),
    );

    const read = await ctx.app.inject({
      url: `${DEALER}/${id}?include=handover`,
      headers: dealer.headers,
    });
    const handover = read.json().data.handover;
    expect(handover).toMatchObject({ photo_count: 1, photos: [expect.any(String)] });
    const image = await ctx.app.inject({ url: handover.photos[0] as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(metadata.exif).toBeUndefined();

    const forged = (handover.photos[0] as string).replace(
      /signature=[0-9a-f]{4}/,
      'signature=0000',
    );
    expect((await ctx.app.inject({ url: forged })).statusCode).toBe(403);
  });

  it('a photo before the handover is refused with invalid_transition (409) and nothing is stored', async () => {
    const { id } = await releasedCar({ handOver: false });
    const sent = await sendPhoto(id, finance);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().code).toBe('invalid_transition');
  });

  it('a text file named like a photo is refused as file_type_not_allowed (415)', async () => {
    const { id } = await releasedCar({ handOver: true });
    const sent = await sendPhoto(id, finance, Buffer.from('the car looked fine\n'), 'gate.jpg');
    expect(sent.statusCode).toBe(415);
    expect(sent.json().code).toBe('file_type_not_allowed');
  });

  it.each(malformedUploads())(
    'a malformed upload (%s) of a slip or a handover photo is refused as such, and changes nothing',
    async (_, body) => {
      const dealer = await ctx.dealer();
      const won = await createWonAuction(ctx.db, {
        sellerGroupId,
        now: ctx.clock.now(),
        winner: dealer.user,
        amount: 41_000,
      });
      const unpaid = (
        await ctx.db.select().from(transactions).where(eq(transactions.auctionId, won.id))
      )[0]!;
      const handedOver = await releasedCar({ handOver: true });
      const rowOf = async (id: number) =>
        (await ctx.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
      const handoverOf = async (id: number) =>
        (
          await ctx.db
            .select()
            .from(transactionHandovers)
            .where(eq(transactionHandovers.transactionId, id))
        )[0]!;
      const before = {
        unpaid: await rowOf(unpaid.id),
        handedOver: await rowOf(handedOver.id),
        photos: (await handoverOf(handedOver.id)).photoKeys,
      };
      const sends = [
        { url: `${DEALER}/${unpaid.id}/files/submit`, headers: dealer.headers },
        { url: `${STAFF}/transactions/${handedOver.id}/handover/photos`, headers: finance },
      ];
      for (const send of sends) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: send.url,
          headers: { ...send.headers, 'content-type': body.type },
          payload: body.payload,
        });
        expect([res.statusCode, res.json().code]).toEqual([body.status, body.code]);
        if (body.message) expect(res.json().message).toBe(body.message);
      }
      expect(await rowOf(unpaid.id)).toEqual(before.unpaid);
      expect(await rowOf(handedOver.id)).toEqual(before.handedOver);
      expect((await handoverOf(handedOver.id)).photoKeys).toEqual(before.photos);
      const payments = await ctx.db
        .select()
        .from(transactionPayments)
        .where(eq(transactionPayments.transactionId, unpaid.id));
      expect(payments).toEqual([]);
    },
  );

  it('a dealer, even the buyer, may not add a handover photo (403)', async () => {
    const { id, dealer } = await releasedCar({ handOver: true });
    expect((await sendPhoto(id, dealer.headers)).statusCode).toBe(403);
  });

  it(`the ${MAX_HANDOVER_PHOTOS + 1}th photo is refused with file_limit_reached and the record keeps ${MAX_HANDOVER_PHOTOS}`, async () => {
    const { id } = await releasedCar({ handOver: true });
    const small = await buildJpeg(64, 48);
    for (let i = 0; i < MAX_HANDOVER_PHOTOS; i += 1)
      expect((await sendPhoto(id, finance, small)).statusCode).toBe(201);
    const extra = await sendPhoto(id, finance, small);
    expect(extra.statusCode).toBe(422);
    expect(extra.json().code).toBe('file_limit_reached');
    const [record] = await ctx.db
      .select()
      .from(transactionHandovers)
      .where(eq(transactionHandovers.transactionId, id));
    expect(record!.photoKeys).toHaveLength(MAX_HANDOVER_PHOTOS);
  });
});
