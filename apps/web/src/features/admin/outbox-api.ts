import { outboxPageSchema, type OutboxPage } from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

/** Every e-mail, newest first: what was sent, or what would have been without SMTP. */
export function fetchOutbox(page: number): Promise<OutboxPage> {
  return apiRequest('portal', 'v2', '/staff/outbox', outboxPageSchema, {
    query: { page: String(page) },
    noCache: true,
  });
}
