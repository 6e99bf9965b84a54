import type { VerifyOtpRequest } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const verifyOtpAnswerSchema = z.object({
  data: z.object({ access_token: z.string().check(z.minLength(1)), verified: z.boolean() }),
});

/** `POST /otp/verify` (auction API v1): answers the token that `loginByOtp` then takes. */
export async function verifyOtp(body: VerifyOtpRequest): Promise<string> {
  const answer = await apiRequest('auction', 'v1', '/otp/verify', verifyOtpAnswerSchema, {
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
  return answer.data.access_token;
}
