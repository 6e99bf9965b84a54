import { userSchema, type LoginByEmailRequest, type User } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const loginAnswerSchema = z.object({
  data: z.object({ user: userSchema, access_token: z.string().check(z.minLength(1)) }),
});

export interface LoginAnswer {
  user: User;
  access_token: string;
}

/** `POST /loginByEmail?include=active_group` (auction API v1). A wrong password is a 401, not a lost session. */
export async function loginByEmailRequest(body: LoginByEmailRequest): Promise<LoginAnswer> {
  const answer = await apiRequest('auction', 'v1', '/loginByEmail', loginAnswerSchema, {
    method: 'POST',
    query: { include: 'active_group' },
    body,
    skipAuthRedirect: true,
  });
  return answer.data;
}
