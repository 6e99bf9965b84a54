import { userSchema, type User } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const currentUserAnswerSchema = z.object({ data: userSchema });

/** `GET /users/current` (auction API v1). */
export async function getCurrentUser(): Promise<User> {
  const answer = await apiRequest('auction', 'v1', '/users/current', currentUserAnswerSchema, {
    query: { include: 'active_group' },
  });
  return answer.data;
}
