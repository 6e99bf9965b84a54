import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionFiles, inventories } from '../../db/schema';
import { createAuction, createGroup, createWonAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

describe('the portal detail of an auction, with its extra photos and documents', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  async function wonWithDocuments() {
    const dealer = await ctx.dealer();
    const auction = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      winner: dealer.user,
      amount: 30_000,
    });
    await ctx.db
      .update(inventories)
      .set({
        extraInspectionPhotos: [{ url: '/media/cars/1-7.svg?view=engine', caption: 'Engine bay' }],
      })
      .where(eq(inventories.id, auction.inventoryId));
    const files = await ctx.db
      .insert(auctionFiles)
      .values([
        {
          auctionId: auction.id,
          name: 'Inspection report',
          fileName: 'inspection-report.pdf',
          contentType: 'application/pdf',
          content: Buffer.from(PDF).toString('base64'),
        },
        {
          auctionId: auction.id,
          name: 'Registration card',
          fileName: 'registration card.svg',
          contentType: 'image/svg+xml',
          content: Buffer.from(SVG).toString('base64'),
        },
      ])
      .returning();
    return { ...dealer, auction, files };
  }
  const detail = (
    id: number | string,
    headers: Record<string, string>,
    include = 'extra_inspection_photos,associated_files,active_inspection,bids',
  ) =>
    ctx.app.inject({
      url: `/portal/api/v2/dealers/auctions/${id}/detail?include=${include}`,
      headers,
    });

  it('answers the auction with the dealer result, extra photos, documents with links, inspection and bids', async () => {
    const { auction, headers } = await wonWithDocuments();
    const res = await detail(auction.id, headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: auction.id,
      result: 'won',
      my_best_amount: 30_000,
      extra_inspection_photos: [{ caption: 'Engine bay' }],
      active_inspection: { score: 75 },
      bids: [{ amount: 30_000 }],
    });
    expect(
      data.associated_files.map((f: { name: string; file_name: string; content_type: string }) => [
        f.name,
        f.file_name,
        f.content_type,
      ]),
    ).toEqual([
      ['Inspection report', 'inspection-report.pdf', 'application/pdf'],
      ['Registration card', 'registration card.svg', 'image/svg+xml'],
    ]);
    expect(data.associated_files[0].url).toMatch(
      /^\/portal\/api\/v2\/files\/\d+\/inspection-report\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
  });

  it('without include, answers the auction alone', async () => {
    const { auction, headers } = await wonWithDocuments();
    const data = (
      await ctx.app.inject({ url: `/portal/api/v2/dealers/auctions/${auction.id}/detail`, headers })
    ).json().data;
    expect(data).toMatchObject({ id: auction.id, result: 'won' });
    for (const key of ['extra_inspection_photos', 'associated_files', 'active_inspection', 'bids'])
      expect(data).not.toHaveProperty(key);
  });

  it('a live auction the dealer has not bid on is pending for them; an unknown or scheduled id is 404; bad ids and includes are 422', async () => {
    const { headers } = await ctx.dealer();
    const live = await createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now() });
    expect((await detail(live.id, headers)).json().data).toMatchObject({
      result: 'pending',
      my_best_amount: null,
      won_at: null,
      associated_files: [],
    });
    const scheduled = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      status: 'scheduled',
    });
    for (const id of [999_999, scheduled.id]) {
      const res = await detail(id, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'not_found',
        message: `Auction ${id} does not exist.`,
      });
    }
    expect((await detail('abc', headers)).json()).toMatchObject({
      code: 'validation_failed',
      errors: { id: ['auction id must be a whole number'] },
    });
    const badInclude = await detail(live.id, headers, 'secrets');
    expect(badInclude.statusCode).toBe(422);
    expect(badInclude.json().errors['include.0']).toEqual([
      'include may only contain extra_inspection_photos, associated_files, active_inspection, bids',
    ]);
    expect(
      (await ctx.app.inject({ url: `/portal/api/v2/dealers/auctions/${live.id}/detail` }))
        .statusCode,
    ).toBe(401);
  });

  it('a document link serves the file bytes inline without a token, or as an attachment with download=1', async () => {
    const { auction, headers } = await wonWithDocuments();
    const [pdf, svg] = (await detail(auction.id, headers)).json().data.associated_files;
    const opened = await ctx.app.inject({ url: pdf.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toBe(
      `inline; filename="inspection-report.pdf"; filename*=UTF-8''inspection-report.pdf`,
    );
    expect(opened.body).toBe(PDF);
    const downloaded = await ctx.app.inject({ url: `${svg.url}&download=1` });
    expect(downloaded.headers['content-disposition']).toMatch(
      /^attachment; filename="registration card\.svg"/,
    );
    expect(downloaded.headers['content-security-policy']).toContain("default-src 'none'");
    expect(downloaded.body).toBe(SVG);
  });

  it('a document link that was altered, points at another file, or has expired opens nothing', async () => {
    const { auction, headers, files } = await wonWithDocuments();
    const [pdf] = (await detail(auction.id, headers)).json().data.associated_files;
    const forged = pdf.url.replace(
      /signature=([0-9a-f])/,
      (_: string, c: string) => `signature=${c === '0' ? '1' : '0'}`,
    );
    expect((await ctx.app.inject({ url: forged })).json()).toMatchObject({
      code: 'forbidden',
      message: 'This document link is not valid.',
    });
    const otherFile = pdf.url.replace(`/files/${files[0]!.id}/`, `/files/${files[1]!.id}/`);
    expect((await ctx.app.inject({ url: otherFile })).statusCode).toBe(403);
    const renamed = pdf.url.replace('inspection-report.pdf', 'other.pdf');
    expect((await ctx.app.inject({ url: renamed })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: pdf.url.split('?')[0] })).statusCode).toBe(422);
    ctx.clock.advance(13 * 3_600_000);
    const expired = await ctx.app.inject({ url: pdf.url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(
      'This document link has expired: open the document again from the auction.',
    );
  });
});
