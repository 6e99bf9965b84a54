import { makeModelFacetSchema, type MakeModelFacet } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const answerSchema = z.object({ data: z.array(makeModelFacetSchema) });

/** `GET /auction/api/v2/dealers/auctions/live/filter-make-model?query=&group=`: makes and models with live cars. */
export async function getMakeModelFacets(params: {
  query?: string;
  group?: number | undefined;
}): Promise<MakeModelFacet[]> {
  const answer = await apiRequest(
    'auction',
    'v2',
    '/dealers/auctions/live/filter-make-model',
    answerSchema,
    {
      noCache: true,
      query: { query: params.query ?? '', group: params.group },
    },
  );
  return answer.data;
}
