import type { PublicAuction } from '@autobid/contract';
import { Pool } from 'undici';
import type { IncrementTier } from './bid-server';

/** What the bots send: manual bids, max bids and snap-its. */
export type SaleRequestKind = 'bid' | 'max-bid' | 'snap-it';

const PATHS: Record<SaleRequestKind, string> = {
  bid: '/auction/api/v2/dealers/bids',
  'max-bid': '/auction/api/v2/dealers/max-bids',
  'snap-it': '/auction/api/v2/dealers/snap-it-bids',
};

export interface AckStats {
  accepted: number;
  rejected: Record<string, number>;
  /** Send to end of the answer, every answer (accepted or rejected), in ms. */
  latenciesMs: number[];
  /** 5xx answers and requests with no answer. */
  errors: number;
  errorSamples: string[];
  /** Requests with no answer at all (they may or may not have committed). */
  unanswered: number;
}

/** What every bot knows of one car: learned from its own answers and from the realtime feed. */
export interface CarView {
  id: number;
  /** The end as last learned (soft close moves it). */
  endsAt: number;
  updatedAt: number;
  highest: number | null;
  minimum: number;
  isLive: boolean;
  /** The dealer (index) known to lead, and at which amount; null when unknown. */
  leader: number | null;
  leaderAmount: number;
}

/** One dealer's intentions on one car. */
export interface Interest {
  dealer: number;
  car: number;
  /** The most this dealer will pay. */
  budget: number;
  maxBidAt: number | null;
  snapItAt: number | null;
  earlyBidAt: number | null;
  /** When the dealer starts bidding in the last minute. */
  lastMinuteAt: number;
}

interface Answer {
  code?: string;
  minimum?: number;
  data?: { auction?: Partial<PublicAuction> & { position?: string } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const between = (low: number, high: number) => low + Math.random() * (high - low);

/** The increment above `amount`: the tier with the largest `from` not above it (as the server rules it). */
export function incrementAt(tiers: IncrementTier[], amount: number): number {
  let found = tiers[0]?.increment ?? 1;
  for (const tier of tiers) if (tier.from <= amount) found = tier.increment;
  return found;
}

export function emptyStats(): AckStats {
  return { accepted: 0, rejected: {}, latenciesMs: [], errors: 0, errorSamples: [], unanswered: 0 };
}

/**
 * The dealers of the sale over HTTP: each interest is one async task that sleeps until its moments
 * come (a max bid, a snap-it, an early bid), then bids the minimum next bid in the car's last
 * minute whenever it does not lead, after a dealer's reaction time, until the price passes its
 * budget or the car closes. Soft close keeps a car open while bids keep coming.
 */
export class SaleBots {
  readonly stats: Record<SaleRequestKind, AckStats> = {
    bid: emptyStats(),
    'max-bid': emptyStats(),
    'snap-it': emptyStats(),
  };
  /** One connection pool per server node; dealer `d` always talks to node `d % nodes`. */
  private readonly pools: Pool[];

  constructor(
    baseUrls: string[],
    private readonly tokens: string[],
    private readonly cars: Map<number, CarView>,
    private readonly increments: IncrementTier[],
    connections: number,
  ) {
    this.pools = baseUrls.map(
      (baseUrl) =>
        new Pool(baseUrl, {
          connections: Math.max(1, Math.ceil(connections / baseUrls.length)),
          pipelining: 1,
          headersTimeout: 60_000,
          bodyTimeout: 60_000,
        }),
    );
  }

  /** Folds a feed event or an answer's auction into what the bots know of the car. */
  learn(auction: Partial<PublicAuction> & { id?: number }, fromDealer?: number, position?: string) {
    const car = auction.id === undefined ? undefined : this.cars.get(auction.id);
    if (!car) return;
    const updatedAt = auction.updated_at ? Date.parse(auction.updated_at) : 0;
    if (updatedAt >= car.updatedAt) {
      car.updatedAt = updatedAt;
      if (auction.time_end) car.endsAt = Date.parse(auction.time_end);
      if (auction.status) car.isLive = auction.status === 'active';
    }
    const highest = auction.highest_bid?.amount;
    if (highest !== undefined && (car.highest === null || highest > car.highest)) {
      car.highest = highest;
      car.minimum = Math.max(car.minimum, highest + incrementAt(this.increments, highest));
      if (highest > car.leaderAmount) car.leader = null;
    }
    if (fromDealer !== undefined && position === 'winning' && highest !== undefined) {
      car.leader = fromDealer;
      car.leaderAmount = highest;
    }
  }

  async run(interest: Interest): Promise<void> {
    const car = this.cars.get(interest.car)!;
    const steps: [number | null, () => Promise<void>][] = [
      [interest.maxBidAt, () => this.send('max-bid', interest.dealer, car, interest.budget)],
      [
        interest.snapItAt,
        async () => {
          const amount = Math.min(
            interest.budget,
            car.minimum + Math.floor(between(0, 5)) * incrementAt(this.increments, car.minimum),
          );
          if (amount >= car.minimum) await this.send('snap-it', interest.dealer, car, amount);
        },
      ],
      [interest.earlyBidAt, () => this.bidIfUseful(interest, car)],
    ];
    for (const [at, step] of steps
      .filter((s): s is [number, () => Promise<void>] => s[0] !== null)
      .sort((a, b) => a[0] - b[0])) {
      await sleep(at - Date.now());
      await step();
    }
    await sleep(interest.lastMinuteAt - Date.now());
    while (car.isLive && Date.now() < car.endsAt && car.minimum <= interest.budget) {
      await this.bidIfUseful(interest, car);
      // A dealer's reaction time; some rounds they hesitate.
      await sleep(between(800, 4_000));
    }
  }

  private async bidIfUseful(interest: Interest, car: CarView): Promise<void> {
    if (!car.isLive || car.leader === interest.dealer || car.minimum > interest.budget) return;
    if (Math.random() < 0.3) return;
    await this.send('bid', interest.dealer, car, car.minimum);
  }

  private async send(
    kind: SaleRequestKind,
    dealer: number,
    car: CarView,
    amount: number,
  ): Promise<void> {
    const stats = this.stats[kind];
    const sentAt = performance.now();
    let status: number;
    let answer: Answer;
    try {
      const res = await this.pools[dealer % this.pools.length]!.request({
        path: PATHS[kind],
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.tokens[dealer]}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ auction_id: car.id, amount }),
      });
      status = res.statusCode;
      answer = (await res.body.json()) as Answer;
    } catch (error) {
      stats.unanswered += 1;
      noteError(stats, error instanceof Error ? error.message : String(error));
      return;
    }
    if (status >= 500) {
      noteError(stats, `HTTP ${status}: ${answer.code ?? ''}`);
      return;
    }
    stats.latenciesMs.push(performance.now() - sentAt);
    const auction = answer.data?.auction;
    if (auction) this.learn({ ...auction, id: car.id }, dealer, auction.position);
    if (status === 200) {
      stats.accepted += 1;
      return;
    }
    const code = answer.code ?? `http_${status}`;
    stats.rejected[code] = (stats.rejected[code] ?? 0) + 1;
    if (code === 'bid_below_minimum' && answer.minimum !== undefined)
      car.minimum = Math.max(car.minimum, answer.minimum);
    if (code === 'already_winning' && kind === 'bid') {
      car.leader = dealer;
      car.leaderAmount = car.highest ?? 0;
    }
    if (code === 'auction_ended' || code === 'auction_not_active') car.isLive = false;
  }

  async close(): Promise<void> {
    await Promise.all(this.pools.map((pool) => pool.close()));
  }
}

function noteError(stats: AckStats, what: string): void {
  stats.errors += 1;
  if (stats.errorSamples.length < 5) stats.errorSamples.push(what);
}
