import type { DealerAuction } from '@autobid/contract';
import { AppError } from '../../lib/app-error';
import { presentDealerAuction } from './auction-presenter';
import type { AuctionsRepository, LiveQuery } from './auctions.repository';

const HISTORY_LENGTH = 50;

export function createAuctionsService(repo: AuctionsRepository) {
  return {
    async listLive(callerId: number, query: LiveQuery & { withInspection: boolean }) {
      const { rows, total } = await repo.findLive(query);
      const auctionIds = rows.map((r) => r.auction.id);
      const [userBids, inspections, maxBids] = await Promise.all([
        repo.findUserBids(callerId, auctionIds),
        query.withInspection ? repo.findActiveInspections(rows.map((r) => r.inventory.id)) : Promise.resolve(null),
        repo.findOwnMaxBids(callerId, auctionIds),
      ]);
      const data = rows.map((row) =>
        presentDealerAuction(row, {
          callerId,
          userBids: userBids.filter((bid) => bid.auctionId === row.auction.id),
          maxBid: maxBids.find((m) => m.auctionId === row.auction.id),
          ...(inspections ? { inspection: inspections.get(row.inventory.id) ?? null } : {}),
        }),
      );
      return {
        data,
        meta: {
          pagination: { total, per_page: query.perPage, current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.perPage)) },
        },
      };
    },

    /** One auction with inspection, history and the caller's bids; scheduled ones are not public yet. */
    async getForDealer(callerId: number, auctionId: number): Promise<DealerAuction> {
      const row = await repo.findViewById(auctionId);
      if (!row || row.auction.status === 'scheduled') throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const [userBids, inspections, history, maxBids] = await Promise.all([
        repo.findUserBids(callerId, [auctionId]),
        repo.findActiveInspections([row.inventory.id]),
        repo.findBidHistory(auctionId, HISTORY_LENGTH),
        repo.findOwnMaxBids(callerId, [auctionId]),
      ]);
      return presentDealerAuction(row, {
        callerId,
        userBids,
        maxBid: maxBids[0],
        inspection: inspections.get(row.inventory.id) ?? null,
        history,
      });
    },
  };
}

export type AuctionsService = ReturnType<typeof createAuctionsService>;
