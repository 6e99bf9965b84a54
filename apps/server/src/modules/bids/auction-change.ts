import type { Language } from '@autobid/contract';
import type { Executor } from '../../db/client';
import type { MarketRow } from '../config/markets.repository';
import type { Settlement } from './bid-engine';
import type { ChangeInput } from './bid-plan';
import type { Rejection } from './bid-rejections';
import type { LockedAuction } from './bids.repository';

/** What the sequencer of an auction's changes runs (`locked-change.ts`, ADR 0008 and 0009). */

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
/**
 * Judges a change on the auction as last committed, without the lock; returns a rejection only
 * when no change waiting for the lock could undo it.
 */
export type Precheck = (
  committed: LockedAuction,
  market: MarketRow,
  now: number,
) => Rejection | null;
export type Change = (
  tx: Executor,
  locked: LockedAuction,
  market: MarketRow,
  now: number,
) => Promise<Outcome>;

/**
 * What a dealer's bid or max bid comes to, decided by the rules alone on the auction as it stands:
 * a refusal, or what the engine is to add (ADR 0009).
 */
export type Decision =
  | { kind: 'rejected'; rejection: Rejection; currency: string }
  | { kind: 'settle'; input: ChangeInput };

/**
 * A change decided without any I/O: the sequencer runs it on the auction it holds and writes it
 * with one conditional statement, or, when it must, in a transaction under the row lock.
 */
export type Decide = (locked: LockedAuction, market: MarketRow, now: number) => Decision;

/**
 * The market with its bidding rules as committed, read with the auction: an admin's change to
 * the increments or the soft-close window applies at once on every node; the rest of a market
 * rarely changes and comes from the cache.
 */
export function withCommittedRules(cached: MarketRow, auction: LockedAuction): MarketRow {
  return {
    ...cached,
    increments: auction.marketIncrements,
    extendWindowSeconds: auction.marketExtendWindowSeconds,
  };
}
