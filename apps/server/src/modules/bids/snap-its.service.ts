import { evaluateSnapIt, evaluateSnapItRemoval, fireSnapIt, snapItFiresAt } from '@autobid/auction';
import {
  EVENTS,
  type DealerAuction,
  type PlaceBidRequest,
  type PublicAuction,
} from '@autobid/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { NOTHING_PUBLIC, type BidEngine, type Settlement } from './bid-engine';
import { biddable, checkBuyingPower, type BuyingPowerGuard } from './bids.service';
import type { BidsRepository, LockedAuction } from './bids.repository';
import type { MarketRow } from '../config/markets.repository';
import type { Dealer, LockedChange } from './locked-change';

/** Snap-its (SNP-1 … SNP-3): placed and removed by dealers, fired by the clock. */
export function createSnapItsService(deps: {
  db: Database;
  repo: BidsRepository;
  locked: LockedChange;
  engine: BidEngine;
  /** Checked when the snap-it is placed, as a max bid's ceiling is (TRX-13). */
  buyingPower?: BuyingPowerGuard;
}) {
  const { db, repo, locked: lockedChange, engine } = deps;

  return {
    async placeSnapIt(dealer: Dealer, input: PlaceBidRequest): Promise<DealerAuction> {
      const judge = (auction: LockedAuction, market: MarketRow, now: number) =>
        evaluateSnapIt({
          auction: biddable(auction),
          bidder: dealer,
          amount: input.amount,
          now,
          rules: market,
        });
      await checkBuyingPower(deps, dealer, input.auction_id, input.amount, judge);
      return lockedChange.forDealer(dealer, input.auction_id, async (tx, locked, market, now) => {
        const verdict = judge(locked, market, now);
        if (!verdict.ok) return { kind: 'rejected', rejection: verdict, currency: market.currency };
        const own = await repo.findSnapIt(tx, locked.id, dealer.id);
        await repo.saveSnapIt(tx, {
          auctionId: locked.id,
          userId: dealer.id,
          groupId: dealer.groupId,
          amount: verdict.value.amount,
          at: new Date(now),
        });
        // Written even when a pending snap-it is only replaced: the row's new version tells every
        // node holding the auction to read it again (ADR 0009).
        await repo.setPendingSnapItCount(
          tx,
          locked.id,
          locked.pendingSnapItCount + (own?.status === 'pending' ? 0 : 1),
        );
        return { kind: 'done', settlement: NOTHING_PUBLIC };
      });
    },

    async removeSnapIt(dealer: Dealer, snapItId: number): Promise<DealerAuction> {
      const found = await repo.findSnapItById(db, snapItId);
      if (!found || found.userId !== dealer.id || found.status === 'removed')
        throw new AppError('not_found', `Snap-it ${snapItId} does not exist.`);
      return lockedChange.forDealer(dealer, found.auctionId, async (tx, locked, market, now) => {
        const snapIt = await repo.findSnapItById(tx, snapItId);
        if (!snapIt || snapIt.status !== 'pending')
          return {
            kind: 'rejected',
            rejection: { code: 'snap_it_closed' },
            currency: market.currency,
          };
        const verdict = evaluateSnapItRemoval({
          timeEnd: locked.timeEnd.getTime(),
          status: biddable(locked).status,
          now,
          extendWindowSeconds: market.extendWindowSeconds,
        });
        if (!verdict.ok) return { kind: 'rejected', rejection: verdict, currency: market.currency };
        await repo.setSnapItStatus(tx, snapItId, 'removed', new Date(now));
        await repo.setPendingSnapItCount(tx, locked.id, Math.max(0, locked.pendingSnapItCount - 1));
        return { kind: 'done', settlement: NOTHING_PUBLIC };
      });
    },

    /**
     * Fires every pending snap-it of one auction once its closing window has opened (SNP-2, SNP-3),
     * in the order they were placed, each judged against what the ones before it left.
     */
    async fireDue(auctionId: number): Promise<void> {
      await lockedChange.applyChange(auctionId, async (tx, initial, market, now) => {
        if (initial.status !== 'active' || initial.pendingSnapItCount === 0)
          return { kind: 'done', settlement: NOTHING_PUBLIC };
        if (now < snapItFiresAt(initial.timeEnd.getTime(), market.extendWindowSeconds))
          return { kind: 'done', settlement: NOTHING_PUBLIC };
        let locked = initial;
        let published: PublicAuction | null = null;
        const lost = new Map<number, number>();
        const notices: NonNullable<Settlement['notices']> = [];
        const afterCommits: (() => void)[] = [];
        for (const snapIt of await repo.findPendingSnapIts(tx, locked.id)) {
          const owner = { id: snapIt.userId, groupId: snapIt.groupId };
          const firing = fireSnapIt({
            auction: biddable(locked),
            owner,
            amount: snapIt.amount,
            now,
            rules: market,
          });
          if (!firing.fired) {
            await repo.setSnapItStatus(tx, snapIt.id, 'failed', new Date(now), firing.reason.code);
            notices.push({
              userId: owner.id,
              event: EVENTS.snapItFailed,
              data: {
                auction_id: locked.id,
                amount: snapIt.amount,
                reason: firing.reason.code,
                updated_at: locked.updatedAt.toISOString(),
              },
            });
            continue;
          }
          const settlement = await engine.settle(tx, locked, {
            now,
            market,
            commitSeq: locked.commitSeq + 1,
            maxBidCount: locked.maxBidCount,
            incoming: {
              userId: owner.id,
              groupId: owner.groupId,
              amount: snapIt.amount,
              kind: 'snap_it',
            },
          });
          await repo.setSnapItStatus(tx, snapIt.id, 'fired', new Date(now));
          published = settlement.published ?? published;
          for (const loser of settlement.outbid) lost.set(loser.userId, loser.amount);
          notices.push({
            userId: owner.id,
            event: EVENTS.snapItFired,
            data: {
              auction_id: locked.id,
              amount: snapIt.amount,
              updated_at: published?.updated_at,
            },
          });
          if (settlement.afterCommit) afterCommits.push(settlement.afterCommit);
          locked = settlement.next!;
        }
        await repo.setPendingSnapItCount(tx, locked.id, 0);
        if (locked.leaderId !== null) lost.delete(locked.leaderId);
        return {
          kind: 'done',
          settlement: {
            published,
            outbid: [...lost].map(([userId, amount]) => ({ userId, amount })),
            notices,
            next: { ...locked, pendingSnapItCount: 0 },
            afterCommit: () => afterCommits.forEach((run) => run()),
          },
        };
      });
    },
  };
}

export type SnapItsService = ReturnType<typeof createSnapItsService>;
