import type { Database } from '../../db/client';
import type { PlanContext } from './auction-planner';
import type { Bidder } from './bid-ladder';
import type { DemoMarket } from './car-factory';
import { CLOSEUP_CAPTIONS, demoPhoto } from './demo-wording';
import { buildDocuments } from './documents';
import {
  countBanners,
  countOpenFollows,
  countPortalHistory,
  ensureStorefront,
  findAuctionsWithoutFiles,
  findCarsWithoutCloseups,
  findFollowCandidates,
  findPaymentDueDays,
  insertBanners,
  insertFiles,
  insertFollows,
  setCloseups,
} from './portal-demo.repository';
import { historySize, planPortalHistory } from './portal-history';
import { ART_PATH, CLOSEUP_KINDS } from './showcase-art';
import { DEMO_BANNERS, bannerImageUrl, demoStorefront } from './showcase';
import { addDemoCars } from './stock';
import { storeAuctionPlans } from './store-plans';

export interface PortalDealer extends Bidder {
  market: DemoMarket;
}

/** Auctions followed per demo dealer, kept topped up as they end. */
const FOLLOWS_PER_DEALER = 3;

/**
 * What the dealer portal shows a demo dealer: a history of wins, purchases and lost or pending
 * auctions (made again whenever its wins awaiting payment, its overdue win or its recent ended
 * bids have aged away), documents for every demo auction, inspectors' close-ups for every demo
 * car, banners for MY and SG, the seller's storefront and a few followed auctions.
 */
export async function seedPortalDemo(
  db: Database,
  options: { sellerGroupId: number; dealers: readonly PortalDealer[]; plan: PlanContext },
): Promise<{ cars: number; auctions: number; bids: number }> {
  const { sellerGroupId, dealers, plan } = options;
  const made = await addHistories(db, { sellerGroupId, dealers, plan });
  await attachDocuments(db, sellerGroupId, plan.now);
  await attachCloseups(db, sellerGroupId);
  await ensureShowcase(db, sellerGroupId, plan.now);
  for (const dealer of dealers) await ensureFollows(db, dealer, plan.now);
  return made;
}

async function addHistories(
  db: Database,
  options: { sellerGroupId: number; dealers: readonly PortalDealer[]; plan: PlanContext },
) {
  const { sellerGroupId, dealers, plan } = options;
  const dueDays = await findPaymentDueDays(db);
  let cars = 0;
  const plans = [];
  for (const dealer of dealers) {
    const current = await countPortalHistory(db, dealer.userId, plan.now);
    if (current.awaiting >= 1 && current.overdue >= 1 && current.recentEnded >= 3) continue;
    const rival =
      dealers.find((d) => d.market === dealer.market && d.userId !== dealer.userId) ?? null;
    const stock = await addDemoCars(db, {
      requests: [
        {
          market: dealer.market,
          count: historySize(rival !== null),
          firstIndex: plan.random.int(0, 400),
        },
      ],
      sellerGroupId,
      now: plan.now,
      random: plan.random,
    });
    cars += stock.length;
    plans.push(
      ...planPortalHistory({
        cars: stock,
        dealer,
        rival,
        paymentDueDays: dueDays.get(dealer.market) ?? 3,
        ctx: plan,
      }),
    );
  }
  const bids = await storeAuctionPlans(db, plans, { sellerGroupId, now: plan.now });
  return { cars, auctions: plans.length, bids };
}

async function attachDocuments(db: Database, sellerGroupId: number, now: Date): Promise<void> {
  const auctions = await findAuctionsWithoutFiles(db, sellerGroupId);
  const files: Parameters<typeof insertFiles>[1] = [];
  for (const a of auctions) {
    const docs = await buildDocuments({
      auctionId: a.auctionId,
      inventoryId: a.inventoryId,
      market: a.market,
      location: a.location,
      refYear: now.getUTCFullYear(),
      issuedAt: now,
      car: {
        make: a.make,
        model: a.model,
        year: a.year,
        variant: a.variant,
        mileageKm: a.mileageKm,
        color: a.color,
        transmission: a.transmission,
        fuel: a.fuel,
      },
      inspection: a.inspection,
    });
    files.push(...docs.map((doc) => ({ auctionId: a.auctionId, ...doc, createdAt: now })));
  }
  await insertFiles(db, files);
}

async function attachCloseups(db: Database, sellerGroupId: number): Promise<void> {
  const cars = await findCarsWithoutCloseups(db, sellerGroupId);
  await setCloseups(
    db,
    cars.map((car) => ({
      id: car.id,
      photos: CLOSEUP_KINDS.slice(0, 3 + (car.id % 2)).map((kind, i) =>
        demoPhoto(
          `${ART_PATH}/closeups/${car.id}-${i + 1}.svg?kind=${kind}&color=${encodeURIComponent(car.color)}&mileage=${car.mileageKm}`,
          CLOSEUP_CAPTIONS[kind],
        ),
      ),
    })),
  );
}

async function ensureShowcase(db: Database, sellerGroupId: number, now: Date): Promise<void> {
  for (const market of ['MY', 'SG'] as const) {
    if ((await countBanners(db, market)) > 0) continue;
    await insertBanners(
      db,
      DEMO_BANNERS.filter((b) => b.market === market).map((banner, i) => ({
        market,
        title: banner.title,
        body: banner.body,
        imageUrl: bannerImageUrl(banner, i),
        linkUrl: banner.linkUrl,
        sort: banner.sort,
        startsAt: new Date(now.getTime() - 86_400_000),
      })),
    );
  }
  await ensureStorefront(db, demoStorefront(sellerGroupId));
}

async function ensureFollows(db: Database, dealer: PortalDealer, now: Date): Promise<void> {
  const missing = FOLLOWS_PER_DEALER - (await countOpenFollows(db, dealer.userId));
  if (missing <= 0) return;
  const candidates = await findFollowCandidates(db, {
    userId: dealer.userId,
    market: dealer.market,
    now,
    limit: missing,
  });
  await insertFollows(
    db,
    candidates.map((c) => ({ userId: dealer.userId, auctionId: c.id, createdAt: now })),
  );
}
