import { searchModelSchema, type SearchModel } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from './api-client';

const answerSchema = z.object({ data: z.array(searchModelSchema) });

/** `GET /general/api/v2/config/search/models?query=&include=make`: models whose name or make matches. */
export async function searchModels(query: string): Promise<SearchModel[]> {
  const answer = await apiRequest('general', 'v2', '/config/search/models', answerSchema, {
    query: { query, include: 'make' },
  });
  return answer.data;
}
