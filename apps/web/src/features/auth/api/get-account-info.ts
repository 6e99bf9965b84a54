import { accountInfoSchema, type AccountInfo } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const accountInfoAnswerSchema = z.object({ data: accountInfoSchema });

/** `GET /dealers/account-info` (auction API v2). */
export async function getAccountInfo(): Promise<AccountInfo> {
  const answer = await apiRequest(
    'auction',
    'v2',
    '/dealers/account-info',
    accountInfoAnswerSchema,
  );
  return answer.data;
}
