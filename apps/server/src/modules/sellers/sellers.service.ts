import {
  SELLER_STAGES,
  type Language,
  type NegotiationView,
  type SellerAuction,
  type SellerAuctionDetail,
  type SellerAuctionPage,
  type SellerRelated,
  type SellerSale,
  type SellerSessionCount,
  type SellerStage,
} from '@autobid/contract';
import { isOverdue, type TransactionStatus } from '@autobid/auction';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../auctions/auctions.service';
import { resolveSellerRange } from './seller-range';
import { presentSellerAuction } from './seller-presenter';
import type { SellerListQuery } from './sellers.schemas';
import type { SellerRepository } from './sellers.repository';

/** The seller group whose auctions the caller works on, and the language the caller reads. */
export interface SellerViewer {
  id: number;
  groupId: number;
  /** The pictures' drawn words and captions come in it (demo art is drawn per language). */
  language: Language;
}

/**
 * The seller's lists of its group's auctions by stage, the pending ones per sale session, and the
 * other auctions of one car. Only the caller's active seller group's auctions are ever read.
 */
export function createSellersService(deps: {
  repo: SellerRepository;
  clock: Clock;
  /** The seller's negotiation on a pending award (the awards module). */
  negotiation: (auctionId: number) => Promise<NegotiationView | null>;
}) {
  const { repo, clock } = deps;

  /** The auctions of `ids`, in that order, as their seller sees them in `language`. */
  async function present(ids: number[], language: Language): Promise<SellerAuction[]> {
    const rows = await repo.findViewsByIds(ids);
    const sealed = await repo.findBestSealedBids(
      rows.filter((r) => r.auction.type === 'closed').map((r) => r.auction.id),
    );
    const now = clock.now();
    const byId = new Map(rows.map((r) => [r.auction.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row
        ? [
            presentSellerAuction(
              row,
              sealed.filter((b) => b.auctionId === id),
              now,
              language,
            ),
          ]
        : [];
    });
  }

  return {
    async list(
      viewer: SellerViewer,
      stage: SellerStage,
      query: SellerListQuery,
    ): Promise<SellerAuctionPage> {
      const range = resolveSellerRange(query['filterDate[from]'], query['filterDate[to]']);
      const { ids, total } = await repo.findPage(
        {
          sellerGroupId: viewer.groupId,
          statuses: query.tag === 'all' ? SELLER_STAGES[stage] : [query.tag],
          makeIds: query['filter[make]'],
          modelIds: query['filter[model]'],
          search: query.query || undefined,
          endFrom: range.from,
          endUntil: range.until,
        },
        query.sort,
        query.page,
        query.per_page,
      );
      return {
        data: await present(ids, viewer.language),
        meta: { pagination: paginate(total, query.page, query.per_page) },
      };
    },

    /** The group's pending auctions per sale session (market and hour of the end, as `/config/auction-sessions`). */
    async countPendingBySession(viewer: SellerViewer): Promise<SellerSessionCount> {
      const rows = await repo.countPendingBySession(
        viewer.groupId,
        SELLER_STAGES.pending,
        new Date(clock.now()),
      );
      return {
        data: rows.map((r) => ({
          session_id: `${r.market}-${r.hour}`,
          market: r.market,
          hour_start: `${r.hour}:00:00.000Z`,
          count: r.count,
        })),
        meta: { total: rows.reduce((sum, r) => sum + r.count, 0) },
      };
    },

    /**
     * One auction of the group with its price history (the bids of its current window, by bidder
     * number). A sealed auction's amounts stay hidden from everyone, the seller too, until it closes.
     */
    async detail(viewer: SellerViewer, auctionId: number): Promise<SellerAuctionDetail> {
      const owner = await repo.findOwner(auctionId);
      if (!owner || owner.sellerGroupId !== viewer.groupId)
        throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const [auction] = await present([auctionId], viewer.language);
      if (!auction) throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const isSealedOpen = auction.type === 'closed' && auction.closed_at === null;
      const history = isSealedOpen ? [] : await repo.findBidHistory(auctionId, owner.timeStart);
      return {
        data: {
          ...auction,
          bids: history.map((bid) => ({
            id: bid.id,
            amount: bid.amount,
            bidder_no: bid.bidderNo,
            bid_type: bid.bidType,
            created_at: bid.createdAt.toISOString(),
          })),
          listing_id: owner.listingId,
          negotiation: await deps.negotiation(auctionId),
          sale: presentSale(await repo.findSale(auctionId), clock.now()),
        },
      };
    },

    /** The group's earlier and later auctions of the same car, and this auction's own restarts. */
    async related(viewer: SellerViewer, auctionId: number): Promise<SellerRelated> {
      const owner = await repo.findOwner(auctionId);
      if (!owner || owner.sellerGroupId !== viewer.groupId)
        throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const [others, restarts] = await Promise.all([
        repo.findSameCarIds(viewer.groupId, owner.inventoryId, auctionId),
        repo.findRestarts(auctionId),
      ]);
      const isEarlier = (o: { id: number; timeStart: Date }) =>
        o.timeStart.getTime() < owner.timeStart.getTime() ||
        (o.timeStart.getTime() === owner.timeStart.getTime() && o.id < auctionId);
      const [earlier, later] = await Promise.all([
        present(
          others.filter(isEarlier).map((o) => o.id),
          viewer.language,
        ),
        present(
          others.filter((o) => !isEarlier(o)).map((o) => o.id),
          viewer.language,
        ),
      ]);
      return {
        data: {
          auction_id: auctionId,
          inventory_id: owner.inventoryId,
          restarts: restarts.map((r) => ({
            from_status: r.fromStatus as SellerRelated['data']['restarts'][number]['from_status'],
            restarted_at: r.at.toISOString(),
          })),
          earlier,
          later,
        },
      };
    },
  };
}

export type SellersService = ReturnType<typeof createSellersService>;

/** The seller's view of a sale: the buyer's payment state and the payout, never the buyer's bill. */
function presentSale(
  found: Awaited<ReturnType<SellerRepository['findSale']>>,
  now: number,
): SellerSale | null {
  if (!found) return null;
  const { sale, statement, sellerCollection } = found;
  const status = sale.status as TransactionStatus;
  return {
    transaction_id: sale.id,
    status,
    is_buyer_paid: sale.paidAt !== null,
    paid_at: sale.paidAt?.toISOString() ?? null,
    due_at: sale.dueAt.toISOString(),
    is_overdue: isOverdue(status, sale.dueAt.getTime(), now),
    statement: statement.map((line) => ({
      kind: line.kind as SellerSale['statement'][number]['kind'],
      name: line.name,
      target: line.target,
      amount: line.amount,
    })),
    payout: sale.sellerPayout,
    is_paid_out:
      sellerCollection === 'collected' || (sellerCollection === null && status === 'completed'),
  };
}
