import { deserialize, serialize } from 'node:v8';
import type { WholeAuctionChange } from '../auctions/whole-auction';
import { isRecord } from '../../lib/is-record';

/**
 * What one node's committed batch did to an auction, told to the other nodes so that the ones
 * holding the auction at the version the batch was decided on move it as the writer did, instead
 * of finding it changed with their next write and reading it whole again (ADR 0009).
 */
export interface HeldNews {
  auctionId: number;
  /** The auction's row version the batch was decided on and written over. */
  from: string;
  /** The write: its new version, the car's stamp as of the write, the columns, bids and max bids. */
  change: WholeAuctionChange;
}

/**
 * Tells the other nodes of one installation; never throws, and a failure to tell them loses
 * nothing. At most once and unordered between nodes: news a node misses, or hears out of turn,
 * only costs it a read of the auction, because every write is still conditioned on the version it
 * was decided on.
 */
export type TellHeldNews = (news: HeldNews) => void;

/** Carries held news between the nodes: what this node tells, the others hear. */
export interface HeldNewsBus {
  publish: TellHeldNews;
  close(): Promise<void>;
}

/** Bumped whenever the shape changes: a node ignores news of another shape during a rolling update. */
const FORMAT = 1;

/** Structured clone (`node:v8`): dates, maps and arrays come back as they were sent. */
export function encodeHeldNews(news: HeldNews): Buffer {
  return serialize({ format: FORMAT, news });
}

/** The news in `message`, or null for anything that is not news of this shape. */
export function decodeHeldNews(message: Buffer): HeldNews | null {
  let value: unknown;
  try {
    value = deserialize(message);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.format !== FORMAT || !isRecord(value.news)) return null;
  const { auctionId, from, change } = value.news;
  if (!Number.isSafeInteger(auctionId) || typeof from !== 'string' || !isRecord(change))
    return null;
  const ok =
    typeof change.version === 'string' &&
    typeof change.stamp === 'string' &&
    isRecord(change.auction) &&
    Array.isArray(change.bids) &&
    change.bids.every((bid) => isRecord(bid) && bid.createdAt instanceof Date) &&
    Array.isArray(change.standing);
  return ok ? (value.news as unknown as HeldNews) : null;
}
