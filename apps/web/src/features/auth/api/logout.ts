import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/** `POST /logout` (auction API v1); answers 204. A 401 here must not bounce to /login: we are leaving anyway. */
export async function logoutRequest(): Promise<void> {
  await apiRequest('auction', 'v1', '/logout', z.unknown(), {
    method: 'POST',
    skipAuthRedirect: true,
  });
}
