import { ACCOUNT_KINDS, GROUP_KINDS, USER_STATUSES } from '@autobid/contract';
import { z } from 'zod';
import { intParam } from '../../lib/query-params';

const search = z
  .string()
  .trim()
  .max(100, { error: 'q must be at most 100 characters' })
  .regex(/^[^\p{Cc}]*$/u, { error: 'q must not contain control characters' })
  .optional();
const market = z.string().regex(/^[A-Z]{2}$/, { error: 'market must be a market code such as MY' });
const page = intParam('page', 1, 10_000).default(1);

export const groupQuerySchema = z.object({
  market: market.optional(),
  kind: z.enum(GROUP_KINDS).optional(),
  q: search,
  page,
});

export const userQuerySchema = z.object({
  kind: z.enum(ACCOUNT_KINDS).optional(),
  group_id: intParam('group_id').optional(),
  market: market.optional(),
  status: z.enum(USER_STATUSES).optional(),
  q: search,
  page,
});

export const pageQuerySchema = z.object({ page });
export const userParams = z.object({ userId: intParam('user id') });
export const groupParams = z.object({ groupId: intParam('group id') });
export const marketParams = z.object({ code: market });
export const tokenParams = z.object({ token: z.string().max(100) });
