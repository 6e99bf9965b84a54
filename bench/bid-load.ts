import { Pool } from 'undici';
import type { IncrementTier } from './bid-server';

/** `bid`: manual bids at the minimum; `max-bid`: max bids a few increments above it, resolved by the proxy engine. */
export type BidPath = 'bid' | 'max-bid';

export interface BidLoadOptions {
  /** The server nodes: bidder loop i sends to node i modulo their number. */
  baseUrls: string[];
  path?: BidPath;
  /** Two signed-in accounts per bidder loop: a dealer who leads may not bid (409), so the loop alternates. */
  tokens: string[];
  auctionIds: number[];
  bidders: number;
  increments: IncrementTier[];
  startPrice: number;
  /**
   * The warm-up lasts at least `warmupMs` and `warmupRequests` answers, and at most `warmupMaxMs`:
   * a fresh server's code is still being compiled for its first thousands of requests, which at
   * one bidder take several seconds.
   */
  warmupMs: number;
  warmupRequests?: number;
  warmupMaxMs?: number;
  measureMs: number;
  /** Upper bound on requests, whatever the duration. */
  maxRequests: number;
  onMeasureStart?: () => void;
  onMeasureEnd?: () => void;
}

export interface BidLoadResult {
  measuredSeconds: number;
  /** How long the warm-up lasted, and how many requests it answered. */
  warmup: { ms: number; answered: number };
  /** Bids (or max bids) answered 200 within the measured window. */
  accepted: number;
  /** Answers 4xx within the measured window, by error code. */
  rejected: Record<string, number>;
  /** Accepted bids' send-to-full-response times within the window, in ms. */
  acceptedLatenciesMs: number[];
  /** Send-to-full-response times of every answer within the window, accepted or rejected (4xx), in ms. */
  answeredLatenciesMs: number[];
  /** 5xx answers and requests with no answer, over the whole run. */
  errors: number;
  errorSamples: string[];
  /** Requests with no answer at all (they may or may not have committed). */
  unanswered: number;
  /** Every 200 over the whole run, warm-up included: the ledger must hold exactly these (bids, or placed max bids). */
  acknowledged: number;
  requests: number;
}

interface BidAnswer {
  code?: string;
  minimum?: number;
  data?: { auction?: { highest_bid?: { amount: number } | null; position?: string } };
}

/**
 * Runs `bidders` loops, each one request at a time over a keep-alive connection, each bidding the
 * current minimum next bid on its auction. What any loop learns (new minimum, who leads) is shared,
 * as dealers would learn it from the realtime feed.
 */
export async function runBidLoad(options: BidLoadOptions): Promise<BidLoadResult> {
  const { auctionIds, bidders, tokens } = options;
  if (tokens.length < bidders * 2)
    throw new Error(`${bidders} bidders need ${bidders * 2} accounts, got ${tokens.length}`);
  const { baseUrls } = options;
  const pools = baseUrls.map(
    (url) =>
      new Pool(url, {
        connections: Math.ceil(bidders / baseUrls.length),
        pipelining: 1,
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      }),
  );
  const isMaxBid = options.path === 'max-bid';
  const minimums = new Map<number, number>();
  const leaders = new Map<number, string>();
  const result: BidLoadResult = {
    measuredSeconds: options.measureMs / 1000,
    warmup: { ms: 0, answered: 0 },
    accepted: 0,
    rejected: {},
    acceptedLatenciesMs: [],
    answeredLatenciesMs: [],
    errors: 0,
    errorSamples: [],
    unanswered: 0,
    acknowledged: 0,
    requests: 0,
  };
  const raiseMinimum = (auctionId: number, minimum: number) =>
    minimums.set(auctionId, Math.max(minimums.get(auctionId) ?? 0, minimum));
  const noteError = (what: string) => {
    result.errors += 1;
    if (result.errorSamples.length < 5) result.errorSamples.push(what);
  };

  const started = performance.now();
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  let isStopped = false;
  let lastDoneAt = started;
  let answered = 0;
  const warmupRequests = options.warmupRequests ?? 0;
  const timers: NodeJS.Timeout[] = [];
  const beginWindow = () => {
    if (windowStart !== Number.POSITIVE_INFINITY || isStopped) return;
    windowStart = performance.now();
    windowEnd = windowStart + options.measureMs;
    result.warmup = { ms: windowStart - started, answered };
    options.onMeasureStart?.();
    timers.push(
      setTimeout(() => {
        options.onMeasureEnd?.();
        isStopped = true;
      }, options.measureMs),
    );
  };
  const beginWhenWarm = () => {
    if (performance.now() - started >= options.warmupMs && answered >= warmupRequests)
      beginWindow();
  };
  timers.push(
    setTimeout(beginWhenWarm, options.warmupMs),
    setTimeout(beginWindow, Math.max(options.warmupMs, options.warmupMaxMs ?? options.warmupMs)),
  );

  async function bidLoop(index: number): Promise<void> {
    const accounts = [tokens[index * 2]!, tokens[index * 2 + 1]!];
    const pool = pools[index % pools.length]!;
    while (!isStopped && result.requests < options.maxRequests) {
      const auctionId =
        auctionIds.length === 1
          ? auctionIds[0]!
          : auctionIds[Math.floor(Math.random() * auctionIds.length)]!;
      const token = accounts[0] === leaders.get(auctionId) ? accounts[1]! : accounts[0]!;
      const minimum = minimums.get(auctionId) ?? options.startPrice;
      // A max bid's ceiling lands one to four increments above the minimum, so rival ceilings cross.
      const amount = isMaxBid
        ? minimum + (1 + Math.floor(Math.random() * 4)) * incrementAt(options.increments, minimum)
        : minimum;
      result.requests += 1;
      const sentAt = performance.now();
      let status: number;
      let answer: BidAnswer;
      try {
        const res = await pool.request({
          path: isMaxBid ? '/auction/api/v2/dealers/max-bids' : '/auction/api/v2/dealers/bids',
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ auction_id: auctionId, amount }),
        });
        status = res.statusCode;
        answer = (await res.body.json()) as BidAnswer;
      } catch (error) {
        result.unanswered += 1;
        noteError(error instanceof Error ? error.message : String(error));
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      const doneAt = performance.now();
      lastDoneAt = doneAt;
      if (status < 500) {
        answered += 1;
        if (windowStart === Number.POSITIVE_INFINITY && answered >= warmupRequests) beginWhenWarm();
      }
      const isMeasured = doneAt >= windowStart && doneAt <= windowEnd;
      if (isMeasured && status < 500) result.answeredLatenciesMs.push(doneAt - sentAt);
      if (status === 200) {
        result.acknowledged += 1;
        if (isMeasured) {
          result.accepted += 1;
          result.acceptedLatenciesMs.push(doneAt - sentAt);
        }
        const highest = answer.data?.auction?.highest_bid?.amount;
        if (highest !== undefined)
          raiseMinimum(auctionId, highest + incrementAt(options.increments, highest));
        if (answer.data?.auction?.position === 'winning') leaders.set(auctionId, token);
      } else if (status >= 500) {
        noteError(`HTTP ${status}: ${answer.code ?? ''}`);
      } else {
        const code = answer.code ?? `http_${status}`;
        if (isMeasured) result.rejected[code] = (result.rejected[code] ?? 0) + 1;
        if (code === 'bid_below_minimum' && answer.minimum !== undefined)
          raiseMinimum(auctionId, answer.minimum);
        if (code === 'already_winning') leaders.set(auctionId, token);
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: bidders }, (_, index) => bidLoop(index)));
  } finally {
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(pools.map((pool) => pool.close()));
  }
  // Shorter than asked only when maxRequests ran out first.
  result.measuredSeconds =
    windowStart === Number.POSITIVE_INFINITY
      ? 0
      : Math.max(0, Math.min(windowEnd, lastDoneAt) - windowStart) / 1000;
  return result;
}

/** The increment above `amount`: the tier with the largest `from` not above it (as the server rules it). */
function incrementAt(tiers: IncrementTier[], amount: number): number {
  let found = tiers[0]?.increment ?? 1;
  for (const tier of tiers) if (tier.from <= amount) found = tier.increment;
  return found;
}

/** Nearest-rank percentile; NaN when nothing was measured. */
export function percentile(values: number[], q: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN
  );
}
