import type { ResetPassword } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const resetAnswerSchema = z.object({ data: z.object({ email: z.string() }) });

/**
 * `POST /mytukar/portal/account/password/reset/{user_id}` (portal API v2) with the e-mailed
 * link's token; answers the account's e-mail, for signing in. Every session of the user ends.
 */
export async function resetPassword(userId: number, body: ResetPassword): Promise<string> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `/mytukar/portal/account/password/reset/${userId}`,
    resetAnswerSchema,
    { method: 'POST', body, skipAuthRedirect: true },
  );
  return answer.data.email;
}
