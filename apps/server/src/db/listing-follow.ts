import type { ListingStatus } from '@autobid/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from './audit-log';
import type { Executor } from './client';
import { auctions, listings } from './schema';

/** What an auction's new status makes of the listing of its car, and from which listing statuses. */
const FOLLOWS: Record<string, { from: readonly ListingStatus[]; to: ListingStatus } | undefined> = {
  awarded: { from: ['scheduled'], to: 'sold' },
  confirmed: { from: ['scheduled'], to: 'sold' },
  sold: { from: ['scheduled'], to: 'sold' },
  ended: { from: ['scheduled'], to: 'unsold' },
  rejected: { from: ['scheduled'], to: 'unsold' },
  restarting: { from: ['unsold'], to: 'scheduled' },
  cancelled: { from: ['scheduled', 'unsold'], to: 'approved' },
};

/**
 * Moves the listing of an auction's car along with the auction (docs/sessions.md): sold when the
 * car sold, unsold when the auction ended without a sale, scheduled again on a restart, approved
 * again when the auction is called off. Called in the transaction that changes the auction's
 * status; auctions of cars that were never listed, and listings in any other status (a withdrawn
 * one), are left alone.
 */
export async function followListing(
  tx: Executor,
  change: { auctionId: number; toStatus: string; at: Date; actor?: AuditActor | null },
): Promise<void> {
  const rule = FOLLOWS[change.toStatus];
  if (!rule) return;
  const moved = await tx
    .update(listings)
    .set({ status: rule.to, version: sql`${listings.version} + 1`, updatedAt: change.at })
    .where(
      and(
        eq(
          listings.inventoryId,
          sql`(select ${auctions.inventoryId} from ${auctions} where ${auctions.id} = ${change.auctionId})`,
        ),
        inArray(listings.status, [...rule.from]),
      ),
    )
    .returning({ id: listings.id });
  for (const listing of moved)
    await recordAudit(tx, {
      actor: change.actor ?? null,
      action: `listing.${rule.to}`,
      entityType: 'listing',
      entityId: listing.id,
      after: { status: rule.to, auction_id: change.auctionId, auction_status: change.toStatus },
      at: change.at,
    });
}
