import { loginAnswerSchema, type LoginByOtpRequest } from '@autobid/contract';
import { apiRequest } from '../../../lib/api-client';
import type { LoginAnswer } from './login-by-email';

/** `POST /loginByOtp?include=active_group` (auction API v1): signs in with a verified phone. */
export async function loginByOtpRequest(body: LoginByOtpRequest): Promise<LoginAnswer> {
  const answer = await apiRequest('auction', 'v1', '/loginByOtp', loginAnswerSchema, {
    method: 'POST',
    query: { include: 'active_group' },
    body,
    skipAuthRedirect: true,
  });
  return answer.data;
}
