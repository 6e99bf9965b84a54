import { devOutboxSchema, type DevOutboxMessage } from '@autobid/contract';
import { apiRequest } from '../../../lib/api-client';

/** `GET /dev/outbox` (portal API v2): a 404 when a real SMS or e-mail provider is set up. */
export async function getDevOutbox(): Promise<DevOutboxMessage[]> {
  const answer = await apiRequest('portal', 'v2', '/dev/outbox', devOutboxSchema, {
    noCache: true,
    skipAuthRedirect: true,
  });
  return answer.data;
}
