import type { AuditAction, AuditEntityType, AuditField } from '@autobid/contract';
import type { Executor } from './client';
import { auditLog } from './schema';

/** Who acted: a signed-in user, or null for what the clock did on its own (an offer expiring). */
export interface AuditActor {
  id: number;
  /** `seller`, `dealer`, or the staff roles joined with `+` (e.g. `operations+inspector`). */
  role: string;
}

/** A record's fields before or after a change: only those the contract lists (`AUDIT_FIELDS`). */
export type AuditValues = Partial<Record<AuditField, unknown>>;

export interface AuditEntry {
  actor: AuditActor | null;
  /** A dotted verb, e.g. `listing.approve`, `auction.cancel`, `award.accept`, `user.disable`. */
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number;
  before?: AuditValues | null;
  after?: AuditValues | null;
  reason?: string | null;
  at: Date;
}

/**
 * Appends one row to the audit log in the caller's transaction, so the record and the change it
 * describes are written together or not at all. Rows are never updated or deleted.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    actorId: entry.actor?.id ?? null,
    actorRole: entry.actor?.role ?? 'system',
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
