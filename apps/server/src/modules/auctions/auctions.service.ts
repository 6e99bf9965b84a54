import type { DealerAuction } from '@autobid/contract';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MarketCatalog } from '../config/market-catalog';
import { presentDealerAuction, type DealerAuctionExtras } from './auction-presenter';
import type { AuctionViewRow, AuctionsRepository, LiveQuery } from './auctions.repository';

const HISTORY_LENGTH = 50;

/** Who is looking: their own bids, max bid and snap-it are shown to them alone. */
export interface Viewer {
  id: number;
  groupId: number | null;
}

export function createAuctionsService(repo: AuctionsRepository, deps: { clock: Clock; markets: MarketCatalog }) {
  /** Everything a viewer sees of some auctions; the reads run side by side. */
  async function present(
    viewer: Viewer,
    rows: AuctionViewRow[],
    extra: (row: AuctionViewRow) => Partial<DealerAuctionExtras>,
    own?: Awaited<ReturnType<typeof readOwn>>,
  ) {
    const mine = own ?? (await readOwn(viewer, rows.map((r) => r.auction.id)));
    const now = deps.clock.now();
    return rows.map((row) =>
      presentDealerAuction(row, {
        callerId: viewer.id,
        callerGroupId: viewer.groupId,
        now,
        extendWindowSeconds: mine.markets.find((m) => m.code === row.auction.market)?.extendWindowSeconds ?? 60,
        userBids: mine.userBids.filter((bid) => bid.auctionId === row.auction.id),
        maxBid: mine.maxBids.find((m) => m.auctionId === row.auction.id),
        snapIt: mine.snapIts.find((s) => s.auctionId === row.auction.id),
        ...extra(row),
      }),
    );
  }

  async function readOwn(viewer: Viewer, auctionIds: number[]) {
    const [userBids, maxBids, snapIts, markets] = await Promise.all([
      repo.findUserBids(viewer.id, auctionIds),
      repo.findOwnMaxBids(viewer.id, auctionIds),
      repo.findOwnSnapIts(viewer.id, auctionIds),
      deps.markets.all(),
    ]);
    return { userBids, maxBids, snapIts, markets };
  }

  return {
    async listLive(viewer: Viewer, query: LiveQuery & { withInspection: boolean }) {
      const { rows, total } = await repo.findLive(query);
      const inspections = query.withInspection ? await repo.findActiveInspections(rows.map((r) => r.inventory.id)) : null;
      const data = await present(viewer, rows, (row) => (inspections ? { inspection: inspections.get(row.inventory.id) ?? null } : {}));
      return {
        data,
        meta: {
          pagination: { total, per_page: query.perPage, current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.perPage)) },
        },
      };
    },

    /** One auction with inspection, history and the viewer's own bids; scheduled ones are not public yet. */
    async getForDealer(viewer: Viewer, auctionId: number): Promise<DealerAuction> {
      // One wave of reads: every one of them needs only the auction id.
      const [row, inspection, history, own] = await Promise.all([
        repo.findViewById(auctionId),
        repo.findActiveInspectionOfAuction(auctionId),
        repo.findBidHistory(auctionId, HISTORY_LENGTH),
        readOwn(viewer, [auctionId]),
      ]);
      if (!row || row.auction.status === 'scheduled') throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const [auction] = await present(viewer, [row], () => ({ inspection, history }), own);
      return auction!;
    },
  };
}

export type AuctionsService = ReturnType<typeof createAuctionsService>;
