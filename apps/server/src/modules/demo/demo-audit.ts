import { inArray } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { DEMO_EMAILS } from './demo-accounts';

const OPERATIONS_EMAIL = 'operations@demo.test';
const INSPECTOR_EMAIL = 'inspector@demo.test';
/** How long after a listing is sent operations review it in the demo's history. */
export const DEMO_REVIEW_MINUTES = 40;

/**
 * The people whose work the demo writes: the seller, and the staff who review, inspect and plan
 * sales (the operations and inspector accounts, or the all-roles staff account without them).
 * Each is named in the audit log as the product names them: `seller`, or their roles joined.
 */
export interface DemoActors {
  seller: AuditActor | null;
  operations: AuditActor | null;
  inspector: AuditActor | null;
}

export async function findDemoActors(tx: Executor): Promise<DemoActors> {
  const rows = await tx
    .select({ id: users.id, email: users.email, staffRoles: users.staffRoles })
    .from(users)
    .where(
      inArray(users.email, [
        DEMO_EMAILS.seller,
        DEMO_EMAILS.staff,
        OPERATIONS_EMAIL,
        INSPECTOR_EMAIL,
      ]),
    );
  const staffActor = (email: string): AuditActor | null => {
    const row = rows.find((r) => r.email === email);
    return row ? { id: row.id, role: row.staffRoles.join('+') || 'staff' } : null;
  };
  const seller = rows.find((r) => r.email === DEMO_EMAILS.seller);
  return {
    seller: seller ? { id: seller.id, role: 'seller' } : null,
    operations: staffActor(OPERATIONS_EMAIL) ?? staffActor(DEMO_EMAILS.staff),
    inspector: staffActor(INSPECTOR_EMAIL) ?? staffActor(DEMO_EMAILS.staff),
  };
}

/**
 * A demo listing's history as the product writes it: the seller sent it, and unless it still
 * waits, operations approved or rejected it (with the reason the seller reads).
 */
export async function auditListingHistory(
  tx: Executor,
  actors: DemoActors,
  listing: {
    id: number;
    chassisNumber: string;
    createdAt: Date;
    review: { outcome: 'approved' | 'rejected'; at: Date; reason: string | null } | null;
  },
): Promise<void> {
  await recordAudit(tx, {
    actor: actors.seller,
    action: 'listing.create',
    entityType: 'listing',
    entityId: listing.id,
    after: { status: 'pending', chassis_number: listing.chassisNumber },
    at: listing.createdAt,
  });
  if (!listing.review) return;
  await recordAudit(tx, {
    actor: actors.operations,
    action: listing.review.outcome === 'approved' ? 'listing.approve' : 'listing.reject',
    entityType: 'listing',
    entityId: listing.id,
    before: { status: 'pending' },
    after: { status: listing.review.outcome },
    reason: listing.review.reason,
    at: listing.review.at,
  });
}

/**
 * A demo inspection's history as the inspector's work writes it: the draft started (empty), its
 * ratings saved once (revision 1 to 2), and, for a published report, its publication.
 */
export async function auditInspectionHistory(
  tx: Executor,
  actors: DemoActors,
  report: {
    id: number;
    listingId: number | null;
    version: number;
    score: number;
    sections: ReadonlyArray<{ key: string; rating: number | null }>;
    startedAt: Date;
    savedAt: Date;
    publishedAt: Date | null;
  },
): Promise<void> {
  const entity = { entityType: 'inspection' as const, entityId: report.id };
  await recordAudit(tx, {
    actor: actors.inspector,
    action: 'inspection.start',
    ...entity,
    after: {
      listing_id: report.listingId,
      version: report.version,
      status: 'draft',
      copied_from: null,
    },
    at: report.startedAt,
  });
  await recordAudit(tx, {
    actor: actors.inspector,
    action: 'inspection.save',
    ...entity,
    before: { revision: 1, score: null },
    after: {
      revision: 2,
      score: report.score,
      ratings: Object.fromEntries(report.sections.map((s) => [s.key, s.rating])),
    },
    at: report.savedAt,
  });
  if (!report.publishedAt) return;
  await recordAudit(tx, {
    actor: actors.inspector,
    action: 'inspection.publish',
    ...entity,
    before: { status: 'draft', version: report.version },
    after: { status: 'published', version: report.version, score: report.score, photos: 0 },
    at: report.publishedAt,
  });
}
