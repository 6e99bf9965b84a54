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
