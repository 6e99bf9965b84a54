import { bidPosition, processState, revealState, type AuctionStatus } from '@autobid/auction';
import type {
  DealerAuction,
  Inspection,
  Language,
  PublicAuction,
  PublicBid,
  UserBid,
} from '@autobid/contract';
import type { PhotoRow } from '../../db/schema';
import { inLanguage, photoUrlIn } from '../../lib/content-language';
import type {
  AuctionViewRow,
  HistoryBidRow,
  InspectionRow,
  OwnBidRow,
} from './auctions.repository';

type Photo = DealerAuction['inventory']['photos'][number];

interface BidColumns {
  id: number | null;
  amount: number | null;
  bidderNo: number | null;
  createdAt: Date | null;
}

function presentBidColumns(bid: BidColumns | null): PublicBid | null {
  if (
    !bid ||
    bid.id === null ||
    bid.amount === null ||
    bid.bidderNo === null ||
    bid.createdAt === null
  )
    return null;
  return {
    id: bid.id,
    amount: bid.amount,
    bidder_no: bid.bidderNo,
    created_at: bid.createdAt.toISOString(),
  };
}

export function presentPublicBid(bid: HistoryBidRow): PublicBid {
  return {
    id: bid.id,
    amount: bid.amount,
    bidder_no: bid.bidderNo,
    created_at: bid.createdAt.toISOString(),
  };
}

export function presentUserBid(bid: OwnBidRow): UserBid {
  return {
    id: bid.id,
    auction_id: bid.auctionId,
    amount: bid.amount,
    kind: bid.kind,
    bid_type: bid.bidType,
    created_at: bid.createdAt.toISOString(),
  };
}

/** An inspection report in `language` where the inspector's words have a translation. */
export function presentInspection(row: InspectionRow, language?: Language): Inspection {
  return {
    id: row.id,
    score: row.score,
    summary: inLanguage(row.summary, row.summaryTranslations, language),
    inspected_at: row.inspectedAt.toISOString(),
    sections: row.sections.map((section) => ({
      key: section.key,
      name: section.name,
      rating: section.rating,
      notes: inLanguage(section.notes, section.notesTranslations, language),
    })),
  };
}

/** Photos with their captions, and any picture drawn with words, in `language` where one exists. */
export function presentPhotos(rows: readonly PhotoRow[], language?: Language): Photo[] {
  return rows.map((row) => {
    const caption = (language && row.translations?.[language]?.caption) || row.caption;
    return { url: photoUrlIn(row, language), caption };
  });
}

/** The car as every auction answer shows it, photo captions in the viewer's language when known. */
export function presentInventory(
  row: Pick<AuctionViewRow, 'inventory' | 'makeName' | 'modelName'>,
  language?: Language,
): DealerAuction['inventory'] {
  const { inventory } = row;
  return {
    id: inventory.id,
    make: row.makeName,
    model: row.modelName,
    make_id: inventory.makeId,
    model_id: inventory.modelId,
    year: inventory.year,
    variant: inventory.variant,
    mileage_km: inventory.mileageKm,
    transmission: inventory.transmission,
    fuel: inventory.fuel,
    color: inventory.color,
    photos: presentPhotos(inventory.photos, language),
  };
}

/**
 * What every watcher may see: the `auction.updated` payload. The leader's identity, the reserve
 * and any sealed amount never appear here.
 */
export function presentPublicAuction(
  auction: {
    id: number;
    updatedAt: Date;
    status: string;
    timeEnd: Date;
    bidCount: number;
    biddersCount: number;
  },
  highest: PublicBid | null,
): PublicAuction {
  return {
    id: auction.id,
    updated_at: auction.updatedAt.toISOString(),
    status: auction.status as AuctionStatus,
    time_end: auction.timeEnd.toISOString(),
    highest_bid: highest,
    bid_count: auction.bidCount,
    bidders_count: auction.biddersCount,
  };
}

/** The public part of an auction someone may see, for publishing to every watcher. */
export function toPublicAuction(view: DealerAuction): PublicAuction {
  const { id, updated_at, status, time_end, highest_bid, bid_count, bidders_count } = view;
  return { id, updated_at, status, time_end, highest_bid, bid_count, bidders_count };
}

export interface DealerAuctionExtras {
  callerId: number;
  callerGroupId: number | null;
  language?: Language | undefined;
  now: number;
  extendWindowSeconds: number;
  snapIt?:
    | {
        id: number;
        auctionId: number;
        amount: number;
        status: 'pending' | 'fired' | 'failed' | 'removed';
        failReason: string | null;
      }
    | undefined;
  userBids: readonly OwnBidRow[];
  maxBid?: { id: number; auctionId: number; ceiling: number } | undefined;
  inspection?: InspectionRow | null;
  history?: readonly HistoryBidRow[];
  /** Shared by the answers of one read, so that what they show alike is presented once. */
  shared?: SharedPresentations;
}

/** How an answer presents what it may share with other answers of the same read. */
interface AnswerParts {
  /** What every viewer of the row sees alike (`hidesOthers`: others' amounts are hidden). */
  common(row: AuctionViewRow, hidesOthers: boolean): CommonParts;
  bid(bid: HistoryBidRow): PublicBid;
  /** The history's bids as shown: the same rows shown again give the same array. */
  history(rows: readonly HistoryBidRow[]): PublicBid[];
  /** A dealer's own bids as shown: the same rows shown again give the same array. */
  userBids(rows: readonly OwnBidRow[]): UserBid[];
  inventory(row: AuctionViewRow, language?: Language): DealerAuction['inventory'];
  inspection(row: InspectionRow, language?: Language): Inspection;
}

/** An answer presented on its own: every part afresh. */
const partsAlone: AnswerParts = {
  common: presentCommon,
  bid: presentPublicBid,
  history: (rows) => rows.map(presentPublicBid),
  userBids: (rows) => rows.map(presentUserBid),
  inventory: presentInventory,
  inspection: presentInspection,
};

/** The value of `key` in `map`, made and kept on first use. */
function once<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * What every dealer's answer of one auction shows alike: the history's bids and, per language, the
 * car and its inspection. Each is presented once for every answer made with it, which then share
 * the presented objects (nothing changes them once presented): the answers of one read, or of
 * every batch a node answers from the auction it holds (ADR 0009).
 */
export class SharedPresentations implements AnswerParts {
  /** Keyed by the bid rows themselves: a bid the history no longer holds is forgotten with it. */
  readonly #bids = new WeakMap<HistoryBidRow, PublicBid>();
  readonly #histories = new WeakMap<readonly HistoryBidRow[], PublicBid[]>();
  /** By the auction's row object, for others' amounts shown and hidden. */
  readonly #commons = new WeakMap<object, [CommonParts | undefined, CommonParts | undefined]>();
  readonly #userBids = new WeakMap<readonly OwnBidRow[], UserBid[]>();
  /** A dealer's list is new after each of their bids; the rows it keeps are presented once. */
  readonly #userBid = new WeakMap<OwnBidRow, UserBid>();
  readonly #inventories = new Map<string, DealerAuction['inventory']>();
  readonly #inspections = new Map<string, Inspection>();
  readonly #inventory: object;

  /** For the answers that show `row`'s car only: another car is presented afresh. */
  constructor(row: Pick<AuctionViewRow, 'inventory'>) {
    this.#inventory = row.inventory;
  }

  bid(bid: HistoryBidRow): PublicBid {
    let presented = this.#bids.get(bid);
    if (!presented) {
      presented = presentPublicBid(bid);
      this.#bids.set(bid, presented);
    }
    return presented;
  }

  common(row: AuctionViewRow, hidesOthers: boolean): CommonParts {
    let pair = this.#commons.get(row.auction);
    if (!pair) {
      pair = [undefined, undefined];
      this.#commons.set(row.auction, pair);
    }
    const slot = hidesOthers ? 1 : 0;
    return (pair[slot] ??= presentCommon(row, hidesOthers));
  }

  history(rows: readonly HistoryBidRow[]): PublicBid[] {
    let presented = this.#histories.get(rows);
    if (!presented) {
      presented = rows.map((bid) => this.bid(bid));
      this.#histories.set(rows, presented);
    }
    return presented;
  }

  userBids(rows: readonly OwnBidRow[]): UserBid[] {
    let presented = this.#userBids.get(rows);
    if (!presented) {
      presented = rows.map((row) => {
        let bid = this.#userBid.get(row);
        if (!bid) {
          bid = presentUserBid(row);
          this.#userBid.set(row, bid);
        }
        return bid;
      });
      this.#userBids.set(rows, presented);
    }
    return presented;
  }

  inventory(row: AuctionViewRow, language?: Language): DealerAuction['inventory'] {
    if (row.inventory !== this.#inventory) return presentInventory(row, language);
    return once(this.#inventories, language ?? '', () => presentInventory(row, language));
  }

  inspection(row: InspectionRow, language?: Language): Inspection {
    return once(this.#inspections, `${row.id}:${language ?? ''}`, () =>
      presentInspection(row, language),
    );
  }
}

/** What every viewer of an auction sees alike, once it is known whether others' amounts are hidden. */
type CommonParts = Pick<
  DealerAuction,
  | 'id'
  | 'updated_at'
  | 'status'
  | 'time_end'
  | 'highest_bid'
  | 'bid_count'
  | 'bidders_count'
  | 'type'
  | 'market'
  | 'currency'
  | 'channel'
  | 'location'
  | 'restart_count'
  | 'time_start'
  | 'start_price'
  | 'is_reserve_met'
  | 'awarded_bid'
  | 'sale_price'
  | 'award_status'
>;

function presentCommon(row: AuctionViewRow, hidesOthers: boolean): CommonParts {
  const { auction } = row;
  const visible = presentPublicAuction(
    auction,
    hidesOthers ? null : presentBidColumns(row.highestBid),
  );
  // Copied field by field: properties added after a leading spread take V8's slow path.
  return {
    id: visible.id,
    updated_at: visible.updated_at,
    status: visible.status,
    time_end: visible.time_end,
    highest_bid: visible.highest_bid,
    bid_count: visible.bid_count,
    bidders_count: visible.bidders_count,
    type: auction.type,
    market: auction.market,
    currency: row.currency,
    channel: auction.channel,
    location: auction.location,
    restart_count: auction.restartCount,
    time_start: auction.timeStart.toISOString(),
    start_price: auction.startPrice,
    is_reserve_met:
      !hidesOthers &&
      auction.highestAmount !== null &&
      auction.highestAmount >= auction.reservePrice,
    awarded_bid: presentBidColumns(row.awardedBid),
    sale_price:
      auction.awardStatus === 'won'
        ? (auction.awardedAmount ?? row.awardedBid?.amount ?? null)
        : null,
    award_status: (auction.awardStatus as DealerAuction['award_status']) ?? null,
  };
}

/**
 * An auction as the calling dealer sees it: public fields plus their own bids, max bid, snap-it and
 * position. On a closed auction nobody else's amount appears until the outcome is decided (SEAL-2),
 * and then only the winning one.
 */
export function presentDealerAuction(
  row: AuctionViewRow,
  extras: DealerAuctionExtras,
): DealerAuction {
  const { auction } = row;
  const parts = extras.shared ?? partsAlone;
  const status = auction.status as AuctionStatus;
  const isSealed = auction.type === 'closed';
  const reveal = revealState({
    status,
    now: extras.now,
    timeEnd: auction.timeEnd.getTime(),
    isOwnGroup: extras.callerGroupId === auction.sellerGroupId,
  });
  const hidesOthers = isSealed && reveal !== 'revealed';
  const common = parts.common(row, hidesOthers);
  // An open auction shows everyone the same history: the rows as they are, presented once.
  const visibleHistory =
    isSealed && extras.history
      ? extras.history.filter(
          (bid) =>
            bid.userId === extras.callerId ||
            (!hidesOthers && (bid.id === auction.highestBidId || bid.id === auction.awardedBidId)),
        )
      : extras.history;
  const winnerId =
    status === 'awarded' || status === 'confirmed' || status === 'sold' ? auction.leaderId : null;
  const { snapIt } = extras;
  // One literal of a fixed shape: the common fields copied, never spread.
  const answer: DealerAuction = {
    id: common.id,
    updated_at: common.updated_at,
    status: common.status,
    time_end: common.time_end,
    highest_bid: common.highest_bid,
    bid_count: common.bid_count,
    bidders_count: common.bidders_count,
    type: common.type,
    market: common.market,
    currency: common.currency,
    channel: common.channel,
    location: common.location,
    restart_count: common.restart_count,
    time_start: common.time_start,
    start_price: common.start_price,
    is_reserve_met: common.is_reserve_met,
    awarded_bid: common.awarded_bid,
    sale_price: common.sale_price,
    position: hidesOthers
      ? 'nobid'
      : bidPosition({
          leaderId: auction.leaderId,
          dealerId: extras.callerId,
          hasBid: extras.userBids.length > 0,
        }),
    user_bids: parts.userBids(extras.userBids),
    max_bid: extras.maxBid
      ? { id: extras.maxBid.id, auction_id: extras.maxBid.auctionId, amount: extras.maxBid.ceiling }
      : null,
    snap_it_bid:
      snapIt && snapIt.status !== 'removed'
        ? {
            id: snapIt.id,
            auction_id: snapIt.auctionId,
            amount: snapIt.amount,
            status: snapIt.status,
            ...(snapIt.failReason ? { reason: snapIt.failReason } : {}),
            fires_at: new Date(
              auction.timeEnd.getTime() - extras.extendWindowSeconds * 1000,
            ).toISOString(),
          }
        : null,
    sealed: isSealed
      ? {
          reveal_state: reveal,
          process_state: processState({
            status,
            winnerDealerId: winnerId,
            dealerId: extras.callerId,
          }),
        }
      : null,
    award_status: common.award_status,
    inventory: parts.inventory(row, extras.language),
  };
  if (extras.inspection !== undefined)
    answer.active_inspection = extras.inspection
      ? parts.inspection(extras.inspection, extras.language)
      : null;
  if (visibleHistory) answer.bids = parts.history(visibleHistory);
  return answer;
}
