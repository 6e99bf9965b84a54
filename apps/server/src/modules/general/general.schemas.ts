import { z } from 'zod';
import { intParam, namesParam } from '../../lib/query-params';

export const groupIdParamsSchema = z.object({ id: intParam('group id') });

/** Query of `GET /general/api/v2/config/search/models`. */
export const searchModelsQuerySchema = z.object({
  query: z.string().trim().max(100, { error: 'query must be at most 100 characters' }).optional(),
  include: namesParam('include', ['make']).default([]),
});
