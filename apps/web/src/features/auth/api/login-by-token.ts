import { loginAnswerSchema, type LoginByTokenRequest } from '@autobid/contract';
import { apiRequest } from '../../../lib/api-client';
import type { LoginAnswer } from './login-by-email';

/** `POST /loginByToken?include=active_group` (auction API v1): the help code support read out, in `phone_code`. */
export async function loginByTokenRequest(body: LoginByTokenRequest): Promise<LoginAnswer> {
  const answer = await apiRequest('auction', 'v1', '/loginByToken', loginAnswerSchema, {
    method: 'POST',
    query: { include: 'active_group' },
    body,
    skipAuthRedirect: true,
  });
  return answer.data;
}
