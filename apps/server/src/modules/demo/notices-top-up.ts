import { EVENTS, type AuctionResultEvent } from '@autobid/contract';
import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  auctions,
  bids,
  inventories,
  makes,
  models,
  notices,
  transactions,
  users,
} from '../../db/schema';
import { auctionNotices } from '../auctions/auction-events';
import { noticeRow, type Notice } from '../notifications/notice-outbox';
import { transactionNotice } from '../transactions/transaction-events';
import { DEMO_EMAILS } from './demo-accounts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A dealer's bell gets an outbid notice for every auction the live list marks them outbid on
 * (up to this many), since a bell that misses one the list shows would not be believed ...
 */
const MAX_OUTBID = 8;
/** ... and at most this many others (wins, an award pending, a purchase). */
const OTHERS_PER_DEALER = 3;
/** A seller group's bell gets at most this many stage changes. */
const PER_SELLER_GROUP = 4;
/** Only what happened this recently makes a notice; older news would not be in a bell. */
const LOOK_BACK_MS = 48 * HOUR;

const DEALER_EMAILS = [DEMO_EMAILS.dealerA, DEMO_EMAILS.dealerB, DEMO_EMAILS.dealerSg];
const SELLER_EMAILS = [DEMO_EMAILS.seller, DEMO_EMAILS.sellerB];

/** One notice to write, with the moment it happened. */
interface Dated {
  notice: Notice;
  at: Date;
}

/**
 * Gives each demo dealer and each demo seller group a few notices in the bell (docs/notifications.md)
 * when they have none at all: the demo writes its bids, wins and stages straight into the tables,
 * so nothing sent one. Every notice is read back from the demo's state (an auction the dealer is
 * outbid on now, a win awaiting payment, an award awaiting the seller, a purchase, a seller
 * auction's latest stage), dated when that happened. They are history: written without a row in
 * the queue of unpublished notices, so the relay never sends them live, and the older half read, so the bell shows both kinds. An account
 * with any notice, a real one or the demo's from an earlier start, is left alone. Answers how
 * many notices it wrote.
 */
export async function topUpNotices(tx: Executor, now: Date): Promise<number> {
  const accounts = await tx
    .select({ id: users.id, email: users.email, groupId: users.activeGroupId })
    .from(users)
    .where(inArray(users.email, [...DEALER_EMAILS, ...SELLER_EMAILS]));
  let written = 0;
  for (const email of DEALER_EMAILS) {
    const dealer = accounts.find((a) => a.email === email);
    if (!dealer || (await hasNotices(tx, eq(notices.userId, dealer.id)))) continue;
    written += await writeHistory(tx, await dealerNotices(tx, dealer.id, now), Infinity, now);
  }
  const sellerGroups = new Set(
    SELLER_EMAILS.flatMap((email) => {
      const groupId = accounts.find((a) => a.email === email)?.groupId;
      return groupId ? [groupId] : [];
    }),
  );
  for (const groupId of sellerGroups) {
    if (await hasNotices(tx, eq(notices.groupId, groupId))) continue;
    const list = await sellerNotices(tx, groupId, now);
    written += await writeHistory(tx, list, PER_SELLER_GROUP, now);
  }
  return written;
}

async function hasNotices(tx: Executor, owner: ReturnType<typeof eq>): Promise<boolean> {
  const [row] = await tx.select({ id: notices.id }).from(notices).where(owner).limit(1);
  return row !== undefined;
}

/** A dealer's outbids on live auctions, then wins, an award pending, and a purchase. */
async function dealerNotices(tx: Executor, userId: number, now: Date): Promise<Dated[]> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const outbid = (await outbidOn(tx, userId, now)).slice(0, MAX_OUTBID);

  // Wins awaiting payment (not yet due), newest first.
  const wins = await tx
    .select({ auction: auctions })
    .from(auctions)
    .innerJoin(transactions, eq(transactions.auctionId, auctions.id))
    .where(
      and(
        eq(auctions.leaderId, userId),
        inArray(auctions.status, ['awarded', 'confirmed']),
        eq(transactions.status, 'awaiting_payment'),
        gt(transactions.dueAt, now),
        gt(auctions.wonAt, since),
        lte(auctions.wonAt, now),
      ),
    )
    .orderBy(desc(auctions.wonAt))
    .limit(2);
  const won = wins.map(({ auction }): Dated => {
    const at = auction.wonAt!;
    const data: AuctionResultEvent = {
      auction_id: auction.id,
      amount: auction.awardedAmount ?? auction.highestAmount ?? 0,
      updated_at: at.toISOString(),
    };
    return { notice: auctionNotices.forUser(userId, EVENTS.auctionWon, data), at };
  });

  // An award below the reserve, waiting for the seller's decision.
  const pending = await tx
    .select()
    .from(auctions)
    .where(
      and(
        eq(auctions.leaderId, userId),
        eq(auctions.status, 'reserved'),
        gt(auctions.timeEnd, since),
        lte(auctions.timeEnd, now),
      ),
    )
    .orderBy(desc(auctions.timeEnd))
    .limit(1);
  const awaiting = pending.map((auction): Dated => {
    const at = auction.closedAt ?? auction.timeEnd;
    const data: AuctionResultEvent = {
      auction_id: auction.id,
      amount: auction.highestAmount ?? 0,
      updated_at: at.toISOString(),
    };
    return { notice: auctionNotices.forUser(userId, EVENTS.awardPending, data), at };
  });

  // The purchase that moved last, as its buyer was told. On the first start the purchases are
  // only just opened (they move on after the seed, `transactions-top-up.ts`): then one whose win
  // this bell does not already tell stands in, dated when its invoice was made.
  const told = new Set(won.slice(0, 1).map((w) => auctionIdOf(w.notice.data)));
  const purchases = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.buyerUserId, userId), lte(transactions.updatedAt, now)))
    .orderBy(desc(sql`${transactions.version} > 1`), desc(transactions.updatedAt))
    .limit(4);
  const purchase =
    purchases.find((p) => p.version > 1) ??
    purchases.find((p) => !told.has(p.auctionId)) ??
    purchases[0];
  const bought: Dated[] = purchase
    ? [{ notice: transactionNotice(purchase), at: purchase.updatedAt }]
    : [];

  // Variety before more of the same: the cap drops the second win first.
  const others = [...won.slice(0, 1), ...awaiting, ...bought, ...won.slice(1)];
  return [...outbid, ...others.slice(0, OTHERS_PER_DEALER)];
}

/**
 * `bid.outbid` for every live open auction the dealer bid on and does not lead, exactly where the
 * live list marks them outbid: the current highest against their best, dated when a rival first
 * went above it.
 */
async function outbidOn(tx: Executor, userId: number, now: Date): Promise<Dated[]> {
  const rows = await tx
    .select({
      auctionId: auctions.id,
      highest: auctions.highestAmount,
      yours: sql<number>`max(${bids.amount})`.mapWith(Number),
    })
    .from(auctions)
    .innerJoin(bids, and(eq(bids.auctionId, auctions.id), eq(bids.userId, userId)))
    .where(
      and(
        eq(auctions.status, 'active'),
        eq(auctions.type, 'open'),
        gt(auctions.timeEnd, now),
        ne(auctions.leaderId, userId),
      ),
    )
    .groupBy(auctions.id, auctions.highestAmount);
  const list: Dated[] = [];
  for (const row of rows) {
    if (row.highest === null || row.highest <= row.yours) continue;
    const [beaten] = await tx
      .select({ at: bids.createdAt })
      .from(bids)
      .where(
        and(eq(bids.auctionId, row.auctionId), ne(bids.userId, userId), gt(bids.amount, row.yours)),
      )
      .orderBy(bids.amount)
      .limit(1);
    const at = clampPast(beaten?.at ?? now, now);
    list.push({
      notice: auctionNotices.outbid(userId, {
        auction_id: row.auctionId,
        amount: row.highest,
        your_amount: row.yours,
        updated_at: at.toISOString(),
      }),
      at,
    });
  }
  // Newest first, so the cap keeps the freshest.
  return list.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/**
 * `seller.auction_stage` for the group's latest stage changes: one per stage first (sold, awaiting
 * its decision, live), then the most recent others.
 */
async function sellerNotices(tx: Executor, groupId: number, now: Date): Promise<Dated[]> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const rows = await tx
    .select({
      id: auctions.id,
      status: auctions.status,
      timeStart: auctions.timeStart,
      timeEnd: auctions.timeEnd,
      closedAt: auctions.closedAt,
      wonAt: auctions.wonAt,
      year: inventories.year,
      make: makes.name,
      model: models.name,
    })
    .from(auctions)
    .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
    .innerJoin(makes, eq(makes.id, inventories.makeId))
    .innerJoin(models, eq(models.id, inventories.modelId))
    .where(
      and(
        eq(auctions.sellerGroupId, groupId),
        // Of the ended stage only awards below the reserve: the bell words that stage as
        // awaiting the seller's decision, which an auction that ended without bids is not.
        inArray(auctions.status, ['active', 'reserved', 'awarded', 'confirmed']),
        gt(auctions.timeEnd, since),
      ),
    );
  const changes = rows
    .map((row) => ({ row, at: stageChangedAt(row) }))
    .filter(({ at }) => at > since && at <= now)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const picked: typeof changes = [];
  const stages = new Set<string>();
  for (const change of changes) {
    const stage = stageKey(change.row.status);
    if (stages.has(stage)) continue;
    stages.add(stage);
    picked.push(change);
  }
  for (const change of changes) {
    if (picked.length >= PER_SELLER_GROUP) break;
    if (!picked.includes(change)) picked.push(change);
  }
  return picked.map(({ row, at }) => ({
    notice: auctionNotices.sellerStage(
      groupId,
      { id: row.id, status: row.status, updatedAt: at },
      { year: row.year, make: row.make, model: row.model },
    ),
    at,
  }));
}

/** When an auction entered the status it has now. */
function stageChangedAt(row: {
  status: string;
  timeStart: Date;
  timeEnd: Date;
  closedAt: Date | null;
  wonAt: Date | null;
}): Date {
  if (row.status === 'active') return row.timeStart;
  if (row.status === 'confirmed') return row.wonAt ?? row.closedAt ?? row.timeEnd;
  return row.closedAt ?? row.timeEnd;
}

function stageKey(status: string): string {
  if (status === 'active') return 'live';
  if (status === 'awarded' || status === 'confirmed') return 'completed';
  return 'ended';
}

function auctionIdOf(data: object): number | undefined {
  return (data as { auction_id?: number }).auction_id;
}

function clampPast(at: Date, now: Date): Date {
  return at > now ? now : at;
}

/**
 * Writes up to `max` notices (the first ones given), oldest first so ids follow time, as published
 * (not queued); the older half read a few minutes later, as if seen then.
 */
async function writeHistory(
  tx: Executor,
  list: readonly Dated[],
  max: number,
  now: Date,
): Promise<number> {
  const kept = list
    .slice(0, max)
    .map(({ notice, at }) => ({ notice, at: clampPast(at, now) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (kept.length === 0) return 0;
  const readCount = Math.floor(kept.length / 2);
  await tx.insert(notices).values(
    kept.map(({ notice, at }, i) => ({
      ...noticeRow(notice, at),
      readAt: i < readCount ? clampPast(new Date(at.getTime() + 10 * MINUTE), now) : null,
    })),
  );
  return kept.length;
}
