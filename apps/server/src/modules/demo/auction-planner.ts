import type { IncrementTable } from '@autobid/auction';
import { buildBidLadder, type Bidder, type PlannedBid } from './bid-ladder';
import type { DemoMarket } from './car-factory';
import { pickPrices } from './pricing';
import type { Random } from './random';

export type PlannedStatus =
  'preview' | 'active' | 'ended' | 'awarded' | 'confirmed' | 'sold' | 'reserved' | 'rejected';

/** A car ready to be auctioned: its id and what it is worth in its market's currency. */
export interface ListableCar {
  inventoryId: number;
  market: DemoMarket;
  value: number;
}

export interface AuctionPlan {
  inventoryId: number;
  market: DemoMarket;
  /** Open (ascending) unless sealed (`closed`); open when left out. */
  type?: 'open' | 'closed';
  status: PlannedStatus;
  location: string;
  timePreview: Date;
  timeStart: Date;
  timeEnd: Date;
  startPrice: number;
  reservePrice: number;
  bids: PlannedBid[];
  /** When the award became won, if not at the end (a seller's accept comes later). */
  wonAt?: Date;
  /** The sale session the auction is a lot of, if any. */
  sessionId?: number;
}

export interface PlanContext {
  now: Date;
  random: Random;
  incrementsFor: (market: DemoMarket) => IncrementTable;
  /** Dealers who may bid in a market; fewer than two means no demo bids there. */
  biddersFor: (market: DemoMarket) => readonly Bidder[];
}

const LOCATIONS: Record<DemoMarket, readonly string[]> = {
  MY: [
    'Shah Alam, Selangor',
    'Petaling Jaya, Selangor',
    'Johor Bahru, Johor',
    'Bayan Lepas, Penang',
    'Ipoh, Perak',
    'Seremban, Negeri Sembilan',
    'Kota Kinabalu, Sabah',
  ],
  SG: ['Singapore Ubi', 'Singapore Sin Ming', 'Singapore Kaki Bukit'],
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Live auctions for `cars`, ending between 5 minutes and 3 hours from now and spread out, with
 * a few closing within 10 minutes so a demo shows a finish. Those, and every third of the rest,
 * already carry bids where the market has two demo dealers.
 */
export function planActiveAuctions(cars: readonly ListableCar[], ctx: PlanContext): AuctionPlan[] {
  const { now, random } = ctx;
  const closing = cars.length >= 8 ? 3 : cars.length >= 4 ? 1 : 0;
  return cars.map((car, k) => {
    const endsInMinutes =
      k < closing
        ? 6 + k * 1.5 + random.next() * 0.5
        : 12 + (166 * (k - closing + random.next() * 0.6)) / Math.max(cars.length - closing, 1);
    const timeStart = new Date(now.getTime() - random.int(20, 240) * MINUTE);
    const plan = basePlan(car, ctx, {
      status: 'active',
      timeStart,
      timeEnd: new Date(now.getTime() + Math.round(endsInMinutes * MINUTE)),
    });
    const hasBids = k < closing || k % 3 === 1;
    if (!hasBids) return plan;
    const bids = buildBidLadder({
      startPrice: plan.startPrice,
      increments: ctx.incrementsFor(car.market),
      bidders: ctx.biddersFor(car.market),
      count: random.int(1, 7),
      from: new Date(timeStart.getTime() + MINUTE),
      to: new Date(now.getTime() - 20_000),
      random,
    });
    return { ...plan, bids };
  });
}

/**
 * Live sealed (closed) auctions for `cars`, ending between 15 minutes and 3 hours from now, with
 * no bids yet, so a newcomer always meets the second auction type beside the open ones.
 */
export function planSealedAuctions(cars: readonly ListableCar[], ctx: PlanContext): AuctionPlan[] {
  const { now, random } = ctx;
  return cars.map((car, k) => {
    const endsInMinutes = 15 + (160 * (k + random.next() * 0.6)) / Math.max(cars.length, 1);
    return {
      ...basePlan(car, ctx, {
        status: 'active',
        timeStart: new Date(now.getTime() - random.int(20, 240) * MINUTE),
        timeEnd: new Date(now.getTime() + Math.round(endsInMinutes * MINUTE)),
      }),
      type: 'closed',
    };
  });
}

/** Auctions in preview: visible now, starting between 10 minutes and 2 hours from now. */
export function planPreviewAuctions(cars: readonly ListableCar[], ctx: PlanContext): AuctionPlan[] {
  const { now, random } = ctx;
  return cars.map((car, k) => {
    const startsInMinutes = 12 + (105 * (k + random.next() * 0.6)) / Math.max(cars.length, 1);
    const timeStart = new Date(now.getTime() + Math.round(startsInMinutes * MINUTE));
    return basePlan(car, ctx, {
      status: 'preview',
      timePreview: new Date(now.getTime() - random.int(1, 12) * HOUR),
      timeStart,
      timeEnd: new Date(timeStart.getTime() + random.int(60, 180) * MINUTE),
    });
  });
}

/** A finished auction nobody bid on: the car can be listed again. */
export function planEndedAuction(car: ListableCar, ctx: PlanContext): AuctionPlan {
  return basePlan(car, ctx, { status: 'ended', ...pastWindow(ctx) });
}

/** A finished auction whose top bid met the reserve and was awarded to its bidder. */
export function planAwardedAuction(car: ListableCar, ctx: PlanContext): AuctionPlan {
  const window = pastWindow(ctx);
  const plan = basePlan(car, ctx, { status: 'awarded', ...window });
  const bids = buildBidLadder({
    startPrice: plan.startPrice,
    increments: ctx.incrementsFor(car.market),
    bidders: ctx.biddersFor(car.market),
    count: 0,
    reach: plan.reservePrice,
    from: new Date(window.timeStart.getTime() + MINUTE),
    // Clear of the soft-close window, so no bid would have moved the end.
    to: new Date(window.timeEnd.getTime() - 2 * MINUTE),
    random: ctx.random,
  });
  // Without two dealers there is nobody to award to; the car simply went unsold.
  if (bids.length === 0) return { ...plan, status: 'ended' };
  return { ...plan, bids };
}

function pastWindow({ now, random }: PlanContext): { timeStart: Date; timeEnd: Date } {
  const timeEnd = new Date(now.getTime() - random.int(60, 72 * 60) * MINUTE);
  return { timeStart: new Date(timeEnd.getTime() - random.int(120, 240) * MINUTE), timeEnd };
}

export function basePlan(
  car: ListableCar,
  { random }: PlanContext,
  times: { status: PlannedStatus; timeStart: Date; timeEnd: Date; timePreview?: Date },
): AuctionPlan {
  return {
    inventoryId: car.inventoryId,
    market: car.market,
    location: random.pick(LOCATIONS[car.market]),
    timePreview:
      times.timePreview ?? new Date(times.timeStart.getTime() - random.int(2, 24) * HOUR),
    bids: [],
    ...times,
    ...pickPrices(car.value, random),
  };
}
