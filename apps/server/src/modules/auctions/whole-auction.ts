import type { IncrementTierRow } from '../../db/schema';
import {
  OWN_BIDS_SHOWN,
  type HistoryBidRow,
  type InspectionRow,
  type OwnBidRow,
  type SnapItJson,
} from './auction-view.repository';
import type { AuctionViewRow } from './auctions.repository';

const HISTORY_LENGTH = 50;

/** A max bid standing on an auction: what proxy bidding and the answers need of it. */
export interface WholeMaxBid {
  id: number;
  userId: number;
  groupId: number;
  ceiling: number;
  commitSeq: number;
}

/**
 * An auction with everything any dealer sees of it and everything its bidding rules need, as of
 * one version of its row: what a node holds to decide bids and answer them without reading the
 * auction again (ADR 0009).
 */
export interface WholeAuction {
  /** The auction row's version (`xmin`): a write conditioned on it fails once anyone changed the row. */
  version: string;
  /** The car's stamp (`db/car-stamp.ts`): another one means the car or its inspection changed. */
  stamp: string;
  view: AuctionViewRow;
  inspection: InspectionRow | null;
  /** The latest bids, newest first. */
  history: HistoryBidRow[];
  /** Each dealer's latest own bids of the current window, oldest first (per sealed bid type). */
  ownBids: Map<number, readonly OwnBidRow[]>;
  snapIts: ReadonlyMap<number, SnapItJson>;
  /** The standing max bids, oldest commitment first. */
  standing: WholeMaxBid[];
  /** The anonymous number of every dealer who bid on the auction. */
  bidderNos: Map<number, number>;
  /** The market's bidding rules as committed with the auction. */
  marketIncrements: IncrementTierRow[];
  marketExtendWindowSeconds: number;
}

/** A bid appended to the ledger, with its id. */
export interface AppendedBid {
  id: number;
  userId: number;
  bidderNo: number;
  amount: number;
  kind: OwnBidRow['kind'];
  bidType: OwnBidRow['bidType'];
  createdAt: Date;
}

/** What one write did to an auction: its new version, the columns it set, the bids it appended. */
export interface WholeAuctionChange {
  version: string;
  stamp: string;
  /** The auction's columns as the write set them. */
  auction: Partial<AuctionViewRow['auction']>;
  /** In ledger order. */
  bids: AppendedBid[];
  standing: WholeMaxBid[];
}

/** A dealer's own bids with `bid` added: the latest OWN_BIDS_SHOWN of its type stay. */
function withOwnBid(own: readonly OwnBidRow[], bid: OwnBidRow): OwnBidRow[] {
  const next = [...own, bid];
  const ofType = next.filter((b) => b.bidType === bid.bidType);
  if (ofType.length <= OWN_BIDS_SHOWN) return next;
  const oldest = ofType[0]!;
  return next.filter((b) => b !== oldest);
}

/**
 * Moves the auction held whole by a write this node made on the version it holds, as reading it
 * again would give it: the row's columns, the highest bid (on an open auction), the history, the
 * dealers' own bids, the standing max bids and the bidder numbers. The car and its inspection stay;
 * the caller reads the auction again when the write's stamp says they changed. The row, the view
 * and the history are new objects, so that what was presented of the ones before is not taken for
 * them; the maps of own bids and bidder numbers are moved in place, a changed dealer's list a new
 * array.
 */
export function applyChange(whole: WholeAuction, change: WholeAuctionChange): void {
  const auction = { ...whole.view.auction, ...change.auction };
  const last = change.bids.at(-1);
  const isSealed = auction.type === 'closed';
  const highestBid =
    last && !isSealed
      ? { id: last.id, amount: last.amount, bidderNo: last.bidderNo, createdAt: last.createdAt }
      : whole.view.highestBid;
  const fresh: HistoryBidRow[] = [];
  for (const bid of change.bids) {
    fresh.unshift({
      id: bid.id,
      userId: bid.userId,
      amount: bid.amount,
      bidderNo: bid.bidderNo,
      createdAt: bid.createdAt,
    });
    whole.ownBids.set(
      bid.userId,
      withOwnBid(whole.ownBids.get(bid.userId) ?? [], {
        id: bid.id,
        auctionId: auction.id,
        userId: bid.userId,
        amount: bid.amount,
        kind: bid.kind,
        bidType: bid.bidType,
        createdAt: bid.createdAt,
      }),
    );
    whole.bidderNos.set(bid.userId, bid.bidderNo);
  }
  whole.version = change.version;
  whole.stamp = change.stamp;
  whole.view = { ...whole.view, auction, highestBid };
  if (fresh.length > 0) whole.history = [...fresh, ...whole.history].slice(0, HISTORY_LENGTH);
  whole.standing = change.standing;
}
