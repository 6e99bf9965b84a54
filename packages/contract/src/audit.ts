import { z } from 'zod/mini';
import { paginationSchema } from './portal';

/** One row of the audit log: who did what to which record, and the state before and after. */
export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  /** Null for what the clock did on its own. */
  actor: z.nullable(z.object({ id: z.int(), name: z.string(), email: z.string() })),
  actor_role: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /portal/api/v2/staff/audit-log`: newest first. */
export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/**
 * Every action the audit log records, as `record.verb` (docs/back-office.md). The server writes
 * no other, and the back office names each one in every language.
 */
export const AUDIT_ACTIONS = [
  'auction.cancel',
  'auction.reprice',
  'auction.unschedule',
  'award.accept',
  'award.reject',
  'award.end',
  'award.expire',
  'offer.counter',
  'offer.runner_up',
  'offer.accept',
  'offer.decline',
  'offer.expire',
  'collection.collect',
  'floor_stock.approve',
  'floor_stock.decline',
  'floor_stock.request',
  'group.create',
  'group.rename',
  'group.update_details',
  'handover.photo',
  'inspection.photo_add',
  'inspection.photo_remove',
  'inspection.publish',
  'inspection.save',
  'inspection.start',
  'listing.create',
  'listing.update',
  'listing.file_upload',
  'listing.file_remove',
  'listing.file_caption',
  'listing.photo_order',
  'listing.schedule',
  'listing.withdraw',
  'listing.approve',
  'listing.reject',
  'listing.pending',
  'listing.approved',
  'listing.rejected',
  'listing.scheduled',
  'listing.withdrawn',
  'listing.sold',
  'listing.unsold',
  'market.settings',
  'payment.online',
  'payment.refund_due',
  'payment.submit',
  'session.cancel',
  'session.create',
  'session.reorder',
  'session.update',
  'transaction.locations',
  'transaction.pickup',
  'transaction.submit_proof',
  'transaction.reject_proof',
  'transaction.verify_proof',
  'transaction.online_payment_confirmed',
  'transaction.floor_stock_approved',
  'transaction.release',
  'transaction.hand_over',
  'transaction.complete',
  'transaction.cancel',
  'user.accept_invite',
  'user.change_password',
  'user.disable',
  'user.enable',
  'user.help_code',
  'user.invite',
  'user.resend_invite',
  'user.reset_password',
  'user.roles',
  'user.update_profile',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record the audit log names (`entity_type`). */
export const AUDIT_ENTITY_TYPES = [
  'auction',
  'auction_session',
  'listing',
  'inspection',
  'transaction',
  'user',
  'group',
  'market',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
