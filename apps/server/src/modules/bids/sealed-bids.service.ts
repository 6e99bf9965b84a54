import { evaluateSealedBid } from '@autobid/auction';
import type { DealerAuction, PlaceClosedBidRequest } from '@autobid/contract';
import { presentPublicAuction } from '../auctions/auction-presenter';
import type { BidsRepository } from './bids.repository';
import type { LockedAuction } from './bids.repository';
import { checkBuyingPower, type BuyingPowerGuard } from './bids.service';
import type { Dealer, LockedChange } from './locked-change';

/**
 * Sealed bids on closed auctions (SEAL-1, SEAL-2). A sealed bid never becomes the public highest
 * bid: the ledger keeps it, the auction's public state shows only the counts.
 */
export function createSealedBidsService(deps: {
  repo: BidsRepository;
  locked: LockedChange;
  /** Checked before the auction's lock is taken, as for open bids (TRX-13). */
  buyingPower?: BuyingPowerGuard;
}) {
  const { repo, locked: lockedChange } = deps;

  return {
    async placeClosedBid(dealer: Dealer, input: PlaceClosedBidRequest): Promise<DealerAuction> {
      const judge = (auction: LockedAuction, current: { amount: number } | null, now: number) =>
        evaluateSealedBid({
          auction: {
            type: auction.type,
            status: auction.status as never,
            timeEnd: auction.timeEnd.getTime(),
            sellerGroupId: auction.sellerGroupId,
            startPrice: auction.startPrice,
          },
          bidder: dealer,
          amount: input.amount,
          bidType: input.bid_type,
          current,
          now,
        });
      // Judged for its reason without the dealer's earlier sealed bid, which only the lock reads.
      await checkBuyingPower(deps, dealer, input.auction_id, input.amount, (committed, _m, now) =>
        judge(committed, null, now),
      );
      return lockedChange.forDealer(dealer, input.auction_id, async (tx, locked, market, now) => {
        const own = await repo.findOwnSealedBid(tx, locked.id, dealer.id, input.bid_type);
        const verdict = judge(locked, own ? { amount: own.amount } : null, now);
        if (!verdict.ok) return { kind: 'rejected', rejection: verdict, currency: market.currency };
        const known = await repo.findBidderNos(tx, locked.id, [dealer.id]);
        const biddersCount = locked.biddersCount + (known.has(dealer.id) ? 0 : 1);
        const updatedAt = new Date(Math.max(now, locked.updatedAt.getTime() + 1));
        const commitSeq = locked.commitSeq + 1;
        await repo.recordBids(
          tx,
          locked.id,
          [
            {
              userId: dealer.id,
              groupId: dealer.groupId,
              bidderNo: known.get(dealer.id) ?? biddersCount,
              amount: verdict.value.amount,
              kind: 'closed',
              bidType: verdict.value.bidType,
              commitSeq,
              causeSeq: commitSeq,
            },
          ],
          new Date(now),
          {
            highestAmount: null,
            leaderId: null,
            leaderCommitSeq: null,
            bidCount: locked.bidCount + 1,
            biddersCount,
            timeEnd: locked.timeEnd,
            commitSeq,
            maxBidCount: locked.maxBidCount,
            updatedAt,
          },
          { isSealed: true },
        );
        const published = presentPublicAuction(
          {
            id: locked.id,
            status: locked.status,
            updatedAt,
            timeEnd: locked.timeEnd,
            bidCount: locked.bidCount + 1,
            biddersCount,
          },
          null,
        );
        return { kind: 'done', settlement: { published, outbid: [] } };
      });
    },
  };
}

export type SealedBidsService = ReturnType<typeof createSealedBidsService>;
