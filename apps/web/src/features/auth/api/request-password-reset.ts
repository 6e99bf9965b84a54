import type { RequestPasswordReset } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const requestResetAnswerSchema = z.object({ data: z.object({ message: z.string() }) });

/**
 * `POST /mytukar/portal/account/password/request-reset` (portal API v2). The answer is the same
 * whether or not an account uses the address, so nothing here tells who has one.
 */
export async function requestPasswordReset(body: RequestPasswordReset): Promise<void> {
  await apiRequest(
    'portal',
    'v2',
    '/mytukar/portal/account/password/request-reset',
    requestResetAnswerSchema,
    { method: 'POST', body, skipAuthRedirect: true },
  );
}
