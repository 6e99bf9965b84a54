import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionFiles, inspections, inventories, transactions, users } from '../../db/schema';
import { createGroup, createUser, createWonAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const PHOTO = {
  url: '/media/cars/1-1.svg?view=front',
  caption: 'Front 3/4',
  translations: {
    id: { caption: 'Depan 3/4', url: '/media/cars/1-1.svg?view=front&lang=id' },
    th: { caption: 'ด้านหน้า 3/4', url: '/media/cars/1-1.svg?view=front&lang=th' },
  },
};

describe('what people wrote about an auction, in the language the interface shows', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  /** A won auction whose report, photos and documents carry Thai and Indonesian where given. */
  async function translatedAuction() {
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
        photos: [PHOTO],
        extraInspectionPhotos: [
          { ...PHOTO, caption: 'Tyre tread', translations: { th: { caption: 'ดอกยาง' } } },
        ],
      })
      .where(eq(inventories.id, auction.inventoryId));
    await ctx.db
      .update(inspections)
      .set({
        summary: 'Good condition overall.',
        summaryTranslations: { id: 'Kondisi keseluruhan baik.', th: 'สภาพโดยรวมดี' },
        sections: [
          {
            key: 'exterior',
            name: 'Exterior',
            rating: 75,
            notes: 'Light scratches on rear bumper.',
            notesTranslations: {
              id: 'Baret halus di bemper belakang.',
              th: 'มีรอยขีดข่วนเล็กน้อยที่กันชนหลัง',
            },
          },
          {
            key: 'engine',
            name: 'Engine',
            rating: 100,
            notes: 'No leaks.',
            notesTranslations: { th: 'ไม่มีรอยรั่วซึม' },
          },
        ],
      })
      .where(eq(inspections.inventoryId, auction.inventoryId));
    await ctx.db.insert(auctionFiles).values({
      auctionId: auction.id,
      name: 'Inspection report',
      nameTranslations: { id: 'Laporan inspeksi', th: 'รายงานผลการตรวจสภาพรถ' },
      fileName: 'report.pdf',
      contentType: 'application/pdf',
      content: '',
    });
    return { ...dealer, auction };
  }

  const auctionPage = (id: number, headers: Record<string, string>) =>
    ctx.app
      .inject({ url: `/auction/api/v2/dealers/auctions/live/${id}`, headers })
      .then((res) => res.json().data);
  const summary = (id: number, headers: Record<string, string>) =>
    ctx.app
      .inject({
        url: `/portal/api/v2/dealers/auctions/${id}/detail?include=active_inspection,extra_inspection_photos,associated_files`,
        headers,
      })
      .then((res) => res.json().data);

  it('answers the auction page in Thai when Accept-Language names Thai: report, notes, captions and the picture drawn in Thai', async () => {
    const { auction, headers } = await translatedAuction();
    const data = await auctionPage(auction.id, {
      ...headers,
      'accept-language': 'th-TH,th;q=0.9,en;q=0.8',
    });
    expect(data.active_inspection.summary).toBe('สภาพโดยรวมดี');
    expect(data.active_inspection.sections.map((s: { notes: string }) => s.notes)).toEqual([
      'มีรอยขีดข่วนเล็กน้อยที่กันชนหลัง',
      'ไม่มีรอยรั่วซึม',
    ]);
    expect(data.inventory.photos).toEqual([
      { caption: 'ด้านหน้า 3/4', url: '/media/cars/1-1.svg?view=front&lang=th' },
    ]);
  });

  it('answers the auction summary in Indonesian: report, close-up captions and document names', async () => {
    const { auction, headers } = await translatedAuction();
    const data = await summary(auction.id, { ...headers, 'accept-language': 'id' });
    expect(data.active_inspection.summary).toBe('Kondisi keseluruhan baik.');
    expect(data.inventory.photos[0].caption).toBe('Depan 3/4');
    expect(data.associated_files.map((f: { name: string }) => f.name)).toEqual([
      'Laporan inspeksi',
    ]);
    // Translations missing in Indonesian: the engine note and the close-up stay as written.
    expect(data.active_inspection.sections[1].notes).toBe('No leaks.');
    expect(data.extra_inspection_photos).toEqual([{ caption: 'Tyre tread', url: PHOTO.url }]);
  });

  it('answers in the original language when the header names none of ours, for an account saved in English', async () => {
    const { auction, headers } = await translatedAuction();
    const data = await summary(auction.id, { ...headers, 'accept-language': 'fr-FR' });
    expect(data.active_inspection.summary).toBe('Good condition overall.');
    expect(data.associated_files[0].name).toBe('Inspection report');
    expect(data.inventory.photos[0]).toEqual({ caption: 'Front 3/4', url: PHOTO.url });
  });

  it("answers in the account's saved language when the request names no language", async () => {
    const { auction, headers, user } = await translatedAuction();
    await ctx.db.update(users).set({ language: 'th' }).where(eq(users.id, user.id));
    const data = await summary(auction.id, headers);
    expect(data.active_inspection.summary).toBe('สภาพโดยรวมดี');
    expect(data.extra_inspection_photos[0].caption).toBe('ดอกยาง');
    expect(data.associated_files[0].name).toBe('รายงานผลการตรวจสภาพรถ');
  });
  it("answers the seller's list and page of its car, and the buyer's purchase, with the picture drawn in the language asked for", async () => {
    const { auction, headers } = await translatedAuction();
    const seller = await createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroupId });
    const sellerHeaders = { authorization: `Bearer ${await ctx.login(seller.email)}` };
    const sellerPage = (language: string) =>
      ctx.app
        .inject({
          url: `/portal/api/v2/sellers/auctions/${auction.id}`,
          headers: { ...sellerHeaders, 'accept-language': language },
        })
        .then((res) => res.json().data);
    expect((await sellerPage('th')).inventory.photos).toEqual([
      { caption: 'ด้านหน้า 3/4', url: '/media/cars/1-1.svg?view=front&lang=th' },
    ]);
    const inEnglish = await sellerPage('en');
    expect(inEnglish.inventory.photos).toEqual([{ caption: 'Front 3/4', url: PHOTO.url }]);
    const sellerList = await ctx.app
      .inject({
        url: `/portal/api/v2/sellers/auctions/${inEnglish.stage}`,
        headers: { ...sellerHeaders, 'accept-language': 'id' },
      })
      .then((res) => res.json().data);
    const listed = sellerList.find((a: { id: number }) => a.id === auction.id);
    expect(listed.inventory.photos[0].url).toBe('/media/cars/1-1.svg?view=front&lang=id');

    const [transaction] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, auction.id));
    const purchase = (language: string) =>
      ctx.app
        .inject({
          url: `/portal/api/v2/dealers/transactions/${transaction!.id}?include=inventory`,
          headers: { ...headers, 'accept-language': language },
        })
        .then((res) => res.json().data);
    expect((await purchase('th')).inventory.photo).toBe('/media/cars/1-1.svg?view=front&lang=th');
    expect((await purchase('en')).inventory.photo).toBe(PHOTO.url);
  });
});
