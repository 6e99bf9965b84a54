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
  async function present(viewer: Viewer, rows: AuctionViewRow[], extra: (row: AuctionViewRow) => Partial<DealerAuctionExtras>) {
    const auctionIds = rows.map((r) => r.auction.id);
    const [userBids, maxBids, snapIts, markets] = await Promise.all([
      repo.findUserBids(viewer.id, auctionIds),
      repo.findOwnMaxBids(viewer.id, auctionIds),
      repo.findOwnSnapIts(viewer.id, auctionIds),
      deps.markets.all(),
    ]);
    const now = deps.clock.now();
    return rows.map((row) =>
      presentDealerAuction(row, {
        callerId: viewer.id,
        callerGroupId: viewer.groupId,
        now,
        extendWindowSeconds: markets.find((m) => m.code === row.auction.market)?.extendWindowSeconds ?? 60,
        userBids: userBids.filter((bid) => bid.auctionId === row.auction.id),
        maxBid: maxBids.find((m) => m.auctionId === row.auction.id),
        snapIt: snapIts.find((s) => s.auctionId === row.auction.id),
        ...extra(row),
      }),
    );
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
      const row = await repo.findViewById(auctionId);
      if (!row || row.auction.status === 'scheduled') throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const [inspections, history] = await Promise.all([repo.findActiveInspections([row.inventory.id]), repo.findBidHistory(auctionId, HISTORY_LENGTH)]);
      const [auction] = await present(viewer, [row], () => ({ inspection: inspections.get(row.inventory.id) ?? null, history }));
      return auction!;
    },
  };
}

export type AuctionsService = ReturnType<typeof createAuctionsService>;
