import { AUDIT_ACTIONS, type AuditAction } from '@autobid/contract';
import { z } from 'zod';
import { intParam } from '../../lib/query-params';
import { dateParam } from '../portal/portal.schemas';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} may not be empty` })
    .max(max, { error: `${label} may be at most ${max} characters` })
    .regex(/^[^\p{Cc}]*$/u, { error: `${label} may not contain control characters` });

/** Query of `GET /portal/api/v2/staff/audit-log`. */
export const auditQuerySchema = z.object({
  page: intParam('page', 1, 100_000).default(1),
  per_page: intParam('per_page', 1, 200).default(50),
  actor_id: intParam('actor_id').optional(),
  action: text('action', 100).optional(),
  entity_type: text('entity_type', 50).optional(),
  entity_id: text('entity_id', 50).optional(),
  /** Matches the reason, the action and the actor's name or e-mail. */
  query: text('query', 100).optional(),
  /**
   * Actions the search matches as well, comma-separated: those whose label in the reader's
   * language holds what was typed (the page works them out), as the labels live in the interface.
   */
  query_actions: z
    .string()
    .max(4000, { error: 'query_actions may be at most 4000 characters' })
    .transform((value) => value.split(','))
    .refine((codes) => codes.every((code) => (AUDIT_ACTIONS as readonly string[]).includes(code)), {
      error: 'query_actions may hold only actions the log records, separated by commas',
    })
    .transform((codes) => [...new Set(codes)] as AuditAction[])
    .optional(),
  'filterDate[from]': dateParam('filterDate[from]').optional(),
  'filterDate[to]': dateParam('filterDate[to]').optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
