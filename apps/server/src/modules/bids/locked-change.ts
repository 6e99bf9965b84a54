import type { DealerAuction, Language } from '@autobid/contract';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents } from '../auctions/auction-events';
import type { AuctionsService } from '../auctions/auctions.service';
import type { MarketCatalog } from '../config/market-catalog';
import type { MarketRow } from '../config/markets.repository';
import type { Settlement } from './bid-engine';
import { bidRejectionError, type Rejection } from './bid-rejections';
import type { BidsRepository, LockedAuction } from './bids.repository';

export interface LockedChangeDeps {
  db: Database;
  repo: BidsRepository;
  markets: MarketCatalog;
  clock: Clock;
  events: AuctionEvents;
  auctions: AuctionsService;
}

export interface Dealer {
  id: number;
  groupId: number;
  language?: Language;
  /** The dealer's market: they bid only there; another market's auction is as if missing (404). */
  market: string;
}

export type Outcome =
  | { kind: 'missing' }
  | { kind: 'rejected'; rejection: Rejection; currency: string }
  | { kind: 'done'; settlement: Settlement };
export type Change = (
  tx: Executor,
  locked: LockedAuction,
  market: MarketRow,
  now: number,
) => Promise<Outcome>;
/** Judges a change on the auction as last committed; returns a rejection only when waiting for the lock could not change it. */
export type Precheck = (
  committed: LockedAuction,
  market: MarketRow,
  now: number,
) => Rejection | null;

/**
 * Runs one change to one auction while holding its row lock, so changes to one auction are judged
 * one after another against the state the previous one left. The clock is read once the lock is
 * held. Events go out only after the commit; a rejection writes nothing.
 */
export function createLockedChange(deps: LockedChangeDeps) {
  const { db, repo, markets, clock, events } = deps;

  function publish({ published, outbid, notices }: Settlement): void {
    if (published) {
      void events.auctionUpdated(published);
      for (const loser of outbid) {
        void events.outbid(loser.userId, {
          auction_id: published.id,
          amount: published.highest_bid?.amount ?? loser.amount,
          your_amount: loser.amount,
          updated_at: published.updated_at,
        });
      }
    }
    for (const notice of notices ?? [])
      void events.notify(notice.userId, notice.event, notice.data);
  }

  async function applyChange(auctionId: number, change: Change): Promise<Outcome> {
    // Read outside the transaction: on PGlite a query beside an open transaction would wait for it.
    const marketsByCode = new Map((await markets.all()).map((m) => [m.code, m]));
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const locked = await repo.lockAuction(tx, auctionId);
      if (!locked) return { kind: 'missing' };
      const market = marketsByCode.get(locked.market);
      if (!market) throw new Error(`auction ${locked.id} is in unknown market ${locked.market}`);
      return change(tx, locked, market, clock.now());
    });
    if (outcome.kind === 'done') publish(outcome.settlement);
    return outcome;
  }

  async function refusedEarly(
    dealer: Dealer,
    auctionId: number,
    precheck?: Precheck,
  ): Promise<Outcome | null> {
    const committed = await repo.readAuction(db, auctionId);
    // An auction never changes market, so this holds under the lock too.
    if (!committed || committed.market !== dealer.market) return { kind: 'missing' };
    if (!precheck) return null;
    const market = (await markets.all()).find((m) => m.code === committed.market);
    if (!market) return null;
    const rejection = precheck(committed, market, clock.now());
    return rejection ? { kind: 'rejected', rejection, currency: market.currency } : null;
  }

  return {
    applyChange,

    /**
     * A dealer's change: answers the auction as that dealer now sees it, or the rejection with it.
     * An auction of another market is refused as missing before anything else. With a precheck, a change that is certain to be refused is refused without taking the lock,
     * so hopeless bids do not queue behind the ones that can still win.
     */
    async forDealer(
      dealer: Dealer,
      auctionId: number,
      change: Change,
      precheck?: Precheck,
    ): Promise<DealerAuction> {
      const outcome =
        (await refusedEarly(dealer, auctionId, precheck)) ?? (await applyChange(auctionId, change));
      if (outcome.kind === 'missing')
        throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      if (outcome.kind === 'rejected') {
        const current = await deps.auctions.getForDealer(dealer, auctionId).catch(() => undefined);
        throw bidRejectionError(
          outcome.rejection,
          current,
          (n) => `${outcome.currency} ${n.toLocaleString('en')}`,
        );
      }
      return deps.auctions.getForDealer(dealer, auctionId);
    },
  };
}

export type LockedChange = ReturnType<typeof createLockedChange>;
