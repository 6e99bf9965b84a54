import { createAuctionEvents } from '../modules/auctions/auction-events';
import { createAuctionsRepository } from '../modules/auctions/auctions.repository';
import { createAuctionsService, type AuctionsService } from '../modules/auctions/auctions.service';
import { createBidEngine } from '../modules/bids/bid-engine';
import { createBidsRepository } from '../modules/bids/bids.repository';
import { createBidsService } from '../modules/bids/bids.service';
import {
  createLockedChange,
  type Dealer,
  type LockedChangeDeps,
} from '../modules/bids/locked-change';
import { decodeHeldNews, encodeHeldNews, type HeldNews } from '../modules/bids/held-news';
import { createSnapItsService } from '../modules/bids/snap-its.service';
import { createMarketCatalog } from '../modules/config/market-catalog';
import { createMarketsRepository } from '../modules/config/markets.repository';
import type { TestContext } from './test-app';

/**
 * Held news between test nodes (ADR 0009) as Redis carries it, through its encoding, delivered at
 * once to every other node on the line. While `isCut`, news is lost, as in a Redis outage.
 */
export function createNewsLine() {
  const hearers = new Set<(news: HeldNews) => void>();
  const line = {
    isCut: false,
    /** While set, news told waits in `late` until `deliverLate()` (Redis slow, not away). */
    isSlow: false,
    late: [] as (() => void)[],
    /** News told on the line, heard or lost. */
    told: 0,
    join(hear: (news: HeldNews) => void): (news: HeldNews) => void {
      hearers.add(hear);
      return (news) => {
        line.told += 1;
        const bytes = encodeHeldNews(news);
        if (line.isCut) return;
        const deliver = () => {
          for (const other of hearers) if (other !== hear) other(decodeHeldNews(bytes)!);
        };
        if (line.isSlow) line.late.push(deliver);
        else deliver();
      };
    },
    /** Delivers the news held back while the line was slow, in the order it was told. */
    deliverLate(): void {
      for (const deliver of line.late.splice(0)) deliver();
    },
  };
  return line;
}

export type NewsLine = ReturnType<typeof createNewsLine>;

/**
 * One node's bid path on a test's database, as the app builds it: its own sequencer, held
 * auctions and caches, so that two of them on one database behave as two nodes. Realtime events
 * go nowhere; held news goes along `newsLine` when given; the sequencer's warnings are kept in `warnings`. `wrapAuctions` lets a test stand
 * between the bid path and its reads of auctions.
 */
export function createBidNode(
  ctx: TestContext,
  options: Pick<LockedChangeDeps, 'heldRepo' | 'heldWritesInFlight'> & {
    wrapAuctions?: (service: AuctionsService) => AuctionsService;
    newsLine?: NewsLine;
  } = {},
) {
  const { wrapAuctions = (service) => service, newsLine, ...lockedOptions } = options;
  const markets = createMarketCatalog(createMarketsRepository(ctx.db).findAll, ctx.clock);
  const repo = createBidsRepository();
  const auctions = wrapAuctions(
    createAuctionsService(createAuctionsRepository(ctx.db, ctx.database.prepared), {
      clock: ctx.clock,
      markets,
    }),
  );
  const engine = createBidEngine(repo);
  const warnings: string[] = [];
  const locked = createLockedChange({
    db: ctx.db,
    repo,
    markets,
    clock: ctx.clock,
    events: createAuctionEvents(async () => {}, { warn() {} }),
    auctions,
    engine,
    heldDb: ctx.database.prepared,
    log: { warn: (_details, message) => void warnings.push(message) },
    ...(newsLine ? { tellHeldNews: newsLine.join((news) => locked.hearHeldNews(news)) } : {}),
    ...lockedOptions,
  });
  return {
    bids: createBidsService({ db: ctx.db, repo, locked, engine }),
    snapIts: createSnapItsService({ db: ctx.db, repo, locked, engine }),
    auctions,
    markets,
    warnings,
    batchCounts: () => locked.batchCounts(),
    /** A dealer's read as the auction route makes it: from the held auction when it can, else read. */
    read: async (viewer: Dealer, auctionId: number) =>
      (await locked.readHeld(viewer, auctionId)) ??
      auctions.getForDealers([viewer], auctionId).then(([answer]) => answer!),
    readHeld: locked.readHeld,
  };
}

export type BidNode = ReturnType<typeof createBidNode>;
