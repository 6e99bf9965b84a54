import { z } from 'zod';
import { intParam } from '../../lib/query-params';

/** The largest notice id asked for: notice ids are `bigserial`, kept within what JSON numbers hold exactly. */
const MAX_NOTICE_ID = Number.MAX_SAFE_INTEGER;

/** Query of `GET /general/api/v2/notifications`. */
export const notificationsQuerySchema = z.object({
  page: intParam('page', 1, 100_000).default(1),
  per_page: intParam('per_page', 1, 100).default(20),
  /** Only notices newer than this one: what a client missed since the last it saw. */
  after_id: z
    .string()
    .regex(/^\d{1,16}$/, { error: 'after_id must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(0, { error: 'after_id must be at least 0' })
        .max(MAX_NOTICE_ID, { error: `after_id must be at most ${MAX_NOTICE_ID}` }),
    )
    .optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;
